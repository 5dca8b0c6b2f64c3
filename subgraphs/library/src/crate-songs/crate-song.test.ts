import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestResponse, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { CrateService } from '../crates/crate.service.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema, type MusicProvider } from '../songs/song.entity.ts';
import { CrateSongSchema } from './crate-song.entity.ts';
import { CrateSongService, sameSong, type SongLike } from './crate-song.service.ts';

let t: TestSubgraph<LibraryServices>;

const user = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

const gql = (identity: Identity, query: string, variables?: Record<string, unknown>) => t.call(identity, query, variables);
const ok = (identity: Identity, query: string, variables?: Record<string, unknown>) => t.ok(identity, query, variables);
const refused = (identity: Identity, query: string, variables?: Record<string, unknown>) => t.refused(identity, query, variables);

/** 60 catalogue songs with nothing in common: distinct names, durations 100 s apart, distinct ISRCs and provider ids. */
const songs = Array.from({ length: 60 }, (_, i) => ({
  id: randomUUID(),
  trackName: `Song ${i}`,
  artistName: `Band ${i}`,
  duration: 120 + i * 7,
  isrc: `XXTST${String(i).padStart(7, '0')}`,
  musicProviders: { spotify: `sp-${i}` } as Partial<Record<MusicProvider, string>>,
}));
const ids = songs.map((s) => s.id);

/**
 * Songs that are the same as songs[0] by one clause of the rule each, or nearly. (No catalogue song can share a
 * provider id with another: the catalogue keeps provider ids unique, so that clause is tested on sameSong alone.)
 */
const lookalikes = {
  isrc: { id: randomUUID(), trackName: 'Other', artistName: 'Other', duration: 999, isrc: songs[0]!.isrc, musicProviders: {} },
  names: { id: randomUUID(), trackName: 'SONG 0', artistName: 'band 0', duration: 125, isrc: null, musicProviders: {} },
  namesTooLong: { id: randomUUID(), trackName: 'song 0', artistName: 'Band 0', duration: 126, isrc: null, musicProviders: {} },
  otherProviderSameId: { id: randomUUID(), trackName: 'Other 3', artistName: 'Other', duration: 999, isrc: null, musicProviders: { youtube: 'sp-0' } },
};

const catalogue = [...songs, ...Object.values(lookalikes)];

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  await t.subgraph.db.em.fork().insertMany(
    SongSchema,
    catalogue.map((song) => ({ ...song, genre: null, explicit: false, status: 'VERIFIED' as const, createdAt: new Date() })),
  );
});
afterAll(() => t?.stop());

const createCrate = async (owner: Identity) => (await ok(owner, 'mutation { createCrate { id } }')).createCrate.id as string;

const add = (owner: Identity, crateId: string, songIds: string[], position?: number) =>
  ok(
    owner,
    `mutation($c: ID!, $s: [ID!]!, $p: Int) {
      addCrateSongs(crate: { id: $c }, songIds: $s, position: $p) {
        crate { id count }
        added { id songId position }
        skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }
      }
    }`,
    { c: crateId, s: songIds, p: position ?? null },
  ).then((d) => d.addCrateSongs);

/** The crate's song ids in order, with their crate song ids. */
const order = async (identity: Identity, crateId: string) =>
  (
    await ok(identity, 'query($c: ID!) { crate(id: $c) { songs { id songId position } } }', { c: crateId })
  ).crate.songs as { id: string; songId: string; position: number }[];

const songOrder = async (identity: Identity, crateId: string) => (await order(identity, crateId)).map((s) => s.songId);

/** A crate with the given songs, in order. */
async function crateWith(owner: Identity, songIds: string[]) {
  const crateId = await createCrate(owner);
  if (songIds.length) await add(owner, crateId, songIds);
  return { crateId, rows: await order(owner, crateId) };
}

const keysOf = async (crateId: string) =>
  (await t.subgraph.db.em.fork().find(CrateSongSchema, { crateId }, { orderBy: { positionKey: 'asc' } })).map((r) => r.positionKey);

const move = (identity: Identity, crateId: string, crateSongId: string, newPosition: unknown) =>
  gql(identity, 'mutation($c: ID!, $id: ID!, $p: Int) { moveCrateSong(crate: { id: $c }, crateSongId: $id, newPosition: $p) { id songId position } }', {
    c: crateId,
    id: crateSongId,
    p: newPosition,
  });

