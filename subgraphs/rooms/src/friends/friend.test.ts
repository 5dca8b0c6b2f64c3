import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Identity, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { RoomsServices } from '../context.ts';
import { FriendInvitationSchema, FriendshipSchema, orderedPair } from './friend.entity.ts';

// Friends and friend invitations on the whole product (accounts answers whether an invited user exists), through
// the gateway and through the service (the races).

let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
type Name = 'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'admin';
const users = {} as Record<Name, { id: string; token: string }>;

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const em = () => rooms.db.em.fork();
const friends = () => rooms.services.friends;

async function gql(who: Name | null, query: string, variables: Record<string, unknown> = {}) {
  return postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, who ? users[who].token : undefined);
}
async function ok(who: Name, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(who, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function refused(who: Name | null, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(who, query, variables);
  return { status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message };
}
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.reason : error),
  );

const INVITATION = 'id senderId recipientId invitationStatus handledAt sender { id } recipient { id }';
const INVITE = `mutation($u: ID!) { sendFriendInvitation(userId: $u) { ${INVITATION} } }`;
const HANDLE = `mutation($id: ID!, $s: FriendInvitationStatus!) { handleFriendInvitation(id: $id, status: $s) { ${INVITATION} } }`;
const CANCEL = `mutation($id: ID!) { cancelFriendInvitation(id: $id) { ${INVITATION} } }`;
const FOR_ME = '{ friendInvitationsForMe { total data { id senderId } } }';
const FROM_ME = '{ friendInvitationsFromMe { total data { id recipientId } } }';
const FRIENDS = 'query($u: ID) { friends(userId: $u) { total data { userId friendId friend { id displayName } } } }';
const UUIDS = 'query($u: ID) { friendsUuids(userId: $u) { userId friendsUuids } }';

/** Everything between two users gone: friendship and invitations. */
async function separate(a: string, b: string) {
  const fork = em();
  await fork.nativeDelete(FriendshipSchema, orderedPair(a, b));
  await fork.nativeDelete(FriendInvitationSchema, { $or: [{ senderId: a, recipientId: b }, { senderId: b, recipientId: a }] });
}
async function pairState(a: string, b: string) {
  const fork = em();
  const friendships = await fork.count(FriendshipSchema, orderedPair(a, b));
  const invitations = await fork.find(FriendInvitationSchema, { $or: [{ senderId: a, recipientId: b }, { senderId: b, recipientId: a }] }, { orderBy: { createdAt: 'asc' } });
  return { friendships, statuses: invitations.map((i) => i.status).sort() };
}

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '3600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const name of ['ada', 'bob', 'cy', 'dee', 'eve'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!, $n: String) { signUp(input: { email: $e, password: "a long secret", displayName: $n }) { accessToken user { id } } }',
      { e: `friends-${name}@example.com`, n: name },
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

