import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010509 extends Migration {

  override name = 'Migration20261121010509';

  override up(): void | Promise<void> {
    this.addSql(`create table "library"."spotify_track_analysis" ("spotify_track_id" varchar(22) not null, "status" text not null, "similar_tracks" jsonb null, "similar_fetched_at" timestamptz null, "enqueued_at" timestamptz null, "analysed_at" timestamptz null, "failed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("spotify_track_id"));`);

    this.addSql(`alter table "library"."spotify_track_analysis" add constraint "spotify_track_analysis_status_check" check ("status" in ('ENQUEUED', 'ANALYSED', 'FAILED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."spotify_track_analysis" cascade;`);
  }

}
