import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062952 extends Migration {

  override name = 'Migration20261121062952';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."mail_limit_key" ("address" varchar(320) not null, primary key ("address"));`);

    this.addSql(`create table "accounts"."mail_send" ("id" uuid not null, "address" varchar(320) not null, "kind" varchar(32) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "mail_send_address_created_at_index" on "accounts"."mail_send" ("address", "created_at");`);

    this.addSql(`create table "accounts"."password_reset" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" uuid not null, "email" varchar(320) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."password_reset" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_user_id_index" on "accounts"."password_reset" ("user_id");`);

    this.addSql(`create table "accounts"."user_email" ("id" uuid not null, "user_id" uuid not null, "email" varchar(320) not null, "type" text not null, "status" text not null, "code_hash" varchar(64) null, "code_expires_at" timestamptz null, "code_attempts" int not null default 0, "code_sent_at" timestamptz null, "verified_at" timestamptz null, "deleted_at" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_email_user_id_index" on "accounts"."user_email" ("user_id");`);
    this.addSql(`create unique index "user_email_live_address_unique" on "accounts"."user_email" (lower("email")) where "status" <> 'DELETED';`);

    this.addSql(`alter table "accounts"."user_email" add constraint "user_email_type_check" check ("type" in ('personal', 'work', 'payment', 'spotify', 'discord'));`);
    this.addSql(`alter table "accounts"."user_email" add constraint "user_email_status_check" check ("status" in ('PENDING_VERIFICATION', 'VERIFIED', 'DELETED', 'CREATED_BY_ADMIN'));`);

    // Accounts made before e-mails had records: their login address becomes their personal e-mail, unverified until a
    // code (POST /users/emails/verification-email) or a password reset link proves it (demo users are seeded VERIFIED).
    this.addSql(`insert into "accounts"."user_email" ("id", "user_id", "email", "type", "status", "code_attempts", "created_at", "updated_at") select gen_random_uuid(), "id", "email", 'personal', 'PENDING_VERIFICATION', 0, now(), now() from "accounts"."user" where "email" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."mail_limit_key" cascade;`);
    this.addSql(`drop table if exists "accounts"."mail_send" cascade;`);
    this.addSql(`drop table if exists "accounts"."password_reset" cascade;`);
    this.addSql(`drop table if exists "accounts"."user_email" cascade;`);
  }

}
