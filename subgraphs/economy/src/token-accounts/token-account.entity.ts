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
    /** Whole tokens; the database refuses a negative balance whatever the code does. */
    balance: p.integer().default(0).check('balance >= 0'),
    status: p.enum(tokenAccountStatuses).default('active'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type TokenAccount = InferEntity<typeof TokenAccountSchema>;
