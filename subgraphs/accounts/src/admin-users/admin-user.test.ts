import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { AccountStandingSchema } from '../account-standing/account-standing.entity.ts';
import { UserBadgeSchema } from '../badges/badge.entity.ts';
import { RefreshTokenSchema } from '../sessions/session.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const member: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const people: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const seed = [
    ['alice@example.com', 'Alice Adams', ['moderator']],
    ['bob@example.com', 'Bob Brown', ['staff', 'promoter']],
    ['carol@music.org', 'Carol Clark', []],
    ['dave@music.org', 'DJ Dave', ['admin']],
  ] as const;
  let minute = 0;
  for (const [email, displayName, roles] of seed) {
    const { user } = await t.subgraph.services.sessions.signUp(em(), { email, password: 'correct horse', displayName }, { roles: [...roles] });
    people[displayName] = user.id;
    // Distinct, known creation times for sorting.
    await em().nativeUpdate(UserSchema, { id: user.id }, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)) });
  }
  await em().nativeUpdate(UserSchema, { id: people['Carol Clark']! }, { phone: '+447400123456', capabilities: ['uploadMusic'] });
});
afterAll(() => t?.stop());

const LIST = 'query($q: ListQueryInput) { allUsers(query: $q) { data { displayName } count total page pageCount } }';
const names = async (q: Record<string, unknown>) => {
  const result = await t.call(moderator, LIST, { q });
  expect(result.errors).toBeUndefined();
  return result.data?.allUsers as { data: { displayName: string }[]; count: number; total: number; page: number; pageCount: number };
};
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

