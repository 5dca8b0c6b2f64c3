import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062530 extends Migration {

  override name = 'Migration20261121062530';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."user_client_data" ("user_id" uuid not null, "data" jsonb not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`create table "accounts"."user_image" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "source_format" varchar(8) not null, "source_width" int not null, "source_height" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_image_user_id_index" on "accounts"."user_image" ("user_id");`);

    this.addSql(`alter table "accounts"."user" add "bio" varchar(500) null, add "location" varchar(100) null, add "pronouns" varchar(40) null, add "website" varchar(300) null, add "socials" jsonb not null default '{}', add "profile_picture_id" uuid null, add "cover_picture_id" uuid null;`);

    this.addSql(`alter table "accounts"."user_image" add constraint "user_image_kind_check" check ("kind" in ('profilePicture', 'coverPicture'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."user_client_data" cascade;`);
    this.addSql(`drop table if exists "accounts"."user_image" cascade;`);

    this.addSql(`alter table "accounts"."user" drop column "bio", drop column "location", drop column "pronouns", drop column "website", drop column "socials", drop column "profile_picture_id", drop column "cover_picture_id";`);
  }

}
