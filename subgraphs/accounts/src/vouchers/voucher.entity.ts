import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { voucherStatuses } from '@backspin/contracts/account-options';

/** Spec 1, §4 (platform's account-options, shared with the REST bridge and the console). */
export { voucherStatuses, type VoucherStatus } from '@backspin/contracts/account-options';

/** A voucher an admin made; its code is random (100 bits) and redeemed at most once. */
export const VoucherSchema = defineEntity({
  name: 'Voucher',
  tableName: 'voucher',
  properties: {
    id: p.uuid().primary(),
    code: p.string().length(32).unique(),
    note: p.string().length(500).nullable(),
    status: p.enum(voucherStatuses).index(),
    expiresAt: p.datetime().nullable(),
    /** The admin who made it; null when a service token did. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().index(),
    redeemedBy: p.uuid().nullable(),
    redeemedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type Voucher = InferEntity<typeof VoucherSchema>;
