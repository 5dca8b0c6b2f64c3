import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema } from '../songs/song.entity.ts';
import { composeSearchPage, interleaveProviders } from './search.compose.ts';

let t: TestSubgraph<LibraryServices>;
const guest: Identity = { userId: '00000000-0000-4000-8000-0000000000cc', tokenType: 'guest', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  const em = t.subgraph.db.em.fork();
  const songs: [string, string, boolean, string][] = [
    ['Midnight Drive', 'Neon Harbor', false, 'VERIFIED'],
    ['Midnight Rain', 'Velvet Static', true, 'VERIFIED'],
    ['Morning Coffee', 'Neon Harbor', false, 'VERIFIED'],
    ['Harbor Lights', 'Quiet Engines', false, 'VERIFIED'],
    ['Midnight Secret', 'Unheard Band', false, 'PENDING_UPLOAD'],
  ];
  for (const [trackName, artistName, explicit, status] of songs) {
    em.create(SongSchema, { id: randomUUID(), trackName, artistName, duration: 200, explicit, status: status as 'VERIFIED', musicProviders: {}, isrc: null, genre: null, createdAt: new Date() });
  }
  await em.flush();
});
afterAll(() => t?.stop());

const SEARCH = 'query($q: String!, $explicit: Boolean, $offset: Int, $limit: Int) { search(q: $q, explicit: $explicit, offset: $offset, limit: $limit) { source song { trackName artistName } } }';
const search = async (variables: Record<string, unknown>, identity: Identity = guest) =>
  t.subgraph.execute({ query: SEARCH, variables }, await t.headersFor(identity));
const names = (result: Awaited<ReturnType<typeof search>>) =>
  (result.data?.search as { song: { trackName: string } }[]).map((r) => r.song.trackName);

describe('catalogue search', () => {
  it('finds verified songs by word prefixes of track or artist, best first', async () => {
    expect(names(await search({ q: 'midn' }))).toEqual(expect.arrayContaining(['Midnight Drive', 'Midnight Rain']));
    expect(names(await search({ q: 'midn' }))).not.toContain('Midnight Secret');
    // Songs with every word come first; songs with some of the words fill the rest of the page.
    const neonHarbor = names(await search({ q: 'neon harb' }));
    expect(neonHarbor.slice(0, 2).sort()).toEqual(['Midnight Drive', 'Morning Coffee']);
    expect(neonHarbor.slice(2)).toEqual(['Harbor Lights']);
    expect(names(await search({ q: 'Harbor' }))[0]).toBe('Harbor Lights');
  });

  it('tolerates a typo through trigram similarity', async () => {
    expect(names(await search({ q: 'midnite drive' }))[0]).toBe('Midnight Drive');
  });

  it('leaves explicit songs out when explicit is false', async () => {
    expect(names(await search({ q: 'midnight', explicit: false }))).toEqual(['Midnight Drive']);
  });

  it('finds nothing for an empty or punctuation-only query, without querying', async () => {
    t.queries.length = 0;
    for (const q of ['', '   ', '!!!']) expect((await search({ q })).data?.search).toEqual([]);
    expect(t.queries).toHaveLength(0);
  });

  it('pages results and labels them as catalogue hits', async () => {
    const all = names(await search({ q: 'midnight' }));
    const second = await search({ q: 'midnight', offset: 1, limit: 1 });
    expect(names(second)).toEqual([all[1]]);
    expect((second.data?.search as { source: string }[])[0]!.source).toBe('catalogue');
  });

  it('uses the search indexes', async () => {
    // A handful of rows would be scanned anyway: forbid sequential scans to see which indexes serve the query.
    const plan = await t.subgraph.db.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute('set local enable_seqscan = off', [], 'run', tx.getTransactionContext());
      return tx.getConnection().execute(
        `explain select id from library.song s where to_tsvector('simple', s.track_name || ' ' || s.artist_name) @@ to_tsquery('simple', 'midn:*') or 'midnite' operator(public.<%) lower(s.track_name || ' ' || s.artist_name)`,
        [],
        'all',
        tx.getTransactionContext(),
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(/song_search_fts/);
    expect(text).toMatch(/song_search_trgm/);
  });

  it('asks anonymous callers for a token', async () => {
    const result = await t.subgraph.execute({ query: SEARCH, variables: { q: 'midnight' } }, {});
    expect(result.errors?.[0]?.extensions?.status).toBe(401);
  });
});

describe('composing a search page (spec: first 5 paid-catalogue results, then interleaved with SoundCloud)', () => {
  const paid = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
  const soundCloud = ['s1', 's2', 's3'];
  it('leads with five paid results, then alternates SoundCloud and paid', () => {
    expect(interleaveProviders(paid, soundCloud)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 's1', 'p6', 's2', 'p7', 's3']);
    expect(interleaveProviders(['p1', 'p2'], soundCloud)).toEqual(['p1', 'p2', 's1', 's2', 's3']);
  });
  it('puts local catalogue hits first and cuts the page at offset and limit', () => {
    expect(composeSearchPage(['l1', 'l2'], paid, soundCloud, 0, 20)).toEqual(['l1', 'l2', 'p1', 'p2', 'p3', 'p4', 'p5', 's1', 'p6', 's2', 'p7', 's3']);
    expect(composeSearchPage(['l1', 'l2'], paid, soundCloud, 6, 3)).toEqual(['p5', 's1', 'p6']);
  });
});
