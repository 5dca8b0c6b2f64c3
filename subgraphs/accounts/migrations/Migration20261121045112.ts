import { Migration } from '@mikro-orm/migrations';

export class Migration20261121045112 extends Migration {

  override name = 'Migration20261121045112';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."magic_link" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" uuid not null, "target" varchar(3100) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."magic_link" add constraint "magic_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "magic_link_user_id_index" on "accounts"."magic_link" ("user_id");`);

    this.addSql(`create table "accounts"."voucher" ("id" uuid not null, "code" varchar(32) not null, "note" varchar(500) null, "status" text not null, "expires_at" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, "redeemed_by" uuid null, "redeemed_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."voucher" add constraint "voucher_code_unique" unique ("code");`);
    this.addSql(`create index "voucher_status_index" on "accounts"."voucher" ("status");`);
    this.addSql(`create index "voucher_created_at_index" on "accounts"."voucher" ("created_at");`);

    this.addSql(`alter table "accounts"."voucher" add constraint "voucher_status_check" check ("status" in ('PENDING', 'REDEEMED', 'REVOKED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."magic_link" cascade;`);
    this.addSql(`drop table if exists "accounts"."voucher" cascade;`);
  }

}
