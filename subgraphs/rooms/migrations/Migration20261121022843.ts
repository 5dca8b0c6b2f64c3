import { Migration } from '@mikro-orm/migrations';

export class Migration20261121022843 extends Migration {

  override name = 'Migration20261121022843';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."chat_message" ("id" uuid not null, "room_id" uuid not null, "type" text not null, "author_id" uuid null, "posted_by" uuid null, "text" varchar(2000) null, "avatar_id" varchar(64) null, "color" varchar(7) not null, "reply_to_id" uuid null, "images" jsonb not null default '[]', "gif" varchar(2048) null, "media" jsonb not null default '[]', "songs" jsonb not null default '[]', "playlist_id" uuid null, "consumable_id" varchar(64) null, "mentioned_user_ids" jsonb not null default '[]', "created_at" timestamptz not null, "edited_at" timestamptz null, "deleted_at" timestamptz null, "deleted_by" uuid null, "last_change" text not null, "revision" int not null, primary key ("id"));`);
    this.addSql(`create index "chat_message_room_id_created_at_id_index" on "rooms"."chat_message" ("room_id", "created_at", "id");`);
    this.addSql(`create index "chat_message_posted_by_created_at_index" on "rooms"."chat_message" ("posted_by", "created_at");`);
    this.addSql(`create index "chat_message_reply_to_id_created_at_index" on "rooms"."chat_message" ("reply_to_id", "created_at");`);

    this.addSql(`create table "rooms"."chat_reaction" ("id" uuid not null, "message_id" uuid not null, "user_id" uuid not null, "emoji" varchar(32) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "chat_reaction_message_id_created_at_index" on "rooms"."chat_reaction" ("message_id", "created_at");`);
    this.addSql(`alter table "rooms"."chat_reaction" add constraint "chat_reaction_message_id_user_id_emoji_unique" unique ("message_id", "user_id", "emoji");`);

    this.addSql(`create table "rooms"."chat_sender" ("user_id" uuid not null, "last_message_at" timestamptz not null, primary key ("user_id"));`);


    this.addSql(`alter table "rooms"."chat_message" add constraint "chat_message_type_check" check ("type" in ('user', 'room'));`);
    this.addSql(`alter table "rooms"."chat_message" add constraint "chat_message_last_change_check" check ("last_change" in ('ADDED', 'EDITED', 'DELETED', 'REACTION'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."chat_message" cascade;`);
    this.addSql(`drop table if exists "rooms"."chat_reaction" cascade;`);
    this.addSql(`drop table if exists "rooms"."chat_sender" cascade;`);

  }

}
