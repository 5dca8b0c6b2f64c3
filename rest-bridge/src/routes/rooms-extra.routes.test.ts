import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

/** What these tests use of the library's services (a catalogue song to look up). */
interface LibraryServicesUsed {
  songs: { upsertCatalogEntry(em: EntityManager, entry: Record<string, unknown>): Promise<{ id: string; shortId: string }> };
}

let product: TestProduct;
let admin: string;
let ada: { id: string; token: string };
let bob: { id: string; token: string };

const room = '/api/room-service';
const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${product.restBridgeUrl}${room}${path}`, method, { token, body });
async function signUp(email: string) {
  const r = await callRest(`${product.restBridgeUrl}/api/user-service/users/sign-up`, 'POST', { body: { email, password: 'a long secret' } });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, token: r.json.accessToken as string };
}
async function createRoom(token: string): Promise<string> {
  const r = await postGraphQL<{ createRoom: { id: string } }>(product.gatewayUrl, 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', {
    i: { slug: `extra-${randomUUID().slice(0, 8)}`, name: 'Extra' },
  }, token);
  return r.data!.createRoom.id;
}

beforeAll(async () => {
  product = await startProduct();
  const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: 'admin@backspin.local', password: 'backspin-admin' } });
  admin = login.json.accessToken;
  const tag = randomUUID().slice(0, 8);
  ada = await signUp(`extra-rest-ada-${tag}@example.com`);
  bob = await signUp(`extra-rest-bob-${tag}@example.com`);
});
afterAll(() => product?.stop());

describe('DELETE /rooms/conversation/{id}', () => {
  it('the room’s owner deletes its chat history; others get 403; a bad id 400', async () => {
    const id = await createRoom(ada.token);
    expect(await call('DELETE', `/rooms/conversation/${id}`, bob.token)).toMatchObject({
      status: 403,
      json: { message: 'Only the room’s owner, coOwners, moderators or platform moderators may delete its conversation' },
    });
    expect(await call('DELETE', `/rooms/conversation/${id}`, ada.token)).toMatchObject({ status: 200, json: { roomId: id, deleted: 0 } });
    expect(await call('DELETE', '/rooms/conversation/nope', ada.token)).toMatchObject({ status: 400 });
    expect(await call('DELETE', `/rooms/conversation/${id}`)).toMatchObject({ status: 401 });
  });
});

describe('Discord activity rooms', () => {
  it('POST /rooms/discord/{guild} opens the guild’s room once; GET /rooms/discord/list/{guild} lists it', async () => {
    const guild = String(200_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e9)));
    expect(await call('GET', `/rooms/discord/list/${guild}`)).toMatchObject({ status: 200, json: [] });
    const [first, second] = await Promise.all([call('POST', `/rooms/discord/${guild}`, ada.token), call('POST', `/rooms/discord/${guild}`, bob.token)]);
    expect(first).toMatchObject({ status: 200, json: { slug: `discord-${guild}` } });
    expect(second.json.id).toBe(first.json.id);
    expect(await call('GET', `/rooms/discord/list/${guild}`)).toMatchObject({ status: 200, json: [{ id: first.json.id }] });
    expect(await call('POST', '/rooms/discord/not-a-guild', ada.token)).toMatchObject({
      status: 400,
      json: { message: 'guild must be a Discord guild id (a snowflake: 17 to 20 digits)' },
    });
    expect(await call('POST', `/rooms/discord/${guild}1`)).toMatchObject({ status: 401 });
  });
});

describe('PATCH and DELETE /rooms/user/{userId}', () => {
  it('administrators change and then delete every room a user owns; users get 403', async () => {
    const owner = await signUp(`extra-rest-owner-${randomUUID().slice(0, 8)}@example.com`);
    const ids = [await createRoom(owner.token), await createRoom(owner.token)];
    expect(await call('PATCH', `/rooms/user/${owner.id}`, owner.token, { type: 'PRIVATE' })).toMatchObject({
      status: 403,
      json: { message: 'Only administrators may change or delete a user’s rooms' },
    });
    const patched = await call('PATCH', `/rooms/user/${owner.id}`, admin, { type: 'PRIVATE', liveState: true });
    expect(patched.status).toBe(200);
    expect(patched.json.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
    expect(patched.json.every((r: { type: string; liveState: boolean }) => r.type === 'PRIVATE' && r.liveState)).toBe(true);
    expect(await call('PATCH', `/rooms/user/${owner.id}`, admin, { numberOfDjs: 'many' })).toMatchObject({ status: 400, json: { message: 'numberOfDjs must be between 1 and 10' } });
    expect(await call('PATCH', `/rooms/user/${owner.id}`, admin, { liveAudio: 'yes' })).toMatchObject({ status: 400, json: { message: 'liveAudio must be true or false' } });
    expect(await call('PATCH', `/rooms/user/${owner.id}`, admin, { type: 'SECRET' })).toMatchObject({ status: 400 });
    expect(await call('DELETE', `/rooms/user/${owner.id}`, owner.token)).toMatchObject({ status: 403 });
    const deleted = await call('DELETE', `/rooms/user/${owner.id}`, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toHaveLength(2);
    expect(await call('GET', `/rooms/${ids[0]}`, admin)).toMatchObject({ status: 404 });
  });
});

describe('GET /admin/djs', () => {
  it('is for administrators: a nestjsx list, and one DJ by id (404 for a user who never played)', async () => {
    expect(await call('GET', '/admin/djs', ada.token)).toMatchObject({ status: 403 });
    const list = await call('GET', '/admin/djs?limit=5&offset=0', admin);
    expect(list).toMatchObject({ status: 200, json: { data: expect.any(Array), page: 1 } });
    expect(await call('GET', `/admin/djs/${ada.id}`, admin)).toMatchObject({ status: 404, json: { message: 'DJ not found' } });
  });
});

describe('POST /metadata', () => {
  it('finds a catalogue song by provider link or by ISRC; neither given is 400, none found 404', async () => {
    const library = product.subgraphs.get('library')!;
    const spotifyId = `${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    const isrc = `USRC1${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const song = await (library.services as LibraryServicesUsed).songs.upsertCatalogEntry(library.db.em.fork(), {
      trackName: 'Looked Up',
      artistName: 'Meta Artist',
      duration: 200,
      status: 'SUCCESS',
      isrc,
      musicProviders: { spotify: spotifyId },
    });
    expect(await call('POST', '/metadata', undefined, { url: `https://open.spotify.com/track/${spotifyId}` })).toMatchObject({
      status: 200,
      json: { id: song.id, trackName: 'Looked Up', artistName: 'Meta Artist', isrc, musicProviders: [{ provider: 'spotify', id: spotifyId }] },
    });
    expect(await call('POST', '/metadata', undefined, { isrc: isrc.toLowerCase() })).toMatchObject({ status: 200, json: { id: song.id } });
    expect(await call('POST', '/metadata', undefined, {})).toMatchObject({ status: 400, json: { message: 'Give a provider link (url) or an isrc' } });
    expect(await call('POST', '/metadata', undefined, { isrc: 'nope' })).toMatchObject({ status: 400 });
    expect(await call('POST', '/metadata', undefined, { isrc: 'ZZZZZ0000001' })).toMatchObject({ status: 404, json: { message: 'Song not found' } });
  });
});
