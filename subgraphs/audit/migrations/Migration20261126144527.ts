import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144527 extends Migration {

  override name = 'Migration20261126144527';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit"."moderation_action_revision" ("id" uuid not null, "action_id" uuid not null, "revision" int not null, "action_type" text not null, "actor_id" uuid not null, "target_user_id" uuid not null, "room_id" uuid null, "previous_role" text null, "role" text null, "reason" varchar(500) null, "valid_from" timestamptz not null, "change" text not null, "changed_by" uuid not null, "changed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "audit"."moderation_action_revision" add constraint "moderation_action_revision_action_id_revision_unique" unique ("action_id", "revision");`);

    this.addSql(`alter table "audit"."moderation_action" add "recorded_by" uuid null, add "revision" int not null default 1, add "updated_at" timestamptz null, add "updated_by" uuid null, add "deleted_at" timestamptz null, add "deleted_by" uuid null;`);

    this.addSql(`alter table "audit"."moderation_action_revision" add constraint "moderation_action_revision_action_type_check" check ("action_type" in ('banUser', 'kickUser', 'grantRole', 'removeRole', 'globalKick', 'globalBan', 'globalUnBan', 'removeFromFloor', 'deleteMessage'));`);
    this.addSql(`alter table "audit"."moderation_action_revision" add constraint "moderation_action_revision_previous_role_check" check ("previous_role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
    this.addSql(`alter table "audit"."moderation_action_revision" add constraint "moderation_action_revision_role_check" check ("role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
    this.addSql(`alter table "audit"."moderation_action_revision" add constraint "moderation_action_revision_change_check" check ("change" in ('update', 'replace'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit"."moderation_action_revision" cascade;`);

    this.addSql(`alter table "audit"."moderation_action" drop column "recorded_by", drop column "revision", drop column "updated_at", drop column "updated_by", drop column "deleted_at", drop column "deleted_by";`);
  }

}
