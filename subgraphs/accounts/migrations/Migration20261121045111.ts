import { Migration } from '@mikro-orm/migrations';

export class Migration20261121045111 extends Migration {

  override name = 'Migration20261121045111';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."phone_validation" ("id" uuid not null, "user_id" uuid not null, "phone" varchar(64) not null, "e164" varchar(20) null, "country" varchar(2) null, "type" varchar(32) null, "status" text not null, "whitelisted" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "phone_validation_user_id_created_at_index" on "accounts"."phone_validation" ("user_id", "created_at");`);
    this.addSql(`create index "phone_validation_created_at_index" on "accounts"."phone_validation" ("created_at");`);

    this.addSql(`create table "accounts"."phone_whitelist" ("id" uuid not null, "phone" varchar(20) not null, "note" varchar(200) null, "created_by" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."phone_whitelist" add constraint "phone_whitelist_phone_unique" unique ("phone");`);

    this.addSql(`alter table "accounts"."phone_validation" add constraint "phone_validation_status_check" check ("status" in ('VALID', 'INVALID', 'VOIP', 'VALIDATION_ERROR'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."phone_validation" cascade;`);
    this.addSql(`drop table if exists "accounts"."phone_whitelist" cascade;`);
  }

}
