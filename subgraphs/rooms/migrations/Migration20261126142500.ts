import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142500 extends Migration {

  override name = 'Migration20261126142500';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."room_past_presence" ("id" uuid not null, "room_id" uuid not null, "user_id" uuid not null, "joined_at" timestamptz not null, "left_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "room_past_presence_room_id_user_id_index" on "rooms"."room_past_presence" ("room_id", "user_id");`);
    this.addSql(`create index "room_past_presence_left_at_index" on "rooms"."room_past_presence" ("left_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."room_past_presence" cascade;`);
  }

}
