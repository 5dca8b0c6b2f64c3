import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { TokenAccountSchema } from './token-account.entity.ts';

const ada = randomUUID();
const bob = randomUUID();
const cyd = randomUUID();
const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

let t: TestSubgraph<EconomyServices>;
/** Token account id by user id, for the users who opened one. */
const accounts = new Map<string, string>();

async function run(query: string, identity: Identity | null, variables?: Record<string, unknown>) {
  return t.subgraph.execute({ query, ...(variables ? { variables } : {}) }, identity ? await t.headersFor(identity) : {});
}

const open = 'mutation { openTokenAccount { id balance status updatedAt user { id } } }';
const accountSelects = () => t.queries.filter((sql) => /from "economy"\."token_account"/.test(sql));

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
  for (const userId of [ada, bob]) {
    const result = await run(open, asUser(userId));
    accounts.set(userId, (result.data?.openTokenAccount as { id: string }).id);
  }
});
afterAll(() => t?.stop());

describe('openTokenAccount', () => {
  it('opens the caller’s account with a zero balance, active, pointing at the user', async () => {
    const result = await run(open, asUser(cyd));
    expect(result.errors).toBeUndefined();
    expect(result.data?.openTokenAccount).toMatchObject({ balance: 0, status: 'active', user: { id: cyd } });
    accounts.set(cyd, (result.data?.openTokenAccount as { id: string }).id);
  });

  it('is idempotent: opening again returns the same account', async () => {
    const again = await run(open, asUser(ada));
    expect((again.data?.openTokenAccount as { id: string }).id).toBe(accounts.get(ada));
    expect(await t.subgraph.db.em.fork().count(TokenAccountSchema, { userId: ada })).toBe(1);
  });

  it('opens exactly one account when the same user asks many times at once', async () => {
    const dee = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => run(open, asUser(dee))));
    for (const r of results) expect(r.errors).toBeUndefined();
    const ids = new Set(results.map((r) => (r.data?.openTokenAccount as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await t.subgraph.db.em.fork().count(TokenAccountSchema, { userId: dee })).toBe(1);
  });

  it('refuses anonymous callers and guests with 401, opening nothing', async () => {
    const before = await t.subgraph.db.em.fork().count(TokenAccountSchema, {});
    for (const identity of [null, guest]) {
      const result = await run(open, identity);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    }
    expect(await t.subgraph.db.em.fork().count(TokenAccountSchema, {})).toBe(before);
  });

  it('keeps the balance from going negative in the database itself', async () => {
    await expect(
      t.subgraph.db.em.fork().nativeUpdate(TokenAccountSchema, { userId: ada }, { balance: -1 }),
    ).rejects.toThrow(/token_account_balance_check/);
  });
});

