import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010551 extends Migration {

  override name = 'Migration20261121010551';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."link_migration" ("id" uuid not null, "job_id" uuid not null, "status" text not null, "requested_by" uuid null, "scanned" int not null default 0, "updated" int not null default 0, "provider_ids_normalised" int not null default 0, "conflicts" int not null default 0, "cursor" uuid null, "error" text null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "link_migration_created_at_index" on "library"."link_migration" ("created_at");`);
    this.addSql(`create unique index "link_migration_one_active" on "library"."link_migration" ((true)) where "status" in ('queued', 'running');`);

    this.addSql(`alter table "library"."link_migration" add constraint "link_migration_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."link_migration" cascade;`);
  }

}
