import { Migration } from '@mikro-orm/migrations';

export class Migration20261121033203 extends Migration {

  override name = 'Migration20261121033203';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."user_badge" ("id" uuid not null, "user_id" uuid not null, "badge" text not null, "awarded_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."user_badge" add constraint "user_badge_user_id_badge_unique" unique ("user_id", "badge");`);

    this.addSql(`alter table "accounts"."user" add "avatar_id" varchar(64) null;`);

    this.addSql(`alter table "accounts"."user_badge" add constraint "user_badge_badge_check" check ("badge" in ('VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF', 'FOUNDER'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."user_badge" cascade;`);

    this.addSql(`alter table "accounts"."user" drop column "avatar_id";`);
  }

}
