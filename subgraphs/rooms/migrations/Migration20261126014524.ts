import { Migration } from '@mikro-orm/migrations';

export class Migration20261126014524 extends Migration {

  override name = 'Migration20261126014524';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."chat_flood_key" ("key" varchar(64) not null, primary key ("key"));`);

    this.addSql(`drop table if exists "rooms"."chat_sender" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "rooms"."chat_sender" ("user_id" uuid not null, "last_message_at" timestamptz(6) not null, primary key ("user_id"));`);

    this.addSql(`drop table if exists "rooms"."chat_flood_key" cascade;`);
  }

}
