import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  can,
  DomainError,
  hexDigestsEqual,
  isEmail,
  isUuid,
  oneTimeCodeHash,
  requirePermission,
  requireUser,
  sixDigitCode,
  type Config,
  type Identity,
} from '@backspin/platform';
import type { MailService } from '../mail/mail.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { emailTypes, trustedEmailStatuses, UserEmailSchema, type EmailType, type UserEmail } from './email.entity.ts';

export type EmailSettings = Pick<Config, 'EMAIL_CODE_TTL_SECONDS' | 'EMAIL_CODE_MAX_ATTEMPTS' | 'EMAIL_VERIFICATION_RESEND_SECONDS'>;

/** How many live addresses one user may have. */
export const maxEmailsPerUser = 10;

/** Which of the caller's addresses a call is about: by id, by address, or (neither) the one waiting for a code. */
export interface EmailTarget {
  emailId?: string | null;
  email?: string | null;
}

export interface EmailVerification {
  status: 'VERIFIED' | 'ERROR';
  email: UserEmail;
}

export interface VerificationEmailSent {
  email: UserEmail;
  /** The earliest time another code may be sent to this address. */
  nextResendAt: Date;
}

const isTrusted = (row: UserEmail) => (trustedEmailStatuses as readonly string[]).includes(row.status);

/**
 * A user's e-mail addresses (spec 1, §3-§4): several per user, each of a type; an address added by its user is
 * PENDING_VERIFICATION until the six-digit code e-mailed to it is given back (VERIFIED); one added by an admin is
 * CREATED_BY_ADMIN (trusted, no code); deleting keeps the record as DELETED. The login address (user.email) is
 * one of them and cannot be deleted. A code is single use, expires, dies after too many wrong tries, and a new one
 * is sent at most once per EMAIL_VERIFICATION_RESEND_SECONDS (checked under the address row's lock).
 */
