import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041400 extends Migration {

  override name = 'Migration20261126041400';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."chat_message" add "consumable_purchase_id" uuid null;`);
    this.addSql(`alter table "rooms"."chat_message" add constraint "chat_message_consumable_purchase_id_unique" unique ("consumable_purchase_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."chat_message" drop constraint "chat_message_consumable_purchase_id_unique";`);
    this.addSql(`alter table "rooms"."chat_message" drop column "consumable_purchase_id";`);
  }

}
