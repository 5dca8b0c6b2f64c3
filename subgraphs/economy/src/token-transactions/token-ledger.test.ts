import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgArray, selectTogether } from '@backspin/platform';
import { refusal, testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { TokenAccountSchema } from '../token-accounts/token-account.entity.ts';
import { TokenLedgerService } from './token-ledger.service.ts';
import { TokenHoldSchema, TokenTransactionSchema } from './token-transaction.entity.ts';

let t: TestSubgraph<EconomyServices>;
const clock = testClock();
/** The ledger on the test's clock (the module's own runs on the real one; its sweep is off: see beforeAll). */
const ledger = new TokenLedgerService({ holdTimeoutSeconds: 60, now: clock.now });
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { env: { TOKEN_HOLD_SWEEP_INTERVAL_MS: '3600000' } });
});
afterAll(() => t?.stop());

/** A new active account with `tokens` credited. */
async function accountWith(tokens: number): Promise<string> {
  const account = await t.subgraph.services.tokenAccounts.open(em(), { userId: randomUUID(), tokenType: 'user', roles: ['user'] });
  if (tokens > 0) await ledger.credit(em(), { accountId: account.id, amount: tokens, idempotencyKey: `seed:${account.id}` });
  return account.id;
}

async function stateOf(accountId: string) {
  const account = await em().findOneOrFail(TokenAccountSchema, { id: accountId });
  const entries = await em().count(TokenTransactionSchema, { accountId });
  const live = await em().count(TokenHoldSchema, { accountId });
  return { balance: account.balance, held: account.held, status: account.status, updatedAt: account.updatedAt.getTime(), entries, live };
}

const key = () => randomUUID();

describe('credit', () => {
  it('adds tokens, records the entry and moves updatedAt', async () => {
    const id = await accountWith(0);
    const before = await stateOf(id);
    const entry = await ledger.credit(em(), { accountId: id, amount: 25, idempotencyKey: key(), reason: 'welcome' });
    expect(entry).toMatchObject({ accountId: id, type: 'credit', amount: 25, reason: 'welcome', holdId: null });
    const after = await stateOf(id);
    expect(after).toMatchObject({ balance: 25, held: 0, entries: before.entries + 1 });
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt);
  });

  it('moves once for a retried key, also when the retries race', async () => {
    const id = await accountWith(0);
    const k = key();
    const first = await ledger.credit(em(), { accountId: id, amount: 10, idempotencyKey: k });
    const again = await Promise.all(Array.from({ length: 10 }, () => ledger.credit(em(), { accountId: id, amount: 10, idempotencyKey: k })));
    expect(new Set(again.map((e) => e.id))).toEqual(new Set([first.id]));
    const racing = key();
    const raced = await Promise.all(Array.from({ length: 10 }, () => ledger.credit(em(), { accountId: id, amount: 5, idempotencyKey: racing })));
    expect(new Set(raced.map((e) => e.id)).size).toBe(1);
    expect(await stateOf(id)).toMatchObject({ balance: 15, entries: 2 });
  });

  it('refuses a key reused with other parameters (409), moving nothing', async () => {
    const id = await accountWith(0);
    const k = key();
    await ledger.credit(em(), { accountId: id, amount: 10, idempotencyKey: k });
    const before = await stateOf(id);
    expect(await refusal(ledger.credit(em(), { accountId: id, amount: 11, idempotencyKey: k }))).toMatchObject({
      status: 409,
      message: 'This idempotency key was already used for a different request',
    });
    expect(await refusal(ledger.hold(em(), { accountId: id, amount: 10, idempotencyKey: k }))).toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await stateOf(id)).toEqual(before);
  });

  it('refuses unknown accounts (404, the spec’s message) and bad input (400), moving nothing', async () => {
    const rows = await em().count(TokenTransactionSchema, {});
    for (const accountId of [randomUUID(), 'not-a-uuid']) {
      expect(await refusal(ledger.credit(em(), { accountId, amount: 1, idempotencyKey: key() }))).toMatchObject({
        status: 404,
        message: 'We were unable to find your token account. Please try again.',
      });
    }
    const id = await accountWith(0);
    for (const amount of [0, -1, 1.5, 1_000_001, Number.NaN]) {
      expect(await refusal(ledger.credit(em(), { accountId: id, amount, idempotencyKey: key() }))).toMatchObject({ status: 400, reason: 'INVALID_TOKEN_AMOUNT' });
    }
    for (const idempotencyKey of ['', 'x'.repeat(256), 'a\u0000b']) {
      expect(await refusal(ledger.credit(em(), { accountId: id, amount: 1, idempotencyKey }))).toMatchObject({ status: 400, reason: 'INVALID_IDEMPOTENCY_KEY' });
    }
    expect(await em().count(TokenTransactionSchema, {})).toBe(rows);
  });
});

