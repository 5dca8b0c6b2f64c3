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

const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id as string);
const excluding = (exclude: string[]) => (exclude.length ? `and s.id not in (${exclude.map(() => '?').join(', ')})` : '');

/** How many full-text matches are ranked per query: a one-letter-short prefix can match most of a catalogue. */
export const rankedCandidates = 1000;

/**
 * Search of the local catalogue, verified songs only, in two steps that each stay on an index:
 * 1. full text: every query word is a word prefix of the track or artist name (GIN), at most 1000
 *    candidates, ranked by closeness to the query (a match on the track name ranks above the artist's);
 * 2. when that does not fill the page, the same with any query word (one misspelt word among right ones);
 * 3. when that still does not fill it, trigram similarity (GIN) finds typos and fragments.
 * An empty query finds nothing (spec §2).
 */
export class SearchService {
  async catalogue(em: EntityManager, q: string, options: SearchOptions = {}): Promise<Song[]> {
    const words = searchWords(q);
    if (!words.length) return [];
    const { offset, limit } = searchPage(options);
    const wanted = offset + limit;
    const text = words.join(' ');
    // These expressions match the song_search_fts and song_search_trgm indexes exactly.
    const document = `to_tsvector('simple', s.track_name || ' ' || s.artist_name)`;
    const haystack = `lower(s.track_name || ' ' || s.artist_name)`;
    const filter = `s.status = 'VERIFIED' ${options.explicit === false ? 'and not s.explicit' : ''}`;
    const connection = em.getConnection();

    const ranked = (tsquery: string, exclude: string[], take: number) =>
      connection.execute<Record<string, unknown>[]>(
        `with candidates as (
           select s.id from library.song s
            where ${filter} and ${document} @@ to_tsquery('simple', ?) ${excluding(exclude)}
            limit ${rankedCandidates}
         )
         select s.* from library.song s join candidates c on c.id = s.id
          order by public.similarity(lower(s.track_name), ?) + public.similarity(${haystack}, ?) desc, s.id
          limit ?`,
        [tsquery, ...exclude, text, text, take],
      );
    const prefixes = words.map((w) => `${w}:*`);
    // Every word, then any word (a misspelt word among right ones), then trigrams (typos everywhere).
    let rows = await ranked(prefixes.join(' & '), [], wanted);
    if (rows.length < wanted && words.length > 1) {
      rows = [...rows, ...(await ranked(prefixes.join(' | '), ids(rows), wanted - rows.length))];
    }
    if (rows.length < wanted) {
      const exclude = ids(rows);
      const similar = await connection.execute<Record<string, unknown>[]>(
        `select s.* from library.song s
          where ${filter} and ${haystack} operator(public.%) ? ${excluding(exclude)}
          order by public.similarity(${haystack}, ?) desc, s.id
          limit ?`,
        [text, ...exclude, text, wanted - rows.length],
      );
      rows = [...rows, ...similar];
    }
    return rows.slice(offset, wanted).map((row: Record<string, unknown>) => em.map(SongSchema, row));
  }
}
