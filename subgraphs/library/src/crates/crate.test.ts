import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { CrateSchema } from './crate.entity.ts';
import { crateThumbnails, lowestUnusedNumber } from './crate.service.ts';

let t: TestSubgraph<LibraryServices>;

const user = (roles: Identity['roles'] = ['user']): Identity => ({ userId: randomUUID(), tokenType: 'user', roles });
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const staff = user(['staff']);

const ok = (identity: Identity, query: string, variables?: Record<string, unknown>) => t.ok(identity, query, variables);
const refused = (identity: Identity, query: string, variables?: Record<string, unknown>) => t.refused(identity, query, variables);

const CRATE = 'id shortId crateName description userId kind importStatus currentCrateSongId currentPosition count crateSongsNumber thumbnails';
const create = async (identity: Identity, input: Record<string, unknown> | null = null) =>
  (await ok(identity, `mutation($input: CreateCrateInput) { createCrate(input: $input) { ${CRATE} } }`, { input })).createCrate;

const songIds = Array.from({ length: 6 }, () => randomUUID());

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  await t.subgraph.db.em.fork().insertMany(
    SongSchema,
    songIds.map((id, i) => ({
      id,
      trackName: `Track ${i}`,
      artistName: `Artist ${i}`,
      genre: null,
      duration: 200 + i * 10,
      isrc: null,
      explicit: false,
      status: 'VERIFIED' as const,
      musicProviders: {},
      createdAt: new Date(),
    })),
  );
});
afterAll(() => t?.stop());

describe('lowestUnusedNumber', () => {
  it('finds the lowest number no name uses, reading only exact "New Playlist #n" names', () => {
    expect(lowestUnusedNumber([])).toBe(1);
    expect(lowestUnusedNumber(['New Playlist #1', 'New Playlist #2', 'New Playlist #4'])).toBe(3);
    expect(lowestUnusedNumber(['New Playlist #2', 'New Playlist #3'])).toBe(1);
    expect(lowestUnusedNumber(['New Playlist #01', 'new playlist #1', 'New Playlist #1 ', 'New Playlist #'])).toBe(1);
  });
});

describe('createCrate', () => {
  it('names crates "New Playlist #" and the lowest unused number, reusing a freed one', async () => {
    const owner = user();
    const first = await create(owner);
    const second = await create(owner, { crateName: '   ' });
    const third = await create(owner, {});
    expect([first.crateName, second.crateName, third.crateName]).toEqual(['New Playlist #1', 'New Playlist #2', 'New Playlist #3']);
    expect(first).toMatchObject({
      userId: owner.userId,
      kind: 'REGULAR',
      description: null,
      importStatus: null,
      currentCrateSongId: null,
      currentPosition: null,
      count: 0,
      crateSongsNumber: 0,
      thumbnails: [],
    });
    expect(first.shortId).toMatch(/^[0-9A-Za-z]{10}$/);
    await ok(owner, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: second.id });
    expect((await create(owner)).crateName).toBe('New Playlist #2');
    expect((await create(owner)).crateName).toBe('New Playlist #4');
    // Another user's numbering is their own.
    expect((await create(user())).crateName).toBe('New Playlist #1');
  });

  it('gives concurrent creations of one user different numbers', async () => {
    const owner = user();
    await create(owner, { crateName: 'New Playlist #3' });
    const names = (await Promise.all(Array.from({ length: 12 }, () => create(owner)))).map((c) => c.crateName as string);
    const expected = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => `New Playlist #${n}`);
    expect(names.sort()).toEqual(expected.sort());
  });

  it('keeps a given name and description, trimmed', async () => {
    const crate = await create(user(), { crateName: '  Sunday Morning ', description: ' slow and warm ' });
    expect(crate).toMatchObject({ crateName: 'Sunday Morning', description: 'slow and warm' });
  });

  it.each([
    [{ crateName: 'x'.repeat(101) }, 400, 'crateName must be 1 to 100 characters'],
    [{ crateName: 'default' }, 400, 'crateName "default" and "tt-stars" are reserved for the queue and the likes list'],
    [{ crateName: 'tt-stars' }, 400, 'crateName "default" and "tt-stars" are reserved for the queue and the likes list'],
    [{ description: 'x'.repeat(1001) }, 400, 'description must be at most 1000 characters'],
  ])('refuses %j with %i %s and creates nothing', async (input, status, message) => {
    const owner = user();
    expect(await refused(owner, 'mutation($input: CreateCrateInput) { createCrate(input: $input) { id } }', { input })).toEqual({ status, message });
    expect((await ok(owner, '{ myCrates { id } }')).myCrates).toEqual([]);
  });

  it('needs a signed-in user: guests and anonymous callers get 401', async () => {
    for (const identity of [guest, anonymous]) {
      expect(await refused(identity, 'mutation { createCrate { id } }')).toEqual({ status: 401, message: 'Unauthorized' });
    }
  });
});

