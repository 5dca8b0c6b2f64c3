import { Migration } from '@mikro-orm/migrations';

export class Migration20261120223514 extends Migration {

  override name = 'Migration20261120223514';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "accounts";`);
    this.addSql(`create table "accounts"."login_failure" ("id" uuid not null, "email" varchar(320) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "login_failure_email_index" on "accounts"."login_failure" ("email");`);
    this.addSql(`create index "login_failure_created_at_index" on "accounts"."login_failure" ("created_at");`);

    this.addSql(`create table "accounts"."refresh_token" ("id" uuid not null, "family_id" uuid not null, "user_id" uuid not null, "secret_hash" varchar(64) not null, "expires_at" timestamptz not null, "rotated_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "refresh_token_family_id_index" on "accounts"."refresh_token" ("family_id");`);
    this.addSql(`create index "refresh_token_user_id_index" on "accounts"."refresh_token" ("user_id");`);

    this.addSql(`create table "accounts"."signing_key" ("kid" varchar(64) not null, "slot" varchar(16) not null, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "created_at" timestamptz not null, primary key ("kid"));`);
    this.addSql(`alter table "accounts"."signing_key" add constraint "signing_key_slot_unique" unique ("slot");`);

    this.addSql(`create table "accounts"."user" ("id" uuid not null, "email" varchar(320) not null, "password_hash" text null, "display_name" varchar(64) not null, "roles" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "accounts"."user" add constraint "user_email_unique" unique ("email");`);
  }

}