describe('sameSong (spec 3, §5)', () => {
  const base: SongLike = { id: 'a', isrc: 'USAAA1234567', musicProviders: { spotify: 's1', apple: 'a1' }, trackName: 'Blue', artistName: 'Sky', duration: 200 };
  const other: SongLike = { id: 'b', isrc: 'GBBBB7654321', musicProviders: { spotify: 's2' }, trackName: 'Red', artistName: 'Sea', duration: 300 };

  it.each([
    ['crate song id', { ...other, crateSongId: 'cs' }, { ...base, crateSongId: 'cs' }, 'SAME_CRATE_SONG'],
    ['song id', { ...other, id: 'a' }, base, 'SAME_SONG_ID'],
    ['short id', { ...other, shortId: 'abc' }, { ...base, shortId: 'abc' }, 'SAME_SHORT_ID'],
    ['isrc, any case', { ...other, isrc: 'usaaa1234567' }, base, 'SAME_ISRC'],
    ['one provider id', { ...other, musicProviders: { youtube: 'y', apple: 'a1' } }, base, 'SAME_PROVIDER_ID'],
    ['names ignoring case, durations 5 s apart', { ...other, trackName: 'BLUE', artistName: 'sky', duration: 205 }, base, 'SAME_NAMES_AND_DURATION'],
    ['names, durations 5 s apart the other way', { ...other, trackName: 'Blue', artistName: 'Sky', duration: 195 }, base, 'SAME_NAMES_AND_DURATION'],
  ])('same by %s', (_, a, b, reason) => {
    expect(sameSong(a, b)).toBe(reason);
    expect(sameSong(b, a)).toBe(reason);
  });

  it.each([
    ['nothing in common', other],
    ['names but 6 s apart', { ...other, trackName: 'Blue', artistName: 'Sky', duration: 206 }],
    ['track name only', { ...other, trackName: 'Blue', duration: 200 }],
    ['artist only', { ...other, artistName: 'Sky', duration: 200 }],
    ['the same id on another provider', { ...other, musicProviders: { youtube: 's1' } }],
    ['both without isrc or short id', { ...other, isrc: null, shortId: null }],
    ['different crate songs', { ...other, crateSongId: 'x' }],
  ])('different: %s', (_, a) => {
    const b = { ...base, isrc: a.isrc === null ? null : base.isrc, shortId: null, crateSongId: 'y' };
    expect(sameSong(a, b)).toBeNull();
  });
});

