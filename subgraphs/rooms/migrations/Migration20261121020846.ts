import { Migration } from '@mikro-orm/migrations';

export class Migration20261121020846 extends Migration {

  override name = 'Migration20261121020846';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."moderation_event" ("id" uuid not null, "room_id" uuid not null, "actor_id" uuid not null, "target_user_id" uuid not null, "action_type" text not null, "previous_role" text null, "role" text null, "reason" varchar(500) null, "expires_at" timestamptz null, "details" jsonb null, "created_at" timestamptz not null, "published_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "moderation_event_room_id_created_at_index" on "rooms"."moderation_event" ("room_id", "created_at");`);
    this.addSql(`create index "moderation_event_unpublished_index" on "rooms"."moderation_event" ("created_at") where "published_at" is null;`);

    this.addSql(`create index "room_user_role_expires_at_index" on "rooms"."room_user_role" ("expires_at");`);

    this.addSql(`alter table "rooms"."moderation_event" add constraint "moderation_event_action_type_check" check ("action_type" in ('banUser', 'kickUser', 'grantRole', 'removeRole', 'removeFromFloor', 'deleteMessage'));`);
    this.addSql(`alter table "rooms"."moderation_event" add constraint "moderation_event_previous_role_check" check ("previous_role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
    this.addSql(`alter table "rooms"."moderation_event" add constraint "moderation_event_role_check" check ("role" in ('superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj', 'chatDisabled', 'djDisabled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."moderation_event" cascade;`);

    this.addSql(`drop index "rooms"."room_user_role_expires_at_index";`);
  }

}
