import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { demoSongs } from '@backspin/library';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

// The DJ fans, devices and push notification paths of spec 2 §7 through the bridge: statuses, messages and shapes.
// No push service is configured here (the subgraph tests run FCM and Web Push fakes): notifications land in the in-app list.

let product: TestProduct;
type Name = 'dj' | 'fan' | 'other' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });
const gql = async (as: Name, query: string, variables: Record<string, unknown> = {}) => {
  const r = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, users[as].token);
  expect(r.errors).toBeUndefined();
  return r.data!;
};

beforeAll(async () => {
  product = await startProduct();
  for (const name of ['dj', 'fan', 'other'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-push-${name}-${randomUUID().slice(0, 6)}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const login = await postGraphQL<{ login: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
  );
  users.admin = { id: login.data!.login.user.id, token: login.data!.login.accessToken };
});
afterAll(() => product?.stop());

describe('/api/room-service/dj-fans', () => {
  it('follows (201), counts, pages, lists followed DJs, shows and deletes a follow', async () => {
    const followed = await call('POST', '/dj-fans', 'fan', { djId: users.dj.id });
    expect(followed).toEqual({ status: 201, json: { id: expect.any(String), djId: users.dj.id, fanId: users.fan.id, notify: true, createdAt: expect.any(String) } });
    await call('POST', '/dj-fans', 'other', { djId: users.dj.id, notify: false });
    expect(await call('GET', `/dj-fans/count/${users.dj.id}`, null)).toEqual({ status: 200, json: { count: 2 } });
    const page = await call('GET', `/dj-fans/dj-fans-paginated/${users.dj.id}?skip=0&take=1`, null);
    expect(page).toMatchObject({ status: 200, json: { total: 2, items: [{ djId: users.dj.id, notify: null }] } });
    expect((await call('GET', `/dj-fans/dj-fans/${users.dj.id}`, 'dj')).json).toHaveLength(2);
    expect(await call('GET', `/dj-fans/${users.fan.id}/djs-followed`, null)).toMatchObject({ status: 200, json: { total: 1, items: [{ djId: users.dj.id }] } });
    expect(await call('GET', '/dj-fans', 'other')).toMatchObject({ status: 200, json: { total: 1, items: [{ djId: users.dj.id, notify: false }] } });
    expect(await call('GET', `/dj-fans/dj-fan/${users.dj.id}`, 'fan')).toMatchObject({ status: 200, json: { fanId: users.fan.id } });
    expect(await call('GET', `/dj-fans/admin/${users.dj.id}`, 'admin')).toMatchObject({ status: 200, json: { total: 2 } });
    expect(await call('GET', `/dj-fans/admin/${users.dj.id}`, 'fan')).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    expect(await call('DELETE', `/dj-fans/${users.dj.id}`, 'other')).toMatchObject({ status: 200, json: { fanId: users.other.id } });
    expect(await call('GET', `/dj-fans/dj-fan/${users.dj.id}`, 'other')).toEqual({ status: 404, json: error(404, 'You do not follow this DJ', 'Not Found') });
    expect(await call('DELETE', `/dj-fans/${users.dj.id}`, 'other')).toEqual({ status: 404, json: error(404, 'You do not follow this DJ', 'Not Found') });
  });

  it('refuses bad input', async () => {
    expect(await call('POST', '/dj-fans', 'fan', { djId: 'nope' })).toEqual({ status: 400, json: error(400, 'djId must be a UUID', 'Bad Request') });
    expect(await call('POST', '/dj-fans', 'fan', { djId: users.fan.id })).toEqual({ status: 400, json: error(400, 'You cannot follow yourself', 'Bad Request') });
    expect(await call('POST', '/dj-fans', null, { djId: users.dj.id })).toEqual({ status: 401, json: error(401, 'Unauthorized', 'Unauthorized') });
    expect(await call('GET', `/dj-fans/dj-fans-paginated/${users.dj.id}?take=101`, null)).toEqual({
      status: 400,
      json: error(400, 'skip must be a whole number from 0 and take a whole number from 1 to 100', 'Bad Request'),
    });
  });

  it('a DJ taking a seat tells their fans (in-app list); asking again in the period tells nobody; off a seat: 409', async () => {
    expect(await call('GET', '/dj-fans-notification', 'dj')).toEqual({ status: 409, json: error(409, 'Take a DJ seat first: your fans are told when you DJ', 'Conflict') });
    expect(await call('POST', '/notifications/dj-fans', 'fan', { djId: users.dj.id })).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    const room = await gql('dj', 'mutation($s: String!) { createRoom(input: { slug: $s, name: "Push room" }) { id } }', { s: `push-${randomUUID().slice(0, 8)}` });
    const roomId = room.createRoom.id as string;
    await gql('dj', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [demoSongs[0]!.id] });
    await gql('dj', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    await gql('dj', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const list = await call('GET', '/', 'fan');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      { id: expect.any(String), kind: 'djSeated', title: expect.stringMatching(/is DJing now$/), body: 'Join them in Push room', data: expect.objectContaining({ djId: users.dj.id, roomId }), senderId: null, createdAt: expect.any(String) },
    ]);
    expect(await call('GET', '/dj-fans-notification', 'dj')).toEqual({ status: 200, json: { notified: 0 } });
    expect(await call('POST', '/notifications/dj-fans', 'admin', { djId: users.dj.id })).toEqual({ status: 201, json: { notified: 0 } });
    expect((await call('GET', '/', 'fan')).json).toHaveLength(1);
    expect(await call('GET', `/room-users-notification?roomId=${roomId}&title=Hello&body=room`, 'dj')).toEqual({ status: 200, json: { notified: 1 } });
    expect(await call('POST', '/mobileNotification/room-users', 'fan', { roomId, title: 'Hi', body: 'all' })).toEqual({
      status: 403,
      json: error(403, 'Only the room’s owner, co-owners and moderators may notify everyone in the room', 'Forbidden'),
    });
    expect(await call('GET', '/room-users-notification?title=Hello&body=room', 'dj')).toMatchObject({ status: 400 });
  });
});

describe('/api/room-service/devices', () => {
  it('registers (201), reads one and all, deletes by token and by user and token', async () => {
    const token = `fcm:${randomUUID()}`;
    const registered = await call('POST', '/devices', 'fan', { devicePlatform: 'android', token });
    expect(registered).toEqual({
      status: 201,
      json: { id: expect.any(String), userId: users.fan.id, devicePlatform: 'android', token, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    expect(await call('GET', `/devices/single-device/${users.fan.id}/${encodeURIComponent(token)}`, 'fan')).toMatchObject({ status: 200, json: { token } });
    expect(await call('GET', `/devices/all-devices/${users.fan.id}`, 'admin')).toMatchObject({ status: 200, json: [{ token }] });
    expect(await call('GET', `/devices/all-devices/${users.fan.id}`, 'other')).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    expect(await call('DELETE', `/devices/${encodeURIComponent(token)}`, 'other')).toEqual({ status: 404, json: error(404, 'Device not found', 'Not Found') });
    expect(await call('DELETE', `/devices/${encodeURIComponent(token)}`, 'fan')).toMatchObject({ status: 200, json: { token } });
    const second = `fcm:${randomUUID()}`;
    await call('POST', '/devices', 'fan', { devicePlatform: 'ios', token: second });
    expect(await call('DELETE', `/devices/${users.fan.id}/${encodeURIComponent(second)}`, 'admin')).toMatchObject({ status: 200, json: { token: second } });
    expect(await call('GET', `/devices/all-devices/${users.fan.id}`, 'fan')).toEqual({ status: 200, json: [] });
  });

  it('refuses bad input, changing nothing', async () => {
    expect(await call('POST', '/devices', 'other', { devicePlatform: 'windows', token: 'x' })).toEqual({ status: 400, json: error(400, 'devicePlatform must be ios, android or web', 'Bad Request') });
    expect(await call('POST', '/devices', 'other', { devicePlatform: 'ios' })).toEqual({ status: 400, json: error(400, 'token must be a push token of 1 to 4096 characters', 'Bad Request') });
    expect(await call('POST', '/web-notifications/subscription', 'other', { endpoint: 'https://evil.test/x', keys: { p256dh: 'a', auth: 'b' } })).toMatchObject({ status: 400 });
    expect(await call('GET', `/devices/all-devices/${users.other.id}`, 'other')).toEqual({ status: 200, json: [] });
  });
});

describe('/api/room-service push notification paths', () => {
  it('users notify themselves; other users and the admin paths are staff’s; silent ones carry data only', async () => {
    expect(await call('POST', '/mobileNotification', 'other', { title: 'Me', body: 'myself' })).toEqual({ status: 201, json: { notified: 1 } });
    const forbidden = { status: 403, json: error(403, 'Only platform staff may send notifications to other users', 'Forbidden') };
    expect(await call('POST', '/mobileNotification/custom-message', 'other', { userIds: [users.fan.id], title: 'Hi', body: 'you' })).toEqual(forbidden);
    expect(await call('POST', '/mobileNotification/admin', 'other', { title: 'Hi', body: 'me' })).toEqual(forbidden);
    expect(await call('POST', '/mobileNotification/user/admin', 'admin', { userId: users.other.id, title: 'From', body: 'staff' })).toEqual({ status: 201, json: { notified: 1 } });
    expect(await call('POST', '/notifications/custom-message', 'admin', { userIds: [users.other.id, users.fan.id], title: 'All', message: 'devices' })).toEqual({
      status: 201,
      json: { notified: 2 },
    });
    expect(await call('POST', '/mobileNotification/user/admin/silent-nofitication', 'admin', { userId: users.other.id, data: { sync: 'crates' } })).toEqual({
      status: 201,
      json: { notified: 1 },
    });
    expect(await call('POST', '/mobileNotification/silent-notification', 'other', { title: 'x', data: { a: 'b' } })).toEqual({
      status: 400,
      json: error(400, 'a silent notification carries data and no title or body', 'Bad Request'),
    });
    expect(await call('POST', '/web-notifications/push-notification', 'other', { title: '', body: 'x' })).toEqual({
      status: 400,
      json: error(400, 'a notification needs a title of 1 to 200 and a body of 1 to 1000 characters', 'Bad Request'),
    });
    const mine = await call('GET', '/?limit=10', 'other');
    expect(mine.json.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['All', 'devices'],
      ['From', 'staff'],
      ['Me', 'myself'],
    ]);
    expect(await call('GET', '/', null)).toEqual({ status: 401, json: error(401, 'Unauthorized', 'Unauthorized') });
  });
});

describe('/api/room-service fan devices, all-devices, one user and room custom messages', () => {
  it('a DJ lists their opted-in fans’ devices (platforms, never tokens)', async () => {
    const token = `fcm:${randomUUID()}`;
    await call('POST', '/devices', 'fan', { devicePlatform: 'ios', token });
    const list = await call('GET', '/dj-fans/devices/list', 'dj');
    expect(list).toEqual({ status: 200, json: [{ id: expect.any(String), userId: users.fan.id, devicePlatform: 'ios' }] });
    expect(JSON.stringify(list.json)).not.toContain(token);
    expect(await call('GET', '/dj-fans/devices/list', 'fan')).toEqual({ status: 200, json: [] });
    expect(await call('GET', '/dj-fans/devices/list', null)).toEqual({ status: 401, json: error(401, 'Unauthorized', 'Unauthorized') });
    await call('DELETE', `/devices/${encodeURIComponent(token)}`, 'fan');
  });

  it('all-devices and one user’s phones: yourself, or staff for others', async () => {
    const forbidden = { status: 403, json: error(403, 'Only platform staff may send notifications to other users', 'Forbidden') };
    expect(await call('POST', '/mobileNotification/all-devices', 'dj', { title: 'Every', body: 'device' })).toEqual({ status: 201, json: { notified: 1 } });
    expect(await call('POST', '/mobileNotification/all-devices', 'dj', { userIds: [users.fan.id], title: 'Hi', body: 'you' })).toEqual(forbidden);
    expect(await call('POST', '/mobileNotification/all-devices', 'admin', { userIds: [users.dj.id, users.fan.id], title: 'Staff', body: 'all' })).toEqual({
      status: 201,
      json: { notified: 2 },
    });
    expect(await call('POST', '/mobileNotification/user', 'dj', { userId: users.dj.id, title: 'One', body: 'user' })).toEqual({ status: 201, json: { notified: 1 } });
    expect(await call('POST', '/mobileNotification/user', 'dj', { userId: users.fan.id, title: 'Hi', body: 'you' })).toEqual(forbidden);
    expect(await call('POST', '/mobileNotification/user', 'dj', { userId: 'nope', title: 'Hi', body: 'you' })).toEqual({
      status: 400,
      json: error(400, 'name at most 1000 userIds (UUIDs), or a roomId, or all devices', 'Bad Request'),
    });
    expect(await call('POST', '/mobileNotification/user', null, { userId: users.dj.id, title: 'Hi', body: 'you' })).toMatchObject({ status: 401 });
    const mine = await call('GET', '/?limit=3', 'dj');
    expect(mine.json.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['One', 'user'],
      ['Staff', 'all'],
      ['Every', 'device'],
    ]);
  });

  it('a custom message from a room reaches everyone in it; its staff only; bad input changes nothing', async () => {
    const room = await gql('other', 'mutation($s: String!) { createRoom(input: { slug: $s, name: "Message room" }) { id } }', { s: `msg-${randomUUID().slice(0, 8)}` });
    const roomId = room.createRoom.id as string;
    await gql('other', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    const before = (await call('GET', '/?limit=100', 'other')).json.length;
    expect(await call('POST', '/notifications/custom-message-from-room', 'fan', { roomId, title: 'Hi', message: 'all' })).toEqual({
      status: 403,
      json: error(403, 'Only the room’s owner, co-owners and moderators may notify everyone in the room', 'Forbidden'),
    });
    expect(await call('POST', '/notifications/custom-message-from-room', 'other', { title: 'Hi', message: 'all' })).toEqual({
      status: 400,
      json: error(400, 'name at most 1000 userIds (UUIDs), or a roomId, or all devices', 'Bad Request'),
    });
    expect(await call('POST', '/notifications/custom-message-from-room', 'other', { roomId: randomUUID(), title: 'Hi', message: 'all' })).toEqual({
      status: 404,
      json: error(404, 'Room not found', 'Not Found'),
    });
    expect(await call('POST', '/notifications/custom-message-from-room', 'other', { roomId, title: '', message: 'all' })).toMatchObject({ status: 400 });
    expect((await call('GET', '/?limit=100', 'other')).json).toHaveLength(before);
    expect(await call('POST', '/notifications/custom-message-from-room', 'other', { roomId, title: 'Hello', message: 'room' })).toEqual({ status: 201, json: { notified: 1 } });
    const [latest] = (await call('GET', '/?limit=1', 'other')).json;
    expect(latest).toMatchObject({ kind: 'room', title: 'Hello', body: 'room', data: { roomId }, senderId: users.other.id });
  });
});
