import { Migration } from '@mikro-orm/migrations';

export class Migration20261126232107 extends Migration {

  override name = 'Migration20261126232107';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."contact_limit_key" ("key" varchar(64) not null, primary key ("key"));`);

    this.addSql(`create table "rooms"."contact_request" ("id" uuid not null, "user_id" uuid not null, "action" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_request_user_id_action_created_at_index" on "rooms"."contact_request" ("user_id", "action", "created_at");`);

    this.addSql(`alter table "rooms"."contact_request" add constraint "contact_request_action_check" check ("action" in ('upload', 'match'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."contact_limit_key" cascade;`);
    this.addSql(`drop table if exists "rooms"."contact_request" cascade;`);
  }

}
