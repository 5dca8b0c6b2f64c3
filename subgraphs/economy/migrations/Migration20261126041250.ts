import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041250 extends Migration {

  override name = 'Migration20261126041250';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."avatar" ("id" uuid not null, "slug" varchar(64) not null, "name" varchar(100) not null, "image_file_id" uuid null, "status" text not null, "discord_only" boolean not null default false, "season_id" uuid null, "award_top_rank" int null, "award_min_points" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."avatar" add constraint "avatar_slug_unique" unique ("slug");`);
    this.addSql(`create index "avatar_season_id_index" on "economy"."avatar" ("season_id");`);

    this.addSql(`create table "economy"."season_award_run" ("id" uuid not null, "season_id" uuid not null, "kind" text not null, "status" text not null default 'running', "batch_size" int not null, "cursor_avatar_slug" varchar(64) null, "cursor_offset" int not null default 0, "batches" int not null default 0, "awarded" int not null default 0, "requested_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "season_award_run_season_id_index" on "economy"."season_award_run" ("season_id");`);
    this.addSql(`create unique index "season_award_run_one_award_per_season" on "economy"."season_award_run" ("season_id") where "kind" = 'award';`);

    this.addSql(`create table "economy"."user_avatar_assignment" ("id" uuid not null, "user_id" uuid not null, "avatar_id" uuid not null, "assignment_type" text not null, "assigned_by" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_avatar_assignment_avatar_id_index" on "economy"."user_avatar_assignment" ("avatar_id");`);
    this.addSql(`alter table "economy"."user_avatar_assignment" add constraint "user_avatar_assignment_user_id_avatar_id_unique" unique ("user_id", "avatar_id");`);

    this.addSql(`alter table "economy"."avatar" add constraint "avatar_season_award_check" check ((status = 'SEASON_AWARD' and season_id is not null and ((award_top_rank is null) <> (award_min_points is null))) or (status <> 'SEASON_AWARD' and season_id is null and award_top_rank is null and award_min_points is null));`);
    this.addSql(`alter table "economy"."avatar" add constraint "avatar_status_check" check ("status" in ('PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'));`);

    this.addSql(`alter table "economy"."season_award_run" add constraint "season_award_run_kind_check" check ("kind" in ('award', 'backfill'));`);
    this.addSql(`alter table "economy"."season_award_run" add constraint "season_award_run_status_check" check ("status" in ('running', 'done'));`);

    this.addSql(`alter table "economy"."user_avatar_assignment" add constraint "user_avatar_assignment_avatar_id_foreign" foreign key ("avatar_id") references "economy"."avatar" ("id") on delete cascade;`);
    this.addSql(`alter table "economy"."user_avatar_assignment" add constraint "user_avatar_assignment_assignment_type_check" check ("assignment_type" in ('MANUAL', 'SEASON_AWARD', 'PURCHASED'));`);

    // The built-in avatars (contracts/src/avatars.ts, vinyl-1 to vinyl-12) become PUBLIC entries of the catalogue,
    // under the same slugs: profiles wearing them keep them, and the web player keeps drawing them from their slug.
    this.addSql(
      `insert into "economy"."avatar" ("id", "slug", "name", "image_file_id", "status", "discord_only", "created_at", "updated_at") ` +
        `select gen_random_uuid(), 'vinyl-' || n, 'Vinyl ' || n, null, 'PUBLIC', false, now(), now() from generate_series(1, 12) as n ` +
        `on conflict ("slug") do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    // Dropping the table drops the built-in rows with it.
    this.addSql(`alter table "economy"."user_avatar_assignment" drop constraint "user_avatar_assignment_avatar_id_foreign";`);

    this.addSql(`drop table if exists "economy"."avatar" cascade;`);
    this.addSql(`drop table if exists "economy"."season_award_run" cascade;`);
    this.addSql(`drop table if exists "economy"."user_avatar_assignment" cascade;`);
  }

}
