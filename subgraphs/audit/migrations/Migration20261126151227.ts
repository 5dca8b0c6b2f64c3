import { Migration } from '@mikro-orm/migrations';

export class Migration20261126151227 extends Migration {

  override name = 'Migration20261126151227';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit"."user_action" ("id" uuid not null, "user_id" uuid not null, "type" text not null, "occurred_at" timestamptz not null, "room_id" uuid null, "detail" jsonb null, "recorded_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_action_user_id_occurred_at_index" on "audit"."user_action" ("user_id", "occurred_at");`);
    this.addSql(`create index "user_action_occurred_at_index" on "audit"."user_action" ("occurred_at");`);

    this.addSql(`alter table "audit"."user_action" add constraint "user_action_type_check" check ("type" in ('SIGNED_UP', 'SIGNED_IN', 'JOINED_ROOM', 'LEFT_ROOM', 'TOOK_DJ_SEAT', 'LEFT_DJ_SEAT', 'PLAYED_SONG', 'VOTED', 'CHATTED', 'BOUGHT_CONSUMABLE', 'WAS_MODERATED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit"."user_action" cascade;`);
  }

}
