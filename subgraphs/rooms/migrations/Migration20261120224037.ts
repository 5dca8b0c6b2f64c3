import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224037 extends Migration {

  override name = 'Migration20261120224037';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "rooms";`);
    this.addSql(`create table "rooms"."room" ("id" uuid not null, "slug" varchar(64) not null, "name" varchar(80) not null, "description" varchar(500) null, "type" text not null, "design" text not null, "dj_type" text not null, "number_of_djs" smallint not null, "owner_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rooms"."room" add constraint "room_slug_unique" unique ("slug");`);
    this.addSql(`create index "room_owner_id_index" on "rooms"."room" ("owner_id");`);
    this.addSql(`create index "room_type_created_at_index" on "rooms"."room" ("type", "created_at");`);
    this.addSql(`alter table "rooms"."room" add constraint "room_number_of_djs_check" check (number_of_djs >= 1 and number_of_djs <= 10);`);
    this.addSql(`alter table "rooms"."room" add constraint "room_type_check" check ("type" in ('PUBLIC', 'PRIVATE'));`);
    this.addSql(`alter table "rooms"."room" add constraint "room_design_check" check ("design" in ('BARN', 'BARN_UA', 'CHAT_ONLY', 'CLUB', 'CLUB_UA', 'FERRY_BUILDING', 'FESTIVAL', 'STADIUM', 'THEATER', 'TOMORROWLAND', 'UNDERGROUND', 'YACHT'));`);
    this.addSql(`alter table "rooms"."room" add constraint "room_dj_type_check" check ("dj_type" in ('EVERYONE', 'INVITE_ONLY', 'PRO_PLAN_OWNER'));`);
  }

}
