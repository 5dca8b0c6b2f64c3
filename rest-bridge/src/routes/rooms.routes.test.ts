import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}

interface Caller {
  token: string;
  id: string;
}

let product: TestProduct;
let owner: Caller;
let other: Caller;
let admin: Caller;
let guest: string;
let service: string;

const base = '/api/room-service';
const call = (method: string, path: string, options: { body?: unknown; as?: Caller | string } = {}) =>
  callRest(`${product.restBridgeUrl}${base}${path}`, method, {
    body: options.body,
    token: typeof options.as === 'string' ? options.as : options.as?.token,
  }).then(({ status, json }) => ({ status, json }));

const error = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large' }[statusCode],
});

const session = async (path: string, body: Record<string, string>): Promise<Caller> => {
  const { json } = await callRest(`${product.restBridgeUrl}/api/user-service${path}`, 'POST', { body });
  return { token: json.accessToken, id: json.user.id };
};

/** A 1×1 PNG (the type is read from the content, so it must be a real one). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function postPoster(roomId: string, file: Buffer, as: Caller, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), 'poster.png');
  const response = await fetch(`${product.restBridgeUrl}${base}/rooms/${roomId}/poster`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as.token}` },
    body: form,
  });
  return { status: response.status, json: await response.json() };
}

async function createRoom(as: Caller, body: Record<string, unknown> = {}) {
  const slug = `rest-${randomUUID().slice(0, 8)}`;
  const created = await call('POST', '/rooms/infrastructure', { as, body: { slug, name: 'REST room', ...body } });
  expect(created.status).toBe(201);
  return created.json as { id: string; slug: string };
}

beforeAll(async () => {
  product = await startProduct({ env: { ROOM_POSTER_MAX_BYTES: '1000' } });
  owner = await session('/users/sign-up', { email: 'room-owner@example.com', password: 'a long secret' });
  other = await session('/users/sign-up', { email: 'room-other@example.com', password: 'a long secret' });
  admin = await session('/auth/login', { email: 'admin@backspin.local', password: 'backspin-admin' });
  guest = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/guest`, 'GET')).json.accessToken;
  const accounts = product.subgraphs.get('accounts')!;
  const key = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  service = await signAccessToken({ userId: randomUUID(), tokenType: 'service', roles: [] }, key, 300);
});
afterAll(() => product?.stop());

describe('POST /rooms/infrastructure, GET /rooms/{id}, GET /rooms/uuid/{uuid}', () => {
  it('creates a room (201) in the REST shape, never showing the password', async () => {
    const { status, json } = await call('POST', '/rooms/infrastructure', {
      as: owner,
      body: { slug: 'Rest-Private', name: ' Hidden ', type: 'PRIVATE', password: 'door code', design: 'THEATER', numberOfDjs: 3 },
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(String),
      slug: 'rest-private',
      name: 'Hidden',
      description: null,
      type: 'PRIVATE',
      design: 'THEATER',
      djType: 'EVERYONE',
      numberOfDjs: 3,
      ownerId: owner.id,
      hasPassword: true,
      posterUrl: null,
      externalUrl: null,
      pinnedMessages: [],
      promoted: false,
      promotedProviders: [],
      promotedAt: null,
      liveState: false,
      liveAudio: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await call('GET', `/rooms/${json.id}`)).toEqual({ status: 200, json });
    expect(await call('GET', '/rooms/REST-PRIVATE')).toEqual({ status: 200, json });
    expect(await call('GET', `/rooms/uuid/${json.id}`)).toEqual({ status: 200, json });
  });

  it.each([
    [undefined, { slug: 'no-token', name: 'x' }, 401, 'Unauthorized'],
    ['guest', { slug: 'no-token', name: 'x' }, 401, 'Unauthorized'],
    ['owner', { name: 'x' }, 400, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    ['owner', { slug: 'ok-slug' }, 400, 'name must be 1 to 80 characters'],
    ['owner', { slug: 'ok-slug', name: 'x', numberOfDjs: 11 }, 400, 'numberOfDjs must be between 1 and 10'],
    ['owner', { slug: 'ok-slug', name: 'x', password: 'door code' }, 400, 'only PRIVATE rooms have a password'],
    ['owner', { slug: 'lobby', name: 'x' }, 409, 'a room with this slug already exists'],
  ])('refuses (as %s) %j with %i', async (who, body, status, message) => {
    const as = who === 'owner' ? owner : who === 'guest' ? guest : undefined;
    expect(await call('POST', '/rooms/infrastructure', { as, body })).toEqual({ status, json: error(status, message) });
  });

  it('answers a wrongly typed field and a non-object body with 400', async () => {
    const typed = await call('POST', '/rooms/infrastructure', { as: owner, body: { slug: 'typed', name: 'x', numberOfDjs: '5' } });
    expect(typed.status).toBe(400);
    expect(typed.json.message).toContain('numberOfDjs');
    expect(await call('POST', '/rooms/infrastructure', { as: owner, body: '[1]' })).toEqual({ status: 400, json: error(400, 'Body must be a JSON object') });
  });

  it('answers 404 for an unknown room and 400 for a malformed uuid', async () => {
    expect(await call('GET', '/rooms/no-such-room')).toEqual({ status: 404, json: error(404, 'Room not found') });
    expect(await call('GET', `/rooms/uuid/${randomUUID()}`)).toEqual({ status: 404, json: error(404, 'Room not found') });
    expect(await call('GET', '/rooms/uuid/lobby')).toEqual({ status: 400, json: error(400, 'uuid must be a UUID') });
  });
});

describe('PATCH /rooms/{id} and the /infrastructure variants', () => {
  it('changes settings; a new slug keeps the old one leading to the room', async () => {
    const room = await createRoom(owner);
    const patched = await call('PATCH', `/rooms/${room.id}`, { as: owner, body: { slug: `${room.slug}-new`, name: 'Renamed', design: 'BARN' } });
    expect(patched).toMatchObject({ status: 200, json: { slug: `${room.slug}-new`, name: 'Renamed', design: 'BARN' } });
    expect(await call('GET', `/rooms/${room.slug}`)).toMatchObject({ status: 200, json: { id: room.id, slug: `${room.slug}-new` } });
    const again = await call('PATCH', `/rooms/${room.id}/infrastructure`, { as: owner, body: { description: 'Via infrastructure' } });
    expect(again).toMatchObject({ status: 200, json: { description: 'Via infrastructure', name: 'Renamed' } });
  });

  it('tells a room’s subscribers through the gateway: a settings patch, then SLUG_CHANGED', async () => {
    const room = await createRoom(owner);
    await call('PATCH', `/rooms/${room.id}`, { as: owner, body: { name: 'Before' } }); // the room's state exists
    const client = createClient({
      url: product.gatewayWsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${other.token}` },
    });
    try {
      const events = client.iterate<{ roomEvents: { seq: number; kind: string; patch: { op: string; path: string; value?: unknown }[] | null; data: unknown } }>({
        query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq kind patch data } }',
        variables: { r: room.id },
      });
      const first = events.next();
      await product.gateway.hub.until((hub) => hub.subscribers === 1);
      expect((await call('PATCH', `/rooms/${room.id}`, { as: owner, body: { slug: `${room.slug}-moved` } })).status).toBe(200);
      const patch = (await first).value!.data!.roomEvents;
      expect(patch).toMatchObject({ kind: 'PATCH', patch: [{ op: 'replace', path: '/settings/slug', value: `${room.slug}-moved` }] });
      const notice = (await events.next()).value!.data!.roomEvents;
      expect(notice).toMatchObject({ seq: patch.seq + 1, kind: 'SLUG_CHANGED', data: { slug: `${room.slug}-moved`, previousSlug: room.slug } });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });

  it('sets DJ type, live audio, live state and DJ seats by their own paths', async () => {
    const room = await createRoom(owner);
    expect(await call('PATCH', `/rooms/dj-type/${room.id}/infrastructure`, { as: owner, body: { djType: 'INVITE_ONLY' } })).toMatchObject({
      status: 200,
      json: { djType: 'INVITE_ONLY' },
    });
    expect((await call('PATCH', `/rooms/live-audio/${room.id}/infrastructure`, { as: owner, body: { liveAudio: true } })).json.liveAudio).toBe(true);
    expect((await call('PATCH', `/rooms/live-state/${room.id}/infrastructure`, { as: owner, body: { liveState: true } })).json.liveState).toBe(true);
    expect((await call('PATCH', `/rooms/dj-seats/${room.id}/infrastructure`, { as: owner, body: { numberOfDjs: 2 } })).json.numberOfDjs).toBe(2);
    expect(await call('PATCH', `/rooms/dj-seats/${room.id}/infrastructure`, { as: owner, body: {} })).toEqual({
      status: 400,
      json: error(400, 'numberOfDjs must be a whole number from 1 to 10'),
    });
    expect(await call('PATCH', `/rooms/live-audio/${room.id}/infrastructure`, { as: owner, body: {} })).toEqual({
      status: 400,
      json: error(400, 'liveAudio must be true or false'),
    });
    expect(await call('PATCH', `/rooms/dj-seats/${room.id}/infrastructure`, { as: owner, body: { numberOfDjs: 0 } })).toEqual({
      status: 400,
      json: error(400, 'numberOfDjs must be between 1 and 10'),
    });
    const badEnum = await call('PATCH', `/rooms/dj-type/${room.id}/infrastructure`, { as: owner, body: { djType: 'ANYONE' } });
    expect(badEnum.status).toBe(400);
    expect(badEnum.json.message).toContain('DjType');
    expect((await call('GET', `/rooms/${room.id}`)).json).toMatchObject({ djType: 'INVITE_ONLY', numberOfDjs: 2, liveAudio: true, liveState: true });
  });

  it('refuses other users (403), guests (401), unknown rooms (404)', async () => {
    const room = await createRoom(owner);
    const forbidden = error(403, 'Only the room owner, a coOwner or platform staff may change room settings');
    expect(await call('PATCH', `/rooms/${room.id}`, { as: other, body: { name: 'Mine now' } })).toEqual({ status: 403, json: forbidden });
    expect(await call('PATCH', `/rooms/live-state/${room.id}/infrastructure`, { as: other, body: { liveState: true } })).toEqual({ status: 403, json: forbidden });
    expect((await call('PATCH', `/rooms/${room.id}`, { as: guest, body: { name: 'x' } })).status).toBe(401);
    expect(await call('PATCH', `/rooms/${randomUUID()}`, { as: owner, body: { name: 'x' } })).toEqual({ status: 404, json: error(404, 'Room not found') });
    expect((await call('GET', `/rooms/${room.id}`)).json.name).toBe('REST room');
  });
});

describe('promotion', () => {
  it('needs the promoteRoom capability (with owner rights) or staff; promoted rooms list by providers', async () => {
    const room = await createRoom(owner);
    expect(await call('PATCH', `/rooms/promote/${room.id}/infrastructure`, { as: owner, body: { providers: ['spotify'] } })).toEqual({
      status: 403,
      json: error(403, 'Promoting a room needs the promoteRoom capability'),
    });
    const granted = await callRest(`${product.restBridgeUrl}/api/user-service/users/${owner.id}/capabilities/promoteRoom`, 'PUT', { token: admin.token });
    expect(granted.status).toBe(200);
    // The grant ends the owner's older tokens (they carry no capability); a new sign-in carries it.
    const promoter = await session('/auth/login', { email: 'room-owner@example.com', password: 'a long secret' });
    owner.token = promoter.token;
    const promoted = await call('PATCH', `/rooms/promote/${room.id}/infrastructure`, { as: promoter, body: { providers: ['spotify'] } });
    expect(promoted).toMatchObject({ status: 200, json: { promoted: true, promotedProviders: ['spotify'] } });
    const allProviders = await createRoom(owner);
    await call('PATCH', `/rooms/promote/${allProviders.id}/infrastructure`, { as: admin, body: {} });

    const slugs = async (query: string) => ((await call('GET', `/rooms/promoted-rooms${query}`)).json as { slug: string }[]).map((r) => r.slug);
    expect(await slugs('')).toEqual([allProviders.slug, room.slug]);
    expect(await slugs('?providers=spotify&providers=apple')).toEqual([allProviders.slug, room.slug]);
    expect(await slugs('?providers=apple')).toEqual([allProviders.slug]);
    expect((await call('GET', '/rooms/promoted-rooms?providers=not%20valid')).status).toBe(400);

    expect(await call('PATCH', `/rooms/promote/${room.id}/infrastructure`, { as: promoter, body: { promoted: false } })).toMatchObject({
      status: 200,
      json: { promoted: false, promotedProviders: [] },
    });
  });
});

describe('pinned messages, external URL, poster', () => {
  it('replaces the pinned messages (texts or {messageId, text}), at most 5', async () => {
    const room = await createRoom(owner);
    const messageId = randomUUID();
    const pinned = await call('POST', `/rooms/${room.id}/pinned-messages`, { as: owner, body: { pinnedMessages: ['Welcome', { messageId, text: 'Rules' }] } });
    expect(pinned.status).toBe(200);
    expect(pinned.json.pinnedMessages).toEqual([
      { messageId: null, text: 'Welcome', pinnedBy: owner.id, pinnedAt: expect.any(String) },
      { messageId, text: 'Rules', pinnedBy: owner.id, pinnedAt: expect.any(String) },
    ]);
    const tooMany = await call('POST', `/rooms/${room.id}/pinned-messages`, { as: owner, body: { pinnedMessages: ['1', '2', '3', '4', '5', '6'] } });
    expect(tooMany).toEqual({
      status: 400,
      json: error(400, 'pinnedMessages must be a list of at most 5 messages, each a text of 1 to 500 characters with an optional messageId (UUID)'),
    });
    expect((await call('POST', `/rooms/${room.id}/pinned-messages`, { as: owner, body: {} })).status).toBe(400);
    expect((await call('POST', `/rooms/${room.id}/pinned-messages`, { as: other, body: { pinnedMessages: ['x'] } })).status).toBe(403);
  });

  it('sets and removes the external URL, http(s) only', async () => {
    const room = await createRoom(owner);
    expect((await call('POST', `/rooms/${room.id}/externalUrl`, { as: owner, body: { externalUrl: 'https://example.com/live' } })).json.externalUrl).toBe(
      'https://example.com/live',
    );
    expect(await call('POST', `/rooms/${room.id}/externalUrl`, { as: owner, body: { externalUrl: 'ftp://example.com' } })).toEqual({
      status: 400,
      json: error(400, 'externalUrl must be an http or https URL of at most 2048 characters'),
    });
    expect((await call('POST', `/rooms/${room.id}/externalUrl`, { as: owner, body: { externalUrl: null } })).json.externalUrl).toBeNull();
  });

  it('uploads a poster image, serves it, replaces it by URL and removes it', async () => {
    const room = await createRoom(owner);
    const uploaded = await postPoster(room.id, png, owner);
    expect(uploaded.status).toBe(200);
    const posterUrl = uploaded.json.posterUrl as string;
    expect(posterUrl).toMatch(new RegExp(`^${base}/rooms/${room.id}/poster/poster-[0-9a-f-]+\\.png$`));
    const image = await fetch(`${product.restBridgeUrl}${posterUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    const byUrl = await call('POST', `/rooms/${room.id}/poster`, { as: owner, body: { url: 'https://img.example/p.jpg' } });
    expect(byUrl).toMatchObject({ status: 200, json: { posterUrl: 'https://img.example/p.jpg' } });
    expect((await fetch(`${product.restBridgeUrl}${posterUrl}`)).status).toBe(404);
    expect(await call('DELETE', `/rooms/${room.id}/poster`, { as: owner })).toMatchObject({ status: 200, json: { posterUrl: null } });
  });

  it('refuses a file that is not an image (400), too large (413), missing (400), a bad URL (400), a stranger (403)', async () => {
    const room = await createRoom(owner);
    expect(await postPoster(room.id, Buffer.from('%PDF-1.4 not an image'), owner)).toEqual({
      status: 400,
      json: error(400, 'The poster must be a JPEG, PNG, GIF or WebP image'),
    });
    expect(await postPoster(room.id, Buffer.concat([png, Buffer.alloc(1000)]), owner)).toEqual({
      status: 413,
      json: error(413, 'The uploaded poster is larger than the poster size limit'),
    });
    const missing = 'Send the poster as multipart/form-data with one file field named "file", or as JSON {"url": "https://..."}';
    expect(await postPoster(room.id, png, owner, 'image')).toEqual({ status: 400, json: error(400, missing) });
    expect(await call('POST', `/rooms/${room.id}/poster`, { as: owner, body: {} })).toEqual({ status: 400, json: error(400, missing) });
    expect(await call('POST', `/rooms/${room.id}/poster`, { as: owner, body: { url: 'file:///etc/passwd' } })).toEqual({
      status: 400,
      json: error(400, 'url must be an http or https URL of at most 2048 characters'),
    });
    expect((await postPoster(room.id, png, other)).status).toBe(403);
    expect((await call('GET', `/rooms/${room.id}`)).json.posterUrl).toBeNull();
    expect((await fetch(`${product.restBridgeUrl}${base}/rooms/${room.id}/poster/poster-x.png`)).status).toBe(404);
  });
});

describe('lists', () => {
  it('public with limit and offset; mine and owned; multiple; a user’s rooms; private count', async () => {
    const first = await createRoom(other);
    const second = await createRoom(other, { type: 'PRIVATE' });
    const third = await createRoom(other);
    const page = (await call('GET', '/rooms/public?limit=2&offset=0')).json as { slug: string }[];
    expect(page.map((r) => r.slug)).toEqual([third.slug, first.slug]);
    expect((await call('GET', '/rooms/public?limit=abc')).status).toBe(400);
    const owned = (await call('GET', '/rooms/owned-rooms/list', { as: other })).json as { slug: string }[];
    expect(owned.map((r) => r.slug)).toEqual([third.slug, second.slug, first.slug]);
    expect(((await call('GET', '/rooms/mine/list', { as: other })).json as { slug: string }[]).map((r) => r.slug)).toEqual(owned.map((r) => r.slug));
    expect((await call('GET', '/rooms/mine/list')).status).toBe(401);
    const multiple = (await call('GET', `/rooms/multiple/list?room=${third.slug}&room=${first.id}&room=nothing-here`)).json as { slug: string }[];
    expect(multiple.map((r) => r.slug)).toEqual([third.slug, first.slug]);
    expect(await call('GET', '/rooms/multiple/list')).toEqual({ status: 400, json: error(400, 'room must list 1 to 50 room ids or slugs') });
    expect(((await call('GET', `/rooms/users/${other.id}`)).json as { slug: string }[]).map((r) => r.slug)).toEqual([third.slug, first.slug]);
    expect(((await call('GET', `/rooms/users/${other.id}`, { as: other })).json as unknown[]).length).toBe(3);
    const count = (await call('GET', '/rooms/private-count')).json.count as number;
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('service lists for staff and service tokens only', async () => {
    const list = await call('GET', '/rooms/service/list?take=1&skip=0', { as: service });
    expect(list).toMatchObject({ status: 200, json: [{ slug: 'lobby' }] });
    expect(await call('GET', '/rooms/service/list', { as: owner })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    expect((await call('GET', `/rooms/service/room/${list.json[0].id}`, { as: service })).json.slug).toBe('lobby');
    expect((await call('GET', `/rooms/users/service/${owner.id}`, { as: service })).status).toBe(200);
    expect((await call('GET', `/rooms/users/service/${owner.id}`, { as: owner })).status).toBe(403);
  });

  it('POST /rooms/list finds private rooms by password', async () => {
    const room = await createRoom(owner, { type: 'PRIVATE', password: 'find me please' });
    expect(await call('POST', '/rooms/list', { as: guest, body: { password: 'find me please' } })).toMatchObject({ status: 200, json: [{ id: room.id }] });
    expect(await call('POST', '/rooms/list', { as: guest, body: { password: 'nothing like it' } })).toEqual({ status: 200, json: [] });
    expect(await call('POST', '/rooms/list', { body: { password: 'find me please' } })).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('POST', '/rooms/list', { as: owner, body: {} })).toEqual({ status: 400, json: error(400, 'password must be a string of 4 to 128 characters') });
  });

  it('POST and GET /rooms/recent', async () => {
    const room = await createRoom(owner);
    expect(await call('POST', '/rooms/recent', { as: other, body: { roomId: 'lobby' } })).toMatchObject({ status: 201, json: { slug: 'lobby' } });
    expect(await call('POST', '/rooms/recent', { as: other, body: { roomId: room.id } })).toMatchObject({ status: 201, json: { id: room.id } });
    const recent = (await call('GET', '/rooms/recent', { as: other })).json as { slug: string }[];
    expect(recent.map((r) => r.slug)).toEqual([room.slug, 'lobby']);
    expect((await call('GET', '/rooms/rockset/recently-visited-rooms', { as: other })).json).toEqual(recent);
    expect(await call('POST', '/rooms/recent', { as: other, body: { roomId: 'gone-room' } })).toEqual({ status: 404, json: error(404, 'Room not found') });
    expect(await call('POST', '/rooms/recent', { as: other, body: {} })).toEqual({ status: 400, json: error(400, 'roomId must be a room id or slug') });
    expect((await call('GET', '/rooms/recent')).status).toBe(401);
  });
});

describe('DELETE /rooms/{id}/infrastructure', () => {
  it('lets the owner (or staff) delete; others get 403', async () => {
    const room = await createRoom(owner);
    expect(await call('DELETE', `/rooms/${room.id}/infrastructure`, { as: other })).toEqual({
      status: 403,
      json: error(403, 'Only the room owner or platform staff may delete a room'),
    });
    expect(await call('DELETE', `/rooms/${room.id}/infrastructure`, { as: owner })).toEqual({
      status: 200,
      json: { id: room.id, slug: room.slug, deleted: true },
    });
    expect((await call('GET', `/rooms/${room.id}`)).status).toBe(404);
    expect((await call('DELETE', `/rooms/${room.id}/infrastructure`, { as: owner })).status).toBe(404);
  });
});

describe('admin paths', () => {
  it('GET /admin/rooms takes the nestjsx list query: an array, or a page with offset or page', async () => {
    const rows = await call('GET', '/admin/rooms?filter=slug||$eq||lobby&fields=slug,name', { as: admin });
    expect(rows).toEqual({ status: 200, json: [{ id: expect.any(String), slug: 'lobby', name: 'Lobby' }] });
    const paged = await call('GET', '/admin/rooms?filter=slug||$starts||rest-&sort=createdAt,ASC&limit=2&page=2&fields=slug', { as: admin });
    expect(paged.status).toBe(200);
    expect(paged.json).toMatchObject({ count: 2, page: 2, pageCount: Math.ceil(paged.json.total / 2) });
    expect(paged.json.data).toHaveLength(2);
    expect(Object.keys(paged.json.data[0]).sort()).toEqual(['id', 'slug']);
    const s = await call('GET', `/admin/rooms?s=${encodeURIComponent(JSON.stringify({ $or: [{ slug: 'lobby' }, { type: 'PRIVATE' }] }))}&fields=type`, { as: admin });
    expect(s.status).toBe(200);
    expect((s.json as { type: string }[]).every((r) => r.type === 'PRIVATE' || r.type === 'PUBLIC')).toBe(true);
    expect((s.json as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['filter=passwordHash||$notnull', 'filter: unknown field "passwordHash"'],
    ['filter=ownerId||$eq||nope', 'where: "ownerId" takes a UUID, not "nope"'],
    ['sort=name,UP', 'sort: invalid direction "UP" for "name" (expected ASC or DESC)'],
    ['limit=-1', 'limit: expected a non-negative integer, got "-1"'],
  ])('GET /admin/rooms?%s is a 400', async (query, message) => {
    expect(await call('GET', `/admin/rooms?${query}`, { as: admin })).toEqual({ status: 400, json: error(400, message) });
  });

  it('admin paths are for administrators', async () => {
    expect(await call('GET', '/admin/rooms', { as: owner })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    expect((await call('GET', '/admin/rooms')).status).toBe(401);
    const room = await createRoom(owner);
    expect(await call('GET', `/admin/rooms/${room.id}?fields=slug`, { as: admin })).toEqual({ status: 200, json: { id: room.id, slug: room.slug } });
    expect((await call('GET', `/admin/rooms/${room.id}`, { as: owner })).status).toBe(403);
    const patched = await call('PATCH', `/rooms/admin/${room.id}`, { as: admin, body: { name: 'By admin', promoted: true, promotedProviders: ['deezer'] } });
    expect(patched).toMatchObject({ status: 200, json: { name: 'By admin', promoted: true, promotedProviders: ['deezer'] } });
    expect((await call('PATCH', `/rooms/admin/${room.id}`, { as: owner, body: { name: 'x' } })).status).toBe(403);
  });

  it('sets and clears the guest password (administrators only)', async () => {
    expect(await call('POST', '/rooms/admin/guest-password', { as: owner, body: { password: 'guest pass' } })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    expect(await call('POST', '/rooms/admin/guest-password', { as: admin, body: { password: 'abc' } })).toEqual({
      status: 400,
      json: error(400, 'password must be 4 to 128 characters'),
    });
    expect(await call('POST', '/rooms/admin/guest-password', { as: admin, body: { password: 'guest pass' } })).toEqual({
      status: 200,
      json: { guestPasswordRequired: true },
    });
    expect(await call('DELETE', '/rooms/admin/guest-password', { as: admin })).toEqual({ status: 200, json: { cleared: true, guestPasswordRequired: false } });
    expect(await call('DELETE', '/rooms/admin/guest-password', { as: admin })).toEqual({ status: 200, json: { cleared: false, guestPasswordRequired: false } });
    expect((await call('DELETE', '/rooms/admin/guest-password', { as: guest })).status).toBe(401);
  });
});
