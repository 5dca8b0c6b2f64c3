import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044653 extends Migration {

  override name = 'Migration20261126044653';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."ranking_total" ("scope_id" uuid not null, "users" int not null, primary key ("scope_id"));`);

    this.addSql(`alter table "economy"."ranking_total" add constraint "ranking_total_users_check" check (users >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."ranking_total" cascade;`);
  }

}
