import { Migration } from '@mikro-orm/migrations';

export class Migration20261120231151 extends Migration {

  override name = 'Migration20261120231151';

  override up(): void | Promise<void> {
    // Trigram similarity (pg_trgm ships with PostgreSQL's contrib; PGlite loads it, see platform/src/db).
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(`create index "song_search_fts" on "library"."song" using gin (to_tsvector('simple', "track_name" || ' ' || "artist_name"));`);
    this.addSql(`create index "song_search_trgm" on "library"."song" using gin ((lower("track_name" || ' ' || "artist_name")) public.gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "library"."song_search_fts";`);
    this.addSql(`drop index "library"."song_search_trgm";`);
  }

}
