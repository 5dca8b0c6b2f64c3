import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { can, DomainError, isUuid, requireListener, requireUser, type ErrorReason, type Identity } from '@backspin/platform';
import { CachedToken, type ProviderLogger } from '@backspin/platform/providers';
import { UserSchema } from '../users/user.entity.ts';
import { mayReadPrivateFields } from '../users/user.service.ts';
import { MusicServiceLinkSchema, type LinkProvider, type MusicServiceLink } from './music-service.entity.ts';
import type { GrantResult, OAuthTokenClient, TokenGrant } from '@backspin/platform/providers';
import type { OAuthStateSigner } from './oauth-state.ts';
import type { TokenCipher } from './token-cipher.ts';

/** The services a user can link, as the API names them (SoundCloud's mobile client is `soundcloud` with `mobile`). */
export const musicServices = ['apple', 'spotify', 'youtube', 'soundcloud', 'discord'] as const;
export type MusicServiceName = (typeof musicServices)[number];

/**
 * Spec 3, §5: Apple and Spotify come first in the profile's provider list. Discord is an identity rather than a
 * music service: only the user and staff see it.
 */
const listOrder: readonly MusicServiceName[] = ['apple', 'spotify', 'youtube', 'soundcloud', 'discord'];

/** A provider access token handed to its owner or to a trusted service. Refresh tokens never leave the server. */
export interface ProviderAccessToken {
  provider: MusicServiceName;
  accessToken: string;
  tokenType: string;
  expiresAt: Date | null;
  /** Seconds left, when known. */
  expiresIn: number | null;
  scope: string | null;
}

/** The catalogue of refusals per OAuth provider, so each message names the provider and what it refused. */
interface OAuthReasons {
  notConfigured: ErrorReason;
  codeRejected?: ErrorReason;
  refreshRejected: ErrorReason;
  unavailable: ErrorReason;
  notLinked: ErrorReason;
}

const reasons: Record<'spotify' | 'youtube' | 'soundcloud' | 'soundcloudMobile', OAuthReasons> = {
  spotify: {
    notConfigured: 'SPOTIFY_NOT_CONFIGURED',
    codeRejected: 'SPOTIFY_CODE_REJECTED',
    refreshRejected: 'SPOTIFY_REFRESH_REJECTED',
    unavailable: 'SPOTIFY_UNAVAILABLE',
    notLinked: 'SPOTIFY_NOT_LINKED',
  },
  youtube: {
    notConfigured: 'YOUTUBE_NOT_CONFIGURED',
    codeRejected: 'YOUTUBE_CODE_REJECTED',
    refreshRejected: 'YOUTUBE_REFRESH_REJECTED',
    unavailable: 'YOUTUBE_UNAVAILABLE',
    notLinked: 'YOUTUBE_NOT_LINKED',
  },
  soundcloud: {
    notConfigured: 'SOUNDCLOUD_NOT_CONFIGURED',
    refreshRejected: 'SOUNDCLOUD_REFRESH_REJECTED',
    unavailable: 'SOUNDCLOUD_UNAVAILABLE',
    notLinked: 'SOUNDCLOUD_NOT_LINKED',
  },
  soundcloudMobile: {
    notConfigured: 'SOUNDCLOUD_MOBILE_NOT_CONFIGURED',
    refreshRejected: 'SOUNDCLOUD_REFRESH_REJECTED',
    unavailable: 'SOUNDCLOUD_UNAVAILABLE',
    notLinked: 'SOUNDCLOUD_NOT_LINKED',
  },
};

export type OAuthLinkProvider = keyof typeof reasons;

export interface MusicServiceClients {
  spotify: OAuthTokenClient;
  youtube: OAuthTokenClient;
  soundcloud: { app: OAuthTokenClient; user: OAuthTokenClient };
  soundcloudMobile: { app: OAuthTokenClient; user: OAuthTokenClient };
  /** Authorization pages of the flows that start with us. */
  authorizeUrl: { spotify: (state: string) => string; youtube: (state: string) => string };
}

