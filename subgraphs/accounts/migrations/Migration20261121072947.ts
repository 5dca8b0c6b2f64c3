import { Migration } from '@mikro-orm/migrations';

export class Migration20261121072947 extends Migration {

  override name = 'Migration20261121072947';

  override up(): void | Promise<void> {
    this.addSql(`alter table "accounts"."account_standing" add "sessions_revoked_at" timestamptz null;`);
    // Until now every raised token version was a kick, a ban or a deactivation, which also ended the sessions.
    this.addSql(`update "accounts"."account_standing" set "sessions_revoked_at" = "tokens_revoked_at";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."account_standing" drop column "sessions_revoked_at";`);
  }

}
