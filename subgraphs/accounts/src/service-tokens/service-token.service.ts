import type { EntityManager } from '@mikro-orm/core';
import agoraToken from 'agora-token';
import {
  DomainError,
  isUuid,
  requireListener,
  requireUser,
  signAccessToken,
  type Config,
  type Identity,
  type TokenScope,
} from '@backspin/platform';
import type { SigningKeyService } from '../sessions/signing-key.service.ts';
import { UserSchema } from '../users/user.entity.ts';
import { assertMaySignIn } from '../moderation/moderation.service.ts';

// agora-token is CommonJS whose exports Node cannot name statically: take them from its default export.
const { RtcRole, RtcTokenBuilder } = agoraToken;

/** Spec 1, §3: "Live audio/video token request: role is PUBLISHER or SUBSCRIBER". */
export const agoraRoles = ['PUBLISHER', 'SUBSCRIBER'] as const;
export type AgoraRole = (typeof agoraRoles)[number];

/**
 * Agora's channel name rule (RtcEngine.joinChannel): under 64 bytes of a-z, A-Z, 0-9, space and
 * ! # $ % & ( ) + - : ; < = . > ? @ [ ] ^ _ { } | ~ , (all one byte each, so 1 to 63 characters).
 */
const agoraChannelName = /^[a-zA-Z0-9 !#$%&()+\-:;<=.>?@[\]^_{}|~,]{1,63}$/;

export function isAgoraChannelName(value: string): boolean {
  return agoraChannelName.test(value);
}

export interface AgoraToken {
  token: string;
  appId: string;
  channelName: string;
  userAccount: string;
  role: AgoraRole;
  expiresIn: number;
  expiresAt: Date;
}

export interface ChatToken {
  token: string;
  scope: TokenScope;
  userId: string;
  expiresIn: number;
  expiresAt: Date;
}

const maxChatUserIds = 100;

/**
 * Tokens for other services (spec 1, §7.2): Agora live audio/video tokens, and the chat tokens legacy clients ask
 * CometChat's paths for. Our chat is the rooms subgraph's, behind our gateway, so a chat token is one of our own
 * access tokens with a scope (contracts/src/token-scopes.ts) that the gateway enforces.
 */
export class ServiceTokenService {
  constructor(
    private readonly config: Config,
    private readonly keys: SigningKeyService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST /agora/token: an RTC token for one channel, bound to the caller's id as its Agora user account. Signed-in
   * users and bots may PUBLISH; guests only SUBSCRIBE. The privileges (join, and for a publisher audio, video and
   * data streams) last as long as the token, AGORA_TOKEN_TTL_SECONDS.
   */
  agoraToken(identity: Identity, input: { channelName?: string | null; role?: string | null }): AgoraToken {
    const userId = requireListener(identity);
    refuseScoped(identity);
    const appId = this.config.AGORA_APP_ID;
    const certificate = this.config.AGORA_APP_CERTIFICATE;
    if (!appId || !certificate) throw new DomainError('AGORA_NOT_CONFIGURED');
    const channelName = input.channelName ?? '';
    if (!isAgoraChannelName(channelName)) throw new DomainError('INVALID_AGORA_CHANNEL');
    const role = input.role;
    if (role !== 'PUBLISHER' && role !== 'SUBSCRIBER') throw new DomainError('INVALID_AGORA_ROLE');
    if (role === 'PUBLISHER' && identity.tokenType !== 'user' && identity.tokenType !== 'bot') {
      throw new DomainError('AGORA_PUBLISHER_NEEDS_ACCOUNT');
    }
    const ttl = this.config.AGORA_TOKEN_TTL_SECONDS;
    const token = RtcTokenBuilder.buildTokenWithUserAccount(
      appId,
      certificate,
      channelName,
      userId,
      role === 'PUBLISHER' ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
      ttl,
      ttl,
    );
    // The builder answers '' instead of throwing when its inputs are not what Agora takes; config.ts checks them.
    if (!token) throw new Error('agora-token built no token: check AGORA_APP_ID and AGORA_APP_CERTIFICATE');
    return { token, appId, channelName, userAccount: userId, role, expiresIn: ttl, expiresAt: new Date(this.now().getTime() + ttl * 1000) };
  }

  /** GET /comet-chat/user-token: a `chat` token for a signed-in user or bot: chat as themselves, nothing else. */
  async chatUserToken(em: EntityManager, identity: Identity): Promise<ChatToken> {
    requireUser(identity);
    refuseScoped(identity);
    return this.chatToken(em, identity, 'chat');
  }

  /**
   * GET /comet-chat/ghost-token: a `chat:read` token (a ghost): reads and follows room chat without joining the room,
   * so it never shows among the listeners, and cannot post. Anyone holding a token, guests too.
   */
  async chatGhostToken(em: EntityManager, identity: Identity): Promise<ChatToken> {
    requireListener(identity);
    refuseScoped(identity);
    return this.chatToken(em, identity, 'chat:read');
  }

  /**
   * POST /comet-chat/create-users: CometChat needed an account per user; our chat does not, so nothing is created.
   * Kept for legacy clients: reports which of the ids are our users (bots included) and which are not.
   */
  async reportChatUsers(em: EntityManager, identity: Identity, userIds: readonly unknown[] | null | undefined): Promise<{ existing: string[]; missing: string[] }> {
    requireUser(identity);
    if (!Array.isArray(userIds) || userIds.length < 1 || userIds.length > maxChatUserIds || userIds.some((id) => typeof id !== 'string')) {
      throw new DomainError('INVALID_CHAT_USER_IDS');
    }
    const ids = [...new Set(userIds as string[])];
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    const found = valid.length ? await em.find(UserSchema, { id: { $in: valid } }, { fields: ['id'] }) : [];
    const known = new Set(found.map((u) => u.id));
    return {
      existing: ids.filter((id) => isUuid(id) && known.has(id.toLowerCase())),
      missing: ids.filter((id) => !isUuid(id) || !known.has(id.toLowerCase())),
    };
  }

  /** Signed with the access-token key; roles and type come from the account now (a guest stays a guest). */
  private async chatToken(em: EntityManager, identity: Identity, scope: TokenScope): Promise<ChatToken> {
    const ttl = this.config.CHAT_TOKEN_TTL_SECONDS;
    let claims;
    if (identity.tokenType === 'guest') {
      claims = { userId: identity.userId!, tokenType: 'guest' as const, roles: [], scope };
    } else {
      const user = await em.findOne(UserSchema, { id: identity.userId! });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      const tokenType = user.roles.includes('bot') ? ('bot' as const) : ('user' as const);
      // Banned or deactivated users get no chat token; the version makes a later kick or ban stop this one too.
      const standing = await assertMaySignIn(em, user.id);
      claims = { userId: user.id, tokenType, roles: user.roles, capabilities: user.capabilities, scope, tokenVersion: standing?.tokenVersion ?? 0 };
    }
    const token = await signAccessToken(claims, await this.keys.current(em), ttl);
    return { token, scope, userId: claims.userId, expiresIn: ttl, expiresAt: new Date(this.now().getTime() + ttl * 1000) };
  }
}

/** A scoped token never mints tokens (the gateway already refuses it; this holds for direct subgraph calls too). */
function refuseScoped(identity: Identity): void {
  if (identity.scope) throw new DomainError('TOKEN_SCOPE_FORBIDDEN');
}
