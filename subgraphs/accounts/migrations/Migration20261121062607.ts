import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062607 extends Migration {

  override name = 'Migration20261121062607';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."bot" ("id" uuid not null, "created_by" uuid null, "secret_hash" varchar(64) null, "secret_issued_at" timestamptz null, "secret_revoked_at" timestamptz null, "last_token_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "bot_created_at_index" on "accounts"."bot" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."bot" cascade;`);
  }

}
