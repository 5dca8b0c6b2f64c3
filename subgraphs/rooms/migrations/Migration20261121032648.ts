import { Migration } from '@mikro-orm/migrations';

export class Migration20261121032648 extends Migration {

  override name = 'Migration20261121032648';

  override up(): void | Promise<void> {
    // Trigram indexes (pg_trgm ships with PostgreSQL's contrib; PGlite loads it, see platform/src/db). The library's
    // migrations create it too: in distributed mode both may start at once on a new database, so a lost race is fine.
    this.addSql(`do $$ begin create extension if not exists pg_trgm with schema public; exception when unique_violation or duplicate_object then null; end $$;`);
    this.addSql(`create index "room_search_trgm" on "rooms"."room" using gin ((lower("name" || chr(10) || "slug" || chr(10) || coalesce("description", ''))) public.gin_trgm_ops) where "type" = 'PUBLIC';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "rooms"."room_search_trgm";`);
  }

}
