/**
 * Spec 1: account-side enums shared by the accounts subgraph (which checks them), the REST bridge and the console.
 * No imports: safe in the browser.
 */

/** Spec 1, §4: a voucher goes from PENDING to REDEEMED (redeem) or REVOKED (delete), never back. */
export const voucherStatuses = ['PENDING', 'REDEEMED', 'REVOKED'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/** Spec 1, §3: the profile badges. (An earlier FOUNDER badge, not in the spec, became VERIFIED.) */
export const badgeIds = ['VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF'] as const;
export type BadgeId = (typeof badgeIds)[number];

/** Spec 1, §3: an e-mail address's type and status. */
export const emailTypes = ['personal', 'work', 'payment', 'spotify', 'discord'] as const;
export type EmailType = (typeof emailTypes)[number];
export const emailStatuses = ['PENDING_VERIFICATION', 'VERIFIED', 'DELETED', 'CREATED_BY_ADMIN'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Why a number is on the phone whitelist: free text of at most this many characters. */
export const phoneWhitelistNoteMaxLength = 200;