describe('reading crates', () => {
  it('answers any crate to any caller with a token, 404 for unknown or malformed ids, 401 without a token', async () => {
    const crate = await create(user(), { crateName: 'Readable' });
    for (const reader of [user(), guest]) {
      expect((await ok(reader, `query($id: ID!) { crate(id: $id) { crateName } }`, { id: crate.id })).crate.crateName).toBe('Readable');
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await refused(user(), 'query($id: ID!) { crate(id: $id) { id } }', { id })).toEqual({ status: 404, message: 'Crate not found' });
    }
    expect(await refused(anonymous, 'query($id: ID!) { crate(id: $id) { id } }', { id: crate.id })).toEqual({ status: 401, message: 'Unauthorized' });
  });

  it('lists the caller’s crates newest first with the special ones; others see only the regular ones', async () => {
    const owner = user();
    const a = await create(owner, { crateName: 'A' });
    const b = await create(owner, { crateName: 'B' });
    const queue = (await ok(owner, '{ specialCrate(kind: QUEUE) { id } }')).specialCrate;
    const mine = (await ok(owner, '{ myCrates { id } }')).myCrates.map((c: { id: string }) => c.id);
    expect(mine).toEqual([queue.id, b.id, a.id]);
    const theirs = await ok(user(), 'query($u: ID!) { userCrates(userId: $u) { id } }', { u: owner.userId });
    expect(theirs.userCrates.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    const self = await ok(owner, 'query($u: ID!) { userCrates(userId: $u) { id } }', { u: owner.userId });
    expect(self.userCrates).toHaveLength(3);
    expect((await ok(user(), '{ userCrates(userId: "nope") { id } }')).userCrates).toEqual([]);
  });

  it('pages crate lists by 100 at most', async () => {
    const owner = user();
    const now = Date.now();
    await t.subgraph.db.em.fork().insertMany(
      CrateSchema,
      Array.from({ length: 105 }, (_, i) => ({
        id: randomUUID(),
        shortId: `page${String(i).padStart(6, '0')}`,
        crateName: `Crate ${i}`,
        userId: owner.userId!,
        kind: 'regular' as const,
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      })),
    );
    const page = async (args: string) =>
      (await ok(owner, `{ myCrates${args} { crateName } }`)).myCrates.map((c: { crateName: string }) => c.crateName);
    expect(await page('')).toHaveLength(100);
    expect(await page('(limit: 1000)')).toHaveLength(100);
    expect(await page('(offset: 100)')).toEqual(['Crate 100', 'Crate 101', 'Crate 102', 'Crate 103', 'Crate 104']);
    expect(await page('(limit: 2, offset: 1)')).toEqual(['Crate 1', 'Crate 2']);
  });

  it('opens the service lists to staff only', async () => {
    const owner = user();
    const crate = await create(owner, { crateName: 'Listed' });
    await ok(owner, '{ specialCrate(kind: LIKES) { id } }');
    const forStaff = await ok(staff, 'query($u: ID!) { serviceUserCrates(userId: $u) { crateName kind } }', { u: owner.userId });
    expect(forStaff.serviceUserCrates).toEqual([
      { crateName: 'tt-stars', kind: 'LIKES' },
      { crateName: 'Listed', kind: 'REGULAR' },
    ]);
    expect((await ok(staff, '{ allCrates(limit: 2) { id } }')).allCrates).toHaveLength(2);
    const byShortId = await ok(staff, 'query($s: String!) { crateByShortId(shortId: $s) { id } }', { s: crate.shortId });
    expect(byShortId.crateByShortId.id).toBe(crate.id);
    expect(await refused(staff, '{ crateByShortId(shortId: "nope") { id } }')).toEqual({ status: 404, message: 'Crate not found' });
    for (const query of ['{ allCrates { id } }', `{ serviceUserCrates(userId: "${owner.userId}") { id } }`, `{ crateByShortId(shortId: "${crate.shortId}") { id } }`]) {
      expect(await refused(owner, query)).toEqual({ status: 403, message: 'Forbidden' });
      expect(await refused(guest, query)).toEqual({ status: 401, message: 'Unauthorized' });
    }
  });

  it('resolves crate references in one query, with counts in one more', async () => {
    const owner = user();
    const crates = [await create(owner), await create(owner)];
    await ok(owner, 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { added { id } } }', {
      c: crates[0].id,
      s: songIds.slice(0, 3),
    });
    t.queries.length = 0;
    const result = await ok(owner, 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Crate { id count } } }', {
      r: [...crates, { id: randomUUID() }].map((c) => ({ __typename: 'Crate', id: c.id })),
    });
    expect(result._entities).toEqual([{ id: crates[0].id, count: 3 }, { id: crates[1].id, count: 0 }, null]);
    expect(t.queries.filter((sql) => /from "library"\."crate" /.test(sql))).toHaveLength(1);
    expect(t.queries.filter((sql) => /count\(\*\)/.test(sql))).toHaveLength(1);
  });
});

