import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execute, identityHeader, signIdentity, type Identity, type RunningSubgraph } from '@backspin/platform';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { EconomyServices } from '../context.ts';
import { ConsumablePurchaseSchema } from './consumable-purchase.entity.ts';

// Buying a consumable across economy (the ledger, the purchase) and rooms (the chat it lands in), in one product:
// the buyer's view checked under the account's lock, the tokens held, the delivery queued in the same transaction,
// committed once delivered, voided when rooms refuses. A charged purchase is the buyer's BOUGHT_CONSUMABLE in audit's user
// actions, queued with its settlement; a refused, refunded or uncharged one is none.

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const owner = asUser(randomUUID());

const PURCHASE = `mutation($i: PurchaseConsumableInput!) { purchaseConsumable(input: $i) {
  id status roomId consumableId accountId tokenCost failureReason consumable { id name } tokenAccount { balance } } }`;
const ACCOUNT = '{ myTokenAccount { id balance updatedAt } }';

let product: TestProduct;
let economy: RunningSubgraph<EconomyServices>;
let rooms: RunningSubgraph;
let roomId: string;
let consumableId: string;
const cost = 3;

interface Result {
  data?: Record<string, any> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

async function call(subgraph: RunningSubgraph, identity: Identity, query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  return subgraph.execute({ query, variables }, { [identityHeader]: await signIdentity(identity, subgraph.config.gatewaySecret) }) as Promise<Result>;
}

/** A user in the room with an open token account holding `tokens`. */
async function buyerWith(tokens: number): Promise<{ identity: Identity; accountId: string }> {
  const identity = asUser(randomUUID());
  expect((await call(rooms, identity, 'mutation($id: ID!) { joinRoom(roomId: $id) { connectionId } }', { id: roomId })).errors).toBeUndefined();
  const opened = await call(economy, identity, 'mutation { openTokenAccount { id } }');
  const accountId = opened.data!.openTokenAccount.id as string;
  if (tokens > 0) await economy.services.tokenLedger.credit(economy.db.em.fork(), { accountId, amount: tokens, idempotencyKey: `grant:${accountId}` });
  return { identity, accountId };
}

/** The buyer's view of their account, as a client reads it. */
async function viewOf(identity: Identity): Promise<{ accountId: string; balance: number; updatedAt: string }> {
  const { myTokenAccount } = (await call(economy, identity, ACCOUNT)).data!;
  return { accountId: myTokenAccount.id, balance: myTokenAccount.balance, updatedAt: myTokenAccount.updatedAt };
}

const body = (view: { accountId: string; balance: number; updatedAt: string }, extra: Record<string, unknown> = {}) => ({
  roomUuid: roomId,
  consumableId,
  accountId: view.accountId,
  balanceUnmodifiedSince: view.updatedAt,
  lastTokenBalance: view.balance,
  tokenCost: cost,
  ...extra,
});

/** The account's row and its ledger entries, read straight from the tables. */
async function ledgerOf(accountId: string) {
  const em = economy.db.em.fork();
  const [account] = await execute<{ balance: number; held: number }>(em, 'select balance, held from economy.token_account where id = ?', [accountId]);
  const entries = await execute<{ type: string; amount: number }>(em, 'select type, amount from economy.token_transaction where account_id = ? order by created_at, id', [accountId]);
  return { ...account!, entries: entries.map((e) => `${e.type}:${e.amount}`) };
}

const deliveredMessages = (purchaseId: string) =>
  execute<{ author_id: string; consumable_id: string }>(rooms.db.em.fork(), 'select author_id, consumable_id from rooms.chat_message where consumable_purchase_id = ?', [purchaseId]);

/** The BOUGHT_CONSUMABLE actions economy queued for the buyer (each job's event id and input). */
async function boughtQueued(userId: string) {
  const rows = await execute<{ payload: { eventId: string; input: Record<string, unknown> } | string }>(
    economy.db.em.fork(),
    `select payload from economy.job where kind = 'audit.user-action' and payload->'input'->>'userId' = ? order by created_at`,
    [userId],
  );
  return rows.map((r) => (typeof r.payload === 'string' ? (JSON.parse(r.payload) as { eventId: string; input: Record<string, unknown> }) : r.payload));
}

/** The user's BOUGHT_CONSUMABLE actions as audit recorded them (rooms records their joins there too). */
const recordedInAudit = (userId: string) =>
  execute<{ id: string; type: string; room_id: string | null; detail: Record<string, unknown> | string | null }>(
    product.subgraphs.get('audit')!.db.em.fork(),
    `select id, type, room_id, detail from audit.user_action where user_id = ? and type = 'BOUGHT_CONSUMABLE' order by occurred_at`,
    [userId],
  ).then((rows) => rows.map((r) => ({ ...r, detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail })));

/** Runs economy's due jobs (deliveries) until none is left. */
async function drainDeliveries(): Promise<void> {
  while (await economy.services.jobs.runOnce(economy.db)) {
    // until none is due
  }
}

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  economy = product.subgraphs.get('economy') as RunningSubgraph<EconomyServices>;
  rooms = product.subgraphs.get('rooms')!;
  roomId = (await call(rooms, owner, 'mutation { createRoom(input: { slug: "shop-room", name: "Shop" }) { id } }')).data!.createRoom.id;
  const made = await call(economy, admin, 'mutation { createConsumable(input: { name: "Confetti", tokenCost: 3 }) { id } }');
  consumableId = made.data!.createConsumable.id;
});
afterAll(() => product?.stop());