/** An access token closer than this to its expiry is renewed before it is handed out. */
const renewMarginMs = 60_000;
export const appleTokenMaxLength = 4096;

/**
 * Linked music services: code exchange, refresh and unlink for Spotify and YouTube, SoundCloud's app and user
 * tokens, Apple's MusicKit user token, and who may see what. Tokens are encrypted at rest (token-cipher.ts).
 *
 * Refreshes take the link's row lock (SELECT ... FOR UPDATE) for the length of the provider call: a second refresh
 * of the same user waits, then finds the tokens renewed and uses them, so a refresh token is spent once even when
 * the provider rotates it (Spotify may; SoundCloud does).
 */
export class MusicServiceLinks {
  private readonly appTokens: Record<'soundcloud' | 'soundcloudMobile', CachedToken>;

  constructor(
    private readonly clients: MusicServiceClients,
    private readonly cipher: TokenCipher,
    private readonly states: OAuthStateSigner,
    private readonly logger: ProviderLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    const appToken = (provider: 'soundcloud' | 'soundcloudMobile') =>
      new CachedToken(
        async () => {
          const result = await clients[provider].app.clientCredentials();
          if (!result.ok) {
            this.logger.warn('soundcloud app token request failed', { provider, error: result.error, status: result.status });
            return { ok: false, failure: { kind: 'unavailable', message: result.error } };
          }
          return { ok: true, value: { accessToken: result.grant.accessToken, expiresInSeconds: result.grant.expiresInSeconds ?? 3600 } };
        },
        () => this.now().getTime(),
      );
    this.appTokens = { soundcloud: appToken('soundcloud'), soundcloudMobile: appToken('soundcloudMobile') };
  }

  /** Starts linking Spotify or YouTube: the provider's authorization page with a state signed for the caller. */
  authorization(identity: Identity, service: MusicServiceName): { url: string; state: string } {
    if (service !== 'spotify' && service !== 'youtube') throw new DomainError('MUSIC_SERVICE_UNKNOWN');
    const userId = requireUser(identity);
    this.requireConfigured(service, this.clients[service], 'code');
    const state = this.states.issue(service, userId);
    return { url: this.clients.authorizeUrl[service](state), state };
  }

  issueState(provider: string, userId: string | null): string {
    return this.states.issue(provider, userId);
  }

  /** Checks a state sent back with a code: one we signed, for this provider and this user, not expired. Absent: not checked. */
  checkState(state: string | null | undefined, provider: string, userId: string | null): void {
    if (state == null || state === '') return;
    if (!this.states.verify(state, provider, userId)) throw new DomainError('MUSIC_SERVICE_STATE_INVALID');
  }

  /** Spotify or YouTube: exchanges the authorization code and stores the tokens on the caller's link. */
  async exchangeCode(
    em: EntityManager,
    identity: Identity,
    provider: 'spotify' | 'youtube',
    input: { code?: string | null; state?: string | null },
  ): Promise<ProviderAccessToken> {
    const userId = requireUser(identity);
    const client = this.clients[provider];
    this.requireConfigured(provider, client, 'code');
    const code = input.code?.trim();
    if (!code) throw new DomainError('MUSIC_SERVICE_CODE_MISSING');
    this.checkState(input.state, provider, userId);
    const grant = this.granted(provider, await client.exchangeCode(code), reasons[provider].codeRejected!);
    const link = await this.store(em, userId, provider, grant);
    return this.accessTokenOf(link, provider);
  }

  /**
   * Renews the caller's access token now (a client whose token the provider refused). A refresh done by a concurrent
   * request while this one waited for the lock is used instead of spending the refresh token again.
   */
  refreshOwn(em: EntityManager, identity: Identity, provider: OAuthLinkProvider): Promise<ProviderAccessToken> {
    const userId = requireUser(identity);
    return this.renew(em, userId, provider, { force: true, since: this.now() });
  }