describe('addCrateSongs', () => {
  it('appends by default, inserts at the start or between, positions 0-based', async () => {
    const owner = user();
    const crateId = await createCrate(owner);
    const first = await add(owner, crateId, [ids[0]!, ids[1]!]);
    expect(first.added.map((a: { songId: string; position: number }) => [a.songId, a.position])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
    ]);
    expect(first.crate.count).toBe(2);
    expect((await add(owner, crateId, [ids[2]!])).added[0].position).toBe(2);
    expect((await add(owner, crateId, [ids[3]!], 0)).added[0].position).toBe(0);
    expect((await add(owner, crateId, [ids[4]!, ids[5]!], 2)).added.map((a: { position: number }) => a.position)).toEqual([2, 3]);
    expect((await add(owner, crateId, [ids[6]!], 6)).added[0].position).toBe(6);
    expect(await songOrder(owner, crateId)).toEqual([ids[3], ids[0], ids[4], ids[5], ids[1], ids[2], ids[6]]);
    const rows = await order(owner, crateId);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses a position past the end, unknown and malformed song ids, and adds nothing', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, [ids[0]!, ids[1]!]);
    const mutation = 'mutation($c: ID!, $s: [ID!]!, $p: Int) { addCrateSongs(crate: { id: $c }, songIds: $s, position: $p) { crate { id } } }';
    const outOfRange = { status: 400, message: 'position must be an integer from 0 to the number of songs in the crate' };
    expect(await refused(owner, mutation, { c: crateId, s: [ids[2]], p: 3 })).toEqual(outOfRange);
    expect(await refused(owner, mutation, { c: crateId, s: [ids[2]], p: -1 })).toEqual(outOfRange);
    expect(await refused(owner, mutation, { c: crateId, s: [ids[2], randomUUID()] })).toEqual({
      status: 404,
      message: 'Song not found: a song id is not in the catalogue',
    });
    const badIds = { status: 400, message: 'songIds must list 1 to 1000 song UUIDs' };
    expect(await refused(owner, mutation, { c: crateId, s: [ids[2], 'nope'] })).toEqual(badIds);
    expect(await refused(owner, mutation, { c: crateId, s: [] })).toEqual(badIds);
    expect(await refused(owner, mutation, { c: crateId, s: Array.from({ length: 1001 }, () => ids[2]) })).toEqual(badIds);
    expect(await songOrder(owner, crateId)).toEqual([ids[0], ids[1]]);
  });

  it('skips songs the crate already has, by every clause of the same-song rule, and reports them', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, [ids[0]!, ids[1]!]);
    const result = await add(owner, crateId, [
      ids[0]!,
      lookalikes.isrc.id,
      lookalikes.names.id,
      lookalikes.namesTooLong.id,
      lookalikes.otherProviderSameId.id,
      ids[2]!,
    ]);
    const existing = rows[0]!.id;
    expect(result.skipped).toEqual([
      { songId: ids[0], reason: 'SAME_SONG_ID', duplicateOfSongId: ids[0], duplicateOfCrateSongId: existing },
      { songId: lookalikes.isrc.id, reason: 'SAME_ISRC', duplicateOfSongId: ids[0], duplicateOfCrateSongId: existing },
      { songId: lookalikes.names.id, reason: 'SAME_NAMES_AND_DURATION', duplicateOfSongId: ids[0], duplicateOfCrateSongId: existing },
    ]);
    expect(result.added.map((a: { songId: string }) => a.songId)).toEqual([lookalikes.namesTooLong.id, lookalikes.otherProviderSameId.id, ids[2]]);
    expect(result.added.map((a: { position: number }) => a.position)).toEqual([2, 3, 4]);
  });

  it('skips repeats within one request, keeping the first', async () => {
    const owner = user();
    const crateId = await createCrate(owner);
    const result = await add(owner, crateId, [ids[5]!, ids[6]!, ids[5]!, lookalikes.names.id, ids[0]!]);
    expect(result.added.map((a: { songId: string }) => a.songId)).toEqual([ids[5], ids[6], lookalikes.names.id]);
    expect(result.skipped).toEqual([
      { songId: ids[5], reason: 'SAME_SONG_ID', duplicateOfSongId: ids[5], duplicateOfCrateSongId: null },
      { songId: ids[0], reason: 'SAME_NAMES_AND_DURATION', duplicateOfSongId: lookalikes.names.id, duplicateOfCrateSongId: null },
    ]);
  });

  it('adds a song once when the same add races with itself', async () => {
    const owner = user();
    const crateId = await createCrate(owner);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(owner, crateId, [ids[9]!])));
    expect(results.filter((r) => r.added.length === 1)).toHaveLength(1);
    expect(results.filter((r) => r.skipped.length === 1)).toHaveLength(7);
    expect(await songOrder(owner, crateId)).toEqual([ids[9]]);
  });

  it('keeps every song of concurrent adds at distinct places', async () => {
    const owner = user();
    const crateId = await createCrate(owner);
    await Promise.all(ids.slice(0, 20).map((id, i) => add(owner, crateId, [id], i % 2 ? 0 : undefined)));
    const final = await songOrder(owner, crateId);
    expect([...final].sort()).toEqual(ids.slice(0, 20).sort());
    const keys = await keysOf(crateId);
    expect(new Set(keys).size).toBe(20);
  });

  it('refuses another user’s crate with 403 and an unknown crate with 404, adding nothing', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, [ids[0]!]);
    const mutation = 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { crate { id } } }';
    expect(await refused(user(), mutation, { c: crateId, s: [ids[1]] })).toEqual({
      status: 403,
      message: 'Unauthorized to edit a crate that does not belong to the user',
    });
    expect(await refused(owner, mutation, { c: randomUUID(), s: [ids[1]] })).toEqual({ status: 404, message: 'Crate not found' });
    expect(await refused(guest, mutation, { c: crateId, s: [ids[1]] })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await songOrder(owner, crateId)).toEqual([ids[0]]);
  });
});

