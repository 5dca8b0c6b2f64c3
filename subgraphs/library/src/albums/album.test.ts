import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { AlbumSchema } from './album.entity.ts';
import { librarySubgraph } from '../module.ts';
import type { Song, SongStatus } from '../songs/song.entity.ts';

let t: TestSubgraph<LibraryServices>;
const songs: Record<string, Song> = {};

async function gql(query: string, variables: Record<string, unknown> = {}) {
  return t.subgraph.execute({ query, variables }, {});
}

const entry = (trackName: string, artistName: string, albumName: string | null, status: SongStatus, releaseYear: number | null = null) => ({
  trackName,
  artistName,
  albumName,
  releaseYear,
  status,
  duration: 100,
});

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  const upsert = (e: ReturnType<typeof entry>) => t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), e);
  songs.z1 = await upsert(entry('z1', 'Zed Band', 'Beta Record', 'SUCCESS', 2020));
  songs.z2 = await upsert(entry('z2', 'zed  band', 'beta record', 'VERIFIED'));
  songs.z3 = await upsert(entry('z3', 'Zed Band', 'Alpha Record', 'VERIFIED', 2022));
  songs.z4 = await upsert(entry('z4', 'Zed Band', 'Alpha Record', 'UNVERIFIED', 2022));
  songs.a1 = await upsert(entry('a1', 'ada', 'Gamma', 'VERIFIED'));
  songs.h1 = await upsert(entry('h1', 'Hidden Artist', 'Hidden Album', 'PENDING_UPLOAD'));
  songs.n1 = await upsert(entry('n1', 'Zed Band', null, 'VERIFIED'));
  for (let i = 0; i < 25; i++) await upsert(entry(`bulk-${i}`, 'Bulk', `Bulk ${String(i).padStart(2, '0')}`, 'VERIFIED'));
});
afterAll(() => t?.stop());

describe('albums (GET /albums/service/all-albums)', () => {
  const names = async (args = '') => {
    const result = await gql(`{ albums${args} { name } }`);
    expect(result.errors).toBeUndefined();
    return (result.data?.albums as { name: string }[]).map((a) => a.name);
  };

  it('lists albums with catalogue songs by name, 20 by default; an album of hidden songs only is left out', async () => {
    const all = await names('(take: 100)');
    expect(all).toHaveLength(28);
    expect(all.slice(0, 3)).toEqual(['Alpha Record', 'Beta Record', 'Bulk 00']);
    expect(all).not.toContain('Hidden Album');
    expect(await names()).toHaveLength(20);
  });

  it('keeps take between 1 and 100 and skip from 0', async () => {
    expect(await names('(take: 2, skip: 1)')).toEqual(['Beta Record', 'Bulk 00']);
    expect(await names('(take: 0)')).toEqual(['Alpha Record']);
    expect(await names('(take: 1000)')).toHaveLength(28);
    expect(await names('(take: 1, skip: -5)')).toEqual(['Alpha Record']);
  });

  it('merges names that differ only in case and spacing into one album, keeping the first spelling and year', async () => {
    const result = await gql('{ albums(take: 2) { name artistName releaseYear songs { trackName } } }');
    expect(result.data?.albums).toEqual([
      { name: 'Alpha Record', artistName: 'Zed Band', releaseYear: 2022, songs: [{ trackName: 'z3' }] },
      { name: 'Beta Record', artistName: 'Zed Band', releaseYear: 2020, songs: [{ trackName: 'z1' }, { trackName: 'z2' }] },
    ]);
  });

  it('loads the songs and artists of a whole page of albums in one query each', async () => {
    t.queries.length = 0;
    const result = await gql('{ albums(take: 100) { name artist { name } songs { id } } }');
    expect(result.errors).toBeUndefined();
    expect(t.queries).toHaveLength(3);
    for (const table of ['album', 'artist', 'song']) {
      expect(t.queries.filter((sql) => new RegExp(`^select "\\w+"\\.\\* from "library"\\."${table}"`).test(sql))).toHaveLength(1);
    }
  });
});

