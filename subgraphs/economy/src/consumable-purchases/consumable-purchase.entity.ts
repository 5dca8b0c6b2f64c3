import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { consumablePurchaseStatuses } from '@backspin/contracts/consumables';
import { idempotencyKeyMaxLength } from '@backspin/contracts/tokens';

/**
 * One purchase of a consumable (spec 3, §7 the purchase body): its tokens held in the ledger (`holdId`), delivered into
 * the room's chat by rooms, then committed (`delivered`), or voided when rooms refuses it (`failed`).
 */
export const ConsumablePurchaseSchema = defineEntity({
  name: 'ConsumablePurchase',
  tableName: 'consumable_purchase',
  uniques: [
    /** A client's retry with the same key answers the first purchase: one per buyer and key. */
    { properties: ['userId', 'idempotencyKey'] },
  ],
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** The buyer. */
    userId: p.uuid(),
    accountId: p.uuid(),
    roomId: p.uuid(),
    /** The consumable bought (its row stays when it is deleted). */
    consumableId: p.uuid(),
    /** The price paid, in whole tokens. */
    tokenCost: p.integer().check('token_cost > 0'),
    /** The ledger's hold of the tokens (token_transaction id). */
    holdId: p.uuid().unique(),
    status: p.enum(consumablePurchaseStatuses).default('pending'),
    /** The client's Idempotency-Key, if it sent one. */
    idempotencyKey: p.string().length(idempotencyKeyMaxLength).nullable(),
    /** Why rooms refused the delivery (its message), for a failed purchase. */
    failureReason: p.string().length(500).nullable(),
    createdAt: p.datetime(),
    /** When it was delivered or failed. */
    settledAt: p.datetime().nullable(),
  },
});
export type ConsumablePurchase = InferEntity<typeof ConsumablePurchaseSchema>;
