import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224142 extends Migration {

  override name = 'Migration20261120224142';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "audit";`);
    this.addSql(`create table "audit"."moderation_action" ("id" uuid not null, "action_type" text not null, "actor_id" uuid not null, "target_user_id" uuid not null, "room_id" uuid null, "previous_role" text null, "role" text null, "reason" varchar(500) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "moderation_action_target_user_id_index" on "audit"."moderation_action" ("target_user_id");`);
    this.addSql(`create index "moderation_action_room_id_index" on "audit"."moderation_action" ("room_id");`);
    this.addSql(`create index "moderation_action_created_at_index" on "audit"."moderation_action" ("created_at");`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_action_type_check" check ("action_type" in ('banUser', 'kickUser', 'grantRole', 'removeRole', 'globalKick', 'globalBan', 'globalUnBan'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_previous_role_check" check ("previous_role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_role_check" check ("role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj'));`);
  }

}
