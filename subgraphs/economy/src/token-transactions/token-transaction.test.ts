import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { TokenAccountSchema } from '../token-accounts/token-account.entity.ts';
import { TokenTransactionSchema } from './token-transaction.entity.ts';

const asUser = (userId: string, roles: Identity['roles'] = ['user']): Identity => ({ userId, tokenType: 'user', roles });
const ada = asUser(randomUUID());
const bob = asUser(randomUUID());
const staff = asUser(randomUUID(), ['user', 'staff']);
const moderator = asUser(randomUUID(), ['user', 'moderator']);
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

let t: TestSubgraph<EconomyServices>;
let adaAccount: string;
const em = () => t.subgraph.db.em.fork();
const key = () => randomUUID();

const CREDIT = `mutation($i: CreditTokenAccountInput!) { creditTokenAccount(input: $i) { id type amount reason actorId account { balance heldBalance } } }`;
const ADJUST = `mutation($i: AdjustTokenAccountInput!) { adjustTokenAccount(input: $i) { id type amount reason account { balance } } }`;
const COMMIT = `mutation($i: CommitTokenHoldInput!) { commitTokenHold(input: $i) { id type amount holdId account { balance heldBalance } } }`;
const VOID = `mutation($i: VoidTokenHoldInput!) { voidTokenHold(input: $i) { id type amount holdId reason } }`;
const STATUS = `mutation($i: SetTokenAccountStatusInput!) { setTokenAccountStatus(input: $i) { id status updatedAt } }`;
const HISTORY = `query($id: ID!, $q: ListQueryInput) { tokenTransactions(accountId: $id, query: $q) { data { type amount reason } count total page pageCount } }`;
const MY_HISTORY = `query($q: ListQueryInput) { myTokenTransactions(query: $q) { data { type amount } total } }`;
const ALL = `query($q: ListQueryInput) { allTokenAccounts(query: $q) { data { id balance heldBalance status } total } }`;

async function rowCounts() {
  return { entries: await em().count(TokenTransactionSchema, {}), account: await em().findOneOrFail(TokenAccountSchema, { id: adaAccount }) };
}

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { env: { TOKEN_HOLD_SWEEP_INTERVAL_MS: '3600000' } });
  adaAccount = (await t.ok(ada, 'mutation { openTokenAccount { id } }')).openTokenAccount.id;
  await t.ok(bob, 'mutation { openTokenAccount { id } }');
});
afterAll(() => t?.stop());

