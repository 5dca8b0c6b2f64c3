import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
type Name = 'ada' | 'bob';
const users = {} as Record<Name, { id: string; token: string }>;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });

beforeAll(async () => {
  product = await startProduct();
  for (const name of ['ada', 'bob'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-blocks-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
});
afterAll(() => product?.stop());

describe('/api/room-service/blocked-users', () => {
  it('blocks (201), lists, reads one by either id, and unblocks (DELETE)', async () => {
    const block = await call('POST', '/blocked-users', 'ada', { userId: users.bob.id });
    expect(block).toEqual({ status: 201, json: { id: expect.any(String), blockerId: users.ada.id, blockedUserId: users.bob.id, createdAt: expect.any(String) } });
    expect(await call('GET', '/blocked-users', 'ada')).toEqual({ status: 200, json: { total: 1, items: [block.json] } });
    expect(await call('GET', '/blocked-users?limit=1&offset=1', 'ada')).toEqual({ status: 200, json: { total: 1, items: [] } });
    expect(await call('GET', `/blocked-users/${block.json.id}`, 'ada')).toEqual({ status: 200, json: block.json });
    expect(await call('GET', `/blocked-users/${users.bob.id}`, 'ada')).toEqual({ status: 200, json: block.json });
    // A block refuses the blocked user's friend invitations.
    expect((await call('POST', '/friend-invitations', 'bob', { userId: users.ada.id })).json).toEqual(
      error(403, 'A block between you and this user prevents friend invitations', 'Forbidden'),
    );
    expect(await call('DELETE', `/blocked-users/${users.bob.id}`, 'ada')).toEqual({ status: 200, json: block.json });
    expect(await call('GET', '/blocked-users', 'ada')).toEqual({ status: 200, json: { total: 0, items: [] } });
  });

  it('answers the catalogue’s statuses and messages, and changes nothing', async () => {
    const block = await call('POST', '/blocked-users', 'ada', { blockedUserId: users.bob.id });
    expect(block.status).toBe(201);
    expect((await call('POST', '/blocked-users', null, { userId: users.bob.id })).json).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect((await call('POST', '/blocked-users', 'ada', { userId: users.bob.id })).json).toEqual(error(409, 'You have already blocked this user', 'Conflict'));
    expect((await call('POST', '/blocked-users', 'ada', { userId: users.ada.id })).json).toEqual(error(400, 'You cannot block yourself', 'Bad Request'));
    expect((await call('POST', '/blocked-users', 'ada', {})).json).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    expect((await call('GET', '/blocked-users/not-a-uuid', 'ada')).json).toEqual(error(400, 'blocked user id must be a UUID', 'Bad Request'));
    expect((await call('GET', `/blocked-users/${randomUUID()}`, 'ada')).json).toEqual(error(404, 'Blocked user not found', 'Not Found'));
    expect((await call('DELETE', `/blocked-users/${block.json.id}`, 'bob')).json).toEqual(error(404, 'Blocked user not found', 'Not Found'));
    expect((await call('GET', '/blocked-users', null)).json).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect(await call('GET', '/blocked-users', 'ada')).toEqual({ status: 200, json: { total: 1, items: [block.json] } });
    await call('DELETE', `/blocked-users/${block.json.id}`, 'ada');
  });
});
