import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035405 extends Migration {

  override name = 'Migration20261127035405';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."dj_seat" add "by_staff" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."dj_seat" drop column "by_staff";`);
  }

}
