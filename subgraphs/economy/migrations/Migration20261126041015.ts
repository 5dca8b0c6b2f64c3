import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041015 extends Migration {

  override name = 'Migration20261126041015';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."ranking_status_lifetime" ("id" uuid not null, "user_uuid" uuid not null, "balance" int not null, "reached_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."ranking_status_lifetime" add constraint "ranking_status_lifetime_user_uuid_unique" unique ("user_uuid");`);
    this.addSql(`create index "ranking_status_lifetime_order" on "economy"."ranking_status_lifetime" ("balance" desc, "reached_at", "user_uuid");`);

    this.addSql(`create table "economy"."ranking_count" ("scope_id" uuid not null, "balance" int not null, "users" int not null, primary key ("scope_id", "balance"));`);

    this.addSql(`create table "economy"."ranking_status" ("id" uuid not null, "user_uuid" uuid not null, "season_id" uuid not null, "balance" int not null, "reached_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ranking_status_user_uuid_index" on "economy"."ranking_status" ("user_uuid");`);
    this.addSql(`create index "ranking_status_order" on "economy"."ranking_status" ("season_id", "balance" desc, "reached_at", "user_uuid");`);
    this.addSql(`alter table "economy"."ranking_status" add constraint "ranking_status_season_id_user_uuid_unique" unique ("season_id", "user_uuid");`);

    this.addSql(`create table "economy"."season" ("id" uuid not null, "season_name" varchar(100) not null, "season_start" timestamptz not null, "season_end" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."season" add constraint "season_season_name_unique" unique ("season_name");`);
    this.addSql(`create index "season_season_start_index" on "economy"."season" ("season_start");`);

    this.addSql(`alter table "economy"."ranking_status_lifetime" add constraint "ranking_status_lifetime_balance_check" check (balance >= 0);`);

    this.addSql(`alter table "economy"."ranking_count" add constraint "ranking_count_users_check" check (users >= 0);`);

    this.addSql(`alter table "economy"."ranking_status" add constraint "ranking_status_balance_check" check (balance >= 0);`);

    this.addSql(`alter table "economy"."season" add constraint "season_dates_check" check (season_end > season_start);`);
    this.addSql(`alter table "economy"."season" add constraint "season_no_overlap" EXCLUDE USING gist (tstzrange(season_start, season_end) WITH &&);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."ranking_status_lifetime" cascade;`);
    this.addSql(`drop table if exists "economy"."ranking_count" cascade;`);
    this.addSql(`drop table if exists "economy"."ranking_status" cascade;`);
    this.addSql(`drop table if exists "economy"."season" cascade;`);
  }

}
