import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073922 extends Migration {

  override name = 'Migration20261126073922';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."blocked_user" ("id" uuid not null, "blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "blocked_user_blocked_id_index" on "rooms"."blocked_user" ("blocked_id");`);
    this.addSql(`alter table "rooms"."blocked_user" add constraint "blocked_user_once" unique ("blocker_id", "blocked_id");`);

    this.addSql(`create table "rooms"."friend_invitation" ("id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "status" text not null, "created_at" timestamptz not null, "handled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "friend_invitation_sender_id_status_index" on "rooms"."friend_invitation" ("sender_id", "status");`);
    this.addSql(`create index "friend_invitation_recipient_id_status_index" on "rooms"."friend_invitation" ("recipient_id", "status");`);
    this.addSql(`create unique index "friend_invitation_one_pending_per_pair" on "rooms"."friend_invitation" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id")) where "status" = 'pending';`);

    this.addSql(`create table "rooms"."friendship" ("id" uuid not null, "user_low" uuid not null, "user_high" uuid not null, "invitation_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "friendship_user_high_index" on "rooms"."friendship" ("user_high");`);
    this.addSql(`alter table "rooms"."friendship" add constraint "friendship_one_per_pair" unique ("user_low", "user_high");`);

    this.addSql(`alter table "rooms"."blocked_user" add constraint "blocked_user_not_self" check (blocker_id <> blocked_id);`);

    this.addSql(`alter table "rooms"."friend_invitation" add constraint "friend_invitation_not_self" check (sender_id <> recipient_id);`);
    this.addSql(`alter table "rooms"."friend_invitation" add constraint "friend_invitation_status_check" check ("status" in ('pending', 'accepted', 'rejected'));`);

    this.addSql(`alter table "rooms"."friendship" add constraint "friendship_ordered_pair" check (user_low < user_high);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."blocked_user" cascade;`);
    this.addSql(`drop table if exists "rooms"."friend_invitation" cascade;`);
    this.addSql(`drop table if exists "rooms"."friendship" cascade;`);
  }

}
