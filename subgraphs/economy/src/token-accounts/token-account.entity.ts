import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 1, §3: a token account is active or disabled. */
export const tokenAccountStatuses = ['active', 'disabled'] as const;
export type TokenAccountStatus = (typeof tokenAccountStatuses)[number];

export const TokenAccountSchema = defineEntity({
  name: 'TokenAccount',
  tableName: 'token_account',
  properties: {
    id: p.uuid().primary(),
    /** One account per user: the unique constraint decides between concurrent openings. */
    userId: p.uuid().unique(),
    /**
     * The AVAILABLE balance, in whole tokens: credits − committed − live holds. The database refuses a negative one
     * whatever the code does; the ledger moves it only with conditional updates (token-ledger.service.ts).
     */
    balance: p.integer().default(0).check('balance >= 0'),
    /** The sum of the account's live holds (reserved, neither committed nor voided yet). Posted = balance + held. */
    held: p.integer().default(0).check('held >= 0'),
    status: p.enum(tokenAccountStatuses).default('active'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * Changes with every ledger entry and status change, strictly increasing (at least 1 ms a change), so a client's
     * `balanceUnmodifiedSince` tells whether anything moved since it looked.
     */
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type TokenAccount = InferEntity<typeof TokenAccountSchema>;

/**
 * The SQL that stamps an account's `updatedAt` on a change (one `?`: the change's time): strictly later than its last
 * stamp, so two changes in one millisecond still differ.
 */
export const tokenAccountStamp = `"updated_at" = greatest(?::timestamptz, "updated_at" + interval '1 millisecond')`;
