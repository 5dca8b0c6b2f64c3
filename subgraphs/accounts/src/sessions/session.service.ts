import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  argon2idHash,
  argon2idVerify,
  DomainError,
  enforceWindowLimits,
  isEmail,
  requireListener,
  secretHashMatches,
  sha256Hex,
  isUuid,
  signAccessToken,
  type Config,
  type Capability,
  type Identity,
  type Role,
  type UserActions,
} from '@backspin/platform';
import { assertMaySignIn } from '../account-standing/account-standing.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { validDisplayName } from '../users/profile-fields.ts';
import { hashNewPassword } from '../password-policy/password-policy.ts';
import { LoginFailureSchema, LoginLimitKeySchema, RefreshTokenSchema } from './session.entity.ts';
import type { SigningKeyService } from './signing-key.service.ts';
import type { EmailService } from '../emails/email.service.ts';

/** The longest login address (RFC 5321's path limit, as sign-up's isEmail). */
const emailMaxLength = 320;

export interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: User;
  /** This sign-in created the account (a sign-up, a first phone code): clients welcome the user, not "welcome back". */
  newAccount: boolean;
}

export interface GuestSession {
  accessToken: string;
  expiresIn: number;
  guestId: string;
}

/** Sign-up, login, guests, refresh-token rotation and logout. */
export class SessionService {
  /** Verified against when the e-mail is unknown, so a miss costs as long as a wrong password. */
  private readonly dummyHash = argon2idHash(randomBytes(16).toString('hex'));

  constructor(
    private readonly config: Config,
    private readonly keys: SigningKeyService,
    /** Records the sign-up address as the user's personal e-mail and mails its verification code (emails/). */
    private readonly emails?: EmailService,
    /** The clock of the login limits' windows. */
    private readonly now: () => Date = () => new Date(),
    /**
     * Sign-ups and sign-ins for audit's user actions: one job row written with the session's own flush (its
     * transaction), delivered by accounts' job runner. Absent: nothing is recorded.
     */
    private readonly userActions?: Pick<UserActions, 'recordWithFlush' | 'wake'>,
  ) {}

  async signUp(
    em: EntityManager,
    input: { email?: string | null; password?: string | null; displayName?: string | null },
    /**
     * emailVerified: the address is known good (demo data): recorded VERIFIED, no code sent. sendAfterCommit: for a
     * caller's own transaction (voucher and admin sign-up): the verification mail is handed over, to be sent once that
     * transaction commits, never for an account that was rolled back.
     */
    options: {
      roles?: Role[];
      capabilities?: Capability[];
      id?: string;
      emailVerified?: boolean;
      sendAfterCommit?: (send: () => void) => void;
      /** Demo data: nobody signed up, so no user action is recorded. */
      unrecorded?: boolean;
    } = {},
  ): Promise<Session> {
    const email = input.email?.trim().toLowerCase();
    const password = input.password;
    if (!email || !password) throw new DomainError('SIGN_UP_FIELDS_MISSING');
    if (!isEmail(email)) throw new DomainError('INVALID_EMAIL');
    const passwordHash = await hashNewPassword(password);
    const displayName = validDisplayName(input.displayName ?? email.split('@')[0]!);
    const now = new Date();
    const user = em.create(UserSchema, {
      id: options.id ?? randomUUID(),
      email,
      passwordHash,
      displayName,
      roles: ['user', ...(options.roles ?? [])],
      capabilities: options.capabilities ?? [],
      createdAt: now,
      updatedAt: now,
    });
    // The user, their personal e-mail and the first refresh token commit together (one flush, one transaction).
    const sendVerification = this.emails?.registerSignUpEmail(em, user, { verified: options.emailVerified ?? false });
    const refreshToken = this.issueRefreshToken(em, user.id, randomUUID());
    if (!options.unrecorded) this.recordAction(em, user.id, 'SIGNED_UP', now);
    try {
      await em.flush();
    } catch (error) {
      // The login address, or a live e-mail of another user (user_email's unique index).
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EMAIL_ALREADY_REGISTERED');
      throw error;
    }
    if (sendVerification) (options.sendAfterCommit ?? ((send) => send()))(sendVerification);
    this.userActions?.wake();
    return { ...(await this.session(em, user, refreshToken)), newAccount: true };
  }