describe('staff credit and adjust', () => {
  it('credits with a reason and the staff member as actor; a retry moves nothing', async () => {
    const i = { accountId: adaAccount, amount: 40, idempotencyKey: key(), reason: 'welcome gift' };
    const first = (await t.ok(staff, CREDIT, { i })).creditTokenAccount;
    expect(first).toMatchObject({ type: 'credit', amount: 40, reason: 'welcome gift', actorId: staff.userId, account: { balance: 40, heldBalance: 0 } });
    const again = (await t.ok(staff, CREDIT, { i })).creditTokenAccount;
    expect(again.id).toBe(first.id);
    expect(again.account.balance).toBe(40);
  });

  it('adjusts down without overdrawing, and up', async () => {
    const down = (await t.ok(staff, ADJUST, { i: { accountId: adaAccount, amount: -15, idempotencyKey: key(), reason: 'chargeback' } })).adjustTokenAccount;
    expect(down).toMatchObject({ type: 'commit', amount: 15, account: { balance: 25 } });
    const before = await rowCounts();
    expect(await t.refused(staff, ADJUST, { i: { accountId: adaAccount, amount: -26, idempotencyKey: key(), reason: 'too much' } })).toEqual({
      status: 402,
      message: 'Not enough tokens: the available balance of this token account is too low',
    });
    expect(await rowCounts()).toEqual(before);
    const up = (await t.ok(service, ADJUST, { i: { accountId: adaAccount, amount: 5, idempotencyKey: key(), reason: 'goodwill' } })).adjustTokenAccount;
    expect(up).toMatchObject({ type: 'credit', amount: 5, account: { balance: 30 } });
  });

  it('refuses bad adjustments (400) and everyone without tokens.manage (401/403), changing nothing', async () => {
    const before = await rowCounts();
    for (const amount of [0, 1_000_001, -1_000_001]) {
      expect((await t.refused(staff, ADJUST, { i: { accountId: adaAccount, amount, idempotencyKey: key(), reason: 'r' } })).status).toBe(400);
    }
    expect(await t.refused(staff, ADJUST, { i: { accountId: adaAccount, amount: 1, idempotencyKey: key(), reason: '  ' } })).toEqual({
      status: 400,
      message: 'reason must be 1 to 500 characters',
    });
    const credit = { i: { accountId: adaAccount, amount: 1, idempotencyKey: key() } };
    expect((await t.refused(ada, CREDIT, credit)).status).toBe(403);
    expect((await t.refused(moderator, CREDIT, credit)).status).toBe(403);
    expect((await t.refused(guest, CREDIT, credit)).status).toBe(401);
    expect((await t.refused(staff, CREDIT, { i: { ...credit.i, accountId: randomUUID() } })).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('commitTokenHold and voidTokenHold', () => {
  it('lets a service commit a hold it delivered, once per key', async () => {
    const hold = await t.subgraph.services.tokenLedger.hold(em(), { accountId: adaAccount, amount: 10, idempotencyKey: key(), reference: 'purchase' });
    const i = { holdId: hold.id, idempotencyKey: key() };
    const commit = (await t.ok(service, COMMIT, { i })).commitTokenHold;
    expect(commit).toMatchObject({ type: 'commit', amount: 10, holdId: hold.id, account: { balance: 20, heldBalance: 0 } });
    expect((await t.ok(service, COMMIT, { i })).commitTokenHold.id).toBe(commit.id);
    expect(await t.refused(service, COMMIT, { i: { holdId: hold.id, idempotencyKey: key() } })).toEqual({
      status: 409,
      message: 'This token hold was already committed',
    });
  });

  it('lets a service void a hold, and refuses holders and guests', async () => {
    const hold = await t.subgraph.services.tokenLedger.hold(em(), { accountId: adaAccount, amount: 5, idempotencyKey: key() });
    expect((await t.refused(ada, COMMIT, { i: { holdId: hold.id, idempotencyKey: key() } })).status).toBe(403);
    expect((await t.refused(guest, VOID, { i: { holdId: hold.id, idempotencyKey: key() } })).status).toBe(401);
    const voided = (await t.ok(staff, VOID, { i: { holdId: hold.id, idempotencyKey: key(), reason: 'not delivered' } })).voidTokenHold;
    expect(voided).toMatchObject({ type: 'voided', amount: 5, reason: 'not delivered' });
    expect(await t.refused(service, COMMIT, { i: { holdId: hold.id, idempotencyKey: key() } })).toEqual({
      status: 409,
      message: 'This token hold was already voided: its tokens went back to the account',
    });
    expect(await t.refused(service, COMMIT, { i: { holdId: randomUUID(), idempotencyKey: key() } })).toEqual({ status: 404, message: 'Token hold not found' });
    expect((await t.refused(service, COMMIT, { i: { holdId: hold.id, idempotencyKey: 'k'.repeat(256) } })).status).toBe(400);
  });
});

describe('enable and disable', () => {
  it('lets staff disable an account, which then refuses credits (403), and enable it again', async () => {
    const off = (await t.ok(staff, STATUS, { i: { accountId: adaAccount, status: 'disabled' } })).setTokenAccountStatus;
    expect(off.status).toBe('disabled');
    expect(await t.refused(staff, CREDIT, { i: { accountId: adaAccount, amount: 1, idempotencyKey: key() } })).toEqual({
      status: 403,
      message: 'This token account is disabled',
    });
    // Setting the status it has changes nothing.
    expect((await t.ok(staff, STATUS, { i: { accountId: adaAccount, status: 'disabled' } })).setTokenAccountStatus.updatedAt).toBe(off.updatedAt);
    expect((await t.refused(ada, STATUS, { i: { accountId: adaAccount, status: 'active' } })).status).toBe(403);
    const on = (await t.ok(staff, STATUS, { i: { accountId: adaAccount, status: 'active' } })).setTokenAccountStatus;
    expect(on.status).toBe('active');
    expect(new Date(on.updatedAt).getTime()).toBeGreaterThan(new Date(off.updatedAt).getTime());
    expect((await t.refused(staff, STATUS, { i: { accountId: randomUUID(), status: 'active' } })).status).toBe(404);
  });
});

describe('history and lists', () => {
  it('pages an account’s history newest first, for its holder, staff and services', async () => {
    for (const identity of [ada, staff, service, moderator]) {
      const page = (await t.ok(identity, HISTORY, { id: adaAccount, q: { limit: 2 } })).tokenTransactions;
      expect(page.count).toBe(2);
      expect(page.pageCount).toBe(Math.ceil(page.total / 2));
    }
    const all = (await t.ok(ada, HISTORY, { id: adaAccount, q: { limit: 100 } })).tokenTransactions;
    expect(all.data.at(-1)).toMatchObject({ type: 'credit', amount: 40, reason: 'welcome gift' });
    expect(all.data[0]).toMatchObject({ type: 'voided', amount: 5 });
    const credits = (await t.ok(ada, HISTORY, { id: adaAccount, q: { where: { field: 'type', op: 'EQ', value: 'credit' } } })).tokenTransactions;
    expect(credits.data.map((e: { amount: number }) => e.amount)).toEqual([5, 40]);
    expect((await t.ok(ada, MY_HISTORY, {})).myTokenTransactions.total).toBe(all.total);
  });

  it('refuses other users (403), guests (401), and answers 404 for an unknown account', async () => {
    expect(await t.refused(bob, HISTORY, { id: adaAccount })).toEqual({ status: 403, message: 'Forbidden' });
    expect((await t.refused(guest, HISTORY, { id: adaAccount })).status).toBe(401);
    expect(await t.refused(staff, HISTORY, { id: randomUUID() })).toEqual({ status: 404, message: 'We were unable to find your token account. Please try again.' });
    expect((await t.refused(asUser(randomUUID()), MY_HISTORY, {})).status).toBe(404);
  });

  it('lists all accounts for staff only', async () => {
    const page = (await t.ok(staff, ALL, { q: { where: { field: 'id', op: 'EQ', value: adaAccount } } })).allTokenAccounts;
    expect(page).toMatchObject({ total: 1, data: [{ id: adaAccount, status: 'active', heldBalance: 0 }] });
    expect((await t.refused(ada, ALL, {})).status).toBe(403);
  });

  it('lets services read an account by id', async () => {
    expect((await t.ok(service, 'query($id: ID!) { tokenAccount(id: $id) { id balance } }', { id: adaAccount })).tokenAccount.id).toBe(adaAccount);
  });
});