describe('moveCrateSong', () => {
  it('moves to the start, the end and between, writing one row', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 5));
    const [a, b, c, d, e] = rows.map((r) => r.id);
    t.queries.length = 0;
    const moved = await move(owner, crateId, d!, 0);
    expect(moved.data?.moveCrateSong).toEqual({ id: d, songId: ids[3], position: 0 });
    const writes = t.queries.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^update "library"\."crate_song"/);
    expect(await songOrder(owner, crateId)).toEqual([ids[3], ids[0], ids[1], ids[2], ids[4]]);
    await move(owner, crateId, d!, 4);
    expect(await songOrder(owner, crateId)).toEqual([ids[0], ids[1], ids[2], ids[4], ids[3]]);
    await move(owner, crateId, a!, 2);
    expect(await songOrder(owner, crateId)).toEqual([ids[1], ids[2], ids[0], ids[4], ids[3]]);
    await move(owner, crateId, e!, 1);
    expect(await songOrder(owner, crateId)).toEqual([ids[1], ids[4], ids[2], ids[0], ids[3]]);
    expect([b, c]).toHaveLength(2);
  });

  it('writes nothing when the song is already there', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 3));
    t.queries.length = 0;
    expect((await move(owner, crateId, rows[1]!.id, 1)).data?.moveCrateSong.position).toBe(1);
    expect(t.queries.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toHaveLength(0);
  });

  it('refuses a position out of range, an unknown crate song, another user’s crate; changes nothing', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 3));
    const outOfRange = { status: 400, message: 'newPosition must be an integer from 0 to the number of songs in the crate minus 1' };
    for (const p of [3, -1, null]) {
      const result = await move(owner, crateId, rows[0]!.id, p);
      expect({ status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message }).toEqual(outOfRange);
    }
    const notFound = await move(owner, crateId, randomUUID(), 0);
    expect(notFound.errors?.[0]?.message).toBe('Crate song not found in this crate');
    expect(notFound.errors?.[0]?.extensions?.status).toBe(404);
    const other = await crateWith(owner, [ids[7]!]);
    expect((await move(owner, crateId, other.rows[0]!.id, 0)).errors?.[0]?.message).toBe('Crate song not found in this crate');
    const foreign = await move(user(), crateId, rows[2]!.id, 0);
    expect(foreign.errors?.[0]?.message).toBe('Unauthorized to edit a crate that does not belong to the user');
    expect(foreign.errors?.[0]?.extensions?.status).toBe(403);
    expect(await songOrder(owner, crateId)).toEqual(ids.slice(0, 3));
  });

  it('keeps one consistent order under 20 concurrent moves: the serial order of their locks, keys unique', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 30));
    const services = t.subgraph.services;
    // Record the order in which the moves got the crate's lock: the order they really applied in.
    const applied: object[] = [];
    const lockForEdit = services.crates.lockForEdit.bind(services.crates);
    services.crates.lockForEdit = async (tx, identity, target) => {
      const crate = await lockForEdit(tx, identity, target);
      applied.push(target);
      return crate;
    };
    try {
      const moves = Array.from({ length: 20 }, (_, i) => ({
        target: { id: crateId },
        crateSongId: rows[(i * 7) % 30]!.id,
        newPosition: (i * 13 + 5) % 30,
      }));
      const results = await Promise.all(
        moves.map((m) => services.crateSongs.move(t.subgraph.db.em.fork(), owner, m.target, m.crateSongId, m.newPosition)),
      );
      expect(results.map((r) => r.position)).toEqual(moves.map((m) => m.newPosition));
      expect(applied).toHaveLength(20);
      const expected = rows.map((r) => r.id);
      for (const target of applied) {
        const m = moves.find((x) => x.target === target)!;
        expected.splice(expected.indexOf(m.crateSongId), 1);
        expected.splice(m.newPosition, 0, m.crateSongId);
      }
      expect((await order(owner, crateId)).map((r) => r.id)).toEqual(expected);
      const keys = await keysOf(crateId);
      expect(new Set(keys).size).toBe(30);
    } finally {
      services.crates.lockForEdit = lockForEdit;
    }
  });

  it('keeps a permutation with unique keys under 20 concurrent moves through the API', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 25));
    const results = await Promise.all(rows.slice(0, 20).map((r, i) => move(owner, crateId, r.id, (i * 11) % 25)));
    expect(results.every((r) => !r.errors)).toBe(true);
    const final = await order(owner, crateId);
    expect(final.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(new Set(await keysOf(crateId)).size).toBe(25);
  });

  it('rewrites the crate’s keys evenly when repeated moves into one gap make a key too long', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 6));
    const tight = new CrateSongService(new CrateService(), { maxKeyLength: 4 });
    const expected = rows.map((r) => r.id);
    for (let i = 0; i < 12; i++) {
      const last = expected.pop()!;
      expected.splice(1, 0, last);
      await tight.move(t.subgraph.db.em.fork(), owner, { id: crateId }, last, 1);
      const keys = await keysOf(crateId);
      expect(keys.every((k) => k.length <= 4)).toBe(true);
      expect((await order(owner, crateId)).map((r) => r.id)).toEqual(expected);
    }
  });
});