describe('purchaseConsumable', () => {
  it('holds the tokens, delivers the consumable into the room’s chat as the buyer’s message, then commits', async () => {
    const { identity, accountId } = await buyerWith(10);
    const result = await call(economy, identity, PURCHASE, { i: body(await viewOf(identity)) });
    expect(result.errors).toBeUndefined();
    const purchase = result.data!.purchaseConsumable;
    expect(purchase).toMatchObject({ status: 'delivered', roomId, consumableId, accountId, tokenCost: cost, failureReason: null, consumable: { name: 'Confetti' }, tokenAccount: { balance: 7 } });
    expect(await ledgerOf(accountId)).toEqual({ balance: 7, held: 0, entries: ['credit:10', 'hold:3', 'commit:3'] });
    expect(await deliveredMessages(purchase.id)).toEqual([{ author_id: identity.userId, consumable_id: consumableId }]);
    // Bought: once in audit, keyed by the purchase (economy's runner delivers it, woken by the settlement).
    const bought = { id: purchase.id, type: 'BOUGHT_CONSUMABLE', room_id: roomId, detail: { consumableId, cost, purchaseId: purchase.id } };
    await expect.poll(() => recordedInAudit(identity.userId!)).toEqual([bought]);
    expect(await boughtQueued(identity.userId!)).toEqual([
      { eventId: purchase.id, input: { userId: identity.userId, type: 'BOUGHT_CONSUMABLE', roomId, occurredAt: expect.any(String), detail: bought.detail } },
    ]);
    const [settled] = await economy.db.em.fork().find(ConsumablePurchaseSchema, { id: purchase.id });
    expect((await boughtQueued(identity.userId!))[0]!.input.occurredAt).toBe(settled!.settledAt!.toISOString());
  });

  it('records a purchase settled alone (its batch failed, so it is written again by itself) as bought once too', async () => {
    const { identity, accountId } = await buyerWith(10);
    // The settlement's batch statement fails once: the group commit settles the purchase again alone (settleOne).
    const batch = vi.spyOn(economy.services.tokenLedger, 'commitHoldsOf').mockRejectedValueOnce(new Error('the batch was lost'));
    try {
      const purchase = (await call(economy, identity, PURCHASE, { i: body(await viewOf(identity)) })).data!.purchaseConsumable;
      await expect.poll(async () => (await economy.db.em.fork().findOneOrFail(ConsumablePurchaseSchema, { id: purchase.id })).status).toBe('delivered');
      expect(batch).toHaveBeenCalled();
      expect(await ledgerOf(accountId)).toEqual({ balance: 7, held: 0, entries: ['credit:10', 'hold:3', 'commit:3'] });
      const [settled] = await economy.db.em.fork().find(ConsumablePurchaseSchema, { id: purchase.id });
      expect(await boughtQueued(identity.userId!)).toEqual([
        {
          eventId: purchase.id,
          input: { userId: identity.userId, type: 'BOUGHT_CONSUMABLE', roomId, occurredAt: settled!.settledAt!.toISOString(), detail: { consumableId, cost, purchaseId: purchase.id } },
        },
      ]);
    } finally {
      batch.mockRestore();
    }
  });

  it('sells once to 100 purchases sent with the same view; the others get 409 with the fresh values, nothing moved', async () => {
    const { identity, accountId } = await buyerWith(10);
    const view = await viewOf(identity);
    const results = await Promise.all(Array.from({ length: 100 }, () => call(economy, identity, PURCHASE, { i: body(view) })));
    const bought = results.filter((r) => !r.errors);
    expect(bought).toHaveLength(1);
    expect(bought[0]!.data!.purchaseConsumable.status).not.toBe('failed');
    const after = await ledgerOf(accountId);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors![0]).toMatchObject({
        message: 'The price or your token balance has changed: check them and try again',
        extensions: { status: 409, tokenCost: cost, balance: 7 },
      });
      expect(Date.parse(refused.errors![0]!.extensions!.balanceUpdatedAt as string)).toBeGreaterThan(Date.parse(view.updatedAt));
    }
    expect(after.balance).toBe(7);
    expect(after.entries.filter((e) => e.startsWith('hold'))).toEqual(['hold:3']);
    // One purchase, one BOUGHT_CONSUMABLE: the 99 refused record nothing.
    await drainDeliveries();
    expect((await boughtQueued(identity.userId!)).map((b) => b.eventId)).toEqual([bought[0]!.data!.purchaseConsumable.id]);
  });

  it('then each of the 100 retries with the fresh values until refused for too few tokens: exactly as many succeed as the balance allows', async () => {
    const { identity, accountId } = await buyerWith(10);
    const start = await viewOf(identity);
    let succeeded = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, async () => {
        let view = start;
        for (;;) {
          const result = await call(economy, identity, PURCHASE, { i: body(view) });
          if (!result.errors) {
            succeeded += 1;
            view = await viewOf(identity);
            continue;
          }
          const { extensions, message } = result.errors[0]!;
          if (extensions?.status === 409 && extensions.reason === 'CONSUMABLE_PURCHASE_STALE') {
            view = { accountId, balance: extensions.balance as number, updatedAt: extensions.balanceUpdatedAt as string };
            continue;
          }
          return { status: extensions?.status, message };
        }
      }),
    );
    expect(succeeded).toBe(Math.floor(10 / cost));
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ status: 402, message: 'Not enough tokens: the available balance of this token account is too low' });
    }
    await drainDeliveries();
    const ledger = await ledgerOf(accountId);
    expect(ledger).toMatchObject({ balance: 10 % cost, held: 0 });
    expect(ledger.entries.filter((e) => e.startsWith('commit'))).toHaveLength(succeeded);
    // As many bought as charged, each once, whatever batches settled them; the 402s record nothing.
    const queued = await boughtQueued(identity.userId!);
    expect(queued).toHaveLength(succeeded);
    expect(new Set(queued.map((b) => b.eventId)).size).toBe(succeeded);
    await expect.poll(async () => (await recordedInAudit(identity.userId!)).length).toBe(succeeded);
  });

  it('answers a retry with the same idempotency key with the first purchase, spending once (concurrent retries too)', async () => {
    const { identity, accountId } = await buyerWith(10);
    const view = await viewOf(identity);
    const key = `click-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => call(economy, identity, PURCHASE, { i: body(view, { idempotencyKey: key }) })));
    const ids = new Set(results.map((r) => r.data?.purchaseConsumable.id));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(ids.size).toBe(1);
    const again = await call(economy, identity, PURCHASE, { i: body(view, { idempotencyKey: key }) });
    expect(again.data!.purchaseConsumable.id).toBe([...ids][0]);
    await drainDeliveries();
    expect(await ledgerOf(accountId)).toEqual({ balance: 7, held: 0, entries: ['credit:10', 'hold:3', 'commit:3'] });
    // The same key for another purchase is a reused key.
    const other = await call(economy, identity, PURCHASE, { i: body(view, { idempotencyKey: key, roomUuid: randomUUID() }) });
    expect(other.errors?.[0]?.extensions).toMatchObject({ status: 409, reason: 'IDEMPOTENCY_KEY_REUSED' });    // A retry after the buyer left the room still answers the first purchase (rooms' refusal does not hide it).
    expect((await call(rooms, identity, 'mutation($id: ID!) { leaveRoom(roomId: $id) }', { id: roomId })).errors).toBeUndefined();
    const afterLeaving = await call(economy, identity, PURCHASE, { i: body(view, { idempotencyKey: key }) });
    expect(afterLeaving.data?.purchaseConsumable.id).toBe([...ids][0]);
    const fresh = await call(economy, identity, PURCHASE, { i: body(await viewOf(identity), { idempotencyKey: `click-${randomUUID()}` }) });
    expect(fresh.errors?.[0]?.message).toContain('in the room');
    expect(await ledgerOf(accountId)).toEqual({ balance: 7, held: 0, entries: ['credit:10', 'hold:3', 'commit:3'] });
  });

  it('refuses, changing nothing: no account, someone else’s, a changed price, too few tokens, not in the room, a deleted consumable, bad input', async () => {
    const { identity, accountId } = await buyerWith(2);
    const view = await viewOf(identity);
    const stranger = await buyerWith(10);
    const before = await ledgerOf(accountId);
    const purchases = await economy.db.em.fork().count(ConsumablePurchaseSchema, {});
    const refusal = async (who: Identity, input: Record<string, unknown>) => {
      const result = await call(economy, who, PURCHASE, { i: input });
      return { status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message };
    };
    expect(await refusal(identity, body(view, { accountId: randomUUID() }))).toEqual({ status: 404, message: 'We were unable to find your token account. Please try again.' });
    expect(await refusal(identity, body({ ...view, accountId: stranger.accountId }))).toMatchObject({ status: 403 });
    expect(await refusal(identity, body(view, { tokenCost: 2 }))).toMatchObject({ status: 409 });
    expect(await refusal(identity, body(view))).toEqual({ status: 402, message: 'Not enough tokens: the available balance of this token account is too low' });
    expect(await refusal(identity, body(view, { roomUuid: randomUUID() }))).toMatchObject({ status: 404 });
    const outsider = asUser(randomUUID());
    const outsiderAccount = (await call(economy, outsider, 'mutation { openTokenAccount { id } }')).data!.openTokenAccount.id;
    await economy.services.tokenLedger.credit(economy.db.em.fork(), { accountId: outsiderAccount, amount: 10, idempotencyKey: `grant:${outsiderAccount}` });
    expect(await refusal(outsider, body(await viewOf(outsider)))).toEqual({ status: 409, message: 'You must be in the room to send it a consumable' });
    expect(await refusal(identity, body(view, { consumableId: randomUUID() }))).toEqual({ status: 404, message: 'Consumable not found' });
    for (const bad of [{ roomUuid: 'nope' }, { lastTokenBalance: -1 }, { tokenCost: 0 }]) {
      expect(await refusal(identity, body(view, bad))).toMatchObject({ status: 400 });
    }
    // Someone in the room spending this account: not theirs. Someone not in the room: rooms refuses first.
    expect(await refusal(stranger.identity, body(view))).toMatchObject({ status: 403 });
    expect(await refusal(asUser(randomUUID()), body(view))).toMatchObject({ status: 409, message: expect.stringContaining('in the room') });
    expect(await ledgerOf(accountId)).toEqual(before);
    expect(await economy.db.em.fork().count(ConsumablePurchaseSchema, {})).toBe(purchases);
    expect(await boughtQueued(identity.userId!)).toEqual([]);
  });

  it('voids the hold and gives the tokens back when rooms refuses the delivery (the buyer left the room)', async () => {
    const { identity, accountId } = await buyerWith(10);
    const view = await viewOf(identity);
    // Deliveries wait until the buyer has left.
    await economy.services.jobs.stop();
    try {
      const pending = (await call(economy, identity, PURCHASE, { i: body(view) })).data!.purchaseConsumable;
      expect(pending.status).toBe('pending');
      expect(await ledgerOf(accountId)).toEqual({ balance: 7, held: 3, entries: ['credit:10', 'hold:3'] });
      expect((await call(rooms, identity, 'mutation($id: ID!) { leaveRoom(roomId: $id) }', { id: roomId })).errors).toBeUndefined();
      await drainDeliveries();
      const failed = (await call(economy, identity, `query($id: ID!) { consumablePurchase(id: $id) { status failureReason } }`, { id: pending.id })).data!;
      expect(failed.consumablePurchase).toEqual({ status: 'failed', failureReason: 'You must be in the room to send it a consumable' });
      expect(await ledgerOf(accountId)).toEqual({ balance: 10, held: 0, entries: ['credit:10', 'hold:3', 'voided:3'] });
      expect(await deliveredMessages(pending.id)).toEqual([]);
      expect(await boughtQueued(identity.userId!)).toEqual([]); // refunded: not bought
    } finally {
      economy.services.jobs.start(economy.db);
    }
  });

  it('does not charge a purchase delivered after its hold lapsed (the tokens came back), and marks it delivered', async () => {
    const { identity, accountId } = await buyerWith(10);
    await economy.services.jobs.stop();
    try {
      const pending = (await call(economy, identity, PURCHASE, { i: body(await viewOf(identity)) })).data!.purchaseConsumable;
      const [purchase] = await economy.db.em.fork().find(ConsumablePurchaseSchema, { id: pending.id });
      // What the expiry sweep does to a hold whose delivery took longer than CONSUMABLE_PURCHASE_HOLD_SECONDS.
      await economy.services.tokenLedger.void(economy.db.em.fork(), { holdId: purchase!.holdId, idempotencyKey: `lapse:${pending.id}`, reason: 'expired' });
      await drainDeliveries();
      const settled = (await call(economy, identity, `query($id: ID!) { consumablePurchase(id: $id) { status } }`, { id: pending.id })).data!;
      expect(settled.consumablePurchase).toEqual({ status: 'delivered' });
      expect(await ledgerOf(accountId)).toEqual({ balance: 10, held: 0, entries: ['credit:10', 'hold:3', 'voided:3'] });
      expect(await deliveredMessages(pending.id)).toHaveLength(1);
      expect(await boughtQueued(identity.userId!)).toEqual([]); // not charged: not bought
    } finally {
      economy.services.jobs.start(economy.db);
    }
  });
});
