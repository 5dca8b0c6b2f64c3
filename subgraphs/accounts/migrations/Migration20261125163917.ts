import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163917 extends Migration {

  override name = 'Migration20261125163917';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."login_limit_key" ("key" varchar(400) not null, primary key ("key"));`);

    this.addSql(`alter table "accounts"."login_failure" add "client_ip" varchar(64) null;`);
    this.addSql(`create index "login_failure_client_ip_index" on "accounts"."login_failure" ("client_ip");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."login_limit_key" cascade;`);

    this.addSql(`drop index "accounts"."login_failure_client_ip_index";`);
    this.addSql(`alter table "accounts"."login_failure" drop column "client_ip";`);
  }

}
