import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062919 extends Migration {

  override name = 'Migration20261121062919';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."account_standing" ("user_id" uuid not null, "token_version" int not null default 0, "tokens_revoked_at" timestamptz null, "banned_at" timestamptz null, "banned_until" timestamptz null, "banned_by" uuid null, "ban_reason" varchar(500) null, "deactivated_at" timestamptz null, "deactivated_by" uuid null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`create index "account_standing_tokens_revoked_at_index" on "accounts"."account_standing" ("tokens_revoked_at");`);

    this.addSql(`create table "accounts"."deactivation_request" ("user_id" uuid not null, "reason" varchar(500) null, "status" text not null, "requested_at" timestamptz not null, "resolved_by" uuid null, "resolved_at" timestamptz null, primary key ("user_id"));`);
    this.addSql(`create index "deactivation_request_status_index" on "accounts"."deactivation_request" ("status");`);

    this.addSql(`create table "accounts"."moderation_comment" ("id" uuid not null, "user_id" uuid not null, "author_id" uuid not null, "comment" varchar(2000) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "moderation_comment_user_id_index" on "accounts"."moderation_comment" ("user_id");`);

    this.addSql(`alter table "accounts"."deactivation_request" add constraint "deactivation_request_status_check" check ("status" in ('PENDING', 'CANCELLED', 'COMPLETED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."account_standing" cascade;`);
    this.addSql(`drop table if exists "accounts"."deactivation_request" cascade;`);
    this.addSql(`drop table if exists "accounts"."moderation_comment" cascade;`);
  }

}
