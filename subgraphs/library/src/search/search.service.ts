import type { EntityManager } from '@mikro-orm/core';
import type { ProviderTrack } from '../providers/provider-track.ts';
import type { Providers } from '../providers/providers.ts';
import { SongSchema, type MusicProvider, type Song } from '../songs/song.entity.ts';
import { composeSearchPage, searchPageSize } from './search.compose.ts';

export interface SearchOptions {
  /** false leaves explicit songs out; default true. */
  explicit?: boolean | null;
  /** Storefront / market for provider results, two letters; default us (spec §9). */
  country?: string | null;
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

export interface SearchHit {
  source: 'catalogue' | MusicProvider;
  song: Song | null;
  track: ProviderTrack | null;
}

const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id as string);
const excluding = (exclude: string[]) => (exclude.length ? `and s.id not in (${exclude.map(() => '?').join(', ')})` : '');

/** How many full-text matches are ranked per query: a one-letter-short prefix can match most of a catalogue. */
export const rankedCandidates = 500;

/**
 * Search of the local catalogue, verified songs only, in two steps that each stay on an index:
 * 1. full text: every query word is a word prefix of the track or artist name (GIN), at most 500
 *    candidates, ranked by closeness to the query (a match on the track name ranks above the artist's);
 * 2. when that does not fill the page, the same with any query word (one misspelt word among right ones);
 * 3. when that still does not fill it, trigram word similarity (GIN) finds typos and fragments.
 * An empty query finds nothing (spec §2).
 */
export class SearchService {
  constructor(private readonly providers: Providers) {}

  /**
   * One page of search: catalogue songs first, then provider tracks that are not in the catalogue — the paid
   * catalogue leading with five, then interleaved with SoundCloud (spec §9). The paid catalogue is 7digital (the
   * spec's paid-catalogue provider) when it is configured, and then only 7digital; without it, Spotify then Apple
   * Music stand in for it (their tracks are importable and playable). Providers answer in parallel; one that fails
   * or is not configured gives nothing.
   */
  async search(em: EntityManager, q: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const words = searchWords(q);
    if (!words.length) return [];
    const { offset, limit } = searchPage(options);
    const wanted = offset + limit;
    const text = words.join(' ');
    const country = /^[a-z]{2}$/i.test(options.country ?? '') ? options.country!.toLowerCase() : undefined;
    const [local, paid, soundCloud] = await Promise.all([
      this.catalogue(em, q, { explicit: options.explicit, offset: 0, limit: Math.min(wanted, 50) }),
      this.paidCatalogue(text, wanted, country),
      this.providers.soundCloud.search(text, { limit: Math.min(wanted, 50) }),
    ]);
    const known = new Set<string>();
    for (const song of local) {
      if (song.isrc) known.add(`isrc:${song.isrc}`);
      for (const [provider, id] of Object.entries(song.musicProviders)) known.add(`${provider}:${id}`);
    }
    const fresh = (tracks: ProviderTrack[]) =>
      tracks.filter((track) => {
        if (options.explicit === false && track.explicit) return false;
        const keys = [`${track.provider}:${track.providerId}`, ...(track.isrc ? [`isrc:${track.isrc}`] : [])];
        if (keys.some((key) => known.has(key))) return false;
        for (const key of keys) known.add(key);
        return true;
      });
    const hit = (track: ProviderTrack): SearchHit => ({ source: track.provider, song: null, track });
    return composeSearchPage(
      local.map((song): SearchHit => ({ source: 'catalogue', song, track: null })),
      fresh(paid).map(hit),
      fresh(soundCloud).map(hit),
      offset,
      limit,
    );
  }

  /**
   * The paid-catalogue tracks of a search: 7digital's when configured (in the country asked for, else its
   * configured shop country), else Spotify's then Apple Music's (market and storefront `us` unless asked).
   */
  private async paidCatalogue(text: string, wanted: number, country: string | undefined): Promise<ProviderTrack[]> {
    const { sevenDigital, spotify, apple } = this.providers;
    if (sevenDigital.configured) return sevenDigital.search(text, { limit: Math.min(wanted, 50), ...(country ? { country } : {}) });
    const market = country ?? 'us';
    const [fromSpotify, fromApple] = await Promise.all([
      spotify.search({ term: text }, { limit: Math.min(wanted, 50), market }),
      apple.search(text, { limit: Math.min(wanted, 25), storefront: market }),
    ]);
    return [...fromSpotify, ...fromApple];
  }

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
      // word_similarity: the query against the closest run of words in the names (pg_trgm's `<%`, GIN-indexed).
      const similar = await connection.execute<Record<string, unknown>[]>(
        `select s.* from library.song s
          where ${filter} and ? operator(public.<%) ${haystack} ${excluding(exclude)}
          order by public.word_similarity(?, ${haystack}) desc, s.id
          limit ?`,
        [text, ...exclude, text, wanted - rows.length],
      );
      rows = [...rows, ...similar];
    }
    return rows.slice(offset, wanted).map((row: Record<string, unknown>) => em.map(SongSchema, row));
  }
}
