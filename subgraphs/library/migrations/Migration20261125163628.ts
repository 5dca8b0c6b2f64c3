import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163628 extends Migration {

  override name = 'Migration20261125163628';

  override up(): void | Promise<void> {
    this.addSql(`alter table "library"."crate" add "import_failures" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "library"."crate" drop column "import_failures";`);
  }

}
