import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import type { Song, SongStatus } from '../songs/song.entity.ts';
import { ArtistSchema } from './artist.entity.ts';
import { nameKeyOf } from './artist.service.ts';

let t: TestSubgraph<LibraryServices>;
const songs: Record<string, Song> = {};

async function gql(query: string, variables: Record<string, unknown> = {}) {
  return t.subgraph.execute({ query, variables }, {});
}

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  const upsert = (trackName: string, artistName: string, albumName: string | null, status: SongStatus, releaseYear: number | null = null) =>
    t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), { trackName, artistName, albumName, releaseYear, status, duration: 100 });
  songs.z1 = await upsert('z1', 'Zed Band', 'Beta Record', 'SUCCESS', 2020);
  songs.z3 = await upsert('z3', 'Zed Band', 'Alpha Record', 'VERIFIED', 2022);
  songs.z5 = await upsert('z5', 'Zed Band', 'Undated', 'VERIFIED');
  songs.z4 = await upsert('z4', 'Zed Band', 'Unreleased', 'UNVERIFIED', 2026);
  songs.a1 = await upsert('a1', 'ada', 'Gamma', 'VERIFIED', 2001);
  songs.h1 = await upsert('h1', 'Hidden Artist', 'Hidden Album', 'PENDING_UPLOAD');
  songs.s1 = await upsert('s1', 'Single Artist', null, 'VERIFIED');
  for (let i = 0; i < 22; i++) await upsert(`bulk-${i}`, `Bulk ${String(i).padStart(2, '0')}`, null, 'SUCCESS');
});
afterAll(() => t?.stop());

describe('artists (GET /artists/service/all-artists)', () => {
  const names = async (args = '') => {
    const result = await gql(`{ artists${args} { name } }`);
    expect(result.errors).toBeUndefined();
    return (result.data?.artists as { name: string }[]).map((a) => a.name);
  };

  it('lists artists with catalogue songs by name (ignoring case), 20 by default; hidden-only artists are left out', async () => {
    const all = await names('(take: 100)');
    expect(all).toHaveLength(25);
    expect(all.slice(0, 2)).toEqual(['ada', 'Bulk 00']);
    expect(all.slice(-2)).toEqual(['Single Artist', 'Zed Band']);
    expect(all).not.toContain('Hidden Artist');
    expect(await names()).toHaveLength(20);
  });

  it('keeps take between 1 and 100 and skip from 0', async () => {
    expect(await names('(take: 2, skip: 1)')).toEqual(['Bulk 00', 'Bulk 01']);
    expect(await names('(take: 0)')).toEqual(['ada']);
    expect(await names('(take: 1000)')).toHaveLength(25);
  });

  it('knows one artist per name, ignoring case and spacing, keeping the first spelling', async () => {
    await t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), { trackName: 'z6', artistName: '  ZED   band ', duration: 1, status: 'VERIFIED' });
    const same = await t.subgraph.db.em.fork().find(ArtistSchema, { nameKey: 'zed band' });
    expect(same.map((a) => a.name)).toEqual(['Zed Band']);
    expect(nameKeyOf('  Ｚed\tBAND ')).toBe('zed band');
  });
});

describe('artist (GET /artists/service/{artistShortId}/albums)', () => {
  it('answers the artist’s albums with catalogue songs, newest release first, undated last', async () => {
    const { shortId } = await t.subgraph.db.em.fork().findOneOrFail(ArtistSchema, { id: songs.z1!.artist!.id });
    const result = await gql('query($s: String!) { artist(shortId: $s) { shortId name albums { name releaseYear artistName } } }', { s: shortId });
    expect(result.data?.artist).toEqual({
      shortId,
      name: 'Zed Band',
      albums: [
        { name: 'Alpha Record', releaseYear: 2022, artistName: 'Zed Band' },
        { name: 'Beta Record', releaseYear: 2020, artistName: 'Zed Band' },
        { name: 'Undated', releaseYear: null, artistName: 'Zed Band' },
      ],
    });
  });

  it('answers an empty list for an artist without albums, and 404 "Artist not found" for an unknown short id', async () => {
    const { shortId } = await t.subgraph.db.em.fork().findOneOrFail(ArtistSchema, { id: songs.s1!.artist!.id });
    expect((await gql('query($s: String!) { artist(shortId: $s) { albums { id } } }', { s: shortId })).data?.artist).toEqual({ albums: [] });
    const unknown = await gql('{ artist(shortId: "nope") { id } }');
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Artist not found', extensions: { status: 404 } });
  });

  it('loads the albums of a whole page of artists in one query', async () => {
    t.queries.length = 0;
    const result = await gql('{ artists(take: 100) { albums { id } } }');
    expect(result.errors).toBeUndefined();
    expect(t.queries).toHaveLength(2);
  });
});

describe('albumsByArtists (POST /artists/service/albums-by-artists)', () => {
  const query = 'query($a: [String!]!) { albumsByArtists(artists: $a) { name artistName } }';

  it('answers the albums of the named artists, grouped in the order asked, names matched ignoring case; unknown names skipped', async () => {
    const result = await gql(query, { a: ['ADA', 'nobody', 'zed band', 'Ada'] });
    expect(result.data?.albumsByArtists).toEqual([
      { name: 'Gamma', artistName: 'ada' },
      { name: 'Alpha Record', artistName: 'Zed Band' },
      { name: 'Beta Record', artistName: 'Zed Band' },
      { name: 'Undated', artistName: 'Zed Band' },
    ]);
    expect((await gql(query, { a: ['Hidden Artist'] })).data?.albumsByArtists).toEqual([]);
  });

  it.each([[[]], [['']], [['   ']], [Array.from({ length: 101 }, (_, i) => `a${i}`)], [['x'.repeat(301)]]])(
    'refuses %j with 400',
    async (artists) => {
      const result = await gql(query, { a: artists });
      expect(result.errors?.[0]).toMatchObject({ message: 'artists must be a list of 1 to 100 artist names', extensions: { status: 400 } });
    },
  );
});

describe('Artist entity references', () => {
  it('resolves many artists in one _entities call with one SQL query', async () => {
    t.queries.length = 0;
    const ids = [songs.z1!.artist!.id, songs.a1!.artist!.id];
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Artist { id name } } }',
        variables: { r: ids.map((id) => ({ __typename: 'Artist', id })) },
      },
      {},
    );
    expect(result.data?._entities).toEqual([
      { id: ids[0], name: 'Zed Band' },
      { id: ids[1], name: 'ada' },
    ]);
    expect(t.queries).toHaveLength(1);
  });
});