describe('updateCrate and deleteCrate', () => {
  it('renames and describes the owner’s crate; an empty description clears it', async () => {
    const owner = user();
    const crate = await create(owner, { description: 'before' });
    const renamed = await ok(owner, 'mutation($id: ID!) { updateCrate(id: $id, input: { crateName: " Road Trip " }) { crateName description } }', { id: crate.id });
    expect(renamed.updateCrate).toEqual({ crateName: 'Road Trip', description: 'before' });
    const cleared = await ok(owner, 'mutation($id: ID!) { updateCrate(id: $id, input: { description: "" }) { crateName description } }', { id: crate.id });
    expect(cleared.updateCrate).toEqual({ crateName: 'Road Trip', description: null });
    expect(await refused(owner, 'mutation($id: ID!) { updateCrate(id: $id, input: { crateName: "" }) { id } }', { id: crate.id })).toEqual({
      status: 400,
      message: 'crateName must be 1 to 100 characters',
    });
  });

  it('refuses another user’s crate with 403 and changes nothing; 404 for an unknown one', async () => {
    const owner = user();
    const crate = await create(owner, { crateName: 'Mine' });
    const intruder = user();
    const notOwned = { status: 403, message: 'Unauthorized to edit a crate that does not belong to the user' };
    expect(await refused(intruder, 'mutation($id: ID!) { updateCrate(id: $id, input: { crateName: "Theirs" }) { id } }', { id: crate.id })).toEqual(notOwned);
    expect(await refused(intruder, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: crate.id })).toEqual(notOwned);
    expect(await refused(staff, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: crate.id })).toEqual(notOwned);
    expect((await ok(owner, 'query($id: ID!) { crate(id: $id) { crateName } }', { id: crate.id })).crate.crateName).toBe('Mine');
    expect(await refused(owner, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: randomUUID() })).toEqual({ status: 404, message: 'Crate not found' });
  });

  it('deletes the crate with its songs', async () => {
    const owner = user();
    const crate = await create(owner);
    await ok(owner, 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { added { id } } }', { c: crate.id, s: songIds.slice(0, 2) });
    expect((await ok(owner, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: crate.id })).deleteCrate).toBe(crate.id);
    expect(await refused(owner, 'query($id: ID!) { crate(id: $id) { id } }', { id: crate.id })).toEqual({ status: 404, message: 'Crate not found' });
    const [{ n }] = await t.subgraph.db.em.fork().getConnection().execute('select count(*)::int as n from library.crate_song where crate_id = ?', [crate.id]);
    expect(n).toBe(0);
  });

  it('keeps the queue and the likes list: no rename, no description, no delete', async () => {
    const owner = user();
    for (const kind of ['QUEUE', 'LIKES']) {
      const special = (await ok(owner, `{ specialCrate(kind: ${kind}) { id } }`)).specialCrate;
      const fixed = { status: 400, message: 'The queue and the likes list cannot be renamed, described or deleted' };
      expect(await refused(owner, 'mutation($id: ID!) { updateCrate(id: $id, input: { crateName: "Mine" }) { id } }', { id: special.id })).toEqual(fixed);
      expect(await refused(owner, 'mutation($id: ID!) { updateCrate(id: $id, input: { description: "x" }) { id } }', { id: special.id })).toEqual(fixed);
      expect(await refused(owner, 'mutation($id: ID!) { deleteCrate(id: $id) }', { id: special.id })).toEqual(fixed);
    }
  });
});

