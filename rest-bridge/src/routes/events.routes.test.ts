import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL, testClock } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
type Name = 'owner' | 'other' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;
let roomId: string;
const clock = testClock();
const hour = 3_600_000;
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ status: statusCode, json: { statusCode, message, error } });

beforeAll(async () => {
  product = await startProduct();
  for (const name of ['owner', 'other'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-events-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const login = await postGraphQL<{ login: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
  );
  users.admin = { id: login.data!.login.user.id, token: login.data!.login.accessToken };
  roomId = (await postGraphQL<{ createRoom: { id: string } }>(product.gatewayUrl, 'mutation { createRoom(input: { slug: "rest-events", name: "REST events" }) { id } }', {}, users.owner.token))
    .data!.createRoom.id;
});
afterAll(() => product?.stop());

describe('/api/room-service/events', () => {
  it('creates (201), reads by id and slug, lists, changes and deletes for the room’s staff', async () => {
    const startsAt = clock.now().getTime() + 2 * hour;
    const created = await call('POST', '/events', 'owner', { roomId, title: 'REST party', slug: 'rest-party', startsAt, endsAt: at(4 * hour) });
    expect(created).toMatchObject({
      status: 201,
      json: { slug: 'rest-party', title: 'REST party', roomId, communityId: null, startsAt: new Date(startsAt).toISOString(), createdBy: users.owner.id, interestedCount: 0 },
    });
    const id = created.json.id as string;
    expect(await call('GET', `/events/${id}`, null)).toMatchObject({ status: 200, json: { id, slug: 'rest-party' } });
    expect(await call('GET', '/events/slug/rest-party', null)).toMatchObject({ status: 200, json: { id } });
    const upcoming = await call('GET', `/events/upcoming?roomId=${roomId}`, null);
    expect(upcoming).toMatchObject({ status: 200, json: { total: 1, items: [{ id }] } });
    expect(await call('GET', `/events?roomId=${roomId}&limit=5&offset=0`, null)).toMatchObject({ status: 200, json: { total: 1, items: [{ id }] } });

    expect(await call('PATCH', `/events/${id}`, 'owner', { title: 'REST party, later', description: 'Bring records' })).toMatchObject({
      status: 200,
      json: { id, title: 'REST party, later', description: 'Bring records', startsAt: new Date(startsAt).toISOString() },
    });
    expect(await call('DELETE', `/events/${id}`, 'owner')).toMatchObject({ status: 200, json: { id } });
    expect(await call('GET', `/events/${id}`, null)).toEqual(error(404, 'Event not found', 'Not Found'));
  });

  it('answers the catalogue’s statuses and messages, writing nothing', async () => {
    const input = { roomId, title: 'REST refused', slug: 'rest-refused', startsAt: at(hour), endsAt: at(2 * hour) };
    expect(await call('POST', '/events', null, input)).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect(await call('POST', '/events', 'other', input)).toEqual(error(403, 'only the room owner, its coOwners and moderators may do this', 'Forbidden'));
    expect(await call('POST', '/events', 'owner', { ...input, roomId: randomUUID() })).toEqual(error(404, 'Room not found', 'Not Found'));
    const times = 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later';
    expect(await call('POST', '/events', 'owner', { ...input, endsAt: input.startsAt })).toEqual(error(400, times, 'Bad Request'));
    expect(await call('POST', '/events', 'owner', { ...input, startsAt: 'tonight' })).toEqual(error(400, times, 'Bad Request'));
    expect(await call('POST', '/events', 'owner', { ...input, startsAt: at(-3 * hour), endsAt: at(-hour) })).toEqual(error(400, 'the event must end in the future', 'Bad Request'));
    expect(await call('POST', '/events', 'owner', { ...input, title: undefined })).toEqual(error(400, 'title must be 1 to 120 characters', 'Bad Request'));
    expect(await call('GET', '/events/slug/rest-refused', null)).toEqual(error(404, 'Event not found', 'Not Found'));
    expect(await call('GET', '/events/not-an-id', null)).toEqual(error(400, 'event id must be a UUID', 'Bad Request'));
  });
});

describe('/api/room-service/admin/events', () => {
  it('lists and shows every event for admins only', async () => {
    const created = await call('POST', '/events', 'owner', { roomId, title: 'REST admin view', slug: 'rest-admin-view', startsAt: at(hour), endsAt: at(2 * hour) });
    const id = created.json.id as string;
    expect(await call('GET', '/admin/events?filter=slug||$eq||rest-admin-view&fields=slug', 'admin')).toEqual({ status: 200, json: [{ id, slug: 'rest-admin-view' }] });
    expect(await call('GET', `/admin/events/${id}?fields=title`, 'admin')).toEqual({ status: 200, json: { id, title: 'REST admin view' } });
    expect(await call('GET', '/admin/events', 'owner')).toEqual(error(403, 'Forbidden', 'Forbidden'));
    expect(await call('GET', `/admin/events/${id}`, null)).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
  });
});
