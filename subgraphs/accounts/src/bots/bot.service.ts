import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  commitThenPublish,
  DomainError,
  isUuid,
  requirePermission,
  secretHashMatches,
  sha256Hex,
  signAccessToken,
  type Config,
  type Identity,
  type PubSub,
} from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { assertMaySignIn, renewAccessTokens } from '../account-standing/account-standing.ts';
import type { SigningKeyService } from '../sessions/signing-key.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { validDisplayName } from '../users/profile-fields.ts';
import { BotSchema, type Bot } from './bot.entity.ts';

/** The admin bot list: the bot row's fields (the name lives on the account). */
export const botListSpec: ListSpec = {
  fields: { id: 'uuid', createdBy: 'uuid', createdAt: 'date', secretIssuedAt: 'date', secretRevokedAt: 'date', lastTokenAt: 'date' },
  defaultLimit: 50,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
};

/** A bot as admins see it: its account's name and the state of its secret (never the secret). */
export interface BotView {
  id: string;
  displayName: string;
  createdBy: string | null;
  createdAt: Date;
  secretActive: boolean;
  secretIssuedAt: Date | null;
  secretRevokedAt: Date | null;
  lastTokenAt: Date | null;
}

/** A bot with a secret just issued: the only time the secret is shown. */
export interface IssuedBotSecret {
  bot: BotView;
  secret: string;
}

export interface BotAccessToken {
  accessToken: string;
  expiresIn: number;
  botId: string;
}

const secretPrefix = 'bot';

/** `bot.<bot id>.<43 characters of base64url: 256 random bits>`: the id finds the row, the rest is compared by hash. */
function newSecret(botId: string): string {
  return `${secretPrefix}.${botId}.${randomBytes(32).toString('base64url')}`;
}

function parseSecret(presented: string): { botId: string } | null {
  const [prefix, botId, secret, ...rest] = presented.split('.');
  if (prefix !== secretPrefix || !botId || !isUuid(botId) || !secret || rest.length) return null;
  return { botId: botId.toLowerCase() };
}

/**
 * Bot accounts (spec 1, §1 and §7.2: POST /users/sign-up-bot, GET /users/bot-token). Admins and superUsers
 * (`bots.manage`) sign bots up, list them, rotate and revoke their secrets. A bot has the single role `bot`, no
 * e-mail and no password, so it cannot log in; SessionService refuses it any session (no refresh tokens). It trades
 * its secret for a short-lived access token of type `bot`, which the gateway accepts like any access token.
 */
