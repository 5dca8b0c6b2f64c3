import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/gateway/testing/subgraph';
import type { LibraryServices } from '../context.ts';
import { demoSongs } from '../demo-data.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema, type SongStatus } from './song.entity.ts';

let t: TestSubgraph<LibraryServices>;
const base = Date.parse('2026-01-01T00:00:00Z');
/** 25 verified songs (song-24 newest), then one of each other status, newer than all of them. */
const verified = Array.from({ length: 25 }, (_, i) => ({ id: randomUUID(), trackName: `song-${i}`, status: 'VERIFIED' as SongStatus }));
const others = (['PENDING_UPLOAD', 'VALID_FILE_TYPE', 'MISSING_METADATA', 'UNVERIFIED', 'VERIFICATION_ERROR', 'VERIFICATION_POSTPONED'] as const).map(
  (status) => ({ id: randomUUID(), trackName: `unlisted-${status}`, status }),
);

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  await t.subgraph.db.em.fork().insertMany(
    SongSchema,
    [...verified, ...others].map((song, i) => ({
      ...song,
      artistName: 'Test Artist',
      genre: i % 2 ? 'House' : null,
      duration: 180 + i,
      isrc: i % 2 ? `XXTST26${String(i).padStart(5, '0')}` : null,
      explicit: i === 3,
      musicProviders: i === 0 ? { youtube: 'yt-0', spotify: 'sp-0' } : {},
      createdAt: new Date(base + i * 60_000),
    })),
  );
});
afterAll(() => t?.stop());

describe('Song entity references', () => {
  it('resolves many songs in one _entities call with one SQL query, whatever their status', async () => {
    const ids = [verified[0]!.id, verified[1]!.id, others[0]!.id, verified[0]!.id];
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Song { id trackName status } } }',
        variables: { r: ids.map((id) => ({ __typename: 'Song', id })) },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      { id: ids[0], trackName: 'song-0', status: 'VERIFIED' },
      { id: ids[1], trackName: 'song-1', status: 'VERIFIED' },
      { id: ids[2], trackName: 'unlisted-PENDING_UPLOAD', status: 'PENDING_UPLOAD' },
      { id: ids[0], trackName: 'song-0', status: 'VERIFIED' },
    ]);
    expect(t.queries.filter((sql) => /from "library"\."song"/.test(sql))).toHaveLength(1);
  });

  it('answers null for unknown and malformed ids, without querying for malformed ones', async () => {
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Song { id } } }',
        variables: { r: [{ __typename: 'Song', id: 'x' }, { __typename: 'Song', id: '' }] },
      },
      {},
    );
    expect(result.data?._entities).toEqual([null, null]);
    expect(t.queries.filter((sql) => /"library"\."song"/.test(sql))).toHaveLength(0);
  });
});

describe('song', () => {
  it('answers every field, providers as a list in the spec’s order', async () => {
    const result = await t.subgraph.execute(
      {
        query: `query($id: ID!) {
          song(id: $id) { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }
          unknown: song(id: "${randomUUID()}") { id }
        }`,
        variables: { id: verified[0]!.id },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      song: {
        id: verified[0]!.id,
        trackName: 'song-0',
        artistName: 'Test Artist',
        genre: null,
        duration: 180,
        isrc: null,
        explicit: false,
        status: 'VERIFIED',
        musicProviders: [
          { provider: 'spotify', id: 'sp-0' },
          { provider: 'youtube', id: 'yt-0' },
        ],
      },
      unknown: null,
    });
  });
});

describe('songs', () => {
  const trackNames = async (args: string) => {
    const result = await t.subgraph.execute({ query: `{ songs${args} { trackName status } }` }, {});
    expect(result.errors).toBeUndefined();
    const songs = result.data?.songs as { trackName: string; status: string }[];
    expect(songs.every((s) => s.status === 'VERIFIED')).toBe(true);
    return songs.map((s) => s.trackName);
  };

  it('lists verified songs only, newest first, 20 by default', async () => {
    const page = await trackNames('');
    expect(page).toHaveLength(20);
    expect(page.slice(0, 2)).toEqual(['song-24', 'song-23']);
  });

  it('pages with limit and offset, at most 100 at a time', async () => {
    expect(await trackNames('(limit: 2, offset: 3)')).toEqual(['song-21', 'song-20']);
    expect(await trackNames('(limit: 1000)')).toHaveLength(25);
    expect(await trackNames('(offset: 24)')).toEqual(['song-0']);
  });

  it('refuses a non-positive duration in the database itself', async () => {
    await expect(
      t.subgraph.db.em.fork().insert(SongSchema, {
        id: randomUUID(),
        trackName: 'Zero',
        artistName: 'Nobody',
        duration: 0,
        status: 'VERIFIED',
        musicProviders: {},
        createdAt: new Date(),
      }),
    ).rejects.toThrow(/song_duration_check/);
  });
});

describe('demo data', () => {
  it('seeds verified songs with fixed ids and ISRC-shaped codes, once however often it runs', async () => {
    const demo = await startTestSubgraph(librarySubgraph, { demoData: true });
    try {
      await librarySubgraph.seedDemoData!(demo.subgraph.services, demo.subgraph.db.em.fork());
      const result = await demo.subgraph.execute(
        { query: '{ songs(limit: 100) { id trackName artistName duration isrc status musicProviders { provider id } } }' },
        {},
      );
      expect(result.errors).toBeUndefined();
      const songs = result.data?.songs as { id: string; trackName: string; duration: number; isrc: string }[];
      expect(songs.map((s) => s.id)).toEqual(demoSongs.map((s) => s.id));
      expect(songs[0]).toMatchObject({
        id: '00000000-0000-4000-8000-000000000101',
        trackName: 'Harbour Lights at Dawn',
        status: 'VERIFIED',
        musicProviders: [{ provider: 'uploadService', id: '00000000-0000-4000-8000-000000000101' }],
      });
      for (const song of songs) {
        expect(song.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
        expect(song.duration).toBeGreaterThan(0);
      }
    } finally {
      await demo.stop();
    }
  });
});
