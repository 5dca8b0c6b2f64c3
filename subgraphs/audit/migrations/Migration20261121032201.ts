import { Migration } from '@mikro-orm/migrations';

export class Migration20261121032201 extends Migration {

  override name = 'Migration20261121032201';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit"."playback_event" ("id" uuid not null, "kind" text not null, "play_id" uuid not null, "listener_id" uuid not null, "listener_type" text not null, "room_slug" varchar(64) not null, "room_owner_id" uuid not null, "dj_id" uuid not null, "song_id" uuid not null, "started_at" timestamptz not null, "updated_at" timestamptz not null, "volume_start" double precision not null, "volume_end" double precision not null, "seconds_played" double precision null, "device_data" jsonb null, "user_provider" text null, "subscription_level" varchar(64) null, "recorded_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "playback_event_song_id_recorded_at_index" on "audit"."playback_event" ("song_id", "recorded_at");`);
    this.addSql(`create index "playback_event_recorded_at_index" on "audit"."playback_event" ("recorded_at");`);
    this.addSql(`alter table "audit"."playback_event" add constraint "playback_event_play_listener_kind_unique" unique ("play_id", "listener_id", "kind");`);

    this.addSql(`alter table "audit"."playback_event" add constraint "playback_event_kind_check" check ("kind" in ('PLAYED_15_SECONDS', 'PLAYED_30_SECONDS', 'TOTAL_PLAYED'));`);
    this.addSql(`alter table "audit"."playback_event" add constraint "playback_event_listener_type_check" check ("listener_type" in ('user', 'guest', 'bot'));`);
    this.addSql(`alter table "audit"."playback_event" add constraint "playback_event_user_provider_check" check ("user_provider" in ('apple', 'audius', 'napster', 'soundCloudPublic', 'spotify', 'uploadService', 'youtube', 'pandora', 'deezer', 'tidal', 'amazonMusic', 'yandex', 'spinrilla', 'sevenDigital'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit"."playback_event" cascade;`);
  }

}
