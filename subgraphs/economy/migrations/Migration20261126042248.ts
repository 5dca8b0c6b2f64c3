import { Migration } from '@mikro-orm/migrations';

export class Migration20261126042248 extends Migration {

  override name = 'Migration20261126042248';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."consumable_purchase" ("id" uuid not null, "user_id" uuid not null, "account_id" uuid not null, "room_id" uuid not null, "consumable_id" uuid not null, "token_cost" int not null, "hold_id" uuid not null, "status" text not null default 'pending', "idempotency_key" varchar(255) null, "failure_reason" varchar(500) null, "created_at" timestamptz not null, "settled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "economy"."consumable_purchase" add constraint "consumable_purchase_hold_id_unique" unique ("hold_id");`);
    this.addSql(`create index "consumable_purchase_user_id_created_at_index" on "economy"."consumable_purchase" ("user_id", "created_at");`);
    this.addSql(`alter table "economy"."consumable_purchase" add constraint "consumable_purchase_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`);

    this.addSql(`alter table "economy"."consumable_purchase" add constraint "consumable_purchase_token_cost_check" check (token_cost > 0);`);
    this.addSql(`alter table "economy"."consumable_purchase" add constraint "consumable_purchase_status_check" check ("status" in ('pending', 'delivered', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."consumable_purchase" cascade;`);
  }

}