describe('hold, commit and void', () => {
  it('lets exactly as many of 100 concurrent holds through as the balance affords, never below zero', async () => {
    const id = await accountWith(37);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => ledger.hold(em(), { accountId: id, amount: 1, idempotencyKey: `${id}:${i}` })),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { reason?: string; status?: number }] : []));
    expect(held).toHaveLength(37);
    expect(refused).toHaveLength(63);
    for (const error of refused) expect(error).toMatchObject({ reason: 'TOKEN_BALANCE_INSUFFICIENT', status: 402 });
    expect(await stateOf(id)).toMatchObject({ balance: 0, held: 37, entries: 1 + 37, live: 37 });
  });

  it('holds, then commits: the tokens are spent; the commit retried answers the first and moves nothing', async () => {
    const id = await accountWith(50);
    const hold = await ledger.hold(em(), { accountId: id, amount: 20, idempotencyKey: key(), reference: 'purchase-1' });
    expect(hold).toMatchObject({ type: 'hold', amount: 20, reference: 'purchase-1' });
    expect(hold.expiresAt!.getTime() - hold.createdAt.getTime()).toBe(60_000);
    expect(await stateOf(id)).toMatchObject({ balance: 30, held: 20, live: 1 });
    const k = key();
    const [commit, ...retries] = await Promise.all(Array.from({ length: 5 }, () => ledger.commit(em(), { holdId: hold.id, idempotencyKey: k })));
    expect(commit).toMatchObject({ type: 'commit', holdId: hold.id, amount: 20, accountId: id });
    for (const retry of retries) expect(retry.id).toBe(commit!.id);
    expect(await stateOf(id)).toMatchObject({ balance: 30, held: 0, live: 0, entries: 3 });
    expect((await ledger.commit(em(), { holdId: hold.id, idempotencyKey: k })).id).toBe(commit!.id);
  });

  it('voids: the tokens come back; a retried hold moves once', async () => {
    const id = await accountWith(50);
    const k = key();
    const [hold, ...retries] = await Promise.all(Array.from({ length: 5 }, () => ledger.hold(em(), { accountId: id, amount: 20, idempotencyKey: k })));
    for (const retry of retries) expect(retry.id).toBe(hold!.id);
    expect(await stateOf(id)).toMatchObject({ balance: 30, held: 20 });
    const voided = await ledger.void(em(), { holdId: hold!.id, idempotencyKey: key(), reason: 'delivery failed' });
    expect(voided).toMatchObject({ type: 'voided', holdId: hold!.id, amount: 20, reason: 'delivery failed' });
    expect(await stateOf(id)).toMatchObject({ balance: 50, held: 0, live: 0, entries: 3 });
  });

  it('refuses a commit after a void and a void after a commit (409), and unknown holds (404), changing nothing', async () => {
    const id = await accountWith(50);
    const a = await ledger.hold(em(), { accountId: id, amount: 5, idempotencyKey: key() });
    const b = await ledger.hold(em(), { accountId: id, amount: 5, idempotencyKey: key() });
    await ledger.void(em(), { holdId: a.id, idempotencyKey: key() });
    await ledger.commit(em(), { holdId: b.id, idempotencyKey: key() });
    const before = await stateOf(id);
    expect(await refusal(ledger.commit(em(), { holdId: a.id, idempotencyKey: key() }))).toMatchObject({ status: 409, reason: 'TOKEN_HOLD_ALREADY_VOIDED' });
    expect(await refusal(ledger.void(em(), { holdId: b.id, idempotencyKey: key() }))).toMatchObject({ status: 409, reason: 'TOKEN_HOLD_ALREADY_COMMITTED' });
    expect(await refusal(ledger.commit(em(), { holdId: b.id, idempotencyKey: key() }))).toMatchObject({ reason: 'TOKEN_HOLD_ALREADY_COMMITTED' });
    for (const holdId of [randomUUID(), 'nope']) {
      expect(await refusal(ledger.commit(em(), { holdId, idempotencyKey: key() }))).toMatchObject({ status: 404, message: 'Token hold not found' });
    }
    // A credit is not a hold.
    const credit = await em().findOneOrFail(TokenTransactionSchema, { accountId: id, type: 'credit' });
    expect(await refusal(ledger.commit(em(), { holdId: credit.id, idempotencyKey: key() }))).toMatchObject({ reason: 'TOKEN_HOLD_NOT_FOUND' });
    expect(await stateOf(id)).toEqual(before);
  });

  it('settles a hold once when a commit and a void race', async () => {
    const id = await accountWith(10);
    const hold = await ledger.hold(em(), { accountId: id, amount: 10, idempotencyKey: key() });
    const results = await Promise.allSettled([
      ledger.commit(em(), { holdId: hold.id, idempotencyKey: key() }),
      ledger.void(em(), { holdId: hold.id, idempotencyKey: key() }),
      ledger.commit(em(), { holdId: hold.id, idempotencyKey: key() }),
      ledger.void(em(), { holdId: hold.id, idempotencyKey: key() }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const settled = await em().find(TokenTransactionSchema, { holdId: hold.id });
    expect(settled).toHaveLength(1);
    expect(await stateOf(id)).toMatchObject({ balance: settled[0]!.type === 'voided' ? 10 : 0, held: 0, live: 0 });
  });

  it('refuses too few tokens (402) and changes nothing', async () => {
    const id = await accountWith(5);
    const before = await stateOf(id);
    expect(await refusal(ledger.hold(em(), { accountId: id, amount: 6, idempotencyKey: key() }))).toMatchObject({
      status: 402,
      message: 'Not enough tokens: the available balance of this token account is too low',
    });
    expect(await stateOf(id)).toEqual(before);
  });

  it('runs in the caller’s transaction: a refusal the caller catches leaves nothing, a rollback undoes the hold', async () => {
    const id = await accountWith(5);
    const before = await stateOf(id);
    const changedMind = new Error('the caller changes its mind');
    await em()
      .transactional(async (tx) => {
        await ledger.hold(tx, { accountId: id, amount: 3, idempotencyKey: key() });
        await expect(ledger.hold(tx, { accountId: id, amount: 3, idempotencyKey: key() })).rejects.toMatchObject({ reason: 'TOKEN_BALANCE_INSUFFICIENT' });
        // The refused hold's entry, written before its account update was refused, went with its savepoint.
        expect(await tx.count(TokenTransactionSchema, { accountId: id })).toBe(before.entries + 1);
        expect(await tx.count(TokenHoldSchema, { accountId: id })).toBe(1);
        throw changedMind;
      })
      .catch((error: unknown) => {
        if (error !== changedMind) throw error;
      });
    expect(await stateOf(id)).toEqual(before);
  });
});

describe('expiry', () => {
  it('voids a hold that times out (the sweep), its tokens come back; it can no longer be committed', async () => {
    const id = await accountWith(30);
    const hold = await ledger.hold(em(), { accountId: id, amount: 30, idempotencyKey: key(), timeoutSeconds: 120 });
    clock.advance(119);
    await ledger.voidExpiredHolds(em(), clock.now());
    expect(await stateOf(id)).toMatchObject({ balance: 0, held: 30 });
    clock.advance(1);
    expect(await refusal(ledger.commit(em(), { holdId: hold.id, idempotencyKey: key() }))).toMatchObject({ status: 409, reason: 'TOKEN_HOLD_EXPIRED' });
    expect(await ledger.voidExpiredHolds(em(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await ledger.voidExpiredHolds(em(), clock.now())).toBe(0);
    expect(await stateOf(id)).toMatchObject({ balance: 30, held: 0, live: 0 });
    const settlement = await ledger.settlementOf(em(), hold.id);
    expect(settlement).toMatchObject({ type: 'voided', amount: 30, reason: 'expired', idempotencyKey: null });
    expect(await refusal(ledger.commit(em(), { holdId: hold.id, idempotencyKey: key() }))).toMatchObject({ reason: 'TOKEN_HOLD_ALREADY_VOIDED' });
  });

  it('voids an account’s expired holds before a new hold on it, so the balance is right when it matters', async () => {
    const id = await accountWith(10);
    await ledger.hold(em(), { accountId: id, amount: 10, idempotencyKey: key() });
    expect(await refusal(ledger.hold(em(), { accountId: id, amount: 10, idempotencyKey: key() }))).toMatchObject({ status: 402 });
    clock.advance(60);
    await ledger.hold(em(), { accountId: id, amount: 10, idempotencyKey: key() });
    expect(await stateOf(id)).toMatchObject({ balance: 0, held: 10, live: 1, entries: 1 + 2 + 1 });
  });

  it('voids each expired hold once however many sweeps run at once', async () => {
    const ids = await Promise.all([accountWith(4), accountWith(4), accountWith(4)]);
    for (const id of ids) for (let i = 0; i < 4; i++) await ledger.hold(em(), { accountId: id, amount: 1, idempotencyKey: key() });
    clock.advance(61);
    await Promise.all([ledger.voidExpiredHolds(em(), clock.now()), ledger.voidExpiredHolds(em(), clock.now()), ledger.voidExpiredHolds(em(), clock.now())]);
    for (const id of ids) {
      expect(await stateOf(id)).toMatchObject({ balance: 4, held: 0, live: 0, entries: 1 + 4 + 4 });
    }
  });
});

describe('disabled accounts and staff debits', () => {
  it('refuses holds and credits on a disabled account (403) and changes nothing; its holds still settle', async () => {
    const id = await accountWith(10);
    const hold = await ledger.hold(em(), { accountId: id, amount: 4, idempotencyKey: key() });
    await em().nativeUpdate(TokenAccountSchema, { id }, { status: 'disabled' });
    const before = await stateOf(id);
    for (const attempt of [
      () => ledger.hold(em(), { accountId: id, amount: 1, idempotencyKey: key() }),
      () => ledger.credit(em(), { accountId: id, amount: 1, idempotencyKey: key() }),
      () => ledger.debit(em(), { accountId: id, amount: 1, idempotencyKey: key(), reason: 'r', actorId: null }),
    ]) {
      expect(await refusal(attempt())).toMatchObject({ status: 403, message: 'This token account is disabled' });
    }
    expect(await stateOf(id)).toEqual(before);
    await ledger.commit(em(), { holdId: hold.id, idempotencyKey: key() });
    expect(await stateOf(id)).toMatchObject({ balance: 6, held: 0 });
  });

  it('debits as a hold committed at once, never below zero, once per key', async () => {
    const id = await accountWith(10);
    const actorId = randomUUID();
    const k = key();
    const commit = await ledger.debit(em(), { accountId: id, amount: 7, idempotencyKey: k, reason: 'refund reversed', actorId });
    expect(commit).toMatchObject({ type: 'commit', amount: 7, idempotencyKey: null });
    expect(await ledger.settlementOf(em(), commit.holdId!)).toMatchObject({ id: commit.id });
    expect((await ledger.debit(em(), { accountId: id, amount: 7, idempotencyKey: k, reason: 'refund reversed', actorId })).id).toBe(commit.id);
    const before = await stateOf(id);
    expect(before).toMatchObject({ balance: 3, held: 0, live: 0, entries: 3 });
    expect(await refusal(ledger.debit(em(), { accountId: id, amount: 4, idempotencyKey: key(), reason: 'too much', actorId }))).toMatchObject({ status: 402 });
    expect(await stateOf(id)).toEqual(before);
  });

  it('keeps the balance and the held sum from going negative in the database itself', async () => {
    const id = await accountWith(1);
    await expect(em().nativeUpdate(TokenAccountSchema, { id }, { held: -1 })).rejects.toThrow(/token_account_held_check/);
    await expect(em().nativeUpdate(TokenAccountSchema, { id }, { balance: -1 })).rejects.toThrow(/token_account_balance_check/);
  });
});

describe('batches (the purchases of one group commit)', () => {
  it('decides holds in order on the locked accounts, refusing as hold does; a refused hold changes nothing', async () => {
    const rich = await accountWith(10);
    const poor = await accountWith(2);
    const disabled = await accountWith(5);
    await em().nativeUpdate(TokenAccountSchema, { id: disabled }, { status: 'disabled' });
    const before = { rich: await stateOf(rich), poor: await stateOf(poor), disabled: await stateOf(disabled) };
    clock.advance(1);
    const decided = await em().transactional(async (tx) => {
      const batch = await ledger.openHoldBatch(tx, [rich, poor, disabled, rich]);
      expect(batch.account(rich)).toMatchObject({ balance: 10, held: 0 });
      const outcomes = [
        { accountId: rich, amount: 4 },
        { accountId: poor, amount: 3 },
        { accountId: rich, amount: 4 },
        { accountId: disabled, amount: 1 },
        { accountId: rich, amount: 4 },
        { accountId: randomUUID(), amount: 1 },
      ].map((hold) => {
        try {
          return batch.hold({ ...hold, idempotencyKey: key() }).amount;
        } catch (error) {
          return (error as { reason: string }).reason;
        }
      });
      // What a client would see as it stands after the batch's earlier holds.
      expect(batch.account(rich)).toMatchObject({ balance: 2, held: 8 });
      expect(batch.account(rich)!.updatedAt.getTime()).toBeGreaterThan(before.rich.updatedAt);
      await batch.write();
      return outcomes;
    });
    expect(decided).toEqual([4, 'TOKEN_BALANCE_INSUFFICIENT', 4, 'TOKEN_ACCOUNT_DISABLED', 'TOKEN_BALANCE_INSUFFICIENT', 'TOKEN_ACCOUNT_NOT_FOUND']);
    const after = await stateOf(rich);
    expect(after).toMatchObject({ balance: 2, held: 8, entries: before.rich.entries + 2, live: 2 });
    expect(after.updatedAt).toBeGreaterThan(before.rich.updatedAt);
    expect(await stateOf(poor)).toEqual(before.poor);
    expect(await stateOf(disabled)).toEqual(before.disabled);
  });

  it('voids the accounts’ expired holds before deciding, so the balance is the true one', async () => {
    const id = await accountWith(5);
    await ledger.hold(em(), { accountId: id, amount: 5, idempotencyKey: key(), timeoutSeconds: 10 });
    clock.advance(11);
    const entry = await em().transactional(async (tx) => {
      const batch = await ledger.openHoldBatch(tx, [id]);
      expect(batch.account(id)).toMatchObject({ balance: 5, held: 0 });
      const held = batch.hold({ accountId: id, amount: 5, idempotencyKey: key() });
      await batch.write();
      return held;
    });
    expect(entry).toMatchObject({ type: 'hold', amount: 5 });
    expect(await stateOf(id)).toMatchObject({ balance: 0, held: 5, live: 1 });
  });

  it('writes nothing when a key of the batch was taken meanwhile (the caller then makes its holds alone)', async () => {
    const id = await accountWith(10);
    const taken = key();
    await ledger.credit(em(), { accountId: id, amount: 1, idempotencyKey: taken });
    const before = await stateOf(id);
    await expect(
      em().transactional(async (tx) => {
        const batch = await ledger.openHoldBatch(tx, [id]);
        batch.hold({ accountId: id, amount: 2, idempotencyKey: key() });
        batch.hold({ accountId: id, amount: 3, idempotencyKey: taken });
        await batch.write();
      }),
    ).rejects.toThrow('an idempotency key was taken');
    expect(await stateOf(id)).toEqual(before);
  });

  it('commits many holds at once with the caller’s change, leaving each unusual one as it is', async () => {
    const id = await accountWith(20);
    const live = await ledger.hold(em(), { accountId: id, amount: 3, idempotencyKey: key() });
    const alsoLive = await ledger.hold(em(), { accountId: id, amount: 4, idempotencyKey: key() });
    const voided = await ledger.hold(em(), { accountId: id, amount: 2, idempotencyKey: key() });
    await ledger.void(em(), { holdId: voided.id, idempotencyKey: key() });
    const expiring = await ledger.hold(em(), { accountId: id, amount: 1, idempotencyKey: key(), timeoutSeconds: 5 });
    clock.advance(6);
    const before = await stateOf(id);
    const holdIds = [live.id, voided.id, expiring.id, randomUUID(), alsoLive.id];
    const keys = holdIds.map(() => key());
    const source = {
      sql: 'select h."hold_id", h."commit_key", h."n" from unnest(?::uuid[], ?::text[], ?::int[]) as h("hold_id", "commit_key", "n")',
      params: [pgArray(holdIds), pgArray(keys), pgArray(holdIds.map((_, i) => i))],
    };
    const commits = await em().transactional(async (tx) => {
      await selectTogether(tx, { accounts: ledger.lockAccountsPart({ sql: 'select ?::uuid', params: [id] }) });
      return ledger.commitHoldsOf(tx, source);
    });
    expect(commits.sort((a, b) => Number(a.row.n) - Number(b.row.n)).map((c) => c.committed)).toEqual([true, false, false, false, true]);
    // 7 tokens spent out of the held ones; the expired hold stays for the sweep, which gives it back.
    expect(await stateOf(id)).toMatchObject({ balance: before.balance, held: before.held - 7, entries: before.entries + 2, live: 1 });
    const entries = await em().find(TokenTransactionSchema, { holdId: { $in: [live.id, alsoLive.id] } }, { orderBy: { amount: 'asc' } });
    expect(entries.map((e) => [e.type, e.amount, e.idempotencyKey])).toEqual([
      ['commit', 3, keys[0]],
      ['commit', 4, keys[4]],
    ]);
    // A second settlement of the same holds commits nothing more.
    const again = await em().transactional((tx) => ledger.commitHoldsOf(tx, { ...source, params: [pgArray(holdIds), pgArray(holdIds.map(() => key())), pgArray(holdIds.map((_, i) => i))] }));
    expect(again.every((c) => !c.committed)).toBe(true);
    await ledger.voidExpiredHolds(em());
    expect(await stateOf(id)).toMatchObject({ balance: 20 - 7, held: 0, live: 0 });
  });

  it('commits nothing when a commit key is taken (the caller then settles each alone)', async () => {
    const id = await accountWith(10);
    const hold = await ledger.hold(em(), { accountId: id, amount: 3, idempotencyKey: key() });
    const taken = key();
    await ledger.credit(em(), { accountId: id, amount: 1, idempotencyKey: taken });
    const before = await stateOf(id);
    await expect(
      em().transactional((tx) => ledger.commitHoldsOf(tx, { sql: 'select ?::uuid as "hold_id", ?::text as "commit_key"', params: [hold.id, taken] })),
    ).rejects.toThrow('an idempotency key was taken');
    expect(await stateOf(id)).toEqual(before);
  });
});