describe('removeCrateSong, shuffleCrate, clearCrate', () => {
  it('removes one song; 404 for one not in the crate; 403 for another user', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 3));
    const remove = (identity: Identity, crateSongId: string) =>
      gql(identity, 'mutation($c: ID!, $id: ID!) { removeCrateSong(crate: { id: $c }, crateSongId: $id) { count } }', { c: crateId, id: crateSongId });
    expect((await remove(user(), rows[1]!.id)).errors?.[0]?.extensions?.status).toBe(403);
    expect((await remove(owner, rows[1]!.id)).data?.removeCrateSong.count).toBe(2);
    expect((await remove(owner, rows[1]!.id)).errors?.[0]?.message).toBe('Crate song not found in this crate');
    expect(await songOrder(owner, crateId)).toEqual([ids[0], ids[2]]);
  });

  it('shuffles into a new order of the same songs, with fresh unique keys', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, ids.slice(0, 40));
    const shuffled = await ok(owner, 'mutation($c: ID!) { shuffleCrate(crate: { id: $c }) { count songs(limit: 3) { position } } }', { c: crateId });
    expect(shuffled.shuffleCrate.count).toBe(40);
    expect(shuffled.shuffleCrate.songs.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
    const after = await songOrder(owner, crateId);
    expect([...after].sort()).toEqual(ids.slice(0, 40).sort());
    expect(after).not.toEqual(ids.slice(0, 40)); // 1 in 40! to fail by chance
    const keys = await keysOf(crateId);
    expect(new Set(keys).size).toBe(40);
  });

  it('clears a crate and its current position', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 3));
    await ok(owner, 'mutation($c: ID!, $id: ID) { setCrateCurrentPosition(crate: { id: $c }, crateSongId: $id) { id } }', { c: crateId, id: rows[1]!.id });
    const cleared = await ok(owner, 'mutation($c: ID!) { clearCrate(crate: { id: $c }) { count currentCrateSongId currentPosition } }', { c: crateId });
    expect(cleared.clearCrate).toEqual({ count: 0, currentCrateSongId: null, currentPosition: null });
  });
});

describe('the queue and the likes list', () => {
  it('takes songs, moves, removes, clears and shuffles through { special: QUEUE }', async () => {
    const owner = user();
    const added = await ok(owner, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { crateName kind } added { id } } }', { s: ids.slice(0, 4) });
    expect(added.addCrateSongs.crate).toEqual({ crateName: 'default', kind: 'QUEUE' });
    const [first] = added.addCrateSongs.added;
    await ok(owner, 'mutation($id: ID!) { moveCrateSong(crate: { special: QUEUE }, crateSongId: $id, newPosition: 3) { position } }', { id: first.id });
    const queue = (await ok(owner, '{ specialCrate(kind: QUEUE) { songs { songId } } }')).specialCrate.songs.map((s: { songId: string }) => s.songId);
    expect(queue).toEqual([ids[1], ids[2], ids[3], ids[0]]);
    await ok(owner, 'mutation($id: ID!) { removeCrateSong(crate: { special: QUEUE }, crateSongId: $id) { count } }', { id: first.id });
    expect((await ok(owner, 'mutation { shuffleCrate(crate: { special: QUEUE }) { count } }')).shuffleCrate.count).toBe(3);
    expect((await ok(owner, 'mutation { clearCrate(crate: { special: QUEUE }) { count } }')).clearCrate.count).toBe(0);
    // Someone else's { special: QUEUE } is their own queue.
    expect((await ok(user(), '{ specialCrate(kind: QUEUE) { count } }')).specialCrate.count).toBe(0);
  });

  it('replaces the queue: clears it, then copies the source crate in order', async () => {
    const owner = user();
    await ok(owner, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: ids.slice(10, 13) });
    const source = await crateWith(user(), [ids[20]!, ids[10]!, ids[21]!]);
    const replaced = await ok(owner, 'mutation($s: ID!) { replaceQueueFromCrate(sourceCrateId: $s) { kind count songs { songId position } } }', { s: source.crateId });
    expect(replaced.replaceQueueFromCrate).toEqual({
      kind: 'QUEUE',
      count: 3,
      songs: [
        { songId: ids[20], position: 0 },
        { songId: ids[10], position: 1 },
        { songId: ids[21], position: 2 },
      ],
    });
    const queueId = (await ok(owner, '{ specialCrate(kind: QUEUE) { id } }')).specialCrate.id;
    expect((await ok(owner, 'mutation($s: ID!) { replaceQueueFromCrate(sourceCrateId: $s) { count } }', { s: queueId })).replaceQueueFromCrate.count).toBe(3);
    expect(await refused(owner, 'mutation($s: ID!) { replaceQueueFromCrate(sourceCrateId: $s) { count } }', { s: randomUUID() })).toEqual({ status: 404, message: 'Crate not found' });
    expect((await ok(owner, '{ specialCrate(kind: QUEUE) { count } }')).specialCrate.count).toBe(3);
    expect(await songOrder(owner, source.crateId)).toEqual([ids[20], ids[10], ids[21]]);
  });
});

