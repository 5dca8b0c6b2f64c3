import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { argon2idVerify, DomainError, isEmail, isUuid, requirePermission, requireUser, sha256Hex, type Config, type Identity } from '@backspin/platform';
import type { EmailService } from '../emails/email.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { hashNewPassword } from '../password-policy/password-policy.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { PasswordResetSchema } from './password.entity.ts';

export type PasswordSettings = Pick<Config, 'PASSWORD_RESET_TTL_SECONDS' | 'PASSWORD_RESET_URL'>;

export interface AdminPasswordChange {
  userId: string;
  /** Refresh tokens revoked: the user's sessions that must sign in again. */
  revokedRefreshTokens: number;
}

/**
 * Passwords: change (knowing the current one), forgot and reset (a single-use link e-mailed to the login address),
 * set (for accounts without one) and set by an admin. Every change revokes all of the user's refresh tokens; the
 * caller's own change answers a fresh session, so the device that changed it stays signed in.
 */
export class PasswordService {
  constructor(
    private readonly settings: PasswordSettings,
    private readonly sessions: SessionService,
    private readonly emails: EmailService,
    private readonly mail: MailService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST /users/change-password. 401 "Incorrect email or password" for a wrong current password, 401 "Email address
   * is not verified" while the login address is unverified, 400 when the new password is the current one.
   */
  async change(em: EntityManager, identity: Identity, input: { currentPassword?: string | null; newPassword?: string | null }): Promise<Session> {
    const userId = requireUser(identity);
    const { currentPassword, newPassword } = input;
    if (!currentPassword || !newPassword) throw new DomainError('PASSWORD_FIELDS_MISSING');
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    if (!user.passwordHash) throw new DomainError('PASSWORD_NOT_SET');
    if (!(await argon2idVerify(user.passwordHash, currentPassword))) throw new DomainError('INCORRECT_CREDENTIALS');
    if (!(await this.emails.isLoginEmailVerified(em, user))) throw new DomainError('EMAIL_NOT_VERIFIED');
    if (newPassword === currentPassword) throw new DomainError('PASSWORD_NOT_CHANGED');
    const hash = await hashNewPassword(newPassword);
    const before = user.passwordHash;
    const changed = await this.replace(em, userId, hash, (locked) => locked.passwordHash === before);
    // A concurrent change got there first: the current password given is no longer the current one.
    if (!changed) throw new DomainError('INCORRECT_CREDENTIALS');
    return this.sessions.openSessionFor(em, changed);
  }

  /**
   * POST /users/forgot-password: answers the same at once whether or not an account has this address; the lookup,
   * the link and the e-mail happen after the answer (so its timing tells nothing either), within the per-address limit.
   */
  async forgot(em: EntityManager, input: { email?: string | null }): Promise<void> {
    const address = input.email?.trim().toLowerCase() ?? '';
    if (!isEmail(address) || address.length > 320) throw new DomainError('INVALID_EMAIL');
    const work = em.fork();
    this.mail.background(async () => {
      const user = await work.findOne(UserSchema, { email: address });
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const now = this.now();
      const ttl = this.settings.PASSWORD_RESET_TTL_SECONDS;
      const allowed = await work.transactional(async (tx) => {
        if (!(await this.mail.tryReserve(tx, address, 'password-reset'))) return false;
        await tx.insert(PasswordResetSchema, {
          id: randomUUID(),
          tokenHash: sha256Hex(token),
          userId: user.id,
          email: address,
          expiresAt: new Date(now.getTime() + ttl * 1000),
          createdAt: now,
        });
        return true;
      });
      if (!allowed) return;
      const link = `${this.settings.PASSWORD_RESET_URL.replace(/\/+$/, '')}/${token}`;
      const minutes = Math.round(ttl / 60);
      await this.mail.deliver({
        to: address,
        subject: 'Reset your Backspin password',
        text: `Someone asked to reset the password of your Backspin account. To choose a new one, open this link within ${minutes} minutes (it works once):\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
        tag: 'password-reset',
      });
    });
  }

  /** POST /users/reset-password: the token from the link sets the new password, once. Any unusable token: 403 "Can not reset password". */
  async reset(em: EntityManager, input: { token?: string | null; newPassword?: string | null }): Promise<Session> {
    const token = input.token?.trim() ?? '';
    if (!input.newPassword) throw new DomainError('NEW_PASSWORD_MISSING');
    const hash = await hashNewPassword(input.newPassword);
    if (!token || token.length > 128) throw new DomainError('CANNOT_RESET_PASSWORD');
    const tokenHash = sha256Hex(token);
    const now = this.now();
    const user = await em.transactional(async (tx): Promise<User | null> => {
      // The conditional update spends the token: of concurrent uses exactly one gets a row.
      const spent = await tx.nativeUpdate(PasswordResetSchema, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
      if (spent !== 1) return null;
      const reset = await tx.findOneOrFail(PasswordResetSchema, { tokenHash });
      const user = await tx.findOne(UserSchema, { id: reset.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      user.passwordHash = hash;
      await tx.flush();
      await this.afterChange(tx, user.id);
      // The link reached the login address: it is proven.
      if (user.email === reset.email) await this.emails.markVerified(tx, user.id, reset.email);
      return user;
    });
    if (!user) throw new DomainError('CANNOT_RESET_PASSWORD');
    return this.sessions.openSessionFor(em, user);
  }

  /** POST /users/set-password: a first password for a signed-in account without one (phone or magic-link sign-in); 409 when it has one. */
  async set(em: EntityManager, identity: Identity, input: { newPassword?: string | null }): Promise<Session> {
    const userId = requireUser(identity);
    if (!input.newPassword) throw new DomainError('NEW_PASSWORD_MISSING');
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    if (user.passwordHash) throw new DomainError('PASSWORD_ALREADY_SET');
    const hash = await hashNewPassword(input.newPassword);
    const changed = await this.replace(em, userId, hash, (locked) => !locked.passwordHash);
    if (!changed) throw new DomainError('PASSWORD_ALREADY_SET');
    return this.sessions.openSessionFor(em, changed);
  }

  /**
   * POST /users/change-password-admin (`users.manage-credentials`): sets a user's password. Only a superUser may set
   * an admin's or a superUser's (an admin could otherwise take over a superUser's account).
   */
  async adminSet(em: EntityManager, identity: Identity, input: { userId?: string | null; newPassword?: string | null }): Promise<AdminPasswordChange> {
    requirePermission(identity, 'users.manage-credentials');
    const userId = input.userId?.toLowerCase() ?? '';
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    if (!input.newPassword) throw new DomainError('NEW_PASSWORD_MISSING');
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    const privileged = user.roles.some((r) => r === 'admin' || r === 'superUser');
    if (privileged && user.id !== identity.userId && !identity.roles.includes('superUser')) {
      throw new DomainError('PASSWORD_ADMIN_TARGET_FORBIDDEN');
    }
    const hash = await hashNewPassword(input.newPassword);
    let revoked = 0;
    await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      locked.passwordHash = hash;
      await tx.flush();
      revoked = await this.afterChange(tx, userId);
    });
    return { userId, revokedRefreshTokens: revoked };
  }

  /** Sets the hash under the user row's lock when `still` holds for the locked row; null when it no longer does. */
  private async replace(em: EntityManager, userId: string, hash: string, still: (locked: User) => boolean): Promise<User | null> {
    return em.transactional(async (tx) => {
      const locked = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked || !still(locked)) return null;
      locked.passwordHash = hash;
      await tx.flush();
      await this.afterChange(tx, userId);
      return locked;
    });
  }

  /** What every password change does: every refresh token of the user is revoked, and unused reset links die. */
  private async afterChange(tx: EntityManager, userId: string): Promise<number> {
    await tx.nativeUpdate(PasswordResetSchema, { userId, usedAt: null }, { usedAt: this.now() });
    return this.sessions.revokeRefreshTokens(tx, userId);
  }
}

