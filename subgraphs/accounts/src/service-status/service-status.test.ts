import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
let member: Identity;
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['admin'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const em = () => t.subgraph.db.em.fork();
  const session = await t.subgraph.services.sessions.signUp(em(), { email: 'status@example.com', password: 'correct horse' });
  member = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
  await t.subgraph.services.sessions.signUp(em(), { email: 'second@example.com', password: 'correct horse' });
  await t.subgraph.services.bots.signUp(em(), admin, { displayName: 'Active Bot' });
  const revoked = await t.subgraph.services.bots.signUp(em(), admin, { displayName: 'Revoked Bot' });
  await t.subgraph.services.bots.revokeSecret(em(), admin, revoked.bot.id);
  await t.subgraph.services.sessions.logout(em(), session.refreshToken);
});
afterAll(() => t?.stop());

const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

describe('user service status', () => {
  const status = (who: Identity) =>
    t.call(who, '{ userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions } }');

  it('answers staff with version 1.7.0, a live database and the account counts', async () => {
    const r = await status(staff);
    expect(r.errors).toBeUndefined();
    expect(r.data!.userServiceStatus).toMatchObject({
      service: 'user-service',
      version: '1.7.0',
      status: 'ok',
      database: true,
      uptimeSeconds: expect.any(Number),
      users: 2,
      bots: 2,
      botsWithActiveSecret: 1,
      activeSessions: 1,
    });
  });

  it('refuses anonymous callers and guests (401) and users and moderators (403)', async () => {
    expect(firstError(await status(anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await status(guest))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await status(member))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await status(moderator))).toEqual({ message: 'Forbidden', status: 403 });
  });
});
