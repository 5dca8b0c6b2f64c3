import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError, enforceWindowLimits, parsePhone, hexDigestsEqual, oneTimeCodeHash, sixDigitCode, type Config, type ErrorReason, type PhoneDigester, type WindowLimit } from '@backspin/platform';
import type { PhoneWhitelistService } from '../phone-whitelist/phone-whitelist.service.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { PhoneCodeLimitKeySchema, PhoneCodeSchema } from './phone-code.entity.ts';
import type { SmsSender } from './sms.ts';

export type PhoneCodeSettings = Pick<
  Config,
  | 'PHONE_CODE_TTL_SECONDS'
  | 'PHONE_CODE_MAX_ATTEMPTS'
  | 'PHONE_CODE_MAX_PER_PHONE'
  | 'PHONE_CODE_PHONE_WINDOW_SECONDS'
  | 'PHONE_CODE_MAX_PER_IP'
  | 'PHONE_CODE_IP_WINDOW_SECONDS'
  | 'PHONE_CODE_MAX_PER_PREFIX'
  | 'PHONE_CODE_PREFIX_WINDOW_SECONDS'
  | 'PHONE_CODE_PREFIX_DIGITS'
>;

export interface SentPhoneCode {
  /** Presented with the code to verify it. */
  requestId: string;
  /** The number the code went to, in E.164. */
  phone: string;
  expiresAt: Date;
}

/** Number types a text message reaches; VoIP, fixed lines, premium and the like are refused. */
const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The number in E.164 if it is a real mobile number (a leading + and country code are required), else 400. */
export function normalisePhone(raw: string | null | undefined): string {
  const parsed = raw ? parsePhoneNumberFromString(raw.trim()) : undefined;
  if (!parsed || !parsed.isValid() || !textableTypes.has(parsed.getType() ?? '')) {
    throw new DomainError('INVALID_PHONE_NUMBER');
  }
  return parsed.number;
}

/** Old code rows removed by each send: enough to keep up with sends, small enough to stay cheap. */
const pruneBatch = 200;

/**
 * Sign-in by a six-digit code sent by text message. A code is single use, expires, dies after too many wrong
 * tries and is bound to the requestId it was sent under. Sends are limited per number, per caller IP and per
 * number prefix (against SMS pumping), counted in the database under row locks.
 *
 * Numbers on the phone whitelist (test numbers, app review) skip the number-type check and the fraud limits
 * (per IP and per prefix); the per-number limit still holds, so guessing a whitelisted number's codes stays bounded.
 */
export class PhoneCodeService {
  constructor(
    private readonly settings: PhoneCodeSettings,
    readonly sms: SmsSender,
    private readonly sessions: SessionService,
    private readonly whitelist: PhoneWhitelistService,
    /** The server secret codes are hashed with (HMAC), so a leaked table does not give codes away by brute force. */
    private readonly pepper: string,
    private readonly now: () => Date = () => new Date(),
    /** The verified number's keyed digest is stored with the account (phone-owners/); absent: the lookup makes it. */
    private readonly digester?: Pick<PhoneDigester, 'digest' | 'keyVersion'>,
  ) {}

  async send(em: EntityManager, input: { phone?: string | null; clientIp?: string | null }): Promise<SentPhoneCode> {
    const { phone, whitelisted } = await this.phoneOf(em, input.phone);
    const clientIp = input.clientIp?.trim().slice(0, 64) || null;
    const prefix = phone.slice(0, 1 + this.settings.PHONE_CODE_PREFIX_DIGITS);
    const code = sixDigitCode();
    const id = randomUUID();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.settings.PHONE_CODE_TTL_SECONDS * 1000);

    await em.transactional(async (tx) => {
      const s = this.settings;
      const sent = (where: { phone: string } | { prefix: string } | { clientIp: string }, max: number) => async (since: Date) => {
        const rows = await tx.find(PhoneCodeSchema, { ...where, createdAt: { $gt: since } }, { fields: ['createdAt'], orderBy: { createdAt: 'asc' }, limit: max });
        return rows.map((row) => row.createdAt);
      };
      const limits: WindowLimit[] = [
        { key: `phone:${phone}`, reason: 'PHONE_CODE_LIMIT_PHONE', max: s.PHONE_CODE_MAX_PER_PHONE, windowSeconds: s.PHONE_CODE_PHONE_WINDOW_SECONDS, recent: sent({ phone }, s.PHONE_CODE_MAX_PER_PHONE) },
      ];
      if (!whitelisted) {
        limits.push({ key: `prefix:${prefix}`, reason: 'PHONE_CODE_LIMIT_PREFIX', max: s.PHONE_CODE_MAX_PER_PREFIX, windowSeconds: s.PHONE_CODE_PREFIX_WINDOW_SECONDS, recent: sent({ prefix }, s.PHONE_CODE_MAX_PER_PREFIX) });
      }
      if (clientIp && !whitelisted) {
        limits.push({ key: `ip:${clientIp}`, reason: 'PHONE_CODE_LIMIT_IP', max: s.PHONE_CODE_MAX_PER_IP, windowSeconds: s.PHONE_CODE_IP_WINDOW_SECONDS, recent: sent({ clientIp }, s.PHONE_CODE_MAX_PER_IP) });
      }
      await enforceWindowLimits(tx, PhoneCodeLimitKeySchema, limits, now);
      await tx.insert(PhoneCodeSchema, {
        id,
        phone,
        prefix,
        clientIp,
        codeHash: oneTimeCodeHash(this.pepper, id, code),
        attempts: 0,
        expiresAt,
        usedAt: null,
        createdAt: now,
      });
    });
    await this.pruneOldCodes(em, now);

