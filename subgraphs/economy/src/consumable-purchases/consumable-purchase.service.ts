import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { consumableLimits } from '@backspin/contracts/consumables';
import { idempotencyKeyMaxLength } from '@backspin/contracts/tokens';
import {
  catalogue,
  containsNul,
  DomainError,
  isUuid,
  PeerCallError,
  requireUser,
  type ErrorReason,
  type Identity,
  type Peers,
} from '@backspin/platform';
import type { ConsumableService } from '../consumables/consumable.service.ts';
import type { EconomyEffectSender } from '../jobs.ts';
import { TokenAccountSchema } from '../token-accounts/token-account.entity.ts';
import type { TokenLedgerService } from '../token-transactions/token-ledger.service.ts';
import { ConsumablePurchaseSchema, type ConsumablePurchase } from './consumable-purchase.entity.ts';

/** Spec 3, §7: the purchase body, the buyer's view of the price and of their balance; plus an optional idempotency key. */
export interface PurchaseConsumableFields {
  roomUuid: string;
  consumableId: string;
  accountId: string;
  /** The account's `updatedAt` as the buyer saw it: any movement since makes the view stale. */
  balanceUnmodifiedSince: Date;
  /** The available balance the buyer saw. */
  lastTokenBalance: number;
  /** The price the buyer saw. */
  tokenCost: number;
  idempotencyKey?: string | null;
}

export interface ConsumablePurchaseDeps {
  ledger: TokenLedgerService;
  consumables: ConsumableService;
  effects: EconomyEffectSender;
  /** rooms: may the buyer receive a consumable in the room (asked before the tokens are held). */
  peers: Peers;
  /** How long a purchase holds its tokens at most if its delivery never settles (then they come back). */
  holdTimeoutSeconds: number;
  /** How long a purchase call waits for its delivery's outcome (default 5 s). */
  outcomeWaitMs?: number;
}

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
/** How often a waiting purchase call looks at its row when no in-process signal comes (another instance delivered). */
const outcomePollMs = 100;

/**
 * Buying a consumable (POST /api/v1/consumable-purchases, `purchaseConsumable`), the buyer's tokens moved as a
 * two-phase transfer of the ledger:
 *
 * 1. the body is the buyer's view (price, available balance, and the account's `updatedAt` it saw); under the
 *    account's row lock it is checked against the truth, and a view that is no longer true is refused with 409 and
 *    the current values (`tokenCost`, `balance`, `balanceUpdatedAt` in the error's extensions), moving nothing. So a
 *    double click, or two devices, buy once: the first purchase moves the balance, the others' view is stale;
 * 2. in the same transaction: the tokens are held (the ledger refuses too few: 402), the purchase row is written
 *    (pending) and the delivery to rooms is queued (a cross-subgraph effect keyed by the purchase id);
 * 3. rooms posts the consumable in the room's chat as the buyer's message (once per purchase, if the buyer is still
 *    in the room and may post), everyone in the room sees it live; then the hold is committed (`delivered`). If rooms
 *    refuses for good, the hold is voided and the tokens come back (`failed`). A delivery that never settles leaves
 *    the hold to expire (`holdTimeoutSeconds`), so no token is ever lost.
 *
 * The call answers once its transaction committed, after waiting briefly (bounded) for the delivery's outcome. A
 * retry with the same idempotency key answers the first purchase and spends nothing more.
 */
export class ConsumablePurchaseService {
  /** Settled purchases, by id: wakes the calls waiting in this process. */
  private readonly outcomes = new EventEmitter();

  constructor(private readonly deps: ConsumablePurchaseDeps) {
    this.outcomes.setMaxListeners(0);
  }

