import { Migration } from '@mikro-orm/migrations';

export class Migration20261126165452 extends Migration {

  override name = 'Migration20261126165452';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."dj_seat" add "leave_how" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."dj_seat" drop column "leave_how";`);
  }

}
