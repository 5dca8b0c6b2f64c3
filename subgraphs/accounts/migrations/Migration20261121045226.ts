import { Migration } from '@mikro-orm/migrations';

export class Migration20261121045226 extends Migration {

  override name = 'Migration20261121045226';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."phone_code" ("id" uuid not null, "phone" varchar(16) not null, "prefix" varchar(16) not null, "client_ip" varchar(64) null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "phone_code_phone_index" on "accounts"."phone_code" ("phone");`);
    this.addSql(`create index "phone_code_prefix_index" on "accounts"."phone_code" ("prefix");`);
    this.addSql(`create index "phone_code_client_ip_index" on "accounts"."phone_code" ("client_ip");`);
    this.addSql(`create index "phone_code_created_at_index" on "accounts"."phone_code" ("created_at");`);

    this.addSql(`create table "accounts"."phone_code_limit_key" ("key" varchar(96) not null, primary key ("key"));`);

    this.addSql(`alter table "accounts"."user" add "phone" varchar(16) null;`);
    this.addSql(`alter table "accounts"."user" alter column "email" drop not null;`);
    this.addSql(`alter table "accounts"."user" add constraint "user_phone_unique" unique ("phone");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."phone_code" cascade;`);
    this.addSql(`drop table if exists "accounts"."phone_code_limit_key" cascade;`);

    this.addSql(`alter table "accounts"."user" drop constraint "user_phone_unique";`);
    this.addSql(`alter table "accounts"."user" drop column "phone";`);
    this.addSql(`alter table "accounts"."user" alter column "email" set not null;`);
  }

}
