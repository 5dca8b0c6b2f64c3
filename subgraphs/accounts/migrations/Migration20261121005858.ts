import { Migration } from '@mikro-orm/migrations';

export class Migration20261121005858 extends Migration {

  override name = 'Migration20261121005858';

  override up(): void | Promise<void> {
    this.addSql(`alter table "accounts"."user" add "capabilities" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."user" drop column "capabilities";`);
  }

}