describe('myTokenAccount', () => {
  const mine = '{ myTokenAccount { id balance } }';

  it('answers the caller’s account, or null before one is opened', async () => {
    expect((await run(mine, asUser(ada))).data).toEqual({ myTokenAccount: { id: accounts.get(ada), balance: 0 } });
    expect((await run(mine, asUser(randomUUID()))).data).toEqual({ myTokenAccount: null });
  });

  it('refuses anonymous callers and guests with 401', async () => {
    for (const identity of [null, guest]) {
      expect((await run(mine, identity)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    }
  });

  it('reads many callers’ accounts asked at once in a few statements, each caller their own, as committed before asking', async () => {
    const users = Array.from({ length: 20 }, () => randomUUID());
    const opened = new Map<string, string>();
    for (const userId of users) opened.set(userId, (await t.subgraph.services.tokenAccounts.openFor(t.subgraph.db.em.fork(), userId)).id);
    await t.subgraph.services.tokenLedger.credit(t.subgraph.db.em.fork(), { accountId: opened.get(users[3]!)!, amount: 5, idempotencyKey: `grant:${randomUUID()}` });
    const before = accountSelects().length;
    const read = await Promise.all(users.map((userId) => t.subgraph.services.tokenAccounts.mine(t.subgraph.db.em.fork(), asUser(userId))));
    expect(read.map((account) => account?.id)).toEqual(users.map((userId) => opened.get(userId)));
    expect(read.map((account) => account?.balance)).toEqual(users.map((_, i) => (i === 3 ? 5 : 0)));
    // One alone, then the others that asked meanwhile together.
    expect(accountSelects().length - before).toBeLessThanOrEqual(2);
  });
});

describe('tokenAccount(id)', () => {
  const byId = 'query($id: ID!) { tokenAccount(id: $id) { id user { id } } }';

  it('shows an account to its holder and to moderators', async () => {
    const id = accounts.get(ada);
    for (const identity of [asUser(ada), moderator]) {
      expect((await run(byId, identity, { id })).data).toEqual({ tokenAccount: { id, user: { id: ada } } });
    }
  });

  it('refuses other users with 403, guests and anonymous callers with 401', async () => {
    const id = accounts.get(ada);
    const other = await run(byId, asUser(bob), { id });
    expect(other.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN', status: 403 } });
    for (const identity of [null, guest]) {
      expect((await run(byId, identity, { id })).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers null for unknown and malformed ids', async () => {
    const result = await run('{ a: tokenAccount(id: "nope") { id } b: tokenAccount(id: "' + randomUUID() + '") { id } }', moderator);
    expect(result).toEqual({ data: { a: null, b: null } });
  });
});

describe('TokenAccount entity references', () => {
  const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on TokenAccount { id balance user { id } } } }';
  const reps = () => [ada, bob, cyd, ada].map((u) => ({ __typename: 'TokenAccount', id: accounts.get(u) }));

  it('resolves many accounts in one _entities call with one SQL query', async () => {
    t.queries.length = 0;
    const result = await run(query, moderator, { r: reps() });
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual(
      [ada, bob, cyd, ada].map((u) => ({ id: accounts.get(u), balance: 0, user: { id: u } })),
    );
    expect(accountSelects()).toHaveLength(1);
  });

  it('resolves only the caller’s own account for an ordinary user, and none for anonymous callers', async () => {
    const own = await run(query, asUser(bob), { r: reps() });
    expect(own.data?._entities).toEqual([null, { id: accounts.get(bob), balance: 0, user: { id: bob } }, null, null]);
    const anonymous = await run(query, null, { r: reps() });
    expect(anonymous.data?._entities).toEqual([null, null, null, null]);
  });
});

describe('User.tokenAccount', () => {
  const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id tokenAccount { id } } } }';
  const users = () => [ada, bob, cyd, randomUUID()];

  it('batches the accounts of many users into one SQL query', async () => {
    const ids = users();
    t.queries.length = 0;
    const result = await run(query, moderator, { r: ids.map((id) => ({ __typename: 'User', id })) });
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      { id: ada, tokenAccount: { id: accounts.get(ada) } },
      { id: bob, tokenAccount: { id: accounts.get(bob) } },
      { id: cyd, tokenAccount: { id: accounts.get(cyd) } },
      { id: ids[3], tokenAccount: null },
    ]);
    expect(accountSelects()).toHaveLength(1);
  });

  it('shows a user only their own account, and never queries for accounts nobody may see', async () => {
    const ids = users();
    const own = await run(query, asUser(cyd), { r: ids.map((id) => ({ __typename: 'User', id })) });
    expect(own.data?._entities).toEqual([
      { id: ada, tokenAccount: null },
      { id: bob, tokenAccount: null },
      { id: cyd, tokenAccount: { id: accounts.get(cyd) } },
      { id: ids[3], tokenAccount: null },
    ]);
    t.queries.length = 0;
    const anonymous = await run(query, null, { r: ids.map((id) => ({ __typename: 'User', id })) });
    expect((anonymous.data?._entities as { tokenAccount: unknown }[]).map((u) => u.tokenAccount)).toEqual([null, null, null, null]);
    const asGuest = await run(query, { ...guest, userId: cyd }, { r: [{ __typename: 'User', id: cyd }] });
    expect(asGuest.data?._entities).toEqual([{ id: cyd, tokenAccount: null }]);
    expect(accountSelects()).toHaveLength(0);
  });
});
