import { Migration } from '@mikro-orm/migrations';

export class Migration20261126075818 extends Migration {

  override name = 'Migration20261126075818';

  override up(): void | Promise<void> {
    this.addSql(`create table "rooms"."device" ("id" uuid not null, "user_id" uuid not null, "platform" text not null, "token" text not null, "web_push_keys" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."device" add constraint "device_token_unique" unique ("token");`);
    this.addSql(`create index "device_user_id_created_at_index" on "rooms"."device" ("user_id", "created_at");`);

    this.addSql(`create table "rooms"."dj_fan" ("id" uuid not null, "dj_id" uuid not null, "fan_id" uuid not null, "notify" boolean not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "dj_fan_fan_id_created_at_index" on "rooms"."dj_fan" ("fan_id", "created_at");`);
    this.addSql(`create index "dj_fan_dj_id_created_at_index" on "rooms"."dj_fan" ("dj_id", "created_at");`);
    this.addSql(`alter table "rooms"."dj_fan" add constraint "dj_fan_dj_id_fan_id_unique" unique ("dj_id", "fan_id");`);

    this.addSql(`create table "rooms"."dj_fan_notice" ("id" uuid not null, "dj_id" uuid not null, "fan_id" uuid not null, "period" int not null, "room_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."dj_fan_notice" add constraint "dj_fan_notice_dj_id_fan_id_period_unique" unique ("dj_id", "fan_id", "period");`);

    this.addSql(`create table "rooms"."notification" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "title" varchar(200) null, "body" varchar(1000) null, "data" jsonb not null, "sender_id" uuid null, "created_at" timestamptz not null, "fanned_out_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notification_user_id_created_at_index" on "rooms"."notification" ("user_id", "created_at");`);

    this.addSql(`create table "rooms"."notification_setting" ("user_id" uuid not null, "push" boolean not null, "dj_fans" boolean not null, "messages" boolean not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "rooms"."device" add constraint "device_platform_check" check ("platform" in ('ios', 'android', 'web'));`);

    this.addSql(`alter table "rooms"."notification" add constraint "notification_kind_check" check ("kind" in ('djSeated', 'custom', 'room', 'silent'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rooms"."device" cascade;`);
    this.addSql(`drop table if exists "rooms"."dj_fan" cascade;`);
    this.addSql(`drop table if exists "rooms"."dj_fan_notice" cascade;`);
    this.addSql(`drop table if exists "rooms"."notification" cascade;`);
    this.addSql(`drop table if exists "rooms"."notification_setting" cascade;`);
  }

}
