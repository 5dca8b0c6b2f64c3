import { Migration } from '@mikro-orm/migrations';

export class Migration20261126055934 extends Migration {

  override name = 'Migration20261126055934';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."ranking_bucket" ("scope_id" uuid not null, "bucket" int not null, "users" int not null, primary key ("scope_id", "bucket"));`);

    this.addSql(`alter table "economy"."ranking_bucket" add constraint "ranking_bucket_users_check" check (users >= 0);`);
    // Rankings counted before the buckets existed: their buckets from their counts (1024 = rankingBucketSize).
    this.addSql(`insert into "economy"."ranking_bucket" ("scope_id", "bucket", "users") select "scope_id", "balance" / 1024, sum("users") from "economy"."ranking_count" group by 1, 2;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."ranking_bucket" cascade;`);
  }

}
