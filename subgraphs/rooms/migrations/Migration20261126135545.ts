import { Migration } from '@mikro-orm/migrations';

export class Migration20261126135545 extends Migration {

  override name = 'Migration20261126135545';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."user_plan" ("user_id" uuid not null, "level" text not null, "until" timestamptz null, "decided_at" timestamptz not null, "event_id" uuid not null, primary key ("user_id"));`);

    this.addSql(`alter table "rooms"."user_plan" add constraint "user_plan_level_check" check ("level" in ('NONE', 'PLUS', 'PRO'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."user_plan" cascade;`);
  }

}
