import { Migration } from '@mikro-orm/migrations';

export class Migration20261126231813 extends Migration {

  override name = 'Migration20261126231813';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."room_chat_listener" ("id" uuid not null, "room_id" uuid not null, "user_id" uuid not null, "since" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_chat_listener_room_id_user_id_index" on "rooms"."room_chat_listener" ("room_id", "user_id");`);
    this.addSql(`create index "room_chat_listener_user_id_since_index" on "rooms"."room_chat_listener" ("user_id", "since");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."room_chat_listener" cascade;`);
  }

}
