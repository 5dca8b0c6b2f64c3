import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224207 extends Migration {

  override name = 'Migration20261120224207';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room" drop constraint "room_number_of_djs_check";`);
    this.addSql(`alter table "rooms"."room" add constraint "room_number_of_djs_check" check (number_of_djs between 1 and 10);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room" drop constraint "room_number_of_djs_check";`);
    this.addSql(`alter table "rooms"."room" add constraint "room_number_of_djs_check" check ((number_of_djs >= 1) AND (number_of_djs <= 10));`);
  }

}