  async purchase(em: EntityManager, identity: Identity, fields: PurchaseConsumableFields): Promise<ConsumablePurchase> {
    const userId = requireUser(identity);
    const input = validPurchase(fields);
    const known = input.idempotencyKey ? await this.byKey(em, userId, input.idempotencyKey) : null;
    if (known) return this.answer(em, sameRequest(known, input));

    const account = await em.findOne(TokenAccountSchema, { id: input.accountId }, { disableIdentityMap: true });
    if (!account) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    if (account.userId !== userId.toLowerCase()) throw new DomainError('FORBIDDEN');
    // Asked before any lock is held (rooms checks again when it delivers).
    await this.requireMayReceive(input.roomUuid, userId);

    const purchase = await em.fork().transactional(async (tx) => {
      const current = await tx.findOne(TokenAccountSchema, { id: input.accountId }, lock);
      if (!current) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
      // The same key racing itself: the account lock puts the second after the first, which it then answers.
      if (input.idempotencyKey) {
        const first = await this.byKey(tx, userId, input.idempotencyKey);
        if (first) return sameRequest(first, input);
      }
      const consumable = await this.deps.consumables.live(tx, input.consumableId);
      const stale =
        consumable.tokenCost !== input.tokenCost ||
        current.balance !== input.lastTokenBalance ||
        current.updatedAt.getTime() > input.balanceUnmodifiedSince.getTime();
      if (stale) {
        throw new DomainError('CONSUMABLE_PURCHASE_STALE', {
          tokenCost: consumable.tokenCost,
          balance: current.balance,
          balanceUpdatedAt: current.updatedAt.toISOString(),
        });
      }
      const id = randomUUID();
      const hold = await this.deps.ledger.hold(tx, {
        accountId: current.id,
        amount: consumable.tokenCost,
        idempotencyKey: `consumable-purchase:${id}`,
        reference: id,
        timeoutSeconds: this.deps.holdTimeoutSeconds,
      });
      const row: ConsumablePurchase = {
        id,
        userId: userId.toLowerCase(),
        accountId: current.id,
        roomId: input.roomUuid,
        consumableId: consumable.id,
        tokenCost: consumable.tokenCost,
        holdId: hold.id,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        failureReason: null,
        createdAt: hold.createdAt,
        settledAt: null,
      };
      await tx.insert(ConsumablePurchaseSchema, row);
      await this.deps.effects.send(tx, 'rooms.deliver-consumable', id, { roomId: row.roomId, userId: row.userId, consumableId: row.consumableId });
      return row;
    });
    this.deps.effects.wake();
    return this.answer(em, purchase);
  }

  /** A purchase, to its buyer (to poll a pending one); 404 for anyone else's or an unknown one. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<ConsumablePurchase> {
    const userId = requireUser(identity);
    const purchase = isUuid(id) ? await em.findOne(ConsumablePurchaseSchema, { id: id.toLowerCase() }, { disableIdentityMap: true }) : null;
    if (!purchase || purchase.userId !== userId.toLowerCase()) throw new DomainError('CONSUMABLE_PURCHASE_NOT_FOUND');
    return purchase;
  }

  /** Rooms delivered the purchase: its hold is committed (once, however often this runs) and it is `delivered`. */
  async delivered(em: EntityManager, purchaseId: string): Promise<void> {
    await em.fork().transactional(async (tx) => {
      const purchase = await tx.findOne(ConsumablePurchaseSchema, { id: purchaseId }, lock);
      if (!purchase || purchase.status !== 'pending') return;
      try {
        await this.deps.ledger.commit(tx, { holdId: purchase.holdId, idempotencyKey: `consumable-purchase-commit:${purchase.id}` });
      } catch (error) {
        // Delivered after its hold ran out (rooms unreachable for longer than the hold): the tokens went back and the
        // consumable is in the chat, so the buyer is not charged. Anything else is retried.
        const lapsed = error instanceof DomainError && (error.reason === 'TOKEN_HOLD_EXPIRED' || error.reason === 'TOKEN_HOLD_ALREADY_VOIDED');
        if (!lapsed) throw error;
        console.warn(`consumable purchase ${purchase.id}: delivered after its hold lapsed; not charged`);
      }
      purchase.status = 'delivered';
      purchase.settledAt = this.deps.ledger.now();
    });
    this.outcomes.emit(purchaseId);
  }