export class BotService {
  constructor(
    private readonly config: Config,
    private readonly keys: SigningKeyService,
    private readonly pubsub: PubSub,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /users/sign-up-bot: the bot's account and its first secret, created together. */
  async signUp(em: EntityManager, identity: Identity, input: { displayName?: string | null }): Promise<IssuedBotSecret> {
    requirePermission(identity, 'bots.manage');
    const displayName = validDisplayName(input.displayName ?? '');
    const now = this.now();
    const id = randomUUID();
    const secret = newSecret(id);
    const user = em.create(UserSchema, {
      id,
      email: null,
      phone: null,
      passwordHash: null,
      displayName,
      roles: ['bot'],
      capabilities: [],
      avatarId: null,
      createdAt: now,
      updatedAt: now,
    });
    const bot = em.create(BotSchema, {
      id,
      createdBy: identity.userId,
      secretHash: sha256Hex(secret),
      secretIssuedAt: now,
      secretRevokedAt: null,
      lastTokenAt: null,
      createdAt: now,
    });
    await em.flush(); // one transaction: both rows or neither
    return { bot: view(bot, user), secret };
  }

  /**
   * GET /users/bot-token: a bot access token for a valid secret. Unknown, malformed, rotated and revoked secrets get
   * the same 401, after the same constant-time comparison where a row exists.
   */
  async token(em: EntityManager, presented: string | null | undefined): Promise<BotAccessToken> {
    const secret = presented?.trim();
    if (!secret) throw new DomainError('BOT_SECRET_MISSING');
    const parsed = parseSecret(secret);
    if (!parsed) throw new DomainError('BOT_SECRET_INVALID');
    const bot = await em.findOne(BotSchema, { id: parsed.botId }, { disableIdentityMap: true });
    if (!bot?.secretHash || !secretHashMatches(secret, bot.secretHash)) throw new DomainError('BOT_SECRET_INVALID');
    const user = await em.findOne(UserSchema, { id: bot.id }, { disableIdentityMap: true });
    if (!user || !user.roles.includes('bot')) throw new DomainError('BOT_SECRET_INVALID');
    // A banned or deactivated bot gets no token; its version makes a later ban stop this token at the gateway.
    const standing = await assertMaySignIn(em, user.id);
    const ttl = this.config.BOT_TOKEN_TTL_SECONDS;
    const accessToken = await signAccessToken(
      { userId: user.id, tokenType: 'bot', roles: user.roles, capabilities: user.capabilities, tokenVersion: standing?.tokenVersion ?? 0 },
      await this.keys.current(em),
      ttl,
    );
    // Minted only if the secret is still the one we checked: a rotation or revocation in between wins.
    const still = await em.nativeUpdate(BotSchema, { id: bot.id, secretHash: bot.secretHash }, { lastTokenAt: this.now() });
    if (still !== 1) throw new DomainError('BOT_SECRET_INVALID');
    return { accessToken, expiresIn: ttl, botId: user.id };
  }

  /** A new secret for the bot; the previous one (if any) and the tokens minted with it stop working at once. */
  async rotateSecret(em: EntityManager, identity: Identity, botId: string): Promise<IssuedBotSecret> {
    requirePermission(identity, 'bots.manage');
    const id = validBotId(botId);
    const secret = newSecret(id);
    await commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const changed = await tx.nativeUpdate(
        BotSchema,
        { id },
        { secretHash: sha256Hex(secret), secretIssuedAt: this.now(), secretRevokedAt: null },
      );
      if (changed !== 1) throw new DomainError('BOT_NOT_FOUND');
      await renewAccessTokens(tx, id, outbox);
    });
    return { bot: await this.find(em, id), secret };
  }

  /**
   * Revokes the bot's secret: it mints no token until rotated, and the tokens it minted stop at once (a leaked secret
   * must not leave a working token behind). Revoking again changes nothing.
   */
  async revokeSecret(em: EntityManager, identity: Identity, botId: string): Promise<BotView> {
    requirePermission(identity, 'bots.manage');
    const id = validBotId(botId);
    await commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const changed = await tx.nativeUpdate(BotSchema, { id, secretHash: { $ne: null } }, { secretHash: null, secretRevokedAt: this.now() });
      if (changed === 1) await renewAccessTokens(tx, id, outbox);
    });
    return this.find(em, id);
  }

  /** Every bot, newest first by default, by the console's list query. */
  async list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<BotView>> {
    requirePermission(identity, 'bots.manage');
    const page = await findPage(em, BotSchema, input, botListSpec);
    const users = page.data.length ? await em.find(UserSchema, { id: { $in: page.data.map((b) => b.id) } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const data = page.data.flatMap((b) => (byId.has(b.id) ? [view(b, byId.get(b.id)!)] : []));
    return { ...page, data, count: data.length };
  }

  private async find(em: EntityManager, id: string): Promise<BotView> {
    const bot = await em.findOne(BotSchema, { id }, { disableIdentityMap: true });
    const user = bot && (await em.findOne(UserSchema, { id }));
    if (!bot || !user) throw new DomainError('BOT_NOT_FOUND');
    return view(bot, user);
  }
}

function validBotId(botId: string): string {
  if (!isUuid(botId)) throw new DomainError('INVALID_BOT_ID');
  return botId.toLowerCase();
}

function view(bot: Bot, user: User): BotView {
  return {
    id: bot.id,
    displayName: user.displayName,
    createdBy: bot.createdBy ?? null,
    createdAt: bot.createdAt,
    secretActive: !!bot.secretHash,
    secretIssuedAt: bot.secretIssuedAt ?? null,
    secretRevokedAt: bot.secretRevokedAt ?? null,
    lastTokenAt: bot.lastTokenAt ?? null,
  };
}
