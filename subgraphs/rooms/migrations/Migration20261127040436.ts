import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040436 extends Migration {

  override name = 'Migration20261127040436';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room_play" drop constraint "room_play_end_reason_check";`);
    this.addSql(`alter table "rooms"."room_play" add constraint "room_play_end_reason_check" check ("end_reason" in ('ENDED', 'SKIPPED', 'VOTED_OFF', 'DJ_LEFT', 'ROOM_DELETED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rooms"."room_play" drop constraint "room_play_end_reason_check";`);
    this.addSql(`alter table "rooms"."room_play" add constraint "room_play_end_reason_check" check ("end_reason" in ('ENDED', 'SKIPPED', 'VOTED_OFF', 'DJ_LEFT'));`);
  }

}
