import { Migration } from '@mikro-orm/migrations';

export class Migration20261120232945 extends Migration {

  override name = 'Migration20261120232945';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."job" ("id" uuid not null, "kind" varchar(100) not null, "payload" jsonb not null, "status" text not null, "attempts" int not null default 0, "max_attempts" int not null, "run_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" uuid null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_status_run_at_index" on "library"."job" ("status", "run_at");`);

    this.addSql(`create table "library"."song_hls_key" ("song_id" uuid not null, "key" varchar(32) not null, "iv" varchar(32) not null, "created_at" timestamptz not null, primary key ("song_id"));`);

    this.addSql(`create table "library"."song_upload" ("song_id" uuid not null, "owner_id" uuid not null, "file_name" varchar(255) not null, "mime_type" varchar(100) not null, "size_bytes" int not null, "source_key" varchar(512) not null, "error" text null, "created_at" timestamptz not null, "transcoded_at" timestamptz null, primary key ("song_id"));`);
    this.addSql(`create index "song_upload_owner_id_index" on "library"."song_upload" ("owner_id");`);

    this.addSql(`alter table "library"."song" add "owner_id" uuid null, add "album_name" varchar(300) null, add "stream_urls" jsonb null;`);
    this.addSql(`create index "song_owner_id_index" on "library"."song" ("owner_id");`);

    this.addSql(`alter table "library"."job" add constraint "job_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."job" cascade;`);
    this.addSql(`drop table if exists "library"."song_hls_key" cascade;`);
    this.addSql(`drop table if exists "library"."song_upload" cascade;`);

    this.addSql(`drop index "library"."song_owner_id_index";`);
    this.addSql(`alter table "library"."song" drop column "owner_id", drop column "album_name", drop column "stream_urls";`);
  }

}
