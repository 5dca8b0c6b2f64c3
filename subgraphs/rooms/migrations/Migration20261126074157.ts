import { Migration } from '@mikro-orm/migrations';

export class Migration20261126074157 extends Migration {

  override name = 'Migration20261126074157';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."community" ("id" uuid not null, "slug" varchar(64) not null, "name" varchar(80) not null, "description" varchar(1000) null, "image_url" varchar(2048) null, "owner_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."community" add constraint "community_slug_unique" unique ("slug");`);
    this.addSql(`create index "community_owner_id_index" on "rooms"."community" ("owner_id");`);
    this.addSql(`create index "community_created_at_index" on "rooms"."community" ("created_at");`);

    this.addSql(`create table "rooms"."community_member" ("id" uuid not null, "community_id" uuid not null, "user_id" uuid not null, "added_by" uuid null, "joined_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "community_member_user_id_joined_at_index" on "rooms"."community_member" ("user_id", "joined_at");`);
    this.addSql(`create index "community_member_community_id_joined_at_index" on "rooms"."community_member" ("community_id", "joined_at");`);
    this.addSql(`alter table "rooms"."community_member" add constraint "community_member_community_id_user_id_unique" unique ("community_id", "user_id");`);

    this.addSql(`create table "rooms"."event" ("id" uuid not null, "slug" varchar(64) not null, "title" varchar(120) not null, "description" varchar(2000) null, "room_id" uuid not null, "community_id" uuid null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "created_by" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."event" add constraint "event_slug_unique" unique ("slug");`);
    this.addSql(`create index "event_ends_at_starts_at_index" on "rooms"."event" ("ends_at", "starts_at");`);
    this.addSql(`create index "event_starts_at_index" on "rooms"."event" ("starts_at");`);
    this.addSql(`create index "event_room_id_starts_at_index" on "rooms"."event" ("room_id", "starts_at");`);
    this.addSql(`create index "event_community_id_starts_at_index" on "rooms"."event" ("community_id", "starts_at");`);

    this.addSql(`create table "rooms"."event_interest" ("id" uuid not null, "event_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "reminded_at" timestamptz null, "notified_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "event_interest_user_id_created_at_index" on "rooms"."event_interest" ("user_id", "created_at");`);
    this.addSql(`alter table "rooms"."event_interest" add constraint "event_interest_event_id_user_id_unique" unique ("event_id", "user_id");`);

    this.addSql(`create table "rooms"."community_room" ("id" uuid not null, "community_id" uuid not null, "room_id" uuid not null, "added_by" uuid null, "added_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "community_room_room_id_added_at_index" on "rooms"."community_room" ("room_id", "added_at");`);
    this.addSql(`create index "community_room_community_id_added_at_index" on "rooms"."community_room" ("community_id", "added_at");`);
    this.addSql(`alter table "rooms"."community_room" add constraint "community_room_community_id_room_id_unique" unique ("community_id", "room_id");`);

    this.addSql(`alter table "rooms"."community_member" add constraint "community_member_community_id_foreign" foreign key ("community_id") references "rooms"."community" ("id") on delete cascade;`);

    this.addSql(`alter table "rooms"."event" add constraint "event_room_id_foreign" foreign key ("room_id") references "rooms"."room" ("id") on delete cascade;`);
    this.addSql(`alter table "rooms"."event" add constraint "event_community_id_foreign" foreign key ("community_id") references "rooms"."community" ("id") on delete set null;`);
    this.addSql(`alter table "rooms"."event" add constraint "event_ends_after_start" check (ends_at > starts_at);`);

    this.addSql(`alter table "rooms"."event_interest" add constraint "event_interest_event_id_foreign" foreign key ("event_id") references "rooms"."event" ("id") on delete cascade;`);

    this.addSql(`alter table "rooms"."community_room" add constraint "community_room_community_id_foreign" foreign key ("community_id") references "rooms"."community" ("id") on delete cascade;`);
    this.addSql(`alter table "rooms"."community_room" add constraint "community_room_room_id_foreign" foreign key ("room_id") references "rooms"."room" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."community_member" drop constraint "community_member_community_id_foreign";`);
    this.addSql(`alter table "rooms"."event" drop constraint "event_community_id_foreign";`);
    this.addSql(`alter table "rooms"."community_room" drop constraint "community_room_community_id_foreign";`);
    this.addSql(`alter table "rooms"."event_interest" drop constraint "event_interest_event_id_foreign";`);

    this.addSql(`drop table if exists "rooms"."community" cascade;`);
    this.addSql(`drop table if exists "rooms"."community_member" cascade;`);
    this.addSql(`drop table if exists "rooms"."event" cascade;`);
    this.addSql(`drop table if exists "rooms"."event_interest" cascade;`);
    this.addSql(`drop table if exists "rooms"."community_room" cascade;`);
  }

}
