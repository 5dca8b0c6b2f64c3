import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 1, §4: a voucher goes from PENDING to REDEEMED (redeem) or REVOKED (delete), never back. */
export const voucherStatuses = ['PENDING', 'REDEEMED', 'REVOKED'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

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
