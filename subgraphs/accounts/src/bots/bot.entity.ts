import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A bot account: its user row (role `bot`, no e-mail, no password) plus this row, keyed by the same id. The bot's
 * secret is shown once, when it is issued; only its SHA-256 is kept. Rotating replaces the hash (the old secret stops
 * at once); revoking clears it, and the bot mints nothing until an admin rotates again. Access tokens already minted
 * live out their short lifetime (BOT_TOKEN_TTL_SECONDS).
 */
export const BotSchema = defineEntity({
  name: 'Bot',
  tableName: 'bot',
  properties: {
    /** The bot's user id. */
    id: p.uuid().primary(),
    /** The admin who signed it up; null when a service token did. */
    createdBy: p.uuid().nullable(),
    /** SHA-256 (hex) of the current secret; null while revoked. */
    secretHash: p.string().length(64).nullable(),
    secretIssuedAt: p.datetime().nullable(),
    secretRevokedAt: p.datetime().nullable(),
    /** When the bot last minted an access token. */
    lastTokenAt: p.datetime().nullable(),
    createdAt: p.datetime().index(),
  },
});
export type Bot = InferEntity<typeof BotSchema>;
