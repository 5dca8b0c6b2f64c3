import { Migration } from '@mikro-orm/migrations';

export class Migration20261126231637 extends Migration {

  override name = 'Migration20261126231637';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."notification" drop constraint "notification_kind_check";`);
    this.addSql(`alter table "rooms"."notification" add constraint "notification_kind_check" check ("kind" in ('djSeated', 'custom', 'room', 'eventReminder', 'silent'));`);
    // Reminders sent before they had their own kind (kind room, data.type rooms.event-reminder) are listed as what they are.
    this.addSql(`update "rooms"."notification" set "kind" = 'eventReminder' where "kind" = 'room' and "data"->>'type' = 'rooms.event-reminder';`);

    this.addSql(`alter table "rooms"."notification_setting" add "event_reminders" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."notification" drop constraint "notification_kind_check";`);
    this.addSql(`update "rooms"."notification" set "kind" = 'room' where "kind" = 'eventReminder';`);
    this.addSql(`alter table "rooms"."notification" add constraint "notification_kind_check" check ("kind" in ('djSeated', 'custom', 'room', 'silent'));`);

    this.addSql(`alter table "rooms"."notification_setting" drop column "event_reminders";`);
  }

}
