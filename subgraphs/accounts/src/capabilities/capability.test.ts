import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenVerifier, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
let member: Identity;
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email: 'maker@example.com', password: 'correct horse' });
  member = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
});
afterAll(() => t?.stop());

const grant = (who: Identity, userId: string, capability: string) =>
  t.call(who, 'mutation($u: ID!, $c: String!) { grantCapability(userId: $u, capability: $c) { id capabilities } }', { u: userId, c: capability });
const revoke = (who: Identity, userId: string, capability: string) =>
  t.call(who, 'mutation($u: ID!, $c: String!) { revokeCapability(userId: $u, capability: $c) { id capabilities } }', { u: userId, c: capability });
const firstError = (r: Awaited<ReturnType<typeof grant>>) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });

async function tokenCapabilities(): Promise<readonly string[] | undefined> {
  const session = await t.subgraph.services.sessions.login(t.subgraph.db.em.fork(), { email: 'maker@example.com', password: 'correct horse' });
  const jwks = await t.subgraph.services.signingKeys.jwks(t.subgraph.db.em.fork());
  const identity = await new AccessTokenVerifier(async () => jwks).verify(session.accessToken);
  return identity.capabilities;
}

describe('capabilities', () => {
  it('a moderator grants uploadMusic; the user sees it, and their next access token carries it', async () => {
    expect(await tokenCapabilities()).toBeUndefined();
    const granted = await grant(moderator, member.userId!, 'uploadMusic');
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.grantCapability).toEqual({ id: member.userId, capabilities: ['uploadMusic'] });
    expect(await t.ok(member, '{ myCapabilities }')).toEqual({ myCapabilities: ['uploadMusic'] });
    expect(await tokenCapabilities()).toEqual(['uploadMusic']);
  });

  it('answers 403 "This user has already this role" to a second grant, and changes nothing', async () => {
    expect(firstError(await grant(moderator, member.userId!, 'uploadMusic'))).toEqual({ message: 'This user has already this role', status: 403 });
    expect(await t.ok(member, '{ myCapabilities }')).toEqual({ myCapabilities: ['uploadMusic'] });
  });

  it('lets exactly one of two concurrent grants win', async () => {
    const results = await Promise.all([grant(moderator, member.userId!, 'promoteRoom'), grant(moderator, member.userId!, 'promoteRoom')]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map(firstError)).toContainEqual({ message: 'This user has already this role', status: 403 });
    expect(await t.ok(member, '{ myCapabilities }')).toEqual({ myCapabilities: ['uploadMusic', 'promoteRoom'] });
  });

  it('revokes, and answers 404 when the user does not have it', async () => {
    expect((await revoke(moderator, member.userId!, 'promoteRoom')).data?.revokeCapability).toEqual({ id: member.userId, capabilities: ['uploadMusic'] });
    expect(firstError(await revoke(moderator, member.userId!, 'promoteRoom'))).toEqual({ message: 'This user does not have this capability', status: 404 });
  });

  it('refuses users, guests and bad input without changing anything', async () => {
    expect(firstError(await grant(member, member.userId!, 'promoteRoom'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await revoke(member, member.userId!, 'uploadMusic'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await grant({ userId: randomUUID(), tokenType: 'guest', roles: [] }, member.userId!, 'promoteRoom'))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await grant(moderator, member.userId!, 'flyPlanes'))).toEqual({ message: 'capability must be uploadMusic or promoteRoom', status: 400 });
    expect(firstError(await grant(moderator, 'not-a-uuid', 'promoteRoom'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await grant(moderator, randomUUID(), 'promoteRoom'))).toEqual({ message: 'User profile not found', status: 404 });
    expect(await t.ok(member, '{ myCapabilities }')).toEqual({ myCapabilities: ['uploadMusic'] });
  });

  it('shows capabilities to the user and moderators only', async () => {
    const query = 'query($id: ID!) { user(id: $id) { capabilities } }';
    const stranger: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
    expect(await t.ok(stranger, query, { id: member.userId })).toEqual({ user: { capabilities: null } });
    expect(await t.ok(moderator, query, { id: member.userId })).toEqual({ user: { capabilities: ['uploadMusic'] } });
  });
});
