import { Migration } from '@mikro-orm/migrations';

export class Migration20261120235709 extends Migration {

  override name = 'Migration20261120235709';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."crate" ("id" uuid not null, "short_id" varchar(16) not null, "crate_name" varchar(100) not null, "description" varchar(1000) null, "user_id" uuid not null, "kind" text not null, "current_crate_song_id" uuid null, "import_status" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "library"."crate" add constraint "crate_short_id_unique" unique ("short_id");`);
    this.addSql(`create index "crate_user_id_created_at_index" on "library"."crate" ("user_id", "created_at");`);
    this.addSql(`create index "crate_created_at_index" on "library"."crate" ("created_at");`);
    this.addSql(`create unique index "crate_user_id_kind_special_unique" on "library"."crate" ("user_id", "kind") where kind <> 'regular';`);

    this.addSql(`create table "library"."crate_song" ("id" uuid not null, "crate_id" uuid not null, "song_id" uuid not null, "position_key" varchar(1024) collate "C" not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "crate_song_song_id_index" on "library"."crate_song" ("song_id");`);
    this.addSql(`alter table "library"."crate_song" add constraint "crate_song_crate_id_position_key_unique" unique ("crate_id", "position_key") deferrable initially immediate;`);
    this.addSql(`alter table "library"."crate_song" add constraint "crate_song_crate_id_song_id_unique" unique ("crate_id", "song_id");`);

    this.addSql(`create index "song_lower_names_index" on "library"."song" (lower("track_name"), lower("artist_name"));`);

    this.addSql(`alter table "library"."crate" add constraint "crate_kind_check" check ("kind" in ('regular', 'queue', 'likes'));`);
    this.addSql(`alter table "library"."crate" add constraint "crate_import_status_check" check ("import_status" in ('IN_PROGRESS', 'FAILED', 'COMPLETE'));`);

    this.addSql(`alter table "library"."crate_song" add constraint "crate_song_crate_id_foreign" foreign key ("crate_id") references "library"."crate" ("id") on delete cascade;`);
    this.addSql(`alter table "library"."crate_song" add constraint "crate_song_song_id_foreign" foreign key ("song_id") references "library"."song" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "library"."crate_song" drop constraint "crate_song_crate_id_foreign";`);

    this.addSql(`drop table if exists "library"."crate" cascade;`);
    this.addSql(`drop table if exists "library"."crate_song" cascade;`);

    this.addSql(`drop index "library"."song_lower_names_index";`);
  }

}
