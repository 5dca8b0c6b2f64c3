import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230811 extends Migration {

  override name = 'Migration20261126230811';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."chat_message" drop constraint "chat_message_last_change_check";`);
    this.addSql(`alter table "rooms"."chat_message" add constraint "chat_message_last_change_check" check ("last_change" in ('ADDED', 'EDITED', 'DELETED', 'REACTION', 'CLEARED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."chat_message" drop constraint "chat_message_last_change_check";`);
    this.addSql(`alter table "rooms"."chat_message" add constraint "chat_message_last_change_check" check ("last_change" in ('ADDED', 'EDITED', 'DELETED', 'REACTION'));`);
  }

}
