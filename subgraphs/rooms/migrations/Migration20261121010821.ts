import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010821 extends Migration {

  override name = 'Migration20261121010821';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."dj_seat" ("id" uuid not null, "room_id" uuid not null, "user_id" uuid not null, "turn" int not null, "leave_after_song" boolean not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "dj_seat_room_id_turn_index" on "rooms"."dj_seat" ("room_id", "turn");`);
    this.addSql(`alter table "rooms"."dj_seat" add constraint "dj_seat_room_id_user_id_unique" unique ("room_id", "user_id");`);

    this.addSql(`create table "rooms"."job" ("id" uuid not null, "kind" varchar(100) not null, "payload" jsonb not null, "status" text not null, "attempts" int not null default 0, "max_attempts" int not null, "run_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" uuid null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_status_run_at_index" on "rooms"."job" ("status", "run_at");`);

    this.addSql(`create table "rooms"."play_vote" ("play_id" uuid not null, "user_id" uuid not null, "room_id" uuid not null, "direction" text null, "liked" boolean not null, "updated_at" timestamptz not null, primary key ("play_id", "user_id"));`);

    this.addSql(`create table "rooms"."room_event" ("id" uuid not null, "room_id" uuid not null, "seq" int not null, "kind" text not null, "patch" jsonb null, "user_id" uuid null, "data" jsonb null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_event_created_at_index" on "rooms"."room_event" ("created_at");`);
    this.addSql(`alter table "rooms"."room_event" add constraint "room_event_room_id_seq_unique" unique ("room_id", "seq");`);

    this.addSql(`create table "rooms"."room_live_state" ("room_id" uuid not null, "seq" int not null, "document" jsonb not null, "updated_at" timestamptz not null, primary key ("room_id"));`);

    this.addSql(`create table "rooms"."room_play" ("id" uuid not null, "room_id" uuid not null, "dj_id" uuid not null, "song_id" uuid not null, "duration" int not null, "started_at" timestamptz not null, "ends_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" text null, "up_votes" int not null, "down_votes" int not null, "stars" int not null, primary key ("id"));`);
    this.addSql(`create index "room_play_room_id_started_at_index" on "rooms"."room_play" ("room_id", "started_at");`);

    this.addSql(`create table "rooms"."room_presence" ("id" uuid not null, "room_id" uuid not null, "user_id" uuid not null, "connection_id" uuid not null, "token_role" text not null, "on_floor" boolean not null, "joined_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_presence_last_seen_at_index" on "rooms"."room_presence" ("last_seen_at");`);
    this.addSql(`create index "room_presence_user_id_index" on "rooms"."room_presence" ("user_id");`);
    this.addSql(`alter table "rooms"."room_presence" add constraint "room_presence_room_id_user_id_unique" unique ("room_id", "user_id");`);

    this.addSql(`create table "rooms"."room_turntable" ("room_id" uuid not null, "current_play_id" uuid null, "advance_at" timestamptz null, "pending_play_id" uuid null, "pending_dj_id" uuid null, "updated_at" timestamptz not null, primary key ("room_id"));`);
    this.addSql(`create index "room_turntable_advance_at_index" on "rooms"."room_turntable" ("advance_at");`);

    this.addSql(`create table "rooms"."room_user_role" ("id" uuid not null, "room_id" uuid not null, "user_id" uuid not null, "role" text not null, "expires_at" timestamptz null, "granted_by" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_user_role_user_id_index" on "rooms"."room_user_role" ("user_id");`);
    this.addSql(`alter table "rooms"."room_user_role" add constraint "room_user_role_room_id_user_id_role_unique" unique ("room_id", "user_id", "role");`);

    this.addSql(`alter table "rooms"."job" add constraint "job_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);

    this.addSql(`alter table "rooms"."play_vote" add constraint "play_vote_direction_check" check ("direction" in ('up', 'down'));`);

    this.addSql(`alter table "rooms"."room_event" add constraint "room_event_kind_check" check ("kind" in ('PATCH', 'KICKED', 'BANNED', 'REPLACED', 'RESET', 'SLUG_CHANGED', 'DELETED'));`);

    this.addSql(`alter table "rooms"."room_play" add constraint "room_play_end_reason_check" check ("end_reason" in ('ENDED', 'SKIPPED', 'VOTED_OFF', 'DJ_LEFT'));`);

    this.addSql(`alter table "rooms"."room_presence" add constraint "room_presence_token_role_check" check ("token_role" in ('user', 'guest', 'bot'));`);

    this.addSql(`alter table "rooms"."room_user_role" add constraint "room_user_role_role_check" check ("role" in ('owner', 'coOwner', 'moderator', 'dj', 'banned', 'kicked', 'chatDisabled', 'djDisabled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."dj_seat" cascade;`);
    this.addSql(`drop table if exists "rooms"."job" cascade;`);
    this.addSql(`drop table if exists "rooms"."play_vote" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_event" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_live_state" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_play" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_presence" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_turntable" cascade;`);
    this.addSql(`drop table if exists "rooms"."room_user_role" cascade;`);
  }

}
