import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A magic link (GET /auth/magic-link): the user holds a random short-lived token; we keep only its SHA-256.
 * It signs its user in once (usedAt is set by a conditional update) before expiresAt.
 */
export const MagicLinkSchema = defineEntity({
  name: 'MagicLink',
  tableName: 'magic_link',
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.string().length(64).unique(),
    userId: p.uuid().index(),
    /** The part of the URL after the token: `subscribe-plan/{plan}` or an encoded path. */
    target: p.string().length(3100),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type MagicLink = InferEntity<typeof MagicLinkSchema>;
