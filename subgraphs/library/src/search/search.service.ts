import type { EntityManager } from '@mikro-orm/core';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { searchPageSize } from './search.compose.ts';

export interface SearchOptions {
  /** false leaves explicit songs out; default true. */
  explicit?: boolean | null;
  offset?: number | null;
  limit?: number | null;
}

/** The deepest a client may page into one search (offset + limit). */
export const maxSearchDepth = 200;

/** Words of a query, lower-cased letters and digits only: what both the full-text and trigram matches use. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function searchPage(options: SearchOptions): { offset: number; limit: number } {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? searchPageSize), 1), 50);
  const offset = Math.min(Math.max(Math.trunc(options.offset ?? 0), 0), maxSearchDepth - limit);
  return { offset, limit };
}

/**
 * Search of the local catalogue: verified songs whose track or artist name has every query word as a
 * word prefix (full text, GIN-indexed), or is close to the query (trigram similarity, GIN-indexed), best
 * first (a match on the track name ranks above one on the artist). An empty query finds nothing (spec §2).
 */
export class SearchService {
  async catalogue(em: EntityManager, q: string, options: SearchOptions = {}): Promise<Song[]> {
    const words = searchWords(q);
    if (!words.length) return [];
    const { offset, limit } = searchPage(options);
    const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
    const text = words.join(' ');
    // These two expressions match the song_search_fts and song_search_trgm indexes exactly.
    const document = `to_tsvector('simple', s.track_name || ' ' || s.artist_name)`;
    const haystack = `lower(s.track_name || ' ' || s.artist_name)`;
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select s.* from library.song s
        where s.status = 'VERIFIED' ${options.explicit === false ? 'and not s.explicit' : ''}
          and (${document} @@ to_tsquery('simple', ?) or ${haystack} operator(public.%) ?)
        order by ts_rank(${document}, to_tsquery('simple', ?))
               + public.similarity(${haystack}, ?)
               + public.similarity(lower(s.track_name), ?) desc, s.id
        limit ? offset ?`,
      [prefixQuery, text, prefixQuery, text, text, limit, offset],
    );
    return rows.map((row: Record<string, unknown>) => em.map(SongSchema, row));
  }
}
