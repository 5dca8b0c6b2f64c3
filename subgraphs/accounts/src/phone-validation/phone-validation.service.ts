import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { parsePhone, phoneInputMaxLength, requirePermission, requireUser, type Config, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { PhoneWhitelistService } from '../phone-whitelist/phone-whitelist.service.ts';
import { PhoneValidationSchema, type PhoneValidation, type PhoneValidationStatus } from './phone-validation.entity.ts';

/** How long a validation stays among the caller's recents: after that it is removed. */
export const phoneValidationRetentionDays = 90;
/** Expired validations removed per new validation: bounded, so the cost never grows with the backlog. */
const pruneBatch = 200;

export type PhoneValidationPage = ListPage<PhoneValidation>;

/** The recents list (GET /phone-validation/recents): newest first; limit clamped to 1–100, default 20. */
export const phoneValidationListSpec: ListSpec = {
  fields: {
    id: 'uuid',
    userId: 'uuid',
    phone: 'text',
    e164: 'text',
    country: 'text',
    type: 'text',
    status: 'text',
    whitelisted: 'boolean',
    createdAt: 'date',
  },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/** The thresholds the platform uses against SMS pumping (config PHONE_CODE_*). */
export interface PhoneFraudConstants {
  maxCodesPerNumber: number;
  maxCodesPerIp: number;
  maxCodesPerPrefix: number;
  prefixDigits: number;
  windowSeconds: number;
  ipWindowSeconds: number;
  prefixWindowSeconds: number;
  codeTtlSeconds: number;
  maxCodeAttempts: number;
}

type FraudConfig = Pick<
  Config,
  | 'PHONE_CODE_MAX_PER_PHONE'
  | 'PHONE_CODE_MAX_PER_IP'
  | 'PHONE_CODE_MAX_PER_PREFIX'
  | 'PHONE_CODE_PREFIX_DIGITS'
  | 'PHONE_CODE_PHONE_WINDOW_SECONDS'
  | 'PHONE_CODE_IP_WINDOW_SECONDS'
  | 'PHONE_CODE_PREFIX_WINDOW_SECONDS'
  | 'PHONE_CODE_TTL_SECONDS'
  | 'PHONE_CODE_MAX_ATTEMPTS'
>;

/**
 * Phone validation (GET /phone-validation/validate/{phone}) with libphonenumber's full metadata:
 * - VALIDATION_ERROR: the input cannot be parsed at all (not a number, no + and country code, unknown country
 *   code, too short or too long for any number);
 * - VOIP: a valid number whose type is VOIP;
 * - VALID: a valid mobile number (MOBILE, or FIXED_LINE_OR_MOBILE where the numbering plan cannot tell, as in
 *   the US and Canada), or any number on the phone whitelist;
 * - INVALID: parsed, but not a valid number, or a valid one of another type (fixed line, toll free, premium…).
 * Every validation is recorded as one of the caller's recents.
 */
export class PhoneValidationService {
  constructor(
    private readonly config: FraudConfig,
    private readonly whitelist: PhoneWhitelistService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async validate(em: EntityManager, identity: Identity, phone: string): Promise<PhoneValidation> {
    const userId = requireUser(identity);
    const input = phone.trim().slice(0, phoneInputMaxLength);
    const parsed = parsePhone(phone);
    const e164 = parsed?.number ?? null;
    const type = parsed?.getType() ?? null;
    const whitelisted = e164 !== null && (await this.whitelist.isWhitelisted(em, e164));
    const status: PhoneValidationStatus = !parsed
      ? 'VALIDATION_ERROR'
      : whitelisted
        ? 'VALID'
        : !parsed.isValid()
          ? 'INVALID'
          : type === 'VOIP'
            ? 'VOIP'
            : type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE'
              ? 'VALID'
              : 'INVALID';
    const record = em.create(PhoneValidationSchema, {
      id: randomUUID(),
      userId,
      phone: input,
      e164,
      country: parsed?.country ?? null,
      type,
      status,
      whitelisted,
      createdAt: this.now(),
    });
    await em.flush();
    await this.pruneExpired(em);
    return record;
  }

  /** GET /phone-validation/recents: the caller's validations, newest first; `all` (admins only): everyone's. */
  recents(em: EntityManager, identity: Identity, all: boolean | null | undefined, input: ListQueryInput | null | undefined): Promise<PhoneValidationPage> {
    const userId = requireUser(identity);
    if (all) requirePermission(identity, 'console.manage');
    return findPage(em, PhoneValidationSchema, input, phoneValidationListSpec, all ? {} : { userId });
  }

  /** DELETE /phone-validation/recents: forgets the caller's validations (`all`, admins only: everyone's); how many. */
  async clearRecents(em: EntityManager, identity: Identity, all?: boolean | null): Promise<number> {
    const userId = requireUser(identity);
    if (all) requirePermission(identity, 'console.manage');
    return em.nativeDelete(PhoneValidationSchema, all ? {} : { userId });
  }

  /** Removes validations older than the retention period (a bounded batch). */
  private async pruneExpired(em: EntityManager): Promise<void> {
    const before = new Date(this.now().getTime() - phoneValidationRetentionDays * 86_400_000);
    const old = await em.find(PhoneValidationSchema, { createdAt: { $lt: before } }, { fields: ['id'], limit: pruneBatch });
    if (old.length) await em.nativeDelete(PhoneValidationSchema, { id: { $in: old.map((r) => r.id) } });
  }

  /** GET /phone-validation/fraudConstants: admins and superUsers. */
  fraudConstants(identity: Identity): PhoneFraudConstants {
    requirePermission(identity, 'console.manage');
    const c = this.config;
    return {
      maxCodesPerNumber: c.PHONE_CODE_MAX_PER_PHONE,
      maxCodesPerIp: c.PHONE_CODE_MAX_PER_IP,
      maxCodesPerPrefix: c.PHONE_CODE_MAX_PER_PREFIX,
      prefixDigits: c.PHONE_CODE_PREFIX_DIGITS,
      windowSeconds: c.PHONE_CODE_PHONE_WINDOW_SECONDS,
      ipWindowSeconds: c.PHONE_CODE_IP_WINDOW_SECONDS,
      prefixWindowSeconds: c.PHONE_CODE_PREFIX_WINDOW_SECONDS,
      codeTtlSeconds: c.PHONE_CODE_TTL_SECONDS,
      maxCodeAttempts: c.PHONE_CODE_MAX_ATTEMPTS,
    };
  }
}