  /** Rooms refused the delivery for good: the hold is voided (the tokens come back) and the purchase has `failed`. */
  async failed(em: EntityManager, purchaseId: string, refusal: PeerCallError): Promise<void> {
    await em.fork().transactional(async (tx) => {
      const purchase = await tx.findOne(ConsumablePurchaseSchema, { id: purchaseId }, lock);
      if (!purchase || purchase.status !== 'pending') return;
      const reason = refusal.reason ?? 'DELIVERY_REFUSED';
      try {
        await this.deps.ledger.void(tx, { holdId: purchase.holdId, idempotencyKey: `consumable-purchase-void:${purchase.id}`, reason });
      } catch (error) {
        // Expired meanwhile: the ledger gave the tokens back already.
        if (!(error instanceof DomainError && error.reason === 'TOKEN_HOLD_ALREADY_VOIDED')) throw error;
      }
      purchase.status = 'failed';
      purchase.failureReason = refusalMessage(refusal).slice(0, 500);
      purchase.settledAt = this.deps.ledger.now();
    });
    this.outcomes.emit(purchaseId);
  }

  private byKey(em: EntityManager, userId: string, idempotencyKey: string): Promise<ConsumablePurchase | null> {
    return em.findOne(ConsumablePurchaseSchema, { userId: userId.toLowerCase(), idempotencyKey }, { disableIdentityMap: true });
  }

  /**
   * The purchase as it stands once its delivery settled, or after `outcomeWaitMs` (still pending: the client polls).
   * Woken by the settlement in this process; a delivery by another instance is seen by looking at the row.
   */
  private async answer(em: EntityManager, purchase: ConsumablePurchase): Promise<ConsumablePurchase> {
    const deadline = Date.now() + (this.deps.outcomeWaitMs ?? consumableLimits.outcomeWaitMs);
    let current = purchase;
    while (current.status === 'pending') {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const signal = AbortSignal.timeout(Math.min(left, outcomePollMs));
      await once(this.outcomes, purchase.id, { signal }).catch(() => undefined);
      current = (await em.fork().findOne(ConsumablePurchaseSchema, { id: purchase.id }, { disableIdentityMap: true })) ?? current;
    }
    return current;
  }

  /** Rooms' answer to "may this buyer receive a consumable there now"; its refusal (not in the room, banned...) as ours. */
  private async requireMayReceive(roomId: string, userId: string): Promise<void> {
    try {
      await this.deps.peers.call('rooms', 'query($roomId: ID!, $userId: ID!) { consumableDeliveryCheck(roomId: $roomId, userId: $userId) }', {
        roomId,
        userId,
      });
    } catch (error) {
      if (error instanceof PeerCallError && error.reason && error.reason in catalogue) {
        throw new DomainError(error.reason as ErrorReason);
      }
      throw error;
    }
  }
}

/** A retry with a key answers the first purchase only if it asks the same (room, consumable, account); else 409. */
function sameRequest(first: ConsumablePurchase, input: ValidPurchase): ConsumablePurchase {
  if (first.roomId !== input.roomUuid || first.consumableId !== input.consumableId || first.accountId !== input.accountId) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  }
  return first;
}

function refusalMessage(refusal: PeerCallError): string {
  const reason = refusal.reason;
  return reason && reason in catalogue ? catalogue[reason as ErrorReason].message : refusal.message;
}

type ValidPurchase = Omit<PurchaseConsumableFields, 'idempotencyKey'> & { idempotencyKey: string | null };

function validPurchase(fields: PurchaseConsumableFields): ValidPurchase {
  const { roomUuid, consumableId, accountId, balanceUnmodifiedSince, lastTokenBalance, tokenCost } = fields;
  const ids = [roomUuid, consumableId, accountId];
  const valid =
    ids.every((id) => typeof id === 'string' && isUuid(id)) &&
    balanceUnmodifiedSince instanceof Date &&
    !Number.isNaN(balanceUnmodifiedSince.getTime()) &&
    Number.isInteger(lastTokenBalance) &&
    lastTokenBalance >= 0 &&
    Number.isInteger(tokenCost) &&
    tokenCost >= 1;
  if (!valid) throw new DomainError('INVALID_CONSUMABLE_PURCHASE');
  const key = fields.idempotencyKey ?? null;
  if (key !== null && (typeof key !== 'string' || !key.length || [...key].length > idempotencyKeyMaxLength || containsNul(key))) {
    throw new DomainError('INVALID_IDEMPOTENCY_KEY');
  }
  return {
    roomUuid: roomUuid.toLowerCase(),
    consumableId: consumableId.toLowerCase(),
    accountId: accountId.toLowerCase(),
    balanceUnmodifiedSince,
    lastTokenBalance,
    tokenCost,
    idempotencyKey: key,
  };
}
