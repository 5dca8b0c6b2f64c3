import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224058 extends Migration {

  override name = 'Migration20261120224058';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "library";`);
    this.addSql(`create table "library"."song" ("id" uuid not null, "track_name" varchar(300) not null, "artist_name" varchar(300) not null, "genre" varchar(100) null, "duration" int not null, "isrc" varchar(12) null, "explicit" boolean not null default false, "status" text not null, "music_providers" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "song_isrc_index" on "library"."song" ("isrc");`);
    this.addSql(`create index "song_status_created_at_index" on "library"."song" ("status", "created_at");`);
    this.addSql(`alter table "library"."song" add constraint "song_duration_check" check (duration > 0);`);
    this.addSql(`alter table "library"."song" add constraint "song_status_check" check ("status" in ('PENDING_UPLOAD', 'VALID_FILE_TYPE', 'MISSING_METADATA', 'VERIFIED', 'UNVERIFIED', 'VERIFICATION_ERROR', 'VERIFICATION_POSTPONED'));`);
  }

}
