import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenVerifier, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { UserSchema } from '../users/user.entity.ts';

let t: TestSubgraph<AccountsServices>;
let member: Identity;
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const session = await t.subgraph.services.sessions.signUp(em(), { email: 'riley@example.com', password: 'correct horse' });
  member = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
});
afterAll(() => t?.stop());

const grant = (who: Identity, userId: string, role: string) =>
  t.call(who, 'mutation($u: ID!, $r: String!) { grantRole(userId: $u, role: $r) { id roles } }', { u: userId, r: role });
const remove = (who: Identity, userId: string, role: string) =>
  t.call(who, 'mutation($u: ID!, $r: String!) { removeRole(userId: $u, role: $r) { id roles } }', { u: userId, r: role });
const firstError = (r: Awaited<ReturnType<typeof grant>>) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });
const rolesOf = async (id: string) => (await em().findOneOrFail(UserSchema, { id })).roles;

async function tokenRoles(): Promise<readonly string[]> {
  const session = await t.subgraph.services.sessions.login(em(), { email: 'riley@example.com', password: 'correct horse' });
  const jwks = await t.subgraph.services.signingKeys.jwks(em());
  return (await new AccessTokenVerifier(async () => jwks).verify(session.accessToken)).roles;
}

describe('platform roles', () => {
  it('an admin grants moderator; the user’s next access token carries it', async () => {
    expect(await tokenRoles()).toEqual(['user']);
    const granted = await grant(admin, member.userId!, 'moderator');
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.grantRole).toEqual({ id: member.userId, roles: ['user', 'moderator'] });
    expect(await tokenRoles()).toEqual(['user', 'moderator']);
  });

  it('answers 403 "This user has already this role" to a second grant, and changes nothing', async () => {
    expect(firstError(await grant(admin, member.userId!, 'moderator'))).toEqual({ message: 'This user has already this role', status: 403 });
    expect(await rolesOf(member.userId!)).toEqual(['user', 'moderator']);
  });

  it('lets exactly one of concurrent grants win', async () => {
    const results = await Promise.all([1, 2, 3].map(() => grant(admin, member.userId!, 'promoter')));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual([
      { message: 'This user has already this role', status: 403 },
      { message: 'This user has already this role', status: 403 },
    ]);
    expect(await rolesOf(member.userId!)).toEqual(['user', 'moderator', 'promoter']);
  });

  it('only a superUser grants or removes admin and superUser', async () => {
    expect(firstError(await grant(admin, member.userId!, 'admin'))).toEqual({
      message: 'Only a superUser may grant or remove the admin and superUser roles',
      status: 403,
    });
    expect((await grant(superUser, member.userId!, 'admin')).data?.grantRole.roles).toContain('admin');
    expect(firstError(await remove(admin, member.userId!, 'admin'))).toMatchObject({ status: 403 });
    expect((await remove(superUser, member.userId!, 'admin')).data?.removeRole.roles).not.toContain('admin');
    const service: Identity = { userId: null, tokenType: 'service', roles: [] };
    expect((await grant(service, member.userId!, 'superUser')).data?.grantRole.roles).toContain('superUser');
    expect((await remove(service, member.userId!, 'superUser')).errors).toBeUndefined();
  });

  it('removes a role, and answers 404 when the user does not hold it', async () => {
    expect((await remove(admin, member.userId!, 'promoter')).data?.removeRole).toEqual({ id: member.userId, roles: ['user', 'moderator'] });
    expect(firstError(await remove(admin, member.userId!, 'promoter'))).toEqual({ message: 'This user does not have this role', status: 404 });
    expect(await tokenRoles()).toEqual(['user', 'moderator']);
  });

  it('refuses moderators, users, guests and bad input without changing anything', async () => {
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    expect(firstError(await grant(moderator, member.userId!, 'staff'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await grant(member, member.userId!, 'staff'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await remove(member, member.userId!, 'moderator'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await grant(guest, member.userId!, 'staff'))).toEqual({ message: 'Unauthorized', status: 401 });
    for (const role of ['user', 'bot', 'king']) expect(firstError(await grant(admin, member.userId!, role))).toMatchObject({ status: 400 });
    expect(firstError(await remove(admin, member.userId!, 'user'))).toMatchObject({ status: 400 });
    expect(firstError(await grant(admin, 'nope', 'staff'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await grant(admin, randomUUID(), 'staff'))).toEqual({ message: 'User profile not found', status: 404 });
    expect(await rolesOf(member.userId!)).toEqual(['user', 'moderator']);
  });
});