  /**
   * Login with e-mail and password, within two sliding-window limits on failures: per address (LOGIN_MAX_FAILURES,
   * then 429 TOO_MANY_LOGIN_ATTEMPTS, even for the right password) and per client IP across addresses
   * (LOGIN_MAX_FAILURES_PER_IP, then 429 LOGIN_LIMIT_IP). The attempt is counted before the password is checked, so
   * concurrent guesses cannot all pass one count: at most the limit of guesses is ever checked in a window.
   */
  async login(em: EntityManager, input: { email?: string | null; password?: string | null }, clientIp?: string | null): Promise<Session> {
    const email = input.email?.trim().toLowerCase() ?? '';
    const password = input.password ?? '';
    if (!email || !password) throw new DomainError('INCORRECT_CREDENTIALS');
    if (email.length > emailMaxLength || email.includes('\u0000')) throw new DomainError('INVALID_EMAIL');
    const attempt = await this.reserveLoginAttempt(em, email, clientIp?.trim().slice(0, 64) || null);

    const user = await em.findOne(UserSchema, { email });
    const ok = await argon2idVerify(user?.passwordHash ?? (await this.dummyHash), password);
    // A wrong guess keeps its reservation: it is the failure the limits count.
    if (!user || !user.passwordHash || !ok) throw new DomainError('INCORRECT_CREDENTIALS');
    await em.nativeDelete(LoginFailureSchema, { id: attempt });
    return this.openSession(em, user);
  }

  /**
   * Counts one login attempt as a failure until its password proves right, under the row locks of its address and
   * client IP: concurrent attempts of either are counted one after another. Throws 429 when a window is full.
   */
  private async reserveLoginAttempt(em: EntityManager, email: string, clientIp: string | null): Promise<string> {
    const id = randomUUID();
    const now = this.now();
    const c = this.config;
    const recentFailures = (tx: EntityManager, where: { email: string } | { clientIp: string }, max: number) => async (since: Date) => {
      const rows = await tx.find(LoginFailureSchema, { ...where, createdAt: { $gt: since } }, { fields: ['createdAt'], orderBy: { createdAt: 'asc' }, limit: max });
      return rows.map((row) => row.createdAt);
    };
    await em.transactional(async (tx) => {
      await enforceWindowLimits(
        tx,
        LoginLimitKeySchema,
        [
          { key: `email:${email}`, reason: 'TOO_MANY_LOGIN_ATTEMPTS', max: c.LOGIN_MAX_FAILURES, windowSeconds: c.LOGIN_WINDOW_SECONDS, recent: recentFailures(tx, { email }, c.LOGIN_MAX_FAILURES) },
          ...(clientIp
            ? [{ key: `ip:${clientIp}`, reason: 'LOGIN_LIMIT_IP' as const, max: c.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: c.LOGIN_IP_WINDOW_SECONDS, recent: recentFailures(tx, { clientIp }, c.LOGIN_MAX_FAILURES_PER_IP) }]
            : []),
        ],
        now,
      );
      await tx.insert(LoginFailureSchema, { id, email, clientIp, createdAt: now });
    });
    return id;
  }

  async guest(em: EntityManager): Promise<GuestSession> {
    const guestId = randomUUID();
    const ttl = this.config.GUEST_TOKEN_TTL_SECONDS;
    const accessToken = await signAccessToken(
      { userId: guestId, tokenType: 'guest', roles: [] },
      await this.keys.current(em),
      ttl,
    );
    return { accessToken, expiresIn: ttl, guestId };
  }

