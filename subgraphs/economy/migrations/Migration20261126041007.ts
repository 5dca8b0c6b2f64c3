import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041007 extends Migration {

  override name = 'Migration20261126041007';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."consumable" ("id" uuid not null, "name" varchar(100) not null, "description" varchar(500) not null default '', "token_cost" int not null, "file_id" uuid null, "created_by" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "consumable_deleted_at_created_at_id_index" on "economy"."consumable" ("deleted_at", "created_at", "id");`);

    this.addSql(`alter table "economy"."consumable" add constraint "consumable_token_cost_check" check (token_cost > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."consumable" cascade;`);
  }

}
