import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062957 extends Migration {

  override name = 'Migration20261121062957';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."music_service_link" ("id" uuid not null, "user_id" uuid not null, "provider" text not null, "account_id" varchar(64) null, "access_token" text null, "refresh_token" text null, "expires_at" timestamptz null, "scope" varchar(1000) null, "refreshed_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "music_service_link_user_id_index" on "accounts"."music_service_link" ("user_id");`);
    this.addSql(`alter table "accounts"."music_service_link" add constraint "music_service_link_user_provider_unique" unique ("user_id", "provider");`);
    this.addSql(`alter table "accounts"."music_service_link" add constraint "music_service_link_provider_account_unique" unique ("provider", "account_id");`);

    this.addSql(`alter table "accounts"."music_service_link" add constraint "music_service_link_provider_check" check ("provider" in ('spotify', 'youtube', 'soundcloud', 'soundcloudMobile', 'apple', 'discord'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."music_service_link" cascade;`);
  }

}
