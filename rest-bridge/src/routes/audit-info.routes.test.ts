import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventNames } from '@backspin/contracts/live-events';
import { userActionTypes } from '@backspin/contracts/user-actions';
import type { Identity, RunningSubgraph } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

/** Audit's receiver, reached directly: these tests are about the routes, the job path has its own (product/user-actions.test.ts). */
type AuditWithActions = { userActions: { record(em: unknown, identity: Identity, input: Record<string, unknown>): Promise<unknown> } };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };

let product: TestProduct;
let admin: string;
let listener: string;
const base = () => `${product.restBridgeUrl}/api/audit-service`;
const login = async (email: string, password: string) =>
  (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json.accessToken as string;

async function recordAction(userId: string, type: string, minutesAgo: number, roomId: string | null = null): Promise<string> {
  const audit = product.subgraphs.get('audit') as RunningSubgraph<AuditWithActions>;
  const eventId = randomUUID();
  await audit.services.userActions.record(audit.db.em.fork(), service, {
    eventId,
    userId,
    type,
    occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    roomId,
  });
  return eventId;
}

beforeAll(async () => {
  product = await startProduct();
  admin = await login('admin@backspin.local', 'backspin-admin');
  listener = await login('listener@backspin.local', 'backspin-listener');
});
afterAll(() => product?.stop());

describe('GET /api/audit-service/user-actions/{id}', () => {
  const userId = randomUUID();
  const roomId = randomUUID();
  const ids: string[] = [];
  beforeAll(async () => {
    ids.push(await recordAction(userId, 'SIGNED_IN', 30));
    ids.push(await recordAction(userId, 'JOINED_ROOM', 20, roomId));
    ids.push(await recordAction(userId, 'LEFT_ROOM', 10, roomId));
  });

  it('staff read a user’s actions newest first, as an array', async () => {
    const { status, json } = await callRest(`${base()}/user-actions/${userId}`, 'GET', { token: admin });
    expect(status).toBe(200);
    expect(json.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    expect(json[0]).toEqual({
      id: ids[2],
      userId,
      type: 'LEFT_ROOM',
      occurredAt: expect.any(String),
      roomId,
      detail: null,
      recordedAt: expect.any(String),
    });
  });

  it('takes nestjsx’s list query: a filter, fields, and a page with offset', async () => {
    const filtered = await callRest(`${base()}/user-actions/${userId}?filter=type||$eq||JOINED_ROOM&fields=type`, 'GET', { token: admin });
    expect(filtered.json).toEqual([{ id: ids[1], type: 'JOINED_ROOM' }]);
    const paged = await callRest(`${base()}/user-actions/${userId}?limit=2&offset=2`, 'GET', { token: admin });
    expect(paged.json).toMatchObject({ count: 1, total: 3, page: 2, pageCount: 2, data: [{ id: ids[0], type: 'SIGNED_IN' }] });
    expect((await callRest(`${base()}/user-actions/${userId}?filter=userId||$eq||${userId}`, 'GET', { token: admin })).status).toBe(400);
  });

  it('is refused to users (403) and without a token (401); a malformed id is a 400', async () => {
    expect(await callRest(`${base()}/user-actions/${userId}`, 'GET', { token: listener })).toMatchObject({ status: 403 });
    expect(await callRest(`${base()}/user-actions/${userId}`, 'GET')).toMatchObject({ status: 401 });
    expect(await callRest(`${base()}/user-actions/nope`, 'GET', { token: admin })).toMatchObject({ status: 400, json: { message: 'userId must be a UUID' } });
  });

  it('GET /info-admin/event-last/{id}: the last action; 404 when none is recorded; staff only', async () => {
    const last = await callRest(`${base()}/info-admin/event-last/${userId}`, 'GET', { token: admin });
    expect(last).toMatchObject({ status: 200, json: { id: ids[2], type: 'LEFT_ROOM', roomId } });
    expect(await callRest(`${base()}/info-admin/event-last/${randomUUID()}`, 'GET', { token: admin })).toMatchObject({
      status: 404,
      json: { statusCode: 404, message: 'No user action is recorded for this user' },
    });
    expect(await callRest(`${base()}/info-admin/event-last/${userId}`, 'GET', { token: listener })).toMatchObject({ status: 403 });
  });
});

describe('the audit service’s info paths', () => {
  it('GET /info-admin/user-events-names and /socket-events-names answer anyone with the lists', async () => {
    expect(await callRest(`${base()}/info-admin/user-events-names`, 'GET')).toMatchObject({ status: 200, json: [...userActionTypes] });
    const sockets = await callRest(`${base()}/info-admin/socket-events-names`, 'GET', { token: listener });
    expect(sockets).toMatchObject({ status: 200, json: liveEventNames() });
    expect(sockets.json).toContain('roomEvents.PATCH');
  });

  it('GET /info-admin/audit-service-status: staff see the health; users 403, nobody 401', async () => {
    const { status, json } = await callRest(`${base()}/info-admin/audit-service-status`, 'GET', { token: admin });
    expect(status).toBe(200);
    expect(json).toMatchObject({ service: 'audit', status: 'ok', database: true });
    expect(await callRest(`${base()}/info-admin/audit-service-status`, 'GET', { token: listener })).toMatchObject({ status: 403 });
    expect(await callRest(`${base()}/info-admin/audit-service-status`, 'GET')).toMatchObject({ status: 401 });
  });

  it('GET / greets anyone in plain text, with or without the trailing slash', async () => {
    for (const url of [`${base()}/`, base()]) {
      const { status, text, headers } = await callRest(url, 'GET');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/plain/);
      expect(text).toBe('Hello from the Backspin audit service!');
    }
  });

  it('documents the new paths in the OpenAPI document', async () => {
    const { json } = await callRest(`${product.restBridgeUrl}/docs/json`, 'GET');
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        '/api/audit-service/user-actions/{id}',
        '/api/audit-service/info-admin/event-last/{id}',
        '/api/audit-service/info-admin/user-events-names',
        '/api/audit-service/info-admin/socket-events-names',
        '/api/audit-service/info-admin/audit-service-status',
        '/api/audit-service/',
      ]),
    );
  });
});