    try {
      await this.sms.send(phone, `Your Backspin code is ${code}. It expires in ${Math.round(this.settings.PHONE_CODE_TTL_SECONDS / 60)} minutes.`);
    } catch {
      // The send still counts against the limits (it may have reached the provider); the code is useless.
      await em.nativeUpdate(PhoneCodeSchema, { id }, { usedAt: now });
      throw new DomainError('SMS_NOT_SENT');
    }
    return { requestId: id, phone, expiresAt };
  }

  /** Checks the code; on success signs in the user with this phone number, creating a phone-only account if none. */
  async verify(em: EntityManager, input: { requestId?: string | null; phone?: string | null; code?: string | null }): Promise<Session> {
    if (!input.requestId || !input.phone || !input.code) throw new DomainError('PHONE_CODE_FIELDS_MISSING');
    const { phone } = await this.phoneOf(em, input.phone);
    const requestId = input.requestId;
    const code = input.code.trim();
    const now = this.now();
    const max = this.settings.PHONE_CODE_MAX_ATTEMPTS;
    const outcome = await em.transactional(async (tx): Promise<{ fail: ErrorReason; attemptsLeft?: number } | { user: User; created: boolean }> => {
      const row = /^[0-9a-f-]{36}$/i.test(requestId)
        ? await tx.findOne(PhoneCodeSchema, { id: requestId.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!row || row.phone !== phone) return { fail: 'PHONE_CODE_UNKNOWN' };
      if (row.usedAt) return { fail: 'PHONE_CODE_USED' };
      if (row.attempts >= max) return { fail: 'PHONE_CODE_LOCKED' };
      if (row.expiresAt <= now) return { fail: 'PHONE_CODE_EXPIRED' };
      if (!/^\d{6}$/.test(code) || !hexDigestsEqual(oneTimeCodeHash(this.pepper, row.id, code), row.codeHash)) {
        row.attempts += 1;
        await tx.flush();
        return { fail: 'PHONE_CODE_INCORRECT', attemptsLeft: max - row.attempts };
      }
      row.usedAt = now;
      const existing = await tx.findOne(UserSchema, { phone });
      const user = existing ?? this.createPhoneUser(tx, phone, now);
      await tx.flush();
      return { user, created: !existing };
    });
    if ('fail' in outcome) {
      throw new DomainError(outcome.fail, outcome.attemptsLeft === undefined ? undefined : { attemptsLeft: outcome.attemptsLeft });
    }
    return { ...(await this.sessions.openSessionFor(em, outcome.user)), newAccount: outcome.created };
  }

  /** The number in E.164: a real mobile number, or any possible number on the whitelist; else 400. */
  private async phoneOf(em: EntityManager, raw: string | null | undefined): Promise<{ phone: string; whitelisted: boolean }> {
    const parsed = raw ? parsePhone(raw) : null;
    if (parsed?.isPossible() && (await this.whitelist.isWhitelisted(em, parsed.number))) {
      return { phone: parsed.number, whitelisted: true };
    }
    return { phone: normalisePhone(raw), whitelisted: false };
  }

  /**
   * Removes codes no limit window can count any more and no one can still use (expired): the table keeps only
   * what the limits need. A bounded batch per send, so the cost is spread and never grows with the backlog.
   */
  private async pruneOldCodes(em: EntityManager, now: Date): Promise<void> {
    const s = this.settings;
    const keepSeconds = Math.max(s.PHONE_CODE_TTL_SECONDS, s.PHONE_CODE_PHONE_WINDOW_SECONDS, s.PHONE_CODE_IP_WINDOW_SECONDS, s.PHONE_CODE_PREFIX_WINDOW_SECONDS);
    const before = new Date(now.getTime() - keepSeconds * 1000);
    const old = await em.find(PhoneCodeSchema, { createdAt: { $lt: before }, expiresAt: { $lt: now } }, { fields: ['id'], limit: pruneBatch });
    if (old.length) await em.nativeDelete(PhoneCodeSchema, { id: { $in: old.map((r) => r.id) } });
  }

  private createPhoneUser(em: EntityManager, phone: string, now: Date): User {
    return em.create(UserSchema, {
      id: randomUUID(),
      email: null,
      phone,
      ...(this.digester ? { phoneDigest: this.digester.digest(phone), phoneDigestKey: this.digester.keyVersion } : {}),
      passwordHash: null,
      displayName: `Listener ${phone.slice(-4)}`,
      roles: ['user'],
      capabilities: [],
      createdAt: now,
      updatedAt: now,
    });
  }
}

