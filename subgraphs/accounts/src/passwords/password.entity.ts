import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A password reset link (POST /users/forgot-password): the user gets a random token by e-mail; we keep its SHA-256.
 * It resets the password once (usedAt is set by a conditional update, so of concurrent uses one wins) before expiresAt.
 */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_reset',
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.string().length(64).unique(),
    userId: p.uuid().index(),
    /** The address the link went to (the login address then). */
    email: p.string().length(320),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