describe('friend invitations: pending → accepted | rejected', () => {
  it('invites, lists for the recipient and from the sender, accepts: friends both ways, the invitation leaves the lists', async () => {
    const sent = (await ok('ada', INVITE, { u: users.bob.id })).sendFriendInvitation;
    expect(sent).toMatchObject({ senderId: users.ada.id, recipientId: users.bob.id, invitationStatus: 'pending', handledAt: null, sender: { id: users.ada.id }, recipient: { id: users.bob.id } });
    expect((await ok('bob', FOR_ME)).friendInvitationsForMe).toEqual({ total: 1, data: [{ id: sent.id, senderId: users.ada.id }] });
    expect((await ok('ada', FROM_ME)).friendInvitationsFromMe).toEqual({ total: 1, data: [{ id: sent.id, recipientId: users.bob.id }] });
    expect((await ok('ada', FOR_ME)).friendInvitationsForMe.total).toBe(0);
    // The invitation by id: its two users; anyone else sees no such invitation; moderators may read it.
    expect((await ok('bob', `query($id: ID!) { friendInvitation(id: $id) { id invitationStatus } }`, { id: sent.id })).friendInvitation).toEqual({ id: sent.id, invitationStatus: 'pending' });
    expect(await refused('cy', `query($id: ID!) { friendInvitation(id: $id) { id } }`, { id: sent.id })).toEqual({ status: 404, message: 'Friend invitation not found' });
    expect((await ok('admin', `query($id: ID!) { friendInvitation(id: $id) { id } }`, { id: sent.id })).friendInvitation.id).toBe(sent.id);

    // Only the recipient answers.
    expect(await refused('ada', HANDLE, { id: sent.id, s: 'accepted' })).toEqual({ status: 403, message: 'Only the invited user may accept or reject this invitation' });
    expect(await refused('bob', HANDLE, { id: sent.id, s: 'pending' })).toEqual({ status: 400, message: 'status must be accepted or rejected' });
    const accepted = (await ok('bob', HANDLE, { id: sent.id, s: 'accepted' })).handleFriendInvitation;
    expect(accepted).toMatchObject({ id: sent.id, invitationStatus: 'accepted', handledAt: expect.any(String) });
    expect(await refused('bob', HANDLE, { id: sent.id, s: 'rejected' })).toEqual({ status: 409, message: 'This friend invitation was already accepted or rejected' });

    expect((await ok('ada', FRIENDS)).friends).toEqual({ total: 1, data: [{ userId: users.ada.id, friendId: users.bob.id, friend: { id: users.bob.id, displayName: 'bob' } }] });
    expect((await ok('bob', UUIDS)).friendsUuids).toEqual({ userId: users.bob.id, friendsUuids: [users.ada.id] });
    expect((await ok('bob', 'query($id: ID!) { friend(id: $id) { friendId } }', { id: users.ada.id })).friend).toEqual({ friendId: users.ada.id });
    expect((await ok('bob', FOR_ME)).friendInvitationsForMe.total).toBe(0);
    expect(await refused('ada', INVITE, { u: users.bob.id })).toEqual({ status: 409, message: 'You are already friends with this user' });

    // Someone else's friends: moderators only.
    expect(await refused('cy', FRIENDS, { u: users.ada.id })).toEqual({ status: 403, message: 'Only the user and platform moderators may see a user’s friends' });
    expect((await ok('admin', UUIDS, { u: users.ada.id })).friendsUuids.friendsUuids).toEqual([users.bob.id]);

    // Removed by either, by the friend's id; then gone for both.
    const removed = (await ok('bob', 'mutation($id: ID!) { removeFriend(id: $id) { userId friendId } }', { id: users.ada.id })).removeFriend;
    expect(removed).toEqual({ userId: users.bob.id, friendId: users.ada.id });
    expect((await ok('ada', UUIDS)).friendsUuids.friendsUuids).toEqual([]);
    expect(await refused('ada', 'mutation($id: ID!) { removeFriend(id: $id) { id } }', { id: users.bob.id })).toEqual({ status: 404, message: 'Friend not found' });
  });

  it('rejects and cancels: a rejected invitation stays rejected, a cancelled one is gone, and a new invitation may follow', async () => {
    const first = (await ok('cy', INVITE, { u: users.dee.id })).sendFriendInvitation;
    expect(await refused('cy', INVITE, { u: users.dee.id })).toEqual({ status: 409, message: 'You have already invited this user: wait for their answer or cancel the invitation' });
    expect((await ok('dee', HANDLE, { id: first.id, s: 'rejected' })).handleFriendInvitation.invitationStatus).toBe('rejected');
    expect(await pairState(users.cy.id, users.dee.id)).toEqual({ friendships: 0, statuses: ['rejected'] });

    const second = (await ok('cy', INVITE, { u: users.dee.id })).sendFriendInvitation;
    expect(await refused('dee', CANCEL, { id: second.id })).toEqual({ status: 403, message: 'Only the user who sent this invitation may cancel it' });
    expect((await ok('cy', CANCEL, { id: second.id })).cancelFriendInvitation).toMatchObject({ id: second.id, invitationStatus: 'pending' });
    expect(await refused('cy', CANCEL, { id: second.id })).toEqual({ status: 404, message: 'Friend invitation not found' });
    expect(await refused('cy', CANCEL, { id: first.id })).toEqual({ status: 409, message: 'This friend invitation was already accepted or rejected' });
    expect(await pairState(users.cy.id, users.dee.id)).toEqual({ friendships: 0, statuses: ['rejected'] });
  });

  it('an invitation meeting a pending one the other way accepts it: answered accepted, one friendship', async () => {
    const first = (await ok('dee', INVITE, { u: users.eve.id })).sendFriendInvitation;
    const back = (await ok('eve', INVITE, { u: users.dee.id })).sendFriendInvitation;
    expect(back).toMatchObject({ id: first.id, senderId: users.dee.id, invitationStatus: 'accepted' });
    expect(await pairState(users.dee.id, users.eve.id)).toEqual({ friendships: 1, statuses: ['accepted'] });
    await separate(users.dee.id, users.eve.id);
  });

  it('refuses bad input precisely and changes nothing', async () => {
    const before = await Promise.all([em().count(FriendInvitationSchema, {}), em().count(FriendshipSchema, {})]);
    expect(await refused('ada', INVITE, { u: users.ada.id })).toEqual({ status: 400, message: 'You cannot send a friend invitation to yourself' });
    expect(await refused('ada', INVITE, { u: 'not-a-uuid' })).toEqual({ status: 400, message: 'userId must be a UUID' });
    expect(await refused('ada', INVITE, { u: randomUUID() })).toEqual({ status: 404, message: 'User not found' });
    expect(await refused(null, INVITE, { u: users.bob.id })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await refused('ada', HANDLE, { id: 'nope', s: 'accepted' })).toEqual({ status: 400, message: 'invitation id must be a UUID' });
    expect(await refused('ada', HANDLE, { id: randomUUID(), s: 'accepted' })).toEqual({ status: 404, message: 'Friend invitation not found' });
    expect(await refused('ada', CANCEL, { id: '' })).toEqual({ status: 400, message: 'invitation id must be a UUID' });
    expect(await refused('ada', 'query($id: ID!) { friend(id: $id) { id } }', { id: '1' })).toEqual({ status: 400, message: 'friend id must be a UUID' });
    expect(await refused('ada', 'query($id: ID!) { friend(id: $id) { id } }', { id: users.cy.id })).toEqual({ status: 404, message: 'Friend not found' });
    expect(await refused('ada', FRIENDS, { u: 'x' })).toEqual({ status: 400, message: 'userId must be a UUID' });
    expect(await refused('ada', 'query($ids: [ID!]!) { conversationGroups(userIds: $ids) { group } }', { ids: [] })).toEqual({ status: 400, message: 'userIds must be a list of 1 to 100 user ids' });
    expect(await Promise.all([em().count(FriendInvitationSchema, {}), em().count(FriendshipSchema, {})])).toEqual(before);
  });
});

