/**
 * Token ledger limits the server and its clients share (the REST bridge documents them). No imports: safe in the
 * browser.
 */

/** The most tokens one transfer (a credit, a hold, a staff adjustment) may move. */
export const tokenAmountMax = 1_000_000;

/** An idempotency key: 1 to 255 characters, unique across the whole ledger. */
export const idempotencyKeyMaxLength = 255;

/** A staff credit's or adjustment's reason, or a void's. */
export const tokenReasonMaxLength = 500;

/** What a hold is for (a purchase id, for instance). */
export const tokenReferenceMaxLength = 255;

/** The longest a hold may stay pending before it voids itself, whatever the caller asks. */
export const tokenHoldTimeoutMaxSeconds = 86_400;

/** The largest balance an account may hold: GraphQL's Int and the column's integer. */
export const tokenBalanceMax = 2_147_483_647;