describe('album (GET /albums/service/{albumShortId}/songs)', () => {
  it('answers the album with its catalogue songs in catalogue order', async () => {
    const { shortId } = await t.subgraph.db.em.fork().findOneOrFail(AlbumSchema, { id: songs.z3!.album!.id });
    const result = await gql('query($s: String!) { album(shortId: $s) { shortId name artistId artist { name } songs { trackName status } } }', { s: shortId });
    expect(result.data?.album).toEqual({
      shortId,
      name: 'Alpha Record',
      artistId: songs.z3!.artist!.id,
      artist: { name: 'Zed Band' },
      songs: [{ trackName: 'z3', status: 'VERIFIED' }],
    });
  });

  it('answers 404 "Album not found" for an unknown short id', async () => {
    const result = await gql('{ album(shortId: "nope") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Album not found', extensions: { status: 404 } });
  });
});

describe('songsOnAlbums (GET /albums/service/all-songs)', () => {
  it('lists catalogue songs that belong to an album, by album name then catalogue order', async () => {
    const result = await gql('{ songsOnAlbums(take: 4) { trackName albumName } }');
    expect(result.data?.songsOnAlbums).toEqual([
      { trackName: 'z3', albumName: 'Alpha Record' },
      { trackName: 'z1', albumName: 'Beta Record' },
      { trackName: 'z2', albumName: 'beta record' },
      { trackName: 'bulk-0', albumName: 'Bulk 00' },
    ]);
    const all = await gql('{ songsOnAlbums(take: 100) { trackName } }');
    const names = (all.data?.songsOnAlbums as { trackName: string }[]).map((s) => s.trackName);
    expect(names).toHaveLength(29);
    expect(names).not.toContain('n1');
    expect(names).not.toContain('z4');
    expect(names).not.toContain('h1');
  });

  it('keeps take between 1 and 100', async () => {
    expect(((await gql('{ songsOnAlbums { id } }')).data?.songsOnAlbums as unknown[]).length).toBe(20);
    expect(((await gql('{ songsOnAlbums(take: 0, skip: 1) { trackName } }')).data?.songsOnAlbums as unknown[])).toEqual([{ trackName: 'z1' }]);
  });
});

describe('songByShortId (GET /albums/service/{songShortId}/song)', () => {
  it('answers the song with its album, and 404 "Song not found" for an unknown short id', async () => {
    const result = await gql('query($s: String!) { songByShortId(shortId: $s) { id album { name } artist { name } } }', { s: songs.z1!.shortId });
    expect(result.data?.songByShortId).toEqual({ id: songs.z1!.id, album: { name: 'Beta Record' }, artist: { name: 'Zed Band' } });
    const unknown = await gql('{ songByShortId(shortId: "ZZZZZZZZZZ") { id } }');
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Song not found', extensions: { status: 404 } });
  });
});

describe('Album entity references', () => {
  it('resolves many albums in one _entities call with one SQL query', async () => {
    t.queries.length = 0;
    const ids = [songs.z1!.album!.id, songs.z3!.album!.id, 'bad'];
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Album { id name } } }',
        variables: { r: ids.map((id) => ({ __typename: 'Album', id })) },
      },
      {},
    );
    expect(result.data?._entities).toEqual([
      { id: ids[0], name: 'Beta Record' },
      { id: ids[1], name: 'Alpha Record' },
      null,
    ]);
    expect(t.queries.filter((sql) => /from "library"\."album"/.test(sql))).toHaveLength(1);
  });
});

describe('album release years', () => {
  it('gives an album without a release year the first year a later song brings, and keeps a known one', async () => {
    const upsert = (trackName: string, releaseYear: number) =>
      t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), entry(trackName, 'ada', 'Gamma', 'VERIFIED', releaseYear));
    const a2 = await upsert('a2', 1999);
    await upsert('a3', 2005);
    const album = await t.subgraph.db.em.fork().findOneOrFail(AlbumSchema, { id: a2.album!.id });
    expect(album).toMatchObject({ name: 'Gamma', releaseYear: 1999 });
    expect(a2.album!.id).toBe(songs.a1!.album!.id);
  });
});
