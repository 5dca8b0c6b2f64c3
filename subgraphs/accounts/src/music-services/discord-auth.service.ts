import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, requireUser, type Identity } from '@backspin/platform';
import type { ProviderLogger } from '@backspin/platform/providers';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { displayNameMaxLength } from '../users/profile-fields.ts';
import type { DiscordClient, DiscordUser } from './discord.client.ts';
import { MusicServiceLinkSchema } from './music-service.entity.ts';
import type { MusicServiceLinks, ProviderAccessToken } from './music-service.service.ts';
import type { TokenGrant } from '@backspin/platform/providers';

/** What the client brings from Discord: an authorization code (web), or an access token (a Discord activity's SDK). */
export interface DiscordCredentials {
  code?: string | null;
  accessToken?: string | null;
  state?: string | null;
}

export interface DiscordAccount {
  discordId: string;
  username: string;
}

/**
 * Signing in with Discord, and linking a Discord account to a signed-in user. A Discord account belongs to at most one
 * user (the unique (provider, accountId) of the link table): the first sign-in creates the user and the link in one
 * transaction, and of two racing first sign-ins the loser finds the winner's link and signs in as that user.
 * The new user gets no e-mail (Discord's would need its own verification) and Discord's display name.
 */
export class DiscordAuthService {
  constructor(
    private readonly discord: DiscordClient,
    private readonly links: MusicServiceLinks,
    private readonly sessions: SessionService,
    private readonly logger: ProviderLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts signing in (no user) or linking (the signed-in user) with Discord: its authorization page and a state bound to who started. */
  authorization(identity: Identity): { url: string; state: string } {
    this.requireConfigured();
    const state = this.links.issueState('discord', signedInUser(identity));
    return { url: this.discord.authorizeUrl(state), state };
  }

  /** The Discord activity's code exchange: Discord's access token for the client, nothing stored. */
  async exchangeCode(identity: Identity, input: { code?: string | null; state?: string | null }): Promise<ProviderAccessToken> {
    this.requireConfigured();
    const code = input.code?.trim();
    if (!code) throw new DomainError('MUSIC_SERVICE_CODE_MISSING');
    this.links.checkState(input.state, 'discord', signedInUser(identity));
    const grant = await this.exchange(code);
    return {
      provider: 'discord',
      accessToken: grant.accessToken,
      tokenType: grant.tokenType,
      expiresIn: grant.expiresInSeconds,
      expiresAt: grant.expiresInSeconds ? new Date(this.now().getTime() + grant.expiresInSeconds * 1000) : null,
      scope: grant.scope,
    };
  }

  /** Signs in the user this Discord account belongs to, creating the user on the first sign-in. */
  async signIn(em: EntityManager, input: DiscordCredentials): Promise<Session> {
    this.requireConfigured();
    const { account, grant } = await this.account(input, null);
    for (let attempt = 0; attempt < 3; attempt++) {
      const link = await em.fork().findOne(MusicServiceLinkSchema, { provider: 'discord', accountId: account.id });
      if (link) {
        const user = await em.findOne(UserSchema, { id: link.userId });
        if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
        await this.links.store(em, user.id, 'discord', grant, account.id);
        return this.sessions.openSessionFor(em, user);
      }
      try {
        const user = await em.transactional(async (tx): Promise<User> => {
          const now = this.now();
          const created = tx.create(UserSchema, {
            id: randomUUID(),
            email: null,
            phone: null,
            passwordHash: null,
            displayName: displayNameOf(account),
            roles: ['user'],
            capabilities: [],
            createdAt: now,
            updatedAt: now,
          });
          tx.create(MusicServiceLinkSchema, {
            id: randomUUID(),
            userId: created.id,
            provider: 'discord',
            accountId: account.id,
            createdAt: now,
            ...this.links.encrypted(created.id, 'discord', grant, now),
          });
          await tx.flush();
          return created;
        });
        return this.sessions.openSessionFor(em, user);
      } catch (error) {
        // Another first sign-in with this account committed first: go round and sign in as its user.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    throw new DomainError('DISCORD_LINKED_TO_OTHER_USER');
  }

  /** Links a Discord account to the signed-in user (replacing the user's earlier one); 409 when it is someone else's. */
  async link(em: EntityManager, identity: Identity, input: DiscordCredentials): Promise<DiscordAccount> {
    const userId = requireUser(identity);
    this.requireConfigured();
    const { account, grant } = await this.account(input, userId);
    const owner = await em.findOne(MusicServiceLinkSchema, { provider: 'discord', accountId: account.id });
    if (owner && owner.userId !== userId) throw new DomainError('DISCORD_LINKED_TO_OTHER_USER');
    try {
      await this.links.store(em, userId, 'discord', grant, account.id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('DISCORD_LINKED_TO_OTHER_USER');
      throw error;
    }
    return { discordId: account.id, username: account.username };
  }

  /** The Discord account behind a code or an access token. */
  private async account(input: DiscordCredentials, userId: string | null): Promise<{ account: DiscordUser; grant: TokenGrant }> {
    const code = input.code?.trim();
    const given = input.accessToken?.trim();
    let grant: TokenGrant;
    if (code) {
      this.links.checkState(input.state, 'discord', userId);
      grant = await this.exchange(code);
    } else if (given) {
      grant = { accessToken: given, tokenType: 'Bearer', refreshToken: null, expiresInSeconds: null, scope: null };
    } else {
      throw new DomainError('DISCORD_CREDENTIALS_MISSING');
    }
    // A token we just got from our own code exchange is ours; one the client brings must be shown to be.
    const me = code ? await this.discord.me(grant.accessToken) : await this.discord.ownTokenUser(grant.accessToken);
    if (!me.ok) {
      this.logger.warn('discord users/@me failed', { provider: 'discord', kind: me.kind, error: me.error });
      throw new DomainError(me.kind === 'rejected' ? 'DISCORD_TOKEN_REJECTED' : 'DISCORD_UNAVAILABLE');
    }
    return { account: me.user, grant };
  }

  private async exchange(code: string): Promise<TokenGrant> {
    const result = await this.discord.oauth.exchangeCode(code);
    if (result.ok) return result.grant;
    this.logger.warn('discord token request failed', { provider: 'discord', kind: result.kind, status: result.status, error: result.error });
    throw new DomainError(result.kind === 'rejected' ? 'DISCORD_CODE_REJECTED' : 'DISCORD_UNAVAILABLE', { providerError: result.error.split(':')[0] });
  }

  private requireConfigured(): void {
    if (!this.discord.oauth.configured) throw new DomainError('DISCORD_NOT_CONFIGURED');
  }
}

function signedInUser(identity: Identity): string | null {
  return identity.tokenType === 'user' || identity.tokenType === 'bot' ? identity.userId : null;
}

function displayNameOf(account: DiscordUser): string {
  const name = (account.global_name?.trim() || account.username.trim() || `Discord ${account.id.slice(-4)}`).slice(0, displayNameMaxLength);
  return name;
}
