import { Migration } from '@mikro-orm/migrations';

export class Migration20261126014033 extends Migration {

  override name = 'Migration20261126014033';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_action_type_check";`);
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_previous_role_check";`);
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_role_check";`);
    this.addSql(`alter table "audit"."moderation_action" add "event_id" uuid null;`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_event_id_unique" unique ("event_id");`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_action_type_check" check ("action_type" in ('banUser', 'kickUser', 'grantRole', 'removeRole', 'globalKick', 'globalBan', 'globalUnBan', 'removeFromFloor', 'deleteMessage'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_previous_role_check" check ("previous_role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_role_check" check ("role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_event_id_unique";`);
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_action_type_check";`);
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_previous_role_check";`);
    this.addSql(`alter table "audit"."moderation_action" drop constraint "moderation_action_role_check";`);
    this.addSql(`alter table "audit"."moderation_action" drop column "event_id";`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_action_type_check" check ("action_type" in ('banUser', 'kickUser', 'grantRole', 'removeRole', 'globalKick', 'globalBan', 'globalUnBan'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_previous_role_check" check ("previous_role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj'));`);
    this.addSql(`alter table "audit"."moderation_action" add constraint "moderation_action_role_check" check ("role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj'));`);
  }

}
