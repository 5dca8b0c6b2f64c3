import { Migration } from '@mikro-orm/migrations';

export class Migration20261120231030 extends Migration {

  override name = 'Migration20261120231030';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."song_play" ("id" uuid not null, "room_slug" varchar(64) not null, "song_id" uuid not null, "dj_uuid" uuid not null, "vote_counts" jsonb not null, "played_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "song_play_room_slug_played_at_index" on "library"."song_play" ("room_slug", "played_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."song_play" cascade;`);
  }

}
