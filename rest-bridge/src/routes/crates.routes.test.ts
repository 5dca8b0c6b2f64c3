import { randomUUID } from 'node:crypto';
import { callRest } from '@backspin/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSongs } from '@backspin/library';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;

interface Caller {
  token: string;
  id: string;
}
let owner: Caller;
let other: Caller;
let admin: Caller;
const songIds = demoSongs.map((s) => s.id);

const call = (method: string, path: string, options: { body?: unknown; as?: Caller } = {}) =>
  callRest(`${product.restBridgeUrl}/api/playlist-service${path}`, method, { body: options.body, token: options.as?.token }).then(({ status, json }) => ({ status, json }));

const session = async (path: string, body: Record<string, string>): Promise<Caller> => {
  const response = await fetch(`${product.restBridgeUrl}/api/user-service${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: json.accessToken, id: json.user.id };
};

beforeAll(async () => {
  product = await startProduct();
  owner = await session('/users/sign-up', { email: 'crate-owner@example.com', password: 'a long secret' });
  other = await session('/users/sign-up', { email: 'crate-other@example.com', password: 'a long secret' });
  admin = await session('/auth/login', { email: 'admin@backspin.local', password: 'backspin-admin' });
});
afterAll(() => product?.stop());

const error = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[statusCode],
});

describe('POST /crate, PATCH and DELETE /crate/{crateUuid}, PUT /crate/{crateId}/copy', () => {
  it('creates crates named "New Playlist #1", "#2", ... in the spec’s shape', async () => {
    const first = await call('POST', '/crate', { as: owner });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      crateUuid: expect.any(String),
      shortId: expect.stringMatching(/^[0-9A-Za-z]{10}$/),
      crateName: 'New Playlist #1',
      description: null,
      userUuid: owner.id,
      kind: 'regular',
      thumbnails: [],
      crateSongsNumber: 0,
      count: 0,
      currentPosition: null,
      currentCrateSongUuid: null,
      importStatus: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await call('POST', '/crate', { as: owner, body: {} });
    expect(second.json.crateName).toBe('New Playlist #2');
    const named = await call('POST', '/crate', { as: owner, body: { crateName: 'Late Night', description: 'quiet' } });
    expect(named.json).toMatchObject({ crateName: 'Late Night', description: 'quiet' });
  });

  it('answers 401 without a token and 400 for a bad name, creating nothing', async () => {
    expect(await call('POST', '/crate')).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('POST', '/crate', { as: owner, body: { crateName: 'x'.repeat(101) } })).toEqual({
      status: 400,
      json: error(400, 'crateName must be 1 to 100 characters'),
    });
    expect(await call('POST', '/crate', { as: owner, body: { crateName: 'default' } })).toEqual({
      status: 400,
      json: error(400, 'crateName "default" and "tt-stars" are reserved for the queue and the likes list'),
    });
  });

  it('renames and deletes only the owner’s crate: 403 for another user, 404 for an unknown crate', async () => {
    const crate = (await call('POST', '/crate', { as: owner })).json;
    const notOwned = { status: 403, json: error(403, 'Unauthorized to edit a crate that does not belong to the user') };
    expect(await call('PATCH', `/crate/${crate.crateUuid}`, { as: other, body: { crateName: 'Mine now' } })).toEqual(notOwned);
    expect(await call('DELETE', `/crate/${crate.crateUuid}`, { as: other })).toEqual(notOwned);
    const renamed = await call('PATCH', `/crate/${crate.crateUuid}`, { as: owner, body: { crateName: 'Renamed', description: 'd' } });
    expect(renamed).toMatchObject({ status: 200, json: { crateName: 'Renamed', description: 'd' } });
    expect(await call('DELETE', `/crate/${crate.crateUuid}`, { as: owner })).toEqual({ status: 200, json: { crateUuid: crate.crateUuid, deleted: true } });
    expect(await call('GET', `/crate/${crate.crateUuid}`, { as: owner })).toEqual({ status: 404, json: error(404, 'Crate not found') });
    expect(await call('DELETE', `/crate/${randomUUID()}`, { as: owner })).toEqual({ status: 404, json: error(404, 'Crate not found') });
  });

  it('copies a crate with its songs in order', async () => {
    const source = (await call('POST', '/crate', { as: owner, body: { crateName: 'Source' } })).json;
    await call('POST', `/crate/${source.crateUuid}/songs`, { as: owner, body: { songIds: [songIds[3], songIds[1]] } });
    const copy = await call('PUT', `/crate/${source.crateUuid}/copy`, { as: other });
    expect(copy).toMatchObject({ status: 201, json: { crateName: 'Source (copy)', userUuid: other.id, count: 2 } });
    const songs = await call('GET', `/crate/${copy.json.crateUuid}/songs`, { as: other });
    expect(songs.json.map((s: { songId: string }) => s.songId)).toEqual([songIds[3], songIds[1]]);
  });
});

describe('songs of a crate', () => {
  let crateUuid: string;
  beforeAll(async () => {
    crateUuid = (await call('POST', '/crate', { as: owner, body: { crateName: 'Songs' } })).json.crateUuid;
  });

  it('adds songs, skips the ones it has, and lists them with the song fields', async () => {
    const added = await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: { songIds: songIds.slice(0, 3) } });
    expect(added.status).toBe(200);
    expect(added.json.added.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
    expect(added.json.crate.count).toBe(3);
    const again = await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: { songIds: [songIds[1], songIds[3]], position: 0 } });
    expect(again.json.added).toEqual([expect.objectContaining({ songId: songIds[3], position: 0 })]);
    expect(again.json.skipped).toEqual([
      { songId: songIds[1], reason: 'SAME_SONG_ID', duplicateOfSongId: songIds[1], duplicateOfCrateSongUuid: added.json.added[1].crateSongUuid },
    ]);
    const single = await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: { songId: songIds[4] } });
    expect(single.json.added[0]).toMatchObject({ songId: songIds[4], position: 4 });

    const songs = await call('GET', `/crate/${crateUuid}/songs?limit=2&offset=1`, { as: other });
    expect(songs.status).toBe(200);
    expect(songs.json).toEqual([
      {
        crateSongUuid: added.json.added[0].crateSongUuid,
        position: 1,
        songId: songIds[0],
        songShortId: expect.stringMatching(/^[0-9A-Za-z]{10}$/),
        isrc: demoSongs[0]!.isrc,
        trackName: demoSongs[0]!.trackName,
        artistName: demoSongs[0]!.artistName,
        duration: demoSongs[0]!.duration,
        explicit: false,
        genre: demoSongs[0]!.genre,
        status: 'VERIFIED',
        musicProviders: { uploadService: songIds[0] },
        thumbnails: expect.any(Object),
        previews: expect.any(Array),
        streamUrls: expect.any(Array),
        createdAt: expect.any(String),
      },
      expect.objectContaining({ position: 2, songId: songIds[1] }),
    ]);
    const crate = await call('GET', `/crate/${crateUuid}`, { as: other });
    expect(crate.json).toMatchObject({ crateUuid, crateName: 'Songs', count: 5, crateSongsNumber: 5 });
    expect(crate.json.songs.map((s: { songId: string }) => s.songId)).toEqual([songIds[3], songIds[0], songIds[1], songIds[2], songIds[4]]);
  });

  it('refuses unknown songs, positions past the end and other users’ crates', async () => {
    expect(await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: { songIds: [randomUUID()] } })).toEqual({
      status: 404,
      json: error(404, 'Song not found: a song id is not in the catalogue'),
    });
    expect(await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: {} })).toEqual({
      status: 400,
      json: error(400, 'songIds must list 1 to 1000 song UUIDs'),
    });
    expect(await call('POST', `/crate/${crateUuid}/songs`, { as: owner, body: { songIds: [songIds[5]], position: 99 } })).toEqual({
      status: 400,
      json: error(400, 'position must be an integer from 0 to the number of songs in the crate'),
    });
    expect(await call('POST', `/crate/${crateUuid}/songs`, { as: other, body: { songIds: [songIds[5]] } })).toEqual({
      status: 403,
      json: error(403, 'Unauthorized to edit a crate that does not belong to the user'),
    });
    expect((await call('GET', `/crate/${crateUuid}`, { as: owner })).json.count).toBe(5);
  });

  it('moves a song to newPosition, and refuses one out of range with 400', async () => {
    const before = (await call('GET', `/crate/${crateUuid}/songs`, { as: owner })).json as { crateSongUuid: string; songId: string }[];
    const moved = await call('PUT', `/crate/${crateUuid}/songs/${before[0]!.crateSongUuid}/position`, { as: owner, body: { newPosition: 4 } });
    expect(moved).toMatchObject({ status: 200, json: { crateSongUuid: before[0]!.crateSongUuid, position: 4, songId: before[0]!.songId } });
    const after = (await call('GET', `/crate/${crateUuid}/songs`, { as: owner })).json.map((s: { songId: string }) => s.songId);
    expect(after).toEqual([...before.slice(1).map((s) => s.songId), before[0]!.songId]);
    const outOfRange = error(400, 'newPosition must be an integer from 0 to the number of songs in the crate minus 1');
    for (const body of [{ newPosition: 5 }, { newPosition: -1 }, {}, { newPosition: '7' }]) {
      expect(await call('PUT', `/crate/${crateUuid}/songs/${before[1]!.crateSongUuid}/position`, { as: owner, body })).toEqual({ status: 400, json: outOfRange });
    }
    const wrongType = await call('PUT', `/crate/${crateUuid}/songs/${before[1]!.crateSongUuid}/position`, { as: owner, body: { newPosition: 'first' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toMatch(/newPosition/);
    expect(await call('PUT', `/crate/${crateUuid}/songs/${randomUUID()}/position`, { as: owner, body: { newPosition: 0 } })).toEqual({
      status: 404,
      json: error(404, 'Crate song not found in this crate'),
    });
    expect((await call('PUT', `/crate/${crateUuid}/songs/${before[1]!.crateSongUuid}/position`, { as: other, body: { newPosition: 0 } })).status).toBe(403);
    expect((await call('GET', `/crate/${crateUuid}/songs`, { as: owner })).json.map((s: { songId: string }) => s.songId)).toEqual(after);
  });

  it('sets the current position, removes a song and shuffles', async () => {
    const songs = (await call('GET', `/crate/${crateUuid}/songs`, { as: owner })).json as { crateSongUuid: string }[];
    const current = await call('PUT', `/crate/${crateUuid}/current-position`, { as: owner, body: { currentPosition: 2 } });
    expect(current.json).toMatchObject({ currentPosition: 2, currentCrateSongUuid: songs[2]!.crateSongUuid });
    const byId = await call('PUT', `/crate/${crateUuid}/current-position`, { as: owner, body: { crateSongUuid: songs[1]!.crateSongUuid } });
    expect(byId.json).toMatchObject({ currentPosition: 1, currentCrateSongUuid: songs[1]!.crateSongUuid });
    expect(await call('PUT', `/crate/${crateUuid}/current-position`, { as: owner, body: { currentPosition: 9 } })).toEqual({
      status: 400,
      json: error(400, 'currentPosition must be an integer from 0 to the number of songs in the crate minus 1'),
    });
    const removed = await call('DELETE', `/crate/${crateUuid}/songs/${songs[1]!.crateSongUuid}`, { as: owner });
    expect(removed.json).toMatchObject({ count: 4, currentPosition: null, currentCrateSongUuid: null });
    expect(await call('DELETE', `/crate/${crateUuid}/songs/${songs[1]!.crateSongUuid}`, { as: owner })).toEqual({
      status: 404,
      json: error(404, 'Crate song not found in this crate'),
    });
    const shuffled = await call('POST', `/crate/${crateUuid}/songs/shuffle`, { as: owner });
    expect(shuffled.json.count).toBe(4);
    const after = (await call('GET', `/crate/${crateUuid}/songs`, { as: owner })).json.map((s: { crateSongUuid: string }) => s.crateSongUuid);
    expect(after.sort()).toEqual(songs.filter((_, i) => i !== 1).map((s) => s.crateSongUuid).sort());
  });

  it('answers 400 naming the parameter for a limit that is not a number', async () => {
    const response = await call('GET', `/crate/${crateUuid}/songs?limit=many`, { as: owner });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/limit/);
  });
});

describe('lists', () => {
  it('lists the caller’s crates, another user’s public crates, and the service lists for staff only', async () => {
    const mine = await call('GET', '/crate/user?limit=2', { as: other });
    expect(mine.status).toBe(200);
    expect(mine.json.every((c: { userUuid: string }) => c.userUuid === other.id)).toBe(true);
    await call('GET', '/crate/special/likes', { as: owner });
    const publicView = await call('GET', `/crate/user/${owner.id}`, { as: other });
    expect(publicView.json.length).toBeGreaterThan(0);
    expect(publicView.json.every((c: { kind: string; userUuid: string }) => c.kind === 'regular' && c.userUuid === owner.id)).toBe(true);
    const service = await call('GET', `/crate/user/service/${owner.id}`, { as: admin });
    expect(service.status).toBe(200);
    expect(service.json.map((c: { kind: string }) => c.kind)).toContain('likes');
    const all = await call('GET', '/crate/service/all-crates?limit=3', { as: admin });
    expect(all.json).toHaveLength(3);
    const shortId = service.json.find((c: { kind: string; count: number }) => c.kind === 'regular' && c.count > 0).shortId;
    const byShortId = await call('GET', `/crate/service/${shortId}/songs?limit=1`, { as: admin });
    expect(byShortId.json).toHaveLength(1);
    for (const path of [`/crate/user/service/${owner.id}`, '/crate/service/all-crates', `/crate/service/${shortId}/songs`]) {
      expect(await call('GET', path, { as: owner })).toEqual({ status: 403, json: error(403, 'Forbidden') });
      expect(await call('GET', path)).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    }
  });
});

describe('/crate/special/queue and /crate/special/likes', () => {
  it('creates the queue on first use and edits it like a crate', async () => {
    const queue = await call('GET', '/crate/special/queue', { as: other });
    expect(queue).toMatchObject({ status: 200, json: { crateName: 'default', kind: 'queue', userUuid: other.id, count: 0, songs: [] } });
    const added = await call('POST', '/crate/special/queue/songs', { as: other, body: { songIds: songIds.slice(0, 4) } });
    expect(added.json.crate.crateUuid).toBe(queue.json.crateUuid);
    const [a, b] = added.json.added as { crateSongUuid: string }[];
    await call('PUT', `/crate/special/queue/songs/${a!.crateSongUuid}/position`, { as: other, body: { newPosition: 3 } });
    const songs = await call('GET', '/crate/special/queue/songs', { as: other });
    expect(songs.json.map((s: { songId: string }) => s.songId)).toEqual([songIds[1], songIds[2], songIds[3], songIds[0]]);
    expect((await call('PUT', '/crate/special/queue/current-position', { as: other, body: { crateSongUuid: b!.crateSongUuid } })).json.currentPosition).toBe(0);
    expect((await call('DELETE', `/crate/special/queue/songs/${a!.crateSongUuid}`, { as: other })).json.count).toBe(3);
    expect((await call('POST', '/crate/special/queue/songs/shuffle', { as: other })).json.count).toBe(3);
    expect((await call('POST', '/crate/special/queue/songs/clear', { as: other })).json).toMatchObject({ count: 0, currentPosition: null });
    expect(await call('GET', '/crate/special/queue')).toEqual({ status: 401, json: error(401, 'Unauthorized') });
  });

  it('replaces the queue from a crate', async () => {
    await call('POST', '/crate/special/queue/songs', { as: other, body: { songIds: [songIds[7]] } });
    const source = (await call('POST', '/crate', { as: owner, body: { crateName: 'For the queue' } })).json;
    await call('POST', `/crate/${source.crateUuid}/songs`, { as: owner, body: { songIds: [songIds[6], songIds[5]] } });
    const replaced = await call('PUT', `/crate/special/queue/replace-from-crate/${source.crateUuid}`, { as: other });
    expect(replaced).toMatchObject({ status: 200, json: { kind: 'queue', count: 2 } });
    const songs = await call('GET', '/crate/special/queue/songs', { as: other });
    expect(songs.json.map((s: { songId: string }) => s.songId)).toEqual([songIds[6], songIds[5]]);
    expect(await call('PUT', `/crate/special/queue/replace-from-crate/${randomUUID()}`, { as: other })).toEqual({
      status: 404,
      json: error(404, 'Crate not found'),
    });
  });

  it('keeps a likes list ("tt-stars") that skips a song liked twice', async () => {
    const liked = await call('POST', '/crate/special/likes/songs', { as: other, body: { songId: songIds[2] } });
    expect(liked.json.crate).toMatchObject({ crateName: 'tt-stars', kind: 'likes', count: 1 });
    const twice = await call('POST', '/crate/special/likes/songs', { as: other, body: { songId: songIds[2] } });
    expect(twice.json.added).toEqual([]);
    expect(twice.json.skipped[0].reason).toBe('SAME_SONG_ID');
    const likes = await call('GET', '/crate/special/likes', { as: other });
    expect(likes.json.songs.map((s: { songId: string }) => s.songId)).toEqual([songIds[2]]);
    expect((await call('POST', '/crate/special/likes/songs/clear', { as: other })).json.count).toBe(0);
    expect(await call('DELETE', `/crate/${likes.json.crateUuid}`, { as: other })).toEqual({
      status: 400,
      json: error(400, 'The queue and the likes list cannot be renamed, described or deleted'),
    });
  });
});
