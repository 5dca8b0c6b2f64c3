import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041452 extends Migration {

  override name = 'Migration20261126041452';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."point_entry" ("id" uuid not null, "point_event_id" uuid not null, "user_uuid" uuid not null, "season_id" uuid null, "points" int not null, "rules" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "point_entry_user_uuid_created_at_index" on "economy"."point_entry" ("user_uuid", "created_at");`);
    this.addSql(`alter table "economy"."point_entry" add constraint "point_entry_point_event_id_user_uuid_unique" unique ("point_event_id", "user_uuid");`);

    this.addSql(`create table "economy"."point_event" ("id" uuid not null, "event_id" varchar(260) not null, "source" text not null, "fingerprint" varchar(64) not null, "occurred_at" timestamptz not null, "season_id" uuid null, "actor_id" uuid null, "reason" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."point_event" add constraint "point_event_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "point_event_created_at_index" on "economy"."point_event" ("created_at");`);

    this.addSql(`alter table "economy"."point_event" add constraint "point_event_source_check" check ("source" in ('play', 'service', 'admin'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."point_entry" cascade;`);
    this.addSql(`drop table if exists "economy"."point_event" cascade;`);
  }

}
