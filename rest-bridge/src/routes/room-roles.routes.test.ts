import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
type Name = 'owner' | 'mod' | 'fan' | 'other' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;
let roomId: string;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });

beforeAll(async () => {
  product = await startProduct({ env: { ROOM_ROLE_SWEEP_INTERVAL_MS: '3600000' } });
  for (const name of ['owner', 'mod', 'fan', 'other'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-roles-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const login = await postGraphQL<{ login: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
  );
  users.admin = { id: login.data!.login.user.id, token: login.data!.login.accessToken };
  const created = await postGraphQL<{ createRoom: { id: string } }>(product.gatewayUrl, 'mutation { createRoom(input: { slug: "rest-roles", name: "REST roles" }) { id } }', {}, users.owner.token);
  roomId = created.data!.createRoom.id;
});
afterAll(() => product?.stop());

describe('/api/room-service/roomUserRoles/{roomId}', () => {
  it('grants (201) with the user’s roles, lists them (GET), shows one (GET /{userId}), removes (DELETE)', async () => {
    const granted = await call('POST', `/roomUserRoles/${roomId}`, 'owner', { userId: users.mod.id, role: 'moderator' });
    expect(granted).toEqual({
      status: 201,
      json: {
        roomId,
        userId: users.mod.id,
        roles: ['moderator'],
        grants: [{ role: 'moderator', expirationTime: null, grantedBy: users.owner.id, createdAt: expect.any(String) }],
      },
    });
    const until = Date.now() + 600_000;
    const muted = await call('POST', `/roomUserRoles/${roomId}`, 'mod', { userId: users.fan.id, role: 'chatDisabled', expirationTime: until, reason: 'caps' });
    expect(muted.status).toBe(201);
    expect(muted.json.grants[0]).toMatchObject({ role: 'chatDisabled', expirationTime: new Date(until).toISOString() });

    const list = await call('GET', `/roomUserRoles/${roomId}`, 'mod');
    expect(list.status).toBe(200);
    expect(list.json.map((e: { userId: string; roles: string[] }) => [e.userId, e.roles])).toEqual([
      [users.owner.id, ['owner']],
      [users.mod.id, ['moderator']],
      [users.fan.id, ['chatDisabled']],
    ]);
    expect(await call('GET', `/roomUserRoles/${roomId}/${users.fan.id}`, 'fan')).toMatchObject({ status: 200, json: { roles: ['chatDisabled'] } });
    expect(await call('GET', `/roomUserRoles/${roomId}/${users.fan.id}`, 'mod')).toMatchObject({ status: 200, json: { roles: ['chatDisabled'] } });

    expect(await call('DELETE', `/roomUserRoles/${roomId}`, 'mod', { userId: users.fan.id, role: 'chatDisabled' })).toEqual({
      status: 200,
      json: { roomId, userId: users.fan.id, roles: [], grants: [] },
    });
  });

  it('answers the catalogue’s statuses and messages', async () => {
    expect((await call('GET', `/roomUserRoles/${roomId}`, null)).json).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect((await call('GET', `/roomUserRoles/${roomId}`, 'fan')).json).toEqual(error(403, 'only the room owner, its coOwners and moderators may do this', 'Forbidden'));
    expect((await call('GET', `/roomUserRoles/${roomId}/${users.mod.id}`, 'fan')).status).toBe(403);
    expect((await call('GET', `/roomUserRoles/${randomUUID()}`, 'admin')).json).toEqual(error(404, 'Room not found', 'Not Found'));
    expect((await call('POST', `/roomUserRoles/${roomId}`, 'owner', { userId: users.fan.id, role: 'vip' })).json).toEqual(
      error(400, 'role must be one of owner, coOwner, moderator, dj, banned, kicked, chatDisabled, djDisabled', 'Bad Request'),
    );
    expect((await call('POST', `/roomUserRoles/${roomId}`, 'owner', { role: 'dj' })).json).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    expect((await call('POST', `/roomUserRoles/${roomId}`, 'mod', { userId: users.fan.id, role: 'moderator' })).json).toEqual(
      error(403, 'you may only grant or remove roles below your own room role', 'Forbidden'),
    );
    expect((await call('POST', `/roomUserRoles/${roomId}`, 'owner', { userId: users.fan.id, role: 'chatDisabled', expirationTime: 'soon' })).json).toEqual(
      error(400, 'expirationTime must be an ISO 8601 date-time in the future, at most one year ahead', 'Bad Request'),
    );
    expect((await call('DELETE', `/roomUserRoles/${roomId}`, 'owner', { userId: users.owner.id, role: 'owner' })).json).toEqual(
      error(400, 'the owner role cannot be removed: give the room to someone else first (PUT /roomUserRoles/change-owner/{roomId})', 'Bad Request'),
    );
    expect((await call('DELETE', `/roomUserRoles/${roomId}`, 'owner', { userId: users.fan.id, role: 'banned' })).json).toEqual(
      error(404, 'this user does not have this role in this room', 'Not Found'),
    );
  });
});

describe('/api/room-service/roomUserRoles/kick-user-from-room', () => {
  it('kicks (201, the kick’s record) and refuses whoever may not', async () => {
    const kicked = await call('POST', '/roomUserRoles/kick-user-from-room', 'mod', { roomId, userId: users.other.id, reason: 'flooding' });
    expect(kicked).toMatchObject({
      status: 201,
      json: { roomId, actorId: users.mod.id, targetUserId: users.other.id, actionType: 'kickUser', role: 'kicked', previousRole: 'user', reason: 'flooding' },
    });
    expect(Date.parse(kicked.json.expirationTime)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await call('POST', `/rooms/${roomId}/join`, 'other')).json).toEqual(error(403, 'You were kicked from this room; try again later', 'Forbidden'));
    expect((await call('POST', '/roomUserRoles/kick-user-from-room', 'fan', { roomId, userId: users.mod.id })).status).toBe(403);
    expect((await call('POST', '/roomUserRoles/kick-user-from-room', 'mod', { roomId, userId: users.owner.id })).json).toEqual(
      error(403, 'you cannot act on a user whose room role is equal to or higher than yours', 'Forbidden'),
    );
    expect((await call('POST', '/roomUserRoles/kick-user-from-room', 'mod', { userId: users.fan.id })).json).toEqual(error(404, 'Room not found', 'Not Found'));
  });
});

describe('/api/room-service/roomUserRoles/no-dancefloor-users', () => {
  it('sends users to the audience and refuses a bad list', async () => {
    expect((await call('POST', `/rooms/${roomId}/join`, 'fan')).status).toBe(200);
    expect(await call('POST', '/roomUserRoles/no-dancefloor-users', 'mod', { roomId, userIds: [users.fan.id] })).toEqual({
      status: 200,
      json: { roomId, userIds: [users.fan.id] },
    });
    const state = await call('GET', `/rooms/room-state/${roomId}`, 'fan');
    expect(state.json.document.audienceUsers).toEqual([users.fan.id]);
    expect((await call('POST', '/roomUserRoles/no-dancefloor-users', 'mod', { roomId, userIds: 'everyone' })).json).toEqual(
      error(400, 'userIds must list 1 to 100 user ids (UUIDs)', 'Bad Request'),
    );
  });
});

describe('/api/room-service/roomUserRoles/cometchat/{sync,join}/{id}', () => {
  it('answers the caller’s chat standing (chat is built in)', async () => {
    await call('POST', `/roomUserRoles/${roomId}`, 'mod', { userId: users.fan.id, role: 'chatDisabled' });
    for (const path of ['sync', 'join']) {
      expect(await call('POST', `/roomUserRoles/cometchat/${path}/${roomId}`, 'fan', {})).toEqual({
        status: 200,
        json: { roomId, userId: users.fan.id, roles: ['chatDisabled'], canPost: false, chatDisabledUntil: null, canModerate: false },
      });
    }
    expect((await call('POST', `/roomUserRoles/cometchat/join/${roomId}`, 'mod')).json).toMatchObject({ canPost: true, canModerate: true, roles: ['moderator'] });
    expect((await call('POST', `/roomUserRoles/cometchat/sync/${roomId}`, null)).status).toBe(401);
    expect((await call('POST', `/roomUserRoles/cometchat/sync/${randomUUID()}`, 'fan')).status).toBe(404);
  });
});

describe('/api/room-service/roomUserRoles/change-owner/{roomId}', () => {
  it('gives the room away (the old owner becomes coOwner) and refuses others', async () => {
    expect((await call('PUT', `/roomUserRoles/change-owner/${roomId}`, 'mod', { userId: users.mod.id })).json).toEqual(
      error(403, 'only the room owner or platform staff may change the owner', 'Forbidden'),
    );
    expect((await call('PUT', `/roomUserRoles/change-owner/${roomId}`, 'owner', { userId: randomUUID() })).json).toEqual(
      error(400, 'the new owner must be a registered user', 'Bad Request'),
    );
    expect((await call('PUT', `/roomUserRoles/change-owner/${roomId}`, 'owner', {})).json).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    const changed = await call('PUT', `/roomUserRoles/change-owner/${roomId}`, 'owner', { newOwnerId: users.mod.id });
    expect(changed).toEqual({ status: 200, json: { roomId, slug: 'rest-roles', previousOwnerId: users.owner.id, ownerId: users.mod.id } });
    expect((await call('GET', `/roomUserRoles/${roomId}/${users.owner.id}`, 'owner')).json.roles).toEqual(['coOwner']);
  });
});
