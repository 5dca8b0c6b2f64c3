import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
type Name = 'owner' | 'fan' | 'other' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;
let roomId: string;
let privateRoomId: string;
let communityId: string;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ status: statusCode, json: { statusCode, message, error } });

beforeAll(async () => {
  product = await startProduct();
  for (const name of ['owner', 'fan', 'other'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-communities-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const login = await postGraphQL<{ login: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
  );
  users.admin = { id: login.data!.login.user.id, token: login.data!.login.accessToken };
  const room = async (slug: string, type: string) =>
    (await postGraphQL<{ createRoom: { id: string } }>(product.gatewayUrl, `mutation { createRoom(input: { slug: "${slug}", name: "${slug}", type: ${type} }) { id } }`, {}, users.owner.token))
      .data!.createRoom.id;
  roomId = await room('rest-communities', 'PUBLIC');
  privateRoomId = await room('rest-communities-den', 'PRIVATE');
});
afterAll(() => product?.stop());

describe('/api/room-service/admin/communities', () => {
  it('creates (201), one or in bulk, reads, changes (PATCH, PUT) and deletes for admins', async () => {
    const created = await call('POST', '/admin/communities', 'admin', { slug: 'rest-crew', name: 'REST crew', ownerId: users.owner.id });
    expect(created).toMatchObject({ status: 201, json: { slug: 'rest-crew', name: 'REST crew', ownerId: users.owner.id, memberCount: 1, roomCount: 0 } });
    communityId = created.json.id;

    const bulk = await call('POST', '/admin/communities/bulk', 'admin', { bulk: [{ slug: 'rest-bulk-a', name: 'A' }, { slug: 'rest-bulk-b', name: 'B' }] });
    expect(bulk.status).toBe(201);
    expect(bulk.json.map((c: { slug: string }) => c.slug)).toEqual(['rest-bulk-a', 'rest-bulk-b']);

    const list = await call('GET', '/admin/communities?filter=slug||$starts||rest-bulk&sort=slug,ASC&fields=slug', 'admin');
    expect(list).toEqual({ status: 200, json: [{ id: expect.any(String), slug: 'rest-bulk-a' }, { id: expect.any(String), slug: 'rest-bulk-b' }] });
    const paged = await call('GET', '/admin/communities?filter=slug||$starts||rest-bulk&limit=1&offset=1', 'admin');
    expect(paged.json).toMatchObject({ count: 1, total: 2, page: 2, pageCount: 2, data: [{ slug: expect.stringMatching(/^rest-bulk-/) }] });

    const b = bulk.json[1].id as string;
    expect(await call('GET', `/admin/communities/${b}?fields=name`, 'admin')).toEqual({ status: 200, json: { id: b, name: 'B' } });
    expect(await call('PATCH', `/admin/communities/${b}`, 'admin', { description: 'Shared' })).toMatchObject({ status: 200, json: { name: 'B', description: 'Shared' } });
    expect(await call('PUT', `/admin/communities/${b}`, 'admin', { slug: 'rest-bulk-c', name: 'C' })).toMatchObject({ status: 200, json: { slug: 'rest-bulk-c', description: null } });
    expect(await call('DELETE', `/admin/communities/${b}`, 'admin')).toMatchObject({ status: 200, json: { id: b } });
    expect(await call('GET', `/admin/communities/${b}`, 'admin')).toEqual(error(404, 'Community not found', 'Not Found'));
  });

  it('answers the catalogue’s statuses and messages, writing nothing', async () => {
    expect(await call('POST', '/admin/communities', null, { slug: 'rest-nope', name: 'Nope' })).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect(await call('POST', '/admin/communities', 'owner', { slug: 'rest-nope', name: 'Nope' })).toEqual(error(403, 'Forbidden', 'Forbidden'));
    expect(await call('GET', '/admin/communities', 'owner')).toEqual(error(403, 'Forbidden', 'Forbidden'));
    expect(await call('POST', '/admin/communities', 'admin', { slug: 'rest-nope' })).toEqual(error(400, 'name must be 1 to 80 characters', 'Bad Request'));
    expect(await call('POST', '/admin/communities', 'admin', { slug: 'rest-crew', name: 'Again' })).toEqual(error(409, 'a community with this slug already exists', 'Conflict'));
    expect(await call('POST', '/admin/communities/bulk', 'admin', { bulk: [] })).toEqual(error(400, 'bulk must list 1 to 100 communities', 'Bad Request'));
    expect(await call('GET', '/communities/rest-nope', null)).toEqual(error(404, 'Community not found', 'Not Found'));
  });
});

describe('/api/room-service/communities', () => {
  it('reads a community by id or slug', async () => {
    expect(await call('GET', `/communities/${communityId}`, null)).toMatchObject({ status: 200, json: { slug: 'rest-crew', memberCount: 1 } });
    expect(await call('GET', '/communities/rest-crew', null)).toMatchObject({ status: 200, json: { id: communityId } });
  });

  it('joins and leaves; the owner stays; anonymous callers get 401', async () => {
    expect(await call('POST', `/communities/${communityId}/join`, 'fan')).toMatchObject({ status: 200, json: { memberCount: 2 } });
    expect(await call('POST', `/communities/${communityId}/join`, 'fan')).toMatchObject({ status: 200, json: { memberCount: 2 } });
    expect(await call('GET', '/user-communities', 'fan')).toMatchObject({ status: 200, json: { total: 1, items: [{ slug: 'rest-crew' }] } });
    expect(await call('POST', `/communities/${communityId}/leave`, 'fan')).toMatchObject({ status: 200, json: { memberCount: 1 } });
    expect(await call('POST', `/communities/${communityId}/leave`, 'owner')).toEqual(
      error(409, 'the community’s owner cannot leave it: give the community another owner first', 'Conflict'),
    );
    expect(await call('POST', `/communities/${communityId}/join`, null)).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect(await call('GET', '/user-communities', null)).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
  });

  it('lets the staff add and remove members and rooms by every path', async () => {
    const staffOnly = error(403, 'only the community’s owner or platform staff may do this', 'Forbidden');
    expect(await call('PUT', `/communities/${communityId}/users/${users.fan.id}`, 'other')).toEqual(staffOnly);
    expect(await call('PUT', `/communities/${communityId}/rooms/${roomId}`, 'other')).toEqual(staffOnly);
    expect(await call('POST', `/communities/${communityId}/add`, 'other', { userIds: [users.fan.id] })).toEqual(staffOnly);

    expect(await call('PUT', `/communities/${communityId}/users/${users.fan.id}`, 'owner')).toMatchObject({ status: 200, json: { memberCount: 2 } });
    const members = await call('GET', `/communities/${communityId}/users?limit=1&offset=1`, null);
    expect(members).toEqual({ status: 200, json: { total: 2, items: [{ communityId, userId: users.fan.id, addedBy: users.owner.id, joinedAt: expect.any(String) }] } });
    expect(await call('DELETE', `/communities/${communityId}/users/${users.fan.id}`, 'owner')).toMatchObject({ status: 200, json: { memberCount: 1 } });
    expect(await call('DELETE', `/communities/${communityId}/users/${users.fan.id}`, 'owner')).toEqual(error(404, 'this user is not a member of the community', 'Not Found'));

    expect(await call('PUT', `/communities/${communityId}/rooms/${roomId}`, 'owner')).toMatchObject({ status: 200, json: { roomCount: 1 } });
    expect(await call('DELETE', `/communities/${communityId}/rooms/${roomId}`, 'owner')).toMatchObject({ status: 200, json: { roomCount: 0 } });
    expect(await call('POST', `/communities/${communityId}/${privateRoomId}`, 'owner')).toMatchObject({ status: 200, json: { roomCount: 1 } });
    expect(await call('GET', `/communities/${communityId}/rooms`, null)).toEqual({ status: 200, json: { total: 0, items: [] } });
    expect(await call('GET', `/communities/${communityId}/rooms`, 'owner')).toMatchObject({ status: 200, json: { total: 1, items: [{ id: privateRoomId, slug: 'rest-communities-den' }] } });
    expect(await call('DELETE', `/communities/${communityId}/${privateRoomId}`, 'owner')).toMatchObject({ status: 200, json: { roomCount: 0 } });
    expect(await call('DELETE', `/communities/${communityId}/${privateRoomId}`, 'owner')).toEqual(error(404, 'this room is not in the community', 'Not Found'));

    const added = await call('POST', `/communities/${communityId}/add`, 'owner', { userIds: [users.fan.id, users.other.id], roomIds: [roomId] });
    expect(added).toMatchObject({ status: 200, json: { memberCount: 3, roomCount: 1 } });
    expect(await call('GET', `/room-communities/${roomId}`, null)).toMatchObject({ status: 200, json: { total: 1, items: [{ slug: 'rest-crew' }] } });
    const removed = await call('POST', `/communities/${communityId}/remove`, 'owner', { userIds: [users.other.id], roomIds: [roomId] });
    expect(removed).toMatchObject({ status: 200, json: { memberCount: 2, roomCount: 0 } });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = (await call('GET', `/communities/${communityId}`, null)).json;
    const message = 'userIds and roomIds must be UUIDs, together 1 to 100';
    expect(await call('POST', `/communities/${communityId}/add`, 'owner', {})).toEqual(error(400, message, 'Bad Request'));
    expect(await call('POST', `/communities/${communityId}/add`, 'owner', { userIds: 'everyone' })).toEqual(error(400, message, 'Bad Request'));
    expect(await call('POST', `/communities/${communityId}/add`, 'owner', { userIds: [users.other.id], roomIds: [randomUUID()] })).toEqual(error(404, 'Room not found', 'Not Found'));
    expect(await call('PUT', `/communities/${communityId}/users/nobody`, 'owner')).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    expect(await call('PUT', `/communities/${communityId}/rooms/lobby`, 'owner')).toEqual(error(400, 'room id must be a UUID', 'Bad Request'));
    expect(await call('GET', `/communities/${communityId}/users?limit=many`, null)).toMatchObject({ status: 400 });
    const after = (await call('GET', `/communities/${communityId}`, null)).json;
    expect(after).toEqual(before);
  });
});
