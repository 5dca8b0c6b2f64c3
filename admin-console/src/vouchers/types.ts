export type VoucherStatus = 'PENDING' | 'REDEEMED' | 'REVOKED';

export interface VoucherRecord {
  id: string;
  code: string;
  note: string | null;
  status: VoucherStatus;
  expiresAt: string | null;
  createdBy: string | null;
  createdAt: string;
  redeemedBy: string | null;
  redeemedAt: string | null;
  revokedAt: string | null;
}

/** The status filter's choices; react-admin translates each name. */
export const voucherStatusChoices = (['PENDING', 'REDEEMED', 'REVOKED'] as const).map((id) => ({ id, name: `resources.vouchers.status.${id}` }));

/** Only the last group: the list identifies a voucher without handing its code out again. */
export const maskedCode = (code: string) => code.replace(/^(.*)-([^-]+)$/, (_all, head: string, last: string) => `${head.replace(/[^-]/g, '•')}-${last}`);
