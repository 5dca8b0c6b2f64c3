import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041144 extends Migration {

  override name = 'Migration20261126041144';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."token_hold" ("id" uuid not null, "account_id" uuid not null, "amount" int not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "token_hold_expires_at_index" on "economy"."token_hold" ("expires_at");`);
    this.addSql(`create index "token_hold_account_expiry_index" on "economy"."token_hold" ("account_id", "expires_at");`);

    this.addSql(`create table "economy"."token_transaction" ("id" uuid not null, "account_id" uuid not null, "type" text not null, "amount" int not null, "idempotency_key" varchar(255) null, "hold_id" uuid null, "reason" varchar(500) null, "actor_id" uuid null, "reference" varchar(255) null, "expires_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_hold_id_unique" unique ("hold_id");`);
    this.addSql(`create index "token_transaction_account_history_index" on "economy"."token_transaction" ("account_id", "created_at");`);

    this.addSql(`alter table "economy"."token_account" add "held" int not null default 0;`);
    this.addSql(`alter table "economy"."token_account" add constraint "token_account_held_check" check (held >= 0);`);

    this.addSql(`alter table "economy"."token_hold" add constraint "token_hold_amount_check" check (amount > 0);`);

    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_settles_hold_check" check (("type" in ('commit', 'voided')) = ("hold_id" is not null));`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_hold_expires_check" check (("type" = 'hold') = ("expires_at" is not null));`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_key_check" check ("idempotency_key" is not null or "type" in ('commit', 'voided'));`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_amount_check" check (amount > 0);`);
    this.addSql(`alter table "economy"."token_transaction" add constraint "token_transaction_type_check" check ("type" in ('credit', 'hold', 'commit', 'voided'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."token_hold" cascade;`);
    this.addSql(`drop table if exists "economy"."token_transaction" cascade;`);

    this.addSql(`alter table "economy"."token_account" drop constraint "token_account_held_check";`);
    this.addSql(`alter table "economy"."token_account" drop column "held";`);
  }

}
