import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040146 extends Migration {

  override name = 'Migration20261126040146';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."job" ("id" uuid not null, "kind" varchar(100) not null, "payload" jsonb not null, "status" text not null, "attempts" int not null default 0, "max_attempts" int not null, "run_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" uuid null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_status_run_at_index" on "economy"."job" ("status", "run_at");`);

    this.addSql(`alter table "economy"."job" add constraint "job_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."job" cascade;`);
  }

}