export class EmailService {
  constructor(
    private readonly settings: EmailSettings,
    readonly mail: MailService,
    /** The server secret codes are hashed with (HMAC), so a leaked table does not give codes away by brute force. */
    private readonly pepper: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sign-up (SessionService.signUp): the login address becomes the user's personal e-mail, flushed with the account.
   * Unless `verified`, it waits for a code; the returned function e-mails it once the account is committed.
   */
  registerSignUpEmail(em: EntityManager, user: User, options: { verified?: boolean } = {}): (() => void) | null {
    if (!user.email) return null;
    const now = this.now();
    const id = randomUUID();
    const address = user.email;
    if (options.verified) {
      em.create(UserEmailSchema, { id, userId: user.id, email: address, type: 'personal', status: 'VERIFIED', verifiedAt: now, createdAt: now, updatedAt: now });
      return null;
    }
    const code = sixDigitCode();
    em.create(UserEmailSchema, {
      id,
      userId: user.id,
      email: address,
      type: 'personal',
      status: 'PENDING_VERIFICATION',
      codeHash: oneTimeCodeHash(this.pepper, id, code),
      codeExpiresAt: this.codeExpiry(now),
      codeSentAt: now,
      createdAt: now,
      updatedAt: now,
    });
    this.mail.record(em, address, 'email-verification');
    return () => this.mail.deliverInBackground(this.codeMessage(address, code));
  }

  /** GET /users/emails: the caller's addresses (moderators: anyone's, by userId), oldest first; DELETED ones on request. */
  async list(em: EntityManager, identity: Identity, input: { userId?: string | null; includeDeleted?: boolean | null } = {}): Promise<UserEmail[]> {
    const userId = this.subject(identity, input.userId, 'users.read-private');
    return em.find(
      UserEmailSchema,
      { userId, ...(input.includeDeleted ? {} : { status: { $ne: 'DELETED' as const } }) },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * POST /users/emails: adds an address. For oneself: PENDING_VERIFICATION, and a code is e-mailed (the per-address
   * limit applies). For someone else (admins, `users.manage-credentials`): CREATED_BY_ADMIN, no code.
   */
  async add(em: EntityManager, identity: Identity, input: { email?: string | null; type?: string | null; userId?: string | null }): Promise<UserEmail> {
    const userId = this.subject(identity, input.userId, 'users.manage-credentials');
    const byAdmin = userId !== identity.userId;
    const address = input.email?.trim().toLowerCase() ?? '';
    if (!isEmail(address) || address.length > 320) throw new DomainError('INVALID_EMAIL');
    const type = validType(input.type);
    const now = this.now();
    const id = randomUUID();
    const code = byAdmin ? null : sixDigitCode();
    let row: UserEmail;
    try {
      row = await em.transactional(async (tx) => {
        const user = await tx.findOne(UserSchema, { id: userId });
        if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
        if ((await tx.count(UserEmailSchema, { userId, status: { $ne: 'DELETED' } })) >= maxEmailsPerUser) {
          throw new DomainError('TOO_MANY_EMAILS');
        }
        // Someone's login address taken before e-mails had records: still theirs.
        if (await tx.count(UserSchema, { email: address, id: { $ne: userId } })) throw new DomainError('EMAIL_ALREADY_IN_USE');
        if (code) await this.mail.reserve(tx, address, 'email-verification');
        const created = tx.create(UserEmailSchema, {
          id,
          userId,
          email: address,
          type,
          status: byAdmin ? 'CREATED_BY_ADMIN' : 'PENDING_VERIFICATION',
          codeHash: code ? oneTimeCodeHash(this.pepper, id, code) : null,
          codeExpiresAt: code ? this.codeExpiry(now) : null,
          codeSentAt: code ? now : null,
          createdBy: byAdmin ? identity.userId : null,
          createdAt: now,
          updatedAt: now,
        });
        if (byAdmin && !user.email) user.email = address;
        await tx.flush();
        return created;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EMAIL_ALREADY_IN_USE');
      throw error;
    }
    // The address is added either way; a failed send is logged and the user may ask for the code again.
    if (code) await this.mail.deliver(this.codeMessage(address, code)).catch(() => undefined);
    return row;
  }

  /** DELETE /users/emails/{id}: the record stays, as DELETED. The login address cannot go (403). */
  async remove(em: EntityManager, identity: Identity, id: string): Promise<UserEmail> {
    const callerId = requireUser(identity);
    if (!isUuid(id)) throw new DomainError('INVALID_EMAIL_ID');
    return em.transactional(async (tx) => {
      const row = await tx.findOne(UserEmailSchema, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || (row.userId !== callerId && !can(identity, 'users.manage-credentials'))) throw new DomainError('EMAIL_NOT_FOUND');
      if (row.status === 'DELETED') return row;
      const user = await tx.findOne(UserSchema, { id: row.userId });
      if (user?.email === row.email) throw new DomainError('LOGIN_EMAIL_NOT_DELETABLE');
      row.status = 'DELETED';
      row.deletedAt = this.now();
      row.codeHash = null;
      row.codeExpiresAt = null;
      await tx.flush();
      return row;
    });
  }

  /**
   * POST /users/emails/verify (and the deprecated /users/confirm-email): the code e-mailed to one of the caller's
   * addresses makes it VERIFIED. Any wrong, expired, used or worn-out code is 403 "Email verification failed,
   * incorrect code"; a wrong one counts against the code's tries. A user without a login address gets this one.
   */
  async verify(em: EntityManager, identity: Identity, input: EmailTarget & { code?: string | null }): Promise<EmailVerification> {
    const userId = requireUser(identity);
    const code = input.code?.trim() ?? '';
    if (!code) throw new DomainError('EMAIL_CODE_MISSING');
    const now = this.now();
    const outcome = await em.transactional(async (tx): Promise<UserEmail | null> => {
      const row = await this.target(tx, userId, input);
      if (row.status !== 'PENDING_VERIFICATION' || !row.codeHash || !row.codeExpiresAt) return null;
      if (row.codeAttempts >= this.settings.EMAIL_CODE_MAX_ATTEMPTS || row.codeExpiresAt <= now) return null;
      if (!/^\d{6}$/.test(code) || !hexDigestsEqual(oneTimeCodeHash(this.pepper, row.id, code), row.codeHash)) {
        row.codeAttempts += 1;
        await tx.flush();
        return null;
      }
      row.status = 'VERIFIED';
      row.verifiedAt = now;
      row.codeHash = null;
      row.codeExpiresAt = null;
      await this.adoptAsLogin(tx, userId, row.email);
      await tx.flush();
      return row;
    });
    if (!outcome) throw new DomainError('EMAIL_VERIFICATION_FAILED');
    return { status: 'VERIFIED', email: outcome };
  }

  /**
   * POST /users/emails/verification-email: a new code for one of the caller's unverified addresses (the previous
   * one stops working). 403 when it is verified already or the last code went out less than
   * EMAIL_VERIFICATION_RESEND_SECONDS ago; the address row's lock makes concurrent requests send one code.
   */
  async resend(em: EntityManager, identity: Identity, input: EmailTarget = {}): Promise<VerificationEmailSent> {
    const userId = requireUser(identity);
    const now = this.now();
    const interval = this.settings.EMAIL_VERIFICATION_RESEND_SECONDS * 1000;
    const code = sixDigitCode();
    const row = await em.transactional(async (tx) => {
      const row = await this.target(tx, userId, input);
      if (isTrusted(row)) throw new DomainError('VERIFICATION_EMAIL_ALREADY_VERIFIED');
      if (row.status !== 'PENDING_VERIFICATION') throw new DomainError('EMAIL_NOT_FOUND');
      if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < interval) {
        const retryAfterSeconds = Math.max(1, Math.ceil((row.codeSentAt.getTime() + interval - now.getTime()) / 1000));
        throw new DomainError('VERIFICATION_EMAIL_TOO_SOON', { retryAfterSeconds });
      }
      await this.mail.reserve(tx, row.email, 'email-verification');
      row.codeHash = oneTimeCodeHash(this.pepper, row.id, code);
      row.codeExpiresAt = this.codeExpiry(now);
      row.codeAttempts = 0;
      row.codeSentAt = now;
      await tx.flush();
      return row;
    });
    try {
      await this.mail.deliver(this.codeMessage(row.email, code));
    } catch (error) {
      // Nothing went out: the user may ask again at once (the send still counts against the per-address limit).
      await em.nativeUpdate(UserEmailSchema, { id: row.id, codeSentAt: now }, { codeSentAt: null });
      throw error;
    }
    return { email: row, nextResendAt: new Date(now.getTime() + interval) };
  }

  /** Whether the user's login address is proven (VERIFIED, or added by an admin). */
  async isLoginEmailVerified(em: EntityManager, user: User): Promise<boolean> {
    if (!user.email) return false;
    return (await em.count(UserEmailSchema, { userId: user.id, email: user.email, status: { $in: [...trustedEmailStatuses] } })) > 0;
  }

  /** A password reset link sent to the login address was used: the address is proven. */
  async markVerified(em: EntityManager, userId: string, address: string): Promise<void> {
    const now = this.now();
    await em.nativeUpdate(
      UserEmailSchema,
      { userId, email: address, status: 'PENDING_VERIFICATION' },
      { status: 'VERIFIED', verifiedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now },
    );
  }

  /** Demo data: the user's login address recorded as VERIFIED (also for accounts made before e-mails had records). */
  async ensureVerified(em: EntityManager, userId: string, address: string): Promise<void> {
    await this.markVerified(em, userId, address);
    if (await em.count(UserEmailSchema, { userId, email: address, status: { $ne: 'DELETED' } })) return;
    const now = this.now();
    try {
      await em.insert(UserEmailSchema, { id: randomUUID(), userId, email: address, type: 'personal', status: 'VERIFIED', codeAttempts: 0, verifiedAt: now, createdAt: now, updatedAt: now });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  /** The user an operation is about: the caller, or (with the permission) the user named. */
  private subject(identity: Identity, userId: string | null | undefined, permission: 'users.read-private' | 'users.manage-credentials'): string {
    const callerId = requireUser(identity);
    if (!userId || userId.toLowerCase() === callerId) return callerId;
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    requirePermission(identity, permission);
    return userId.toLowerCase();
  }

  /** One of the user's live addresses, locked: by id, by address, else the one that last got a code (else the login one). */
  private async target(tx: EntityManager, userId: string, input: EmailTarget): Promise<UserEmail> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    const live = { userId, status: { $ne: 'DELETED' as const } };
    let row: UserEmail | null;
    if (input.emailId) {
      if (!isUuid(input.emailId)) throw new DomainError('INVALID_EMAIL_ID');
      row = await tx.findOne(UserEmailSchema, { ...live, id: input.emailId.toLowerCase() }, lock);
    } else if (input.email?.trim()) {
      row = await tx.findOne(UserEmailSchema, { ...live, email: input.email.trim().toLowerCase() }, lock);
    } else {
      const pending = await tx.find(UserEmailSchema, { userId, status: 'PENDING_VERIFICATION' }, { orderBy: { codeSentAt: 'desc nulls last', createdAt: 'desc' }, limit: 1 });
      const user = pending.length ? null : await tx.findOne(UserSchema, { id: userId });
      const id = pending[0]?.id ?? (user?.email ? (await tx.findOne(UserEmailSchema, { ...live, email: user.email }))?.id : undefined);
      row = id ? await tx.findOne(UserEmailSchema, { id }, lock) : null;
    }
    if (!row) throw new DomainError('EMAIL_NOT_FOUND');
    return row;
  }

  /** A proven address becomes the login address of a user who has none (a phone-only account), unless another user signs in with it. */
  private async adoptAsLogin(tx: EntityManager, userId: string, address: string): Promise<void> {
    const user = await tx.findOne(UserSchema, { id: userId });
    if (!user || user.email) return;
    if (await tx.count(UserSchema, { email: address })) return;
    user.email = address;
  }

  private codeExpiry(now: Date): Date {
    return new Date(now.getTime() + this.settings.EMAIL_CODE_TTL_SECONDS * 1000);
  }

  private codeMessage(to: string, code: string) {
    const hours = Math.round(this.settings.EMAIL_CODE_TTL_SECONDS / 3600);
    const lifetime = hours >= 1 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${Math.round(this.settings.EMAIL_CODE_TTL_SECONDS / 60)} minutes`;
    return {
      to,
      subject: 'Your Backspin verification code',
      text: `Your code to verify ${to} on Backspin is ${code}. It expires in ${lifetime}.\n\nIf you did not ask for it, ignore this e-mail.`,
      tag: 'email-verification',
    };
  }

}


function validType(raw: string | null | undefined): EmailType {
  if (raw === null || raw === undefined || raw === '') return 'personal';
  if (!(emailTypes as readonly string[]).includes(raw)) throw new DomainError('INVALID_EMAIL_TYPE');
  return raw as EmailType;
}

