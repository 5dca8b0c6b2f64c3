import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
type Name = 'ada' | 'bob' | 'cy' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });
const invitation = (senderId: string, recipientId: string, invitationStatus: string) => ({
  id: expect.any(String),
  senderId,
  recipientId,
  invitationStatus,
  createdAt: expect.any(String),
  handledAt: invitationStatus === 'pending' ? null : expect.any(String),
});

beforeAll(async () => {
  product = await startProduct();
  for (const name of ['ada', 'bob', 'cy'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `rest-friends-${name}@example.com` },
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

describe('/api/room-service/friend-invitations and /friends', () => {
  it('invites (201), lists for and from, reads one, accepts (handle-friend), and the two are friends', async () => {
    const sent = await call('POST', '/friend-invitations', 'ada', { userId: users.bob.id });
    expect(sent).toEqual({ status: 201, json: invitation(users.ada.id, users.bob.id, 'pending') });
    const id = sent.json.id as string;
    expect(await call('GET', '/friend-invitations/user-invitations-for', 'bob')).toEqual({ status: 200, json: { total: 1, items: [invitation(users.ada.id, users.bob.id, 'pending')] } });
    expect(await call('GET', '/friend-invitations/user-invitations-from', 'ada')).toEqual({ status: 200, json: { total: 1, items: [invitation(users.ada.id, users.bob.id, 'pending')] } });
    expect(await call('GET', '/friend-invitations/user-invitations-from?limit=1&offset=1', 'ada')).toEqual({ status: 200, json: { total: 1, items: [] } });
    expect(await call('GET', `/friend-invitations/user-invitations/${id}`, 'bob')).toMatchObject({ status: 200, json: { id, invitationStatus: 'pending' } });

    expect(await call('POST', '/friend-invitations/handle-friend', 'bob', { invitationId: id, status: 'accepted' })).toEqual({
      status: 200,
      json: { ...invitation(users.ada.id, users.bob.id, 'accepted'), id },
    });
    expect(await call('GET', `/friends/${users.ada.id}`, 'ada')).toEqual({ status: 200, json: { userId: users.ada.id, friendsUuids: [users.bob.id] } });
    expect(await call('GET', `/friends/list/${users.bob.id}`, 'bob')).toEqual({
      status: 200,
      json: { total: 1, items: [{ id: expect.any(String), userId: users.bob.id, friendId: users.ada.id, createdAt: expect.any(String) }] },
    });
    expect(await call('GET', `/friends/single-friend/${users.bob.id}`, 'ada')).toMatchObject({ status: 200, json: { userId: users.ada.id, friendId: users.bob.id } });
    expect((await call('GET', `/friends/list/${users.ada.id}`, 'admin')).json.total).toBe(1);

    expect(await call('DELETE', `/friends/${users.ada.id}`, 'bob')).toMatchObject({ status: 200, json: { userId: users.bob.id, friendId: users.ada.id } });
    expect(await call('GET', `/friends/${users.bob.id}`, 'bob')).toEqual({ status: 200, json: { userId: users.bob.id, friendsUuids: [] } });
  });

  it('rejects with accept: false, and cancels (DELETE) a pending invitation', async () => {
    const first = await call('POST', '/friend-invitations', 'cy', { recipientId: users.ada.id });
    expect(first.status).toBe(201);
    expect(await call('POST', '/friend-invitations/handle-friend', 'ada', { id: first.json.id, accept: false })).toMatchObject({ status: 200, json: { invitationStatus: 'rejected' } });
    const second = await call('POST', '/friend-invitations', 'cy', { userId: users.ada.id });
    expect(await call('DELETE', `/friend-invitations/${second.json.id}`, 'cy')).toMatchObject({ status: 200, json: { id: second.json.id, invitationStatus: 'pending' } });
    expect(await call('GET', '/friend-invitations/user-invitations-for', 'ada')).toEqual({ status: 200, json: { total: 0, items: [] } });
  });

  it('answers the catalogue’s statuses and messages', async () => {
    expect((await call('POST', '/friend-invitations', null, { userId: users.bob.id })).json).toEqual(error(401, 'Unauthorized', 'Unauthorized'));
    expect((await call('POST', '/friend-invitations', 'ada', {})).json).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    expect((await call('POST', '/friend-invitations', 'ada', { userId: users.ada.id })).json).toEqual(error(400, 'You cannot send a friend invitation to yourself', 'Bad Request'));
    expect((await call('POST', '/friend-invitations', 'ada', { userId: randomUUID() })).json).toEqual(error(404, 'User not found', 'Not Found'));
    const pending = await call('POST', '/friend-invitations', 'ada', { userId: users.cy.id });
    expect((await call('POST', '/friend-invitations', 'ada', { userId: users.cy.id })).json).toEqual(
      error(409, 'You have already invited this user: wait for their answer or cancel the invitation', 'Conflict'),
    );
    expect((await call('POST', '/friend-invitations/handle-friend', 'cy', { invitationId: pending.json.id, status: 'maybe' })).json).toEqual(
      error(400, 'status must be accepted or rejected', 'Bad Request'),
    );
    expect((await call('POST', '/friend-invitations/handle-friend', 'ada', { invitationId: pending.json.id, status: 'accepted' })).json).toEqual(
      error(403, 'Only the invited user may accept or reject this invitation', 'Forbidden'),
    );
    expect((await call('POST', '/friend-invitations/handle-friend', 'cy', { invitationId: 'x', status: 'accepted' })).json).toEqual(error(400, 'invitation id must be a UUID', 'Bad Request'));
    expect((await call('DELETE', `/friend-invitations/${pending.json.id}`, 'cy')).json).toEqual(error(403, 'Only the user who sent this invitation may cancel it', 'Forbidden'));
    expect((await call('GET', `/friend-invitations/user-invitations/${pending.json.id}`, 'bob')).json).toEqual(error(404, 'Friend invitation not found', 'Not Found'));
    expect((await call('GET', `/friend-invitations/user-invitations/${randomUUID()}`, 'ada')).json).toEqual(error(404, 'Friend invitation not found', 'Not Found'));
    expect((await call('GET', `/friends/${users.ada.id}`, 'bob')).json).toEqual(error(403, 'Only the user and platform moderators may see a user’s friends', 'Forbidden'));
    expect((await call('GET', `/friends/list/nope`, 'bob')).json).toEqual(error(400, 'userId must be a UUID', 'Bad Request'));
    expect((await call('GET', `/friends/single-friend/${users.cy.id}`, 'bob')).json).toEqual(error(404, 'Friend not found', 'Not Found'));
    expect((await call('DELETE', `/friends/${users.cy.id}`, 'bob')).json).toEqual(error(404, 'Friend not found', 'Not Found'));
    expect((await call('GET', '/friend-invitations/user-invitations-for?limit=x', 'ada')).status).toBe(400);
    // Nothing of that changed the pending invitation.
    expect(await call('GET', '/friend-invitations/user-invitations-from', 'ada')).toMatchObject({ status: 200, json: { total: 1, items: [{ id: pending.json.id, invitationStatus: 'pending' }] } });
  });
});