describe('the queue holds only songs a listener can play', () => {
  // Each with what a player needs, or missing it: only catalogue songs with a stream URL of a URL-based provider or
  // an id on an id-based one play.
  const fixtures = {
    upload: { status: 'VERIFIED', musicProviders: { uploadService: 'u1' }, streamUrls: [{ provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/x/hls-playlist' }] },
    youtube: { status: 'SUCCESS', musicProviders: { youtube: 'yt-playable' }, streamUrls: [] },
    silentUpload: { status: 'VERIFIED', musicProviders: { uploadService: 'u2' }, streamUrls: [] },
    soundCloudWithoutStream: { status: 'SUCCESS', musicProviders: { soundCloudPublic: 'sc-1' }, streamUrls: [] },
    notVerified: { status: 'MISSING_METADATA', musicProviders: { uploadService: 'u3' }, streamUrls: [{ provider: 'uploadService', kind: 'hls', url: '/x' }] },
  } as const;
  const songIds = Object.fromEntries(Object.keys(fixtures).map((name) => [name, randomUUID()])) as Record<keyof typeof fixtures, string>;

  beforeAll(async () => {
    await t.subgraph.db.em.fork().insertMany(
      SongSchema,
      Object.entries(fixtures).map(([name, fixture], i) => ({
        id: songIds[name as keyof typeof fixtures],
        trackName: `Playable? ${name}`,
        artistName: 'Fixture',
        duration: 3000 + i * 10,
        ...fixture,
        musicProviders: { ...fixture.musicProviders },
        streamUrls: [...fixture.streamUrls],
        createdAt: new Date(),
      })),
    );
  });

  it('says which songs are playable, on songs and crate songs', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, Object.values(songIds));
    const crate = await ok(owner, 'query($c: ID!) { crate(id: $c) { songs { songId playable song { playable } } } }', { c: crateId });
    const playable = Object.fromEntries(crate.crate.songs.map((s: { songId: string; playable: boolean; song: { playable: boolean } }) => [s.songId, [s.playable, s.song.playable]]));
    expect(playable).toEqual({
      [songIds.upload]: [true, true],
      [songIds.youtube]: [true, true],
      [songIds.silentUpload]: [false, false],
      [songIds.soundCloudWithoutStream]: [false, false],
      [songIds.notVerified]: [false, false],
    });
  });

  it('refuses to queue a song that is not playable, naming it, and adds nothing', async () => {
    const owner = user();
    const result = await gql(owner, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { added { songId } } }', {
      s: [songIds.upload, songIds.silentUpload, songIds.notVerified],
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This song cannot be played: it has no audio source listeners can play, so it cannot go in the queue',
      extensions: { status: 409, reason: 'SONG_NOT_PLAYABLE', songIds: [songIds.silentUpload, songIds.notVerified] },
    });
    expect((await ok(owner, '{ specialCrate(kind: QUEUE) { count } }')).specialCrate.count).toBe(0);
    // By the queue's id too, and the playable ones go in.
    const queueId = (await ok(owner, '{ specialCrate(kind: QUEUE) { id } }')).specialCrate.id;
    expect((await refused(owner, 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { crate { id } } }', { c: queueId, s: [songIds.soundCloudWithoutStream] })).status).toBe(409);
    expect((await add(owner, queueId, [songIds.upload, songIds.youtube])).added.map((s: { songId: string }) => s.songId)).toEqual([songIds.upload, songIds.youtube]);
  });

  it('keeps any song in other crates, and replacing the queue leaves the unplayable ones out', async () => {
    const owner = user();
    const source = await crateWith(owner, [songIds.silentUpload, songIds.youtube, songIds.notVerified, songIds.upload]);
    expect(source.rows).toHaveLength(4);
    const replaced = await ok(owner, 'mutation($s: ID!) { replaceQueueFromCrate(sourceCrateId: $s) { count songs { songId position } } }', { s: source.crateId });
    expect(replaced.replaceQueueFromCrate).toEqual({
      count: 2,
      songs: [
        { songId: songIds.youtube, position: 0 },
        { songId: songIds.upload, position: 1 },
      ],
    });
    expect(await songOrder(owner, source.crateId)).toHaveLength(4);
  });
});

describe('setCrateCurrentPosition', () => {
  const set = (identity: Identity, crateId: string, args: string, vars: Record<string, unknown> = {}) => {
    const declared = [...('id' in vars ? ['$id: ID'] : []), ...('p' in vars ? ['$p: Int'] : [])].map((d) => `, ${d}`).join('');
    return gql(
      identity,
      `mutation($c: ID!${declared}) { setCrateCurrentPosition(crate: { id: $c }${args}) { currentCrateSongId currentPosition } }`,
      { c: crateId, ...vars },
    );
  };

  it('sets by crate song or by position; the index follows moves and insertions; removal clears it', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 4));
    expect((await set(owner, crateId, ', crateSongId: $id', { id: rows[2]!.id })).data?.setCrateCurrentPosition).toEqual({ currentCrateSongId: rows[2]!.id, currentPosition: 2 });
    expect((await set(owner, crateId, ', position: $p', { p: 1 })).data?.setCrateCurrentPosition).toEqual({ currentCrateSongId: rows[1]!.id, currentPosition: 1 });
    await add(owner, crateId, [ids[8]!], 0);
    expect((await ok(owner, 'query($c: ID!) { crate(id: $c) { currentPosition } }', { c: crateId })).crate.currentPosition).toBe(2);
    await move(owner, crateId, rows[1]!.id, 4);
    expect((await ok(owner, 'query($c: ID!) { crate(id: $c) { currentPosition } }', { c: crateId })).crate.currentPosition).toBe(4);
    await ok(owner, 'mutation($c: ID!, $id: ID!) { removeCrateSong(crate: { id: $c }, crateSongId: $id) { id } }', { c: crateId, id: rows[1]!.id });
    expect((await ok(owner, 'query($c: ID!) { crate(id: $c) { currentCrateSongId currentPosition } }', { c: crateId })).crate).toEqual({ currentCrateSongId: null, currentPosition: null });
    await set(owner, crateId, ', position: $p', { p: 0 });
    expect((await set(owner, crateId, '')).data?.setCrateCurrentPosition).toEqual({ currentCrateSongId: null, currentPosition: null });
  });

  it('refuses both at once, a position out of range and a crate song of another crate', async () => {
    const owner = user();
    const { crateId, rows } = await crateWith(owner, ids.slice(0, 2));
    const first = (r: TestResponse) => ({ status: r.errors?.[0]?.extensions?.status, message: r.errors?.[0]?.message });
    expect(first(await set(owner, crateId, ', crateSongId: $id, position: $p', { id: rows[0]!.id, p: 0 }))).toEqual({
      status: 400,
      message: 'Give at most one of crateSongUuid and currentPosition',
    });
    for (const p of [2, -1]) {
      expect(first(await set(owner, crateId, ', position: $p', { p }))).toEqual({
        status: 400,
        message: 'currentPosition must be an integer from 0 to the number of songs in the crate minus 1',
      });
    }
    expect(first(await set(owner, crateId, ', crateSongId: $id', { id: randomUUID() }))).toEqual({ status: 404, message: 'Crate song not found in this crate' });
    expect(first(await set(user(), crateId, ', position: $p', { p: 0 })).status).toBe(403);
  });
});

