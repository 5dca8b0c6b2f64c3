import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164938 extends Migration {

  override name = 'Migration20261125164938';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room_event" drop constraint "room_event_kind_check";`);
    this.addSql(`alter table "rooms"."room_event" add constraint "room_event_kind_check" check ("kind" in ('PATCH', 'KICKED', 'BANNED', 'REPLACED', 'RESET', 'SLUG_CHANGED', 'DELETED', 'SONG_SKIPPED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room_event" drop constraint "room_event_kind_check";`);
    this.addSql(`alter table "rooms"."room_event" add constraint "room_event_kind_check" check ("kind" in ('PATCH', 'KICKED', 'BANNED', 'REPLACED', 'RESET', 'SLUG_CHANGED', 'DELETED'));`);
  }

}
