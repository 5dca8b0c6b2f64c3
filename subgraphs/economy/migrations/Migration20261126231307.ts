import { Migration } from '@mikro-orm/migrations';

export class Migration20261126231307 extends Migration {

  override name = 'Migration20261126231307';

  override up(): void | Promise<void> {
    this.addSql(`alter table "economy"."payment_customer" add "checkout_ip_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "economy"."payment_customer" drop column "checkout_ip_at";`);
  }

}