describe('reading a crate’s songs', () => {
  it('gives the song fields from the catalogue with one song query per page', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, ids.slice(0, 12));
    t.queries.length = 0;
    const data = await ok(
      guest,
      'query($c: ID!) { crate(id: $c) { songs(limit: 5, offset: 3) { position songId trackName artistName duration isrc explicit genre status musicProviders { provider id } song { id } } } }',
      { c: crateId },
    );
    expect(data.crate.songs).toHaveLength(5);
    expect(data.crate.songs[0]).toEqual({
      position: 3,
      songId: ids[3],
      trackName: 'Song 3',
      artistName: 'Band 3',
      duration: 141,
      isrc: 'XXTST0000003',
      explicit: false,
      genre: null,
      status: 'VERIFIED',
      musicProviders: [{ provider: 'spotify', id: 'sp-3' }],
      song: { id: ids[3] },
    });
    expect(t.queries.filter((sql) => /from "library"\."song"/.test(sql))).toHaveLength(1);
    expect(t.queries.filter((sql) => /from "library"\."crate_song"/.test(sql))).toHaveLength(1);
  });

  it('gives the song’s short id, thumbnails, previews and stream URLs; the crate’s thumbnails are its first songs’', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, [ids[40]!, ids[41]!, ids[42]!]);
    const em = t.subgraph.db.em.fork();
    await em.nativeUpdate(SongSchema, { id: ids[40]! }, {
      thumbnails: { youtube: 'https://img.test/40-yt', apple: 'https://img.test/40-apple' },
      previews: ['https://preview.test/40'],
      streamUrls: [{ provider: 'uploadService', kind: 'hls', url: 'https://stream.test/40.m3u8' }],
    });
    await em.nativeUpdate(SongSchema, { id: ids[42]! }, { thumbnails: { spotify: 'https://img.test/42' } });
    const data = await ok(
      owner,
      'query($c: ID!) { crate(id: $c) { thumbnails songs(limit: 1) { songShortId thumbnails { provider url } previews streamUrls { provider kind url } song { shortId } } } }',
      { c: crateId },
    );
    expect(data.crate.thumbnails).toEqual(['https://img.test/40-apple', 'https://img.test/42']);
    const [first] = data.crate.songs;
    expect(first.songShortId).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(first.songShortId).toBe(first.song.shortId);
    expect(first).toMatchObject({
      thumbnails: [
        { provider: 'apple', url: 'https://img.test/40-apple' },
        { provider: 'youtube', url: 'https://img.test/40-yt' },
      ],
      previews: ['https://preview.test/40'],
      streamUrls: [{ provider: 'uploadService', kind: 'hls', url: 'https://stream.test/40.m3u8' }],
    });
  });

  it('pages 300 songs at most, offset counting from the first song', async () => {
    const owner = user();
    const crateId = await createCrate(owner);
    // 320 catalogue songs straight into the crate, keys in order.
    const em = t.subgraph.db.em.fork();
    const many = Array.from({ length: 320 }, (_, i) => ({
      id: randomUUID(),
      trackName: `Bulk ${i}`,
      artistName: 'Bulk',
      duration: 60 + i,
      status: 'VERIFIED' as const,
      musicProviders: {},
      createdAt: new Date(),
    }));
    await em.insertMany(SongSchema, many);
    const { generateNKeysBetween } = await import('fractional-indexing');
    const keys = generateNKeysBetween(null, null, many.length);
    await em.insertMany(
      CrateSongSchema,
      many.map((s, i) => ({ id: randomUUID(), crateId, songId: s.id, positionKey: keys[i]!, createdAt: new Date() })),
    );
    const page = async (args: string) =>
      (await ok(owner, `query($c: ID!) { crate(id: $c) { count songs${args} { position trackName } } }`, { c: crateId })).crate;
    const all = await page('');
    expect(all.count).toBe(320);
    expect(all.songs).toHaveLength(300);
    expect((await page('(limit: 1000)')).songs).toHaveLength(300);
    expect((await page('(offset: 300)')).songs.map((s: { position: number }) => s.position)).toEqual(Array.from({ length: 20 }, (_, i) => 300 + i));
    expect((await page('(offset: 318)')).songs).toEqual([
      { position: 318, trackName: 'Bulk 318' },
      { position: 319, trackName: 'Bulk 319' },
    ]);
  });

  it('reads a page as a range scan of the (crate_id, position_key) index, with no sort, statistics or not', async () => {
    const owner = user();
    const { crateId } = await crateWith(owner, ids.slice(0, 3));
    t.queries.length = 0;
    await ok(owner, 'query($c: ID!) { crate(id: $c) { songs(offset: 1) { id } } }', { c: crateId });
    const page = t.queries.findIndex((sql) => /from "library"\."crate_song"/.test(sql));
    expect(t.queries.slice(0, page).some((sql) => /set local enable_sort = off/.test(sql))).toBe(true);
    // The plan that setting leaves: no statistics were ever gathered on this fresh database.
    const plan = await t.subgraph.db.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('set local enable_sort = off', [], 'run', ctx);
      return connection.execute(
        `explain select * from "library"."crate_song" where "crate_id" = ? order by "position_key" asc limit 300 offset 300`,
        [crateId],
        'all',
        ctx,
      );
    });
    const text = plan.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/Index Scan using crate_song_crate_id_position_key_unique/);
    expect(text).not.toMatch(/Sort/);
  });
});