  /**
   * Rotates a refresh token: the presented one is spent and a successor issued in the same family.
   * A spent or revoked token presented again revokes the whole family (the holder of the newest
   * token must sign in again) — the row lock makes two concurrent uses count as a reuse.
   */
  async refresh(em: EntityManager, presented: string): Promise<Session> {
    const parsed = parseRefreshToken(presented);
    if (!parsed) throw new DomainError('INVALID_REFRESH_TOKEN');
    const outcome = await em.transactional(async (tx) => {
      const row = await tx.findOne(RefreshTokenSchema, { id: parsed.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || !secretHashMatches(parsed.secret, row.secretHash)) return { kind: 'invalid' as const };
      const now = new Date();
      // Banned or deactivated: refused with the reason (to the holder of a genuine token only).
      const standing = await assertMaySignIn(tx, row.userId, now);
      if (row.rotatedAt || row.revokedAt) {
        await tx.nativeUpdate(RefreshTokenSchema, { familyId: row.familyId, revokedAt: null }, { revokedAt: now });
        return { kind: 'reused' as const };
      }
      if (row.expiresAt <= now) return { kind: 'invalid' as const };
      const user = await tx.findOne(UserSchema, { id: row.userId });
      if (!user) return { kind: 'invalid' as const };
      // A token issued before the user's last kick, ban or deactivation (a sign-in racing it) is no longer valid.
      if (standing?.sessionsRevokedAt && row.createdAt <= standing.sessionsRevokedAt) return { kind: 'invalid' as const };
      row.rotatedAt = now;
      const refreshToken = this.issueRefreshToken(tx, user.id, row.familyId);
      await tx.flush();
      return { kind: 'rotated' as const, user, refreshToken, tokenVersion: standing?.tokenVersion ?? 0 };
    });
    if (outcome.kind !== 'rotated') throw new DomainError('INVALID_REFRESH_TOKEN');
    return this.session(em, outcome.user, outcome.refreshToken, outcome.tokenVersion);
  }

  /** Revokes the family of the presented refresh token; unknown tokens are ignored (logout is idempotent). */
  async logout(em: EntityManager, presented: string): Promise<void> {
    const parsed = parseRefreshToken(presented);
    if (!parsed) return;
    const row = await em.findOne(RefreshTokenSchema, { id: parsed.id });
    if (!row || !secretHashMatches(parsed.secret, row.secretHash)) return;
    await em.nativeUpdate(RefreshTokenSchema, { familyId: row.familyId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** The session the caller's token stands for: its kind, roles and capabilities, and the account (not for guests). */
  async current(em: EntityManager, identity: Identity) {
    const userId = requireListener(identity);
    const user = identity.tokenType === 'user' || identity.tokenType === 'bot' ? await em.findOne(UserSchema, { id: userId }) : null;
    return {
      tokenType: identity.tokenType,
      userId,
      roles: [...identity.roles],
      capabilities: [...(identity.capabilities ?? [])],
      user,
    };
  }

  /**
   * Revokes every live refresh token of the user (all devices): they must sign in again once their
   * short-lived access tokens expire. Used by password changes and moderation.
   */
  async revokeRefreshTokens(em: EntityManager, userId: string): Promise<number> {
    return em.nativeUpdate(RefreshTokenSchema, { userId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Opens a session for a user another sign-in method (a phone code) has already authenticated. */
  openSessionFor(em: EntityManager, user: User): Promise<Session> {
    return this.openSession(em, user);
  }

  /** Every sign-in of an existing user passes here: a banned or deactivated account is refused (account-standing/account-standing.ts). */
  private async openSession(em: EntityManager, user: User): Promise<Session> {
    refuseBot(user);
    const standing = await assertMaySignIn(em, user.id);
    const refreshToken = this.issueRefreshToken(em, user.id, randomUUID());
    this.recordAction(em, user.id, 'SIGNED_IN', new Date());
    await em.flush();
    this.userActions?.wake();
    return this.session(em, user, refreshToken, standing?.tokenVersion ?? 0);
  }

  /** Queues the action for audit with the caller's next flush: it commits, or rolls back, with the session. */
  private recordAction(em: EntityManager, userId: string, type: 'SIGNED_UP' | 'SIGNED_IN', occurredAt: Date): void {
    this.userActions?.recordWithFlush(em, { userId, type, at: occurredAt });
  }

  private async session(em: EntityManager, user: User, refreshToken: string, tokenVersion = 0): Promise<Session> {
    refuseBot(user);
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const accessToken = await signAccessToken(
      { userId: user.id, tokenType: 'user', roles: user.roles, capabilities: user.capabilities, tokenVersion },
      await this.keys.current(em),
      ttl,
    );
    return { accessToken, refreshToken, expiresIn: ttl, user, newAccount: false };
  }

  private issueRefreshToken(em: EntityManager, userId: string, familyId: string): string {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    em.create(RefreshTokenSchema, {
      id,
      familyId,
      userId,
      secretHash: sha256Hex(secret),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      createdAt: new Date(),
    });
    return `${id}.${secret}`;
  }
}

/** Bots get access tokens from their secret only (bots/bot.service.ts): never a session, never a refresh token. */
function refuseBot(user: User): void {
  if (user.roles.includes('bot')) throw new DomainError('BOT_SESSION_REFUSED');
}



function parseRefreshToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length || !isUuid(id)) return null;
  return { id, secret };
}
