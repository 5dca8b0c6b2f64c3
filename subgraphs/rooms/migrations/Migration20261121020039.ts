import { Migration } from '@mikro-orm/migrations';

export class Migration20261121020039 extends Migration {

  override name = 'Migration20261121020039';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."guest_password" ("id" smallint primary key, "password_hash" text not null, "set_by" uuid null, "set_at" timestamptz not null);`);

    this.addSql(`create table "rooms"."room_slug" ("slug" varchar(64) not null, "room_id" uuid not null, "created_at" timestamptz not null, primary key ("slug"));`);
    this.addSql(`create index "room_slug_room_id_index" on "rooms"."room_slug" ("room_id");`);
    // Rooms made before slug history: their current slug is their first.
    this.addSql(`insert into "rooms"."room_slug" ("slug", "room_id", "created_at") select "slug", "id", "created_at" from "rooms"."room";`);

    this.addSql(`create table "rooms"."room_visit" ("id" uuid not null, "user_id" uuid not null, "room_id" uuid not null, "visited_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_visit_user_id_visited_at_index" on "rooms"."room_visit" ("user_id", "visited_at");`);
    this.addSql(`create index "room_visit_room_id_index" on "rooms"."room_visit" ("room_id");`);
    this.addSql(`alter table "rooms"."room_visit" add constraint "room_visit_user_id_room_id_unique" unique ("user_id", "room_id");`);

    this.addSql(`alter table "rooms"."room" add "password_hash" text null, add "password_tag" smallint null, add "poster_url" varchar(2048) null, add "poster_key" varchar(512) null, add "poster_content_type" varchar(32) null, add "external_url" varchar(2048) null, add "pinned_messages" jsonb not null default '[]', add "promoted" boolean not null default false, add "promoted_providers" text[] not null default '{}', add "promoted_at" timestamptz null, add "live_state" boolean not null default false, add "live_audio" boolean not null default false;`);
    this.addSql(`create index "room_promoted_promoted_at_index" on "rooms"."room" ("promoted", "promoted_at");`);
    this.addSql(`create index "room_password_tag_index" on "rooms"."room" ("password_tag");`);

    this.addSql(`alter table "rooms"."guest_password" add constraint "guest_password_id_check" check (id = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."guest_password" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_slug" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_visit" cascade;`);

    this.addSql(`drop index "rooms"."room_promoted_promoted_at_index";`);
    this.addSql(`drop index "rooms"."room_password_tag_index";`);
    this.addSql(`alter table "rooms"."room" drop column "password_hash", drop column "password_tag", drop column "poster_url", drop column "poster_key", drop column "poster_content_type", drop column "external_url", drop column "pinned_messages", drop column "promoted", drop column "promoted_providers", drop column "promoted_at", drop column "live_state", drop column "live_audio";`);
  }

}
