import { Migration } from '@mikro-orm/migrations';

export class Migration20261126135550 extends Migration {

  override name = 'Migration20261126135550';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."payment_customer" ("user_id" uuid not null, "customer_id" varchar(255) not null, "created_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "economy"."payment_customer" add constraint "payment_customer_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "economy"."payment_event" ("id" varchar(255) not null, "type" varchar(255) not null, "outcome" text not null, "created_at" timestamptz not null, "received_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "economy"."subscription" ("id" uuid not null, "user_id" uuid not null, "provider_subscription_id" varchar(255) not null, "customer_id" varchar(255) not null, "price_id" varchar(255) not null, "product_id" varchar(255) not null, "level" text null, "status" text not null, "current_period_end" timestamptz not null, "cancel_at_period_end" boolean not null default false, "canceled_at" timestamptz null, "country" varchar(2) null, "state_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "economy"."subscription" add constraint "subscription_provider_subscription_id_unique" unique ("provider_subscription_id");`);
    this.addSql(`create index "subscription_user_id_created_at_index" on "economy"."subscription" ("user_id", "created_at");`);
    this.addSql(`create index "subscription_created_at_index" on "economy"."subscription" ("created_at");`);

    this.addSql(`alter table "economy"."payment_event" add constraint "payment_event_outcome_check" check ("outcome" in ('APPLIED', 'ALREADY_APPLIED', 'IGNORED'));`);

    this.addSql(`alter table "economy"."subscription" add constraint "subscription_level_check" check ("level" in ('PLUS', 'PRO'));`);
    this.addSql(`alter table "economy"."subscription" add constraint "subscription_status_check" check ("status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."payment_customer" cascade;`);
    this.addSql(`drop table if exists "economy"."payment_event" cascade;`);
    this.addSql(`drop table if exists "economy"."subscription" cascade;`);
  }

}