describe('one friendship per pair however invitations race', () => {
  it('two users inviting each other at once end as friends once, with no invitation left pending (20 rounds)', async () => {
    const [a, b] = [users.ada.id, users.cy.id];
    for (let round = 0; round < 20; round++) {
      await separate(a, b);
      const [one, two] = round % 2 ? [a, b] : [b, a];
      const results = await Promise.allSettled([friends().invite(em(), asUser(one), two), friends().invite(em(), asUser(two), one)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await pairState(a, b)).toEqual({ friendships: 1, statuses: ['accepted'] });
    }
    await separate(a, b);
  });

  it('the same invitation sent ten times at once is one pending invitation; the others are 409', async () => {
    const [a, b] = [users.bob.id, users.dee.id];
    await separate(a, b);
    const reasons = await Promise.all(Array.from({ length: 10 }, () => reasonOf(friends().invite(em(), asUser(a), b))));
    expect(reasons.filter((r) => r === null)).toHaveLength(1);
    expect(reasons.filter((r) => r === 'FRIEND_INVITATION_EXISTS')).toHaveLength(9);
    expect(await pairState(a, b)).toEqual({ friendships: 0, statuses: ['pending'] });

    // Accepted twice at once and invited back at once: still one friendship.
    const pending = await em().findOneOrFail(FriendInvitationSchema, { senderId: a, recipientId: b, status: 'pending' });
    const raced = await Promise.all([
      reasonOf(friends().handle(em(), asUser(b), pending.id, 'accepted')),
      reasonOf(friends().handle(em(), asUser(b), pending.id, 'accepted')),
      reasonOf(friends().invite(em(), asUser(b), a)),
    ]);
    expect(raced.filter((r) => r === null).length).toBeGreaterThanOrEqual(1);
    expect(raced.every((r) => r === null || r === 'FRIEND_INVITATION_HANDLED' || r === 'ALREADY_FRIENDS')).toBe(true);
    expect(await pairState(a, b)).toEqual({ friendships: 1, statuses: ['accepted'] });
    await separate(a, b);
  });

  it('the database itself refuses a second friendship of a pair and a second pending invitation, whichever way', async () => {
    const [a, b] = [users.eve.id, users.bob.id];
    await separate(a, b);
    const fork = em();
    await fork.insert(FriendshipSchema, { id: randomUUID(), ...orderedPair(a, b), invitationId: null, createdAt: new Date() });
    await expect(fork.insert(FriendshipSchema, { id: randomUUID(), ...orderedPair(a, b), invitationId: null, createdAt: new Date() })).rejects.toThrow(/friendship_one_per_pair/);
    const { userLow, userHigh } = orderedPair(a, b);
    await expect(fork.insert(FriendshipSchema, { id: randomUUID(), userLow: userHigh, userHigh: userLow, invitationId: null, createdAt: new Date() })).rejects.toThrow(/friendship_ordered_pair/);
    await fork.insert(FriendInvitationSchema, { id: randomUUID(), senderId: a, recipientId: b, status: 'pending', createdAt: new Date(), handledAt: null });
    await expect(fork.insert(FriendInvitationSchema, { id: randomUUID(), senderId: b, recipientId: a, status: 'pending', createdAt: new Date(), handledAt: null })).rejects.toThrow(
      /friend_invitation_one_pending_per_pair/,
    );
    await separate(a, b);
  });
});

describe('conversation groups (spec 3: FRIENDS, OTHERS, UNSET)', () => {
  it('groups friends (and followed DJs, through the pluggable lookup) as FRIENDS, others as OTHERS, yourself and guests UNSET', async () => {
    const [a, b, c] = [users.ada.id, users.bob.id, users.cy.id];
    await separate(a, b);
    const invitation = await friends().invite(em(), asUser(a), b);
    await friends().handle(em(), asUser(b), invitation.id, 'accepted');
    const QUERY = 'query($ids: [ID!]!) { conversationGroups(userIds: $ids) { userId group } }';
    expect((await ok('ada', QUERY, { ids: [b, c, a] })).conversationGroups).toEqual([
      { userId: b, group: 'FRIENDS' },
      { userId: c, group: 'OTHERS' },
      { userId: a, group: 'UNSET' },
    ]);
    expect((await gql(null, QUERY, { ids: [b] })).data!.conversationGroups).toEqual([{ userId: b, group: 'UNSET' }]);

    // dj-fans plugs in which DJs a viewer follows: a followed DJ joins the FRIENDS group.
    friends().useFollowedDjLookup(async (_em, viewerId, ids) => new Set(viewerId === a ? ids.filter((id) => id === c) : []));
    try {
      expect(await friends().conversationGroups(em(), asUser(a), [b, c])).toEqual([
        { userId: b, group: 'FRIENDS' },
        { userId: c, group: 'FRIENDS' },
      ]);
    } finally {
      friends().useFollowedDjLookup(async () => new Set());
    }
    await separate(a, b);
  });
});
