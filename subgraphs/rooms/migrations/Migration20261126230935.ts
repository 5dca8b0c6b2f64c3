import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230935 extends Migration {

  override name = 'Migration20261126230935';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."account_deactivation" ("event_id" uuid not null, "user_id" uuid not null, "deactivated_at" timestamptz not null, "received_at" timestamptz not null, "applied_at" timestamptz null, "rooms_deleted" int not null default 0, "seats_freed" int not null default 0, primary key ("event_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."account_deactivation" cascade;`);
  }

}
