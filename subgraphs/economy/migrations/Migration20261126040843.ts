import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040843 extends Migration {

  override name = 'Migration20261126040843';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."custom_field" ("id" uuid not null, "user_id" uuid not null, "key" varchar(64) not null, "value" varchar(1000) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."custom_field" add constraint "custom_field_user_id_key_unique" unique ("user_id", "key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."custom_field" cascade;`);
  }

}