describe('copyCrate', () => {
  it('copies any readable crate, songs in order, into a new regular crate of the caller', async () => {
    const owner = user();
    const source = await create(owner, { crateName: 'Original', description: 'notes' });
    await ok(owner, 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { added { id } } }', { c: source.id, s: [songIds[2], songIds[0], songIds[1]] });
    const copier = user();
    const copy = (await ok(copier, `mutation($id: ID!) { copyCrate(id: $id) { ${CRATE} songs { songId position } } }`, { id: source.id })).copyCrate;
    expect(copy).toMatchObject({ crateName: 'Original (copy)', description: 'notes', userId: copier.userId, kind: 'REGULAR', count: 3 });
    expect(copy.id).not.toBe(source.id);
    expect(copy.songs).toEqual([
      { songId: songIds[2], position: 0 },
      { songId: songIds[0], position: 1 },
      { songId: songIds[1], position: 2 },
    ]);
    // The copy is independent: editing it leaves the source alone.
    await ok(copier, 'mutation($c: ID!) { clearCrate(crate: { id: $c }) { id } }', { c: copy.id });
    expect((await ok(owner, 'query($id: ID!) { crate(id: $id) { count } }', { id: source.id })).crate.count).toBe(3);
    expect(await refused(copier, 'mutation($id: ID!) { copyCrate(id: $id) { id } }', { id: randomUUID() })).toEqual({ status: 404, message: 'Crate not found' });
  });

  it('copies the queue as a regular crate and keeps long names within 100 characters', async () => {
    const owner = user();
    const queue = (await ok(owner, '{ specialCrate(kind: QUEUE) { id } }')).specialCrate;
    expect((await ok(owner, 'mutation($id: ID!) { copyCrate(id: $id) { crateName kind } }', { id: queue.id })).copyCrate).toEqual({
      crateName: 'default (copy)',
      kind: 'REGULAR',
    });
    const long = await create(owner, { crateName: 'é'.repeat(100) });
    const copied = (await ok(owner, 'mutation($id: ID!) { copyCrate(id: $id) { crateName } }', { id: long.id })).copyCrate.crateName;
    expect([...copied]).toHaveLength(100);
    expect(copied.endsWith(' (copy)')).toBe(true);
  });
});

describe('special crates', () => {
  it('creates the queue ("default") and the likes list ("tt-stars") once, however many first uses race', async () => {
    const owner = user();
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => ok(owner, '{ specialCrate(kind: QUEUE) { id crateName kind } }')),
      ...Array.from({ length: 6 }, (_, i) =>
        ok(owner, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: LIKES }, songIds: $s) { crate { id crateName kind } } }', { s: [songIds[i]] }),
      ),
    ]);
    const queues = new Set(results.slice(0, 6).map((r) => JSON.stringify(r.specialCrate)));
    const likes = new Set(results.slice(6).map((r) => JSON.stringify(r.addCrateSongs.crate)));
    expect(queues.size).toBe(1);
    expect(likes.size).toBe(1);
    expect(JSON.parse([...queues][0]!)).toMatchObject({ crateName: 'default', kind: 'QUEUE' });
    expect(JSON.parse([...likes][0]!)).toMatchObject({ crateName: 'tt-stars', kind: 'LIKES' });
    const rows = await t.subgraph.db.em.fork().find(CrateSchema, { userId: owner.userId! });
    expect(rows.map((r) => r.kind).sort()).toEqual(['likes', 'queue']);
    expect((await ok(owner, '{ specialCrate(kind: LIKES) { count } }')).specialCrate.count).toBe(6);
  });

  it('refuses a second queue in the database itself', async () => {
    const owner = user();
    const row = (kind: 'queue' | 'regular') => ({
      id: randomUUID(),
      shortId: randomUUID().slice(0, 10),
      crateName: 'default',
      userId: owner.userId!,
      kind,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await t.subgraph.db.em.fork().insert(CrateSchema, row('queue'));
    await expect(t.subgraph.db.em.fork().insert(CrateSchema, row('queue'))).rejects.toThrow(/crate_user_id_kind_special_unique/);
    await t.subgraph.db.em.fork().insert(CrateSchema, row('regular'));
    await t.subgraph.db.em.fork().insert(CrateSchema, row('regular'));
  });

  it('asks exactly one of id and special', async () => {
    const owner = user();
    const message = { status: 400, message: 'Give exactly one of crate.id and crate.special' };
    expect(await refused(owner, 'mutation { shuffleCrate(crate: {}) { id } }')).toEqual(message);
    expect(await refused(owner, `mutation { shuffleCrate(crate: { id: "${randomUUID()}", special: QUEUE }) { id } }`)).toEqual(message);
  });

  it('needs a signed-in user', async () => {
    expect(await refused(guest, '{ specialCrate(kind: QUEUE) { id } }')).toEqual({ status: 401, message: 'Unauthorized' });
  });
});

describe('crateThumbnails', () => {
  it('takes one image per first song that has one, in crate order, the first in the spec’s provider order', () => {
    const song = (thumbnails: Song['thumbnails']) => ({ thumbnails }) as Song;
    expect(crateThumbnails([])).toEqual([]);
    expect(
      crateThumbnails([
        song({ youtube: 'https://img/1-youtube', apple: 'https://img/1-apple' }),
        null,
        song({}),
        song({ apple: '', spotify: 'https://img/4' }),
      ]),
    ).toEqual(['https://img/1-apple', 'https://img/4']);
  });
});