  /** A user's access token for the user or a trusted service, renewed first when it is near its expiry. */
  async accessTokenFor(em: EntityManager, identity: Identity, userId: string, provider: OAuthLinkProvider): Promise<ProviderAccessToken> {
    this.requireOwnerOrService(identity, userId);
    if (!isUuid(userId)) throw new DomainError(reasons[provider].notLinked);
    return this.renew(em, userId.toLowerCase(), provider, { force: false, since: this.now() });
  }

  /**
   * SoundCloud has no code exchange here (its apps sign users in themselves): the app sends the user's refresh token,
   * we renew it with the app's client and keep the result, which links SoundCloud. Without one, the stored one is used.
   */
  async refreshSoundcloud(em: EntityManager, identity: Identity, mobile: boolean, refreshToken?: string | null): Promise<ProviderAccessToken> {
    const userId = requireUser(identity);
    const provider = mobile ? 'soundcloudMobile' : 'soundcloud';
    const given = refreshToken?.trim();
    if (!given) return this.renew(em, userId, provider, { force: true, since: this.now() });
    const client = this.clients[provider].user;
    this.requireConfigured(provider, client);
    const grant = this.granted(provider, await client.refresh(given), reasons[provider].refreshRejected);
    // The given token is now spent; keep it only if SoundCloud did not issue a new one.
    const link = await this.store(em, userId, provider, { ...grant, refreshToken: grant.refreshToken ?? given });
    return this.accessTokenOf(link, provider);
  }

  /** The app's own SoundCloud token (client credentials) for public tracks: web or mobile client. Any listener. */
  async soundcloudPublicToken(identity: Identity, mobile: boolean): Promise<ProviderAccessToken> {
    requireListener(identity);
    const provider = mobile ? 'soundcloudMobile' : 'soundcloud';
    this.requireConfigured(provider, this.clients[provider].app);
    const token = await this.appTokens[provider].get();
    if (!token.ok) throw new DomainError(token.failure.message.startsWith('invalid_client') ? 'SOUNDCLOUD_CREDENTIALS_REJECTED' : 'SOUNDCLOUD_UNAVAILABLE');
    return { provider: 'soundcloud', accessToken: token.value, tokenType: 'Bearer', expiresAt: null, expiresIn: null, scope: null };
  }

  /** Forgets the caller's link (their tokens with it). True when there was one. */
  async unlink(em: EntityManager, identity: Identity, service: MusicServiceName): Promise<boolean> {
    const userId = requireUser(identity);
    if (service === 'discord') {
      // A user made by Discord sign-in has no other way in: unlinking would lock them out.
      const user = await em.findOne(UserSchema, { id: userId }, { fields: ['passwordHash', 'phone'] });
      if (user && !user.passwordHash && !user.phone) throw new DomainError('DISCORD_ONLY_SIGN_IN');
    }
    const providers: LinkProvider[] = service === 'soundcloud' ? ['soundcloud', 'soundcloudMobile'] : [service];
    const removed = await em.nativeDelete(MusicServiceLinkSchema, { userId, provider: { $in: providers } });
    return removed > 0;
  }

  /** Keeps the caller's Apple MusicKit music user token (replacing any earlier one). */
  async storeAppleUserToken(em: EntityManager, identity: Identity, userToken?: string | null): Promise<void> {
    const userId = requireUser(identity);
    const token = userToken?.trim();
    if (!token || token.length > appleTokenMaxLength) throw new DomainError('APPLE_USER_TOKEN_MISSING');
    await this.store(em, userId, 'apple', { accessToken: token, tokenType: 'MusicUserToken', refreshToken: null, expiresInSeconds: null, scope: null });
  }

  async appleUserToken(em: EntityManager, identity: Identity, userId: string): Promise<string> {
    this.requireOwnerOrService(identity, userId);
    const link = isUuid(userId) ? await em.findOne(MusicServiceLinkSchema, { userId: userId.toLowerCase(), provider: 'apple' }) : null;
    if (!link?.accessToken) throw new DomainError('APPLE_NOT_LINKED');
    return this.read(link, 'accessToken');
  }

