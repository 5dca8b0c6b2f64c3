import { Migration } from '@mikro-orm/migrations';

export class Migration20261120232951 extends Migration {

  override name = 'Migration20261120232951';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."artist" ("id" uuid not null, "short_id" varchar(10) not null, "name" varchar(300) not null, "name_key" varchar(300) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "library"."artist" add constraint "artist_short_id_unique" unique ("short_id");`);
    this.addSql(`alter table "library"."artist" add constraint "artist_name_key_unique" unique ("name_key");`);

    this.addSql(`create table "library"."album" ("id" uuid not null, "short_id" varchar(10) not null, "name" varchar(300) not null, "name_key" varchar(300) not null, "artist_id" uuid not null, "release_year" int null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "library"."album" add constraint "album_short_id_unique" unique ("short_id");`);
    this.addSql(`alter table "library"."album" add constraint "album_artist_id_name_key_unique" unique ("artist_id", "name_key");`);

    this.addSql(`alter table "library"."song" drop constraint "song_status_check";`);
    this.addSql(`alter table "library"."song" add "short_id" varchar(10) null, add "thumbnails" jsonb not null default '{}', add "links" jsonb not null default '[]', add "previews" jsonb not null default '[]', add "release_year" int null, add "tags" jsonb not null default '[]', add "artist_id" uuid null, add "album_id" uuid null, add "updated_at" timestamptz not null default current_timestamp;`);
    // Existing songs: a short id each (the subquery refers to the row, so it runs once per row), and
    // updatedAt from createdAt.
    this.addSql(`update "library"."song" set "short_id" = (select string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 62)::int, 1), '') from generate_series(1, 10) where "song"."id" is not null), "updated_at" = "created_at";`);
    this.addSql(`alter table "library"."song" alter column "short_id" set not null;`);
    // Uploads added owner_id, album_name and stream_urls (a map of provider to URL, nullable); stream URLs become
    // a list of {provider, kind, url} (an HLS playlist is kind hls), never null.
    this.addSql(`update "library"."song" set "stream_urls" = coalesce((select jsonb_agg(jsonb_build_object('provider', "e"."key", 'kind', case when "e"."value" like '%.m3u8' or "e"."value" like '%/hls-playlist' then 'hls' else 'http' end, 'url', "e"."value")) from jsonb_each_text("song"."stream_urls") as "e"), '[]'::jsonb) where "stream_urls" is null or jsonb_typeof("stream_urls") = 'object';`);
    this.addSql(`alter table "library"."song" alter column "stream_urls" set default '[]', alter column "stream_urls" set not null;`);
    this.addSql(`drop index if exists "library"."song_owner_id_index";`);
    this.addSql(`alter table "library"."song" add constraint "song_artist_id_foreign" foreign key ("artist_id") references "library"."artist" ("id") on delete set null;`);
    this.addSql(`alter table "library"."song" add constraint "song_album_id_foreign" foreign key ("album_id") references "library"."album" ("id") on delete set null;`);
    this.addSql(`alter table "library"."song" add constraint "song_short_id_unique" unique ("short_id");`);
    this.addSql(`create index "song_owner_id_created_at_index" on "library"."song" ("owner_id", "created_at");`);
    this.addSql(`create index "song_artist_id_index" on "library"."song" ("artist_id");`);
    this.addSql(`create index "song_album_id_index" on "library"."song" ("album_id");`);
    // Track import's three unique provider-id indexes become partial ones, with one per provider (same names).
    this.addSql(`drop index if exists "library"."song_spotify_id_unique";`);
    this.addSql(`drop index if exists "library"."song_apple_id_unique";`);
    this.addSql(`drop index if exists "library"."song_soundcloudpublic_id_unique";`);
    this.addSql(`create unique index "song_apple_id_unique" on "library"."song" ((music_providers ->> 'apple')) where (music_providers ->> 'apple') is not null;`);
    this.addSql(`create unique index "song_audius_id_unique" on "library"."song" ((music_providers ->> 'audius')) where (music_providers ->> 'audius') is not null;`);
    this.addSql(`create unique index "song_napster_id_unique" on "library"."song" ((music_providers ->> 'napster')) where (music_providers ->> 'napster') is not null;`);
    this.addSql(`create unique index "song_soundcloudpublic_id_unique" on "library"."song" ((music_providers ->> 'soundCloudPublic')) where (music_providers ->> 'soundCloudPublic') is not null;`);
    this.addSql(`create unique index "song_spotify_id_unique" on "library"."song" ((music_providers ->> 'spotify')) where (music_providers ->> 'spotify') is not null;`);
    this.addSql(`create unique index "song_uploadservice_id_unique" on "library"."song" ((music_providers ->> 'uploadService')) where (music_providers ->> 'uploadService') is not null;`);
    this.addSql(`create unique index "song_youtube_id_unique" on "library"."song" ((music_providers ->> 'youtube')) where (music_providers ->> 'youtube') is not null;`);
    this.addSql(`create unique index "song_pandora_id_unique" on "library"."song" ((music_providers ->> 'pandora')) where (music_providers ->> 'pandora') is not null;`);
    this.addSql(`create unique index "song_deezer_id_unique" on "library"."song" ((music_providers ->> 'deezer')) where (music_providers ->> 'deezer') is not null;`);
    this.addSql(`create unique index "song_tidal_id_unique" on "library"."song" ((music_providers ->> 'tidal')) where (music_providers ->> 'tidal') is not null;`);
    this.addSql(`create unique index "song_amazonmusic_id_unique" on "library"."song" ((music_providers ->> 'amazonMusic')) where (music_providers ->> 'amazonMusic') is not null;`);
    this.addSql(`create unique index "song_yandex_id_unique" on "library"."song" ((music_providers ->> 'yandex')) where (music_providers ->> 'yandex') is not null;`);
    this.addSql(`create unique index "song_spinrilla_id_unique" on "library"."song" ((music_providers ->> 'spinrilla')) where (music_providers ->> 'spinrilla') is not null;`);
    this.addSql(`create unique index "song_sevendigital_id_unique" on "library"."song" ((music_providers ->> 'sevenDigital')) where (music_providers ->> 'sevenDigital') is not null;`);
    this.addSql(`alter table "library"."song" add constraint "song_release_year_check" check ((release_year >= 1000) AND (release_year <= 9999));`);
    this.addSql(`alter table "library"."song" add constraint "song_status_check" check ("status" in ('PENDING_UPLOAD', 'VALID_FILE_TYPE', 'MISSING_METADATA', 'VERIFIED', 'UNVERIFIED', 'VERIFICATION_ERROR', 'VERIFICATION_POSTPONED', 'DATA_NOT_FOUND', 'PENDING_REQUEST', 'SUCCESS', 'FETCH_FAILED'));`);
    this.addSql(`create or replace function "library"."song_song_short_id_default_fn"() returns trigger as \$\$ begin if new.short_id is null then new.short_id := (select string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 62)::int, 1), '') from generate_series(1, 10)); end if; return new; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "song_short_id_default" BEFORE INSERT on "library"."song" for each ROW execute function "library"."song_song_short_id_default_fn"();`);

    this.addSql(`alter table "library"."album" add constraint "album_artist_id_foreign" foreign key ("artist_id") references "library"."artist" ("id");`);
    this.addSql(`alter table "library"."album" add constraint "album_release_year_check" check ((release_year >= 1000) AND (release_year <= 9999));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "library"."album" drop constraint "album_artist_id_foreign";`);
    this.addSql(`alter table "library"."song" drop constraint "song_artist_id_foreign";`);
    this.addSql(`alter table "library"."song" drop constraint "song_album_id_foreign";`);

    this.addSql(`drop table if exists "library"."artist" cascade;`);
    this.addSql(`drop table if exists "library"."album" cascade;`);

    this.addSql(`alter table "library"."song" drop constraint "song_short_id_unique";`);
    this.addSql(`drop index "library"."song_owner_id_created_at_index";`);
    this.addSql(`drop index "library"."song_artist_id_index";`);
    this.addSql(`drop index "library"."song_album_id_index";`);
    this.addSql(`alter table "library"."song" drop constraint "song_apple_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_audius_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_napster_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_soundcloudpublic_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_spotify_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_uploadservice_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_youtube_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_pandora_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_deezer_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_tidal_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_amazonmusic_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_yandex_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_spinrilla_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_sevendigital_id_unique";`);
    this.addSql(`alter table "library"."song" drop constraint "song_release_year_check";`);
    this.addSql(`alter table "library"."song" drop constraint "song_status_check";`);
    this.addSql(`drop trigger if exists "song_short_id_default" on "library"."song";`);
    this.addSql(`drop function if exists "library"."song_song_short_id_default_fn"();`);
    this.addSql(`alter table "library"."song" drop column "short_id", drop column "thumbnails", drop column "links", drop column "previews", drop column "release_year", drop column "tags", drop column "artist_id", drop column "album_id", drop column "updated_at";`);
    this.addSql(`alter table "library"."song" add constraint "song_status_check" check ("status" in ('PENDING_UPLOAD', 'VALID_FILE_TYPE', 'MISSING_METADATA', 'VERIFIED', 'UNVERIFIED', 'VERIFICATION_ERROR', 'VERIFICATION_POSTPONED'));`);
  }

}
