import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062717 extends Migration {

  override name = 'Migration20261121062717';

  override up(): void | Promise<void> {
    // FOUNDER (not in the spec) becomes VERIFIED; a holder of both keeps their VERIFIED row.
    this.addSql(`delete from "accounts"."user_badge" f where f."badge" = 'FOUNDER' and exists (select 1 from "accounts"."user_badge" v where v."user_id" = f."user_id" and v."badge" = 'VERIFIED');`);
    this.addSql(`update "accounts"."user_badge" set "badge" = 'VERIFIED' where "badge" = 'FOUNDER';`);
    this.addSql(`alter table "accounts"."user_badge" drop constraint "user_badge_badge_check";`);
    this.addSql(`alter table "accounts"."user_badge" add constraint "user_badge_badge_check" check ("badge" in ('VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."user_badge" drop constraint "user_badge_badge_check";`);
    this.addSql(`alter table "accounts"."user_badge" add constraint "user_badge_badge_check" check ("badge" in ('VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF', 'FOUNDER'));`);
  }

}
