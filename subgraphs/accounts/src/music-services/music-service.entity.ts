import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Where a link's tokens came from. SoundCloud's web and mobile apps are two OAuth clients, and a refresh token
 * only works with the client that issued it, so each gets its own link.
 */
export const linkProviders = ['spotify', 'youtube', 'soundcloud', 'soundcloudMobile', 'apple', 'discord'] as const;
export type LinkProvider = (typeof linkProviders)[number];

/**
 * A user's account at a music service (or Discord): its tokens, encrypted (AES-256-GCM, token-cipher.ts), never
 * plaintext. One link per user and provider; a Discord account belongs to at most one user (unique accountId).
 */
export const MusicServiceLinkSchema = defineEntity({
  name: 'MusicServiceLink',
  tableName: 'music_service_link',
  uniques: [
    { name: 'music_service_link_user_provider_unique', properties: ['userId', 'provider'] },
    { name: 'music_service_link_provider_account_unique', properties: ['provider', 'accountId'] },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    provider: p.enum(linkProviders),
    /** The provider's id of the account (Discord's user id); null where we do not ask for it. */
    accountId: p.string().length(64).nullable(),
    /** Encrypted: the access token (for Apple, the MusicKit music user token). */
    accessToken: p.text().nullable().hidden(),
    /** Encrypted: the refresh token, when the provider gave one. */
    refreshToken: p.text().nullable().hidden(),
    /** When the access token expires; null when the provider did not say. */
    expiresAt: p.datetime().nullable(),
    scope: p.string().length(1000).nullable(),
    /** When the tokens were last renewed: a refresh that waited for the row lock sees it was done meanwhile. */
    refreshedAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type MusicServiceLink = InferEntity<typeof MusicServiceLinkSchema>;