describe('the admin user list (allUsers, GET /admin/users)', () => {
  it('lists users newest first by default, with paging figures', async () => {
    expect(await names({})).toEqual({
      data: ['DJ Dave', 'Carol Clark', 'Bob Brown', 'Alice Adams'].map((displayName) => ({ displayName })),
      count: 4,
      total: 4,
      page: 1,
      pageCount: 1,
    });
    const page2 = await names({ sort: [{ field: 'displayName', direction: 'ASC' }], limit: 3, offset: 3 });
    expect(page2).toEqual({ data: [{ displayName: 'DJ Dave' }], count: 1, total: 4, page: 2, pageCount: 2 });
  });

  it('searches e-mail and display name, ignoring case', async () => {
    const search = { or: [{ field: 'email', op: 'CONT_L', value: 'MUSIC.ORG' }, { field: 'displayName', op: 'CONT_L', value: 'bob' }] };
    const found = await names({ where: search, sort: [{ field: 'email', direction: 'DESC' }] });
    expect(found.data.map((u) => u.displayName)).toEqual(['DJ Dave', 'Carol Clark', 'Bob Brown']);
  });

  it('finds the holders of a role, of any of several roles, and everyone else', async () => {
    const by = async (op: string, value: string | string[]) =>
      (await names({ where: { field: 'roles', op, ...(Array.isArray(value) ? { values: value } : { value }) }, sort: [{ field: 'displayName', direction: 'ASC' }] })).data.map(
        (u) => u.displayName,
      );
    expect(await by('EQ', 'moderator')).toEqual(['Alice Adams']);
    expect(await by('EQ_L', 'STAFF')).toEqual(['Bob Brown']);
    expect(await by('IN', ['admin', 'promoter'])).toEqual(['Bob Brown', 'DJ Dave']);
    expect(await by('NE', 'user')).toEqual([]);
    expect(await by('NOTIN', ['admin', 'moderator'])).toEqual(['Bob Brown', 'Carol Clark']);
    const capable = await names({ where: { field: 'capabilities', op: 'EQ', value: 'uploadMusic' } });
    expect(capable.data).toEqual([{ displayName: 'Carol Clark' }]);
  });

  it('filters by date and combines conditions', async () => {
    const where = {
      and: [
        { field: 'createdAt', op: 'GTE', value: '2026-01-01T00:01:00Z' },
        { field: 'roles', op: 'NE', value: 'admin' },
      ],
    };
    expect((await names({ where, sort: [{ field: 'createdAt', direction: 'ASC' }] })).data.map((u) => u.displayName)).toEqual(['Bob Brown', 'Carol Clark']);
  });

  it('finds the holders of a badge, the banned (a lapsed temporary ban is over) and the deactivated', async () => {
    const ids = [people['Alice Adams']!, people['Bob Brown']!, people['Carol Clark']!, people['DJ Dave']!];
    const hour = 3_600_000;
    await em().insertMany(UserBadgeSchema, [
      { id: randomUUID(), userId: people['Carol Clark']!, badge: 'VERIFIED', awardedAt: new Date() },
      { id: randomUUID(), userId: people['Bob Brown']!, badge: 'JQBX', awardedAt: new Date() },
    ]);
    await em().insertMany(AccountStandingSchema, [
      { userId: people['Alice Adams']!, bannedAt: new Date(), bannedUntil: null, updatedAt: new Date() },
      { userId: people['Bob Brown']!, bannedAt: new Date(Date.now() - 2 * hour), bannedUntil: new Date(Date.now() - hour), updatedAt: new Date() },
      { userId: people['Carol Clark']!, bannedAt: new Date(), bannedUntil: new Date(Date.now() + hour), deactivatedAt: new Date(), updatedAt: new Date() },
    ]);
    try {
      const by = async (where: Record<string, unknown>) =>
        (await names({ where, sort: [{ field: 'displayName', direction: 'ASC' }] })).data.map((u) => u.displayName);
      expect(await by({ field: 'badges', op: 'EQ', value: 'verified' })).toEqual(['Carol Clark']);
      expect(await by({ field: 'badges', op: 'IN', values: ['VERIFIED', 'JQBX'] })).toEqual(['Bob Brown', 'Carol Clark']);
      expect(await by({ field: 'badges', op: 'NE', value: 'VERIFIED' })).toEqual(['Alice Adams', 'Bob Brown', 'DJ Dave']);
      expect(await by({ field: 'banned', op: 'EQ', value: 'true' })).toEqual(['Alice Adams', 'Carol Clark']);
      expect(await by({ field: 'banned', op: 'EQ', value: 'false' })).toEqual(['Bob Brown', 'DJ Dave']);
      expect(await by({ field: 'deactivated', op: 'EQ', value: 'true' })).toEqual(['Carol Clark']);
      expect(await by({ and: [{ field: 'deactivated', op: 'NE', value: 'true' }, { field: 'banned', op: 'EQ', value: 'true' }] })).toEqual(['Alice Adams']);
      for (const where of [
        { field: 'badges', op: 'EQ', value: 'GOLD' },
        { field: 'badges', op: 'STARTS', value: 'VER' },
        { field: 'banned', op: 'EQ', value: 'maybe' },
        { field: 'deactivated', op: 'GT', value: 'true' },
      ]) {
        expect(firstError(await t.call(moderator, LIST, { q: { where } }))).toMatchObject({ status: 400 });
      }
    } finally {
      await em().nativeDelete(UserBadgeSchema, { userId: { $in: ids } });
      await em().nativeDelete(AccountStandingSchema, { userId: { $in: ids } });
    }
  });

  it('answers 400 to unknown fields, unknown roles, a sort on a list and malformed values', async () => {
    for (const q of [
      { where: { field: 'passwordHash', op: 'EQ', value: 'x' } },
      { where: { field: 'roles', op: 'EQ', value: 'king' } },
      { where: { field: 'roles', op: 'STARTS', value: 'mod' } },
      { where: { field: 'id', op: 'EQ', value: 'not-a-uuid' } },
      { where: { field: 'createdAt', op: 'CONT', value: '2026' } },
      { sort: [{ field: 'roles', direction: 'ASC' }] },
    ]) {
      expect(firstError(await t.call(moderator, LIST, { q }))).toMatchObject({ status: 400 });
    }
  });

  it('is for moderators and above: 403 for users, 401 for guests', async () => {
    expect(firstError(await t.call(member, LIST, {}))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(guest, LIST, {}))).toEqual({ message: 'Unauthorized', status: 401 });
  });
});

