import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010840 extends Migration {

  override name = 'Migration20261121010840';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."queue_play" ("play_id" uuid not null, "user_id" uuid not null, "song_id" uuid not null, "created_at" timestamptz not null, primary key ("play_id"));`);
    this.addSql(`create index "queue_play_user_id_index" on "library"."queue_play" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."queue_play" cascade;`);
  }

}
