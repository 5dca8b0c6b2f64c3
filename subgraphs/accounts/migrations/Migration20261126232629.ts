import { Migration } from '@mikro-orm/migrations';

export class Migration20261126232629 extends Migration {

  override name = 'Migration20261126232629';

  override up(): void | Promise<void> {
    this.addSql(`alter table "accounts"."user" add "phone_digest" varchar(64) null, add "phone_digest_key" varchar(16) null;`);
    this.addSql(`create index "user_phone_digest_index" on "accounts"."user" ("phone_digest");`);
    this.addSql(`create index "user_phone_digest_key_index" on "accounts"."user" ("phone_digest_key");`);
    this.addSql(`create or replace function "accounts"."user_user_phone_digest_reset_fn"() returns trigger as \$\$ begin if new.phone is distinct from old.phone and new.phone_digest is not distinct from old.phone_digest then new.phone_digest := null; new.phone_digest_key := null; end if; return new; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "user_phone_digest_reset" BEFORE UPDATE on "accounts"."user" for each ROW execute function "accounts"."user_user_phone_digest_reset_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "accounts"."user_phone_digest_index";`);
    this.addSql(`drop index "accounts"."user_phone_digest_key_index";`);
    this.addSql(`drop trigger if exists "user_phone_digest_reset" on "accounts"."user";`);
    this.addSql(`drop function if exists "accounts"."user_user_phone_digest_reset_fn"();`);
    this.addSql(`alter table "accounts"."user" drop column "phone_digest", drop column "phone_digest_key";`);
  }

}
