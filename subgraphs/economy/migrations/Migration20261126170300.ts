import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170300 extends Migration {

  override name = 'Migration20261126170300';

  override up(): void | Promise<void> {
    this.addSql(`alter table "economy"."payment_customer" add "checkout_ip" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "economy"."payment_customer" drop column "checkout_ip";`);
  }

}
