import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073817 extends Migration {

  override name = 'Migration20261126073817';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."book_contact" ("id" uuid not null, "owner_id" uuid not null, "phone_digest" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."book_contact" add constraint "book_contact_owner_id_phone_digest_unique" unique ("owner_id", "phone_digest");`);

    this.addSql(`create table "rooms"."discord_guild_room" ("guild_id" varchar(20) not null, "room_id" uuid not null, "created_by" uuid not null, "created_at" timestamptz not null, primary key ("guild_id"));`);
    this.addSql(`alter table "rooms"."discord_guild_room" add constraint "discord_guild_room_room_id_unique" unique ("room_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."book_contact" cascade;`);
    this.addSql(`drop table if exists "rooms"."discord_guild_room" cascade;`);
  }

}