describe('one user with private fields (adminUser, GET /admin/users/{id})', () => {
  const ONE = 'query($id: ID!) { adminUser(id: $id) { id email phone displayName roles capabilities badges { badge } createdAt } }';

  it('shows a moderator the e-mail, phone, roles, capabilities, badges and creation time', async () => {
    const carol = people['Carol Clark']!;
    await t.subgraph.services.badges.award(em(), carol, 'JQBX');
    expect(await t.ok(moderator, ONE, { id: carol })).toEqual({
      adminUser: {
        id: carol,
        email: 'carol@music.org',
        phone: '+447400123456',
        displayName: 'Carol Clark',
        roles: ['user'],
        capabilities: ['uploadMusic'],
        badges: [{ badge: 'JQBX' }],
        createdAt: '2026-01-01T00:02:00.000Z',
      },
    });
  });

  it('answers 404, 400, 403 and 401 as it should', async () => {
    expect(firstError(await t.call(moderator, ONE, { id: randomUUID() }))).toEqual({ message: 'User profile not found', status: 404 });
    expect(firstError(await t.call(moderator, ONE, { id: 'nope' }))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await t.call(member, ONE, { id: people['Carol Clark'] }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(guest, ONE, { id: people['Carol Clark'] }))).toEqual({ message: 'Unauthorized', status: 401 });
  });

  it('hides the phone from other users', async () => {
    expect(await t.ok(member, 'query($id: ID!) { user(id: $id) { phone } }', { id: people['Carol Clark'] })).toEqual({ user: { phone: null } });
  });
});

describe('admin sign-up (adminSignUp, POST /users/admin/sign-up)', () => {
  const SIGN_UP = 'mutation($i: AdminSignUpInput!) { adminSignUp(input: $i) { id email displayName roles } }';

  it('an admin creates an account with roles below admin; nobody is signed in as the new user', async () => {
    const result = await t.call(admin, SIGN_UP, { i: { email: 'Erin@Example.com', password: 'correct horse', displayName: 'Erin', roles: ['user', 'moderator', 'staff'] } });
    expect(result.errors).toBeUndefined();
    const erin = result.data?.adminSignUp as { id: string };
    expect(erin).toEqual({ id: expect.any(String), email: 'erin@example.com', displayName: 'Erin', roles: ['user', 'moderator', 'staff'] });
    expect(await em().count(RefreshTokenSchema, { userId: erin.id, revokedAt: null })).toBe(0);
    // The new user signs in with the password the admin set.
    const session = await t.subgraph.services.sessions.login(em(), { email: 'erin@example.com', password: 'correct horse' });
    expect(session.user.roles).toEqual(['user', 'moderator', 'staff']);
  });

  it('only a superUser creates admins; the refusal creates nothing', async () => {
    const input = { email: 'frank@example.com', password: 'correct horse', roles: ['admin'] };
    expect(firstError(await t.call(admin, SIGN_UP, { i: input }))).toEqual({
      message: 'Only a superUser may grant or remove the admin and superUser roles',
      status: 403,
    });
    expect(await em().count(UserSchema, { email: 'frank@example.com' })).toBe(0);
    expect((await t.call(superUser, SIGN_UP, { i: input })).data?.adminSignUp).toMatchObject({ roles: ['user', 'admin'] });
  });

  it('answers 400 "email, password (or voucher code) missing in request" when either is missing', async () => {
    for (const i of [{ password: 'correct horse' }, { email: 'gina@example.com' }, { email: ' ', password: '' }]) {
      expect(firstError(await t.call(admin, SIGN_UP, { i }))).toEqual({ message: 'email, password (or voucher code) missing in request', status: 400 });
    }
  });

  it('answers 403 to moderators and users, 401 to guests, 403 "this email is already registered" to a taken e-mail', async () => {
    const i = { email: 'hal@example.com', password: 'correct horse' };
    expect(firstError(await t.call(moderator, SIGN_UP, { i }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(member, SIGN_UP, { i }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(guest, SIGN_UP, { i }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await t.call(admin, SIGN_UP, { i: { ...i, email: 'alice@example.com' } }))).toEqual({ message: 'this email is already registered', status: 403 });
    expect(firstError(await t.call(admin, SIGN_UP, { i: { ...i, roles: ['bot'] } }))).toMatchObject({ status: 400 });
  });
});
