import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224120 extends Migration {

  override name = 'Migration20261120224120';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "economy";`);
    this.addSql(`create table "economy"."token_account" ("id" uuid not null, "user_id" uuid not null, "balance" int not null default 0, "status" text not null default 'active', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."token_account" add constraint "token_account_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "economy"."token_account" add constraint "token_account_balance_check" check (balance >= 0);`);
    this.addSql(`alter table "economy"."token_account" add constraint "token_account_status_check" check ("status" in ('active', 'disabled'));`);
  }

}
