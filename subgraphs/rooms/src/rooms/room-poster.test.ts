import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Identity, type Storage } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomSchema } from './room.entity.ts';

const owner = randomUUID();
const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

/** A 1×1 PNG (the type is read from the content, so it must be a real one). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const begin = 'mutation($id: ID!) { beginRoomPosterUpload(id: $id) { stagingKey maxBytes } }';
const register = 'mutation($id: ID!, $key: String!) { registerRoomPosterUpload(id: $id, stagingKey: $key) { posterUrl } }';
const setUrl = 'mutation($id: ID!, $url: String!) { setRoomPosterUrl(id: $id, url: $url) { posterUrl } }';
const remove = 'mutation($id: ID!) { removeRoomPoster(id: $id) { posterUrl } }';
const file = 'query($id: ID!, $file: String!) { roomPosterFile(roomId: $id, file: $file) { storageKey contentType } }';

let t: TestSubgraph<RoomsServices>;
let storage: Storage;
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_POSTER_MAX_BYTES: '1000' } });
  storage = createStorage(t.subgraph.config);
});
afterAll(() => t?.stop());

async function newRoom(): Promise<string> {
  const data = await t.ok(asUser(owner), 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', {
    i: { slug: `poster-${randomUUID().slice(0, 8)}`, name: 'Posters' },
  });
  return data.createRoom.id;
}

/** What the REST bridge does: ask where, put the bytes there, register them. */
async function upload(roomId: string, bytes: Buffer, who = asUser(owner)) {
  const { stagingKey, maxBytes } = (await t.ok(who, begin, { id: roomId })).beginRoomPosterUpload;
  await storage.put(stagingKey, bytes);
  return { stagingKey, maxBytes, result: await t.call(who, register, { id: roomId, key: stagingKey }) };
}

describe('poster uploads', () => {
  it('makes a sniffed image the poster, served by name; a new one replaces (and deletes) the old file', async () => {
    const id = await newRoom();
    const first = await upload(id, png);
    expect(first.maxBytes).toBe(1000);
    expect(first.stagingKey).toMatch(new RegExp(`^rooms/staging/${owner}/`));
    const url = first.result.data?.registerRoomPosterUpload.posterUrl as string;
    expect(url).toMatch(new RegExp(`^/api/room-service/rooms/${id}/poster/poster-[0-9a-f-]{36}\\.png$`));
    expect(await storage.exists(first.stagingKey)).toBe(false);
    const name = url.split('/').at(-1)!;
    const stored = (await t.ok(guest, file, { id, file: name })).roomPosterFile;
    expect(stored).toEqual({ storageKey: `rooms/${id}/${name}`, contentType: 'image/png' });
    expect(await storage.read(stored.storageKey)).toEqual(png);

    const second = await upload(id, jpeg);
    const secondUrl = second.result.data?.registerRoomPosterUpload.posterUrl as string;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(await storage.exists(stored.storageKey)).toBe(false);
    expect(await t.refused(guest, file, { id, file: name })).toEqual({ status: 404, message: 'This room has no uploaded poster under this name' });
  });

  it.each([
    [Buffer.from('just some text, not an image'), 400, 'The poster must be a JPEG, PNG, GIF or WebP image'],
    [Buffer.alloc(0), 400, 'The uploaded poster is empty'],
    [Buffer.concat([png, Buffer.alloc(1000)]), 413, 'The uploaded poster is larger than the poster size limit'],
  ])('refuses a bad file (%#), deletes it and keeps the poster', async (bytes, status, message) => {
    const id = await newRoom();
    await t.ok(asUser(owner), setUrl, { id, url: 'https://img.example/p.png' });
    const { stagingKey, result } = await upload(id, bytes);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { status } });
    expect(await storage.exists(stagingKey)).toBe(false);
    expect((await em().findOneOrFail(RoomSchema, { id })).posterUrl).toBe('https://img.example/p.png');
  });

  it('refuses a staging key of another user or never staged', async () => {
    const id = await newRoom();
    const other = randomUUID();
    for (const key of [`rooms/staging/${other}/${randomUUID()}`, `rooms/staging/${owner}/${randomUUID()}`, `rooms/staging/${owner}/../x`]) {
      expect(await t.refused(asUser(owner), register, { id, key })).toEqual({
        status: 400,
        message: 'No staged poster under this key for this user: upload the file again',
      });
    }
  });

  it('lets only the owner, a coOwner or staff upload', async () => {
    const id = await newRoom();
    expect((await t.refused(asUser(randomUUID()), begin, { id })).status).toBe(403);
    expect((await t.refused(guest, begin, { id })).status).toBe(401);
    // A key staged while allowed does not help a stranger.
    const stranger = asUser(randomUUID());
    const other = await newRoom();
    await t.ok(asUser(owner), begin, { id: other });
    const key = `rooms/staging/${stranger.userId}/${randomUUID()}`;
    await storage.put(key, png);
    expect((await t.refused(stranger, register, { id, key })).status).toBe(403);
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('poster URLs and removal', () => {
  it('takes an http(s) URL, removes an uploaded file it replaces, and removes the poster', async () => {
    const id = await newRoom();
    const uploaded = await upload(id, png);
    const name = (uploaded.result.data?.registerRoomPosterUpload.posterUrl as string).split('/').at(-1)!;
    expect((await t.ok(asUser(owner), setUrl, { id, url: 'https://img.example/a.jpg' })).setRoomPosterUrl.posterUrl).toBe('https://img.example/a.jpg');
    expect(await storage.exists(`rooms/${id}/${name}`)).toBe(false);
    expect((await t.ok(asUser(owner), remove, { id })).removeRoomPoster.posterUrl).toBeNull();
    expect((await t.ok(asUser(owner), remove, { id })).removeRoomPoster.posterUrl).toBeNull();
  });

  it.each(['ftp://img.example/a.jpg', 'not a url', '/relative.png', `https://img.example/${'a'.repeat(2048)}`])('refuses %s', async (url) => {
    const id = await newRoom();
    expect(await t.refused(asUser(owner), setUrl, { id, url })).toEqual({
      status: 400,
      message: 'url must be an http or https URL of at most 2048 characters',
    });
  });

  it('refuses strangers and guests', async () => {
    const id = await newRoom();
    expect((await t.refused(asUser(randomUUID()), setUrl, { id, url: 'https://img.example/a.jpg' })).status).toBe(403);
    expect((await t.refused(guest, remove, { id })).status).toBe(401);
  });

  it('deletes the file with the room', async () => {
    const id = await newRoom();
    const uploaded = await upload(id, png);
    const name = (uploaded.result.data?.registerRoomPosterUpload.posterUrl as string).split('/').at(-1)!;
    await t.ok(asUser(owner), 'mutation($id: ID!) { deleteRoom(id: $id) { id } }', { id });
    expect(await storage.exists(`rooms/${id}/${name}`)).toBe(false);
  });
});