  /** The linked services of many users in one query, in list order. */
  async linkedServices(em: EntityManager, userIds: readonly string[]): Promise<Map<string, MusicServiceName[]>> {
    const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const rows = ids.length ? await em.find(MusicServiceLinkSchema, { userId: { $in: ids } }, { fields: ['userId', 'provider'], disableIdentityMap: true }) : [];
    const byUser = new Map<string, Set<MusicServiceName>>();
    for (const row of rows) {
      const set = byUser.get(row.userId) ?? new Set<MusicServiceName>();
      set.add(row.provider === 'soundcloudMobile' ? 'soundcloud' : row.provider);
      byUser.set(row.userId, set);
    }
    return new Map([...byUser].map(([id, set]) => [id, listOrder.filter((s) => set.has(s))]));
  }

  /** Music services are public (the profile shows where someone listens); the Discord link only to the user and staff. */
  visibleServices(identity: Identity, userId: string, services: readonly MusicServiceName[]): MusicServiceName[] {
    return mayReadPrivateFields(identity, userId) ? [...services] : services.filter((s) => s !== 'discord');
  }

  /** Creates or replaces a user's link with fresh tokens (encrypted). */
  async store(
    em: EntityManager,
    userId: string,
    provider: LinkProvider,
    grant: TokenGrant,
    accountId: string | null = null,
  ): Promise<MusicServiceLink> {
    const now = this.now();
    const values = this.encrypted(userId, provider, grant, now);
    for (let attempt = 0; ; attempt++) {
      try {
        return await em.transactional(async (tx) => {
          const existing = await tx.findOne(MusicServiceLinkSchema, { userId, provider }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (existing) {
            // Google answers a repeated consent without a refresh token: keep the one we have.
            const keepRefresh = values.refreshToken === null && existing.refreshToken !== null && provider !== 'apple';
            tx.assign(existing, { ...values, ...(keepRefresh ? { refreshToken: existing.refreshToken } : {}), ...(accountId ? { accountId } : {}) });
            await tx.flush();
            return existing;
          }
          const created = tx.create(MusicServiceLinkSchema, { id: randomUUID(), userId, provider, accountId, createdAt: now, ...values });
          await tx.flush();
          return created;
        });
      } catch (error) {
        // Two first links of one user raced: the other insert won, so update it instead (once).
        if (error instanceof UniqueConstraintViolationException && attempt === 0 && !accountId) continue;
        throw error;
      }
    }
  }

  /** The columns a grant writes on a link: its tokens encrypted, its expiry from now. */
  encrypted(userId: string, provider: LinkProvider, grant: TokenGrant, now: Date) {
    return {
      accessToken: this.cipher.encrypt(grant.accessToken, context(userId, provider, 'accessToken')),
      refreshToken: grant.refreshToken ? this.cipher.encrypt(grant.refreshToken, context(userId, provider, 'refreshToken')) : null,
      expiresAt: grant.expiresInSeconds ? new Date(now.getTime() + grant.expiresInSeconds * 1000) : null,
      scope: grant.scope?.slice(0, 1000) ?? null,
      refreshedAt: now,
      updatedAt: now,
    };
  }

  /** Decrypts a token of a link; a value this key cannot read means the key changed: the user must link again. */
  read(link: MusicServiceLink, field: 'accessToken' | 'refreshToken'): string {
    const stored = link[field];
    const plain = stored ? this.cipher.decrypt(stored, context(link.userId, link.provider, field)) : null;
    if (plain === null) throw new DomainError('MUSIC_SERVICE_TOKENS_UNREADABLE', { provider: link.provider });
    return plain;
  }

  private async renew(
    em: EntityManager,
    userId: string,
    provider: OAuthLinkProvider,
    options: { force: boolean; since: Date },
  ): Promise<ProviderAccessToken> {
    const client = provider === 'soundcloud' || provider === 'soundcloudMobile' ? this.clients[provider].user : this.clients[provider];
    const why = reasons[provider];
    return em.transactional(async (tx) => {
      const link = await tx.findOne(MusicServiceLinkSchema, { userId, provider }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!link?.accessToken) throw new DomainError(why.notLinked);
      const now = this.now();
      const fresh = link.expiresAt == null || link.expiresAt.getTime() - now.getTime() > renewMarginMs;
      const renewedMeanwhile = link.refreshedAt.getTime() >= options.since.getTime();
      if ((!options.force && fresh) || (options.force && renewedMeanwhile)) return this.accessTokenOf(link, provider);
      if (!link.refreshToken) {
        // Nothing to renew with: the token in hand is all there is.
        if (!options.force && link.expiresAt && link.expiresAt > now) return this.accessTokenOf(link, provider);
        throw new DomainError(why.refreshRejected);
      }
      this.requireConfigured(provider, client);
      const refreshToken = this.read(link, 'refreshToken');
      const grant = this.granted(provider, await client.refresh(refreshToken), why.refreshRejected);
      const renewedAt = this.now();
      tx.assign(link, {
        accessToken: this.cipher.encrypt(grant.accessToken, context(userId, provider, 'accessToken')),
        refreshToken: grant.refreshToken ? this.cipher.encrypt(grant.refreshToken, context(userId, provider, 'refreshToken')) : link.refreshToken,
        expiresAt: grant.expiresInSeconds ? new Date(renewedAt.getTime() + grant.expiresInSeconds * 1000) : null,
        scope: grant.scope?.slice(0, 1000) ?? link.scope ?? null,
        refreshedAt: renewedAt,
        updatedAt: renewedAt,
      });
      await tx.flush();
      return this.accessTokenOf(link, provider);
    });
  }

  private accessTokenOf(link: MusicServiceLink, provider: LinkProvider): ProviderAccessToken {
    const expiresIn = link.expiresAt ? Math.max(0, Math.floor((link.expiresAt.getTime() - this.now().getTime()) / 1000)) : null;
    return {
      provider: provider === 'soundcloudMobile' ? 'soundcloud' : provider,
      accessToken: this.read(link, 'accessToken'),
      tokenType: 'Bearer',
      expiresAt: link.expiresAt ?? null,
      expiresIn,
      scope: link.scope ?? null,
    };
  }

  private granted(provider: OAuthLinkProvider, result: GrantResult, rejected: ErrorReason): TokenGrant {
    if (result.ok) return result.grant;
    this.logger.warn(`${provider} token request failed`, { provider, kind: result.kind, status: result.status, error: result.error });
    throw new DomainError(result.kind === 'rejected' ? rejected : reasons[provider].unavailable, { providerError: result.error.split(':')[0] });
  }

  /** Code exchanges (and authorization pages) also need the redirect URI; refreshes only the client credentials. */
  private requireConfigured(provider: OAuthLinkProvider, client: OAuthTokenClient, flow: 'code' | 'refresh' = 'refresh'): void {
    if (!client.configured || (flow === 'code' && !client.settings.redirectUri)) throw new DomainError(reasons[provider].notConfigured);
  }

  /** A user's provider tokens are theirs: the user, or a trusted service (service token, superUser). */
  private requireOwnerOrService(identity: Identity, userId: string): void {
    if (identity.tokenType === 'anonymous' || identity.tokenType === 'guest') throw new DomainError('UNAUTHORIZED');
    if (identity.userId?.toLowerCase() !== userId.toLowerCase() && !can(identity, 'service.call')) {
      throw new DomainError('MUSIC_SERVICE_ACCESS_FORBIDDEN');
    }
  }
}

/** The associated data of an encrypted token: which user, provider and field it belongs to. */
export function context(userId: string, provider: LinkProvider, field: 'accessToken' | 'refreshToken'): string {
  return `${userId}:${provider}:${field}`;
}
