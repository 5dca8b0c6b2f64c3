import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { VoucherSchema, type Voucher } from './voucher.entity.ts';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 20;
const noteMaxLength = 500;

/** A new code: 20 symbols of 5 bits (100 bits from the CSPRNG), shown in groups of five. */
export function newVoucherCode(): string {
  const symbols = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]!);
  return [0, 5, 10, 15].map((i) => symbols.slice(i, i + 5).join('')).join('-');
}

/** What a user typed, in the stored form: upper case, spaces and hyphens ignored, regrouped. */
export function normalizeVoucherCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== codeLength || [...symbols].some((c) => !alphabet.includes(c))) return null;
  return [0, 5, 10, 15].map((i) => symbols.slice(i, i + 5)).join('-');
}

/** The admin voucher list (GET /vouchers): 1 to 100 rows (else 400), newest first. */
export const voucherListSpec: ListSpec = {
  fields: {
    id: 'uuid',
    code: 'text',
    note: 'text',
    status: 'text',
    expiresAt: 'date',
    createdBy: 'uuid',
    createdAt: 'date',
    redeemedBy: 'uuid',
    redeemedAt: 'date',
    revokedAt: 'date',
  },
  defaultLimit: 50,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'INVALID_VOUCHER_PAGE',
};

/**
 * Vouchers (spec 1, §4 and §7.2). Admins and superUsers (`console.manage`) create, list and revoke them;
 * a signed-in user redeems one, or a newcomer signs up with one. Redeeming grants nothing beyond the record
 * (who and when): the voucher is the ticket to an account, and what it is for is written in its note.
 * Every change is a conditional update on `status = 'PENDING'`, so a voucher is redeemed or revoked at most once
 * even when calls race.
 */
export class VoucherService {
  constructor(
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(em: EntityManager, identity: Identity, input: { note?: string | null; expiresAt?: Date | null }): Promise<Voucher> {
    requirePermission(identity, 'console.manage');
    const note = input.note?.trim() || null;
    if (note && note.length > noteMaxLength) throw new DomainError('INVALID_VOUCHER_NOTE');
    const now = this.now();
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)) throw new DomainError('INVALID_VOUCHER_EXPIRY');
    const voucher = em.create(VoucherSchema, {
      id: randomUUID(),
      code: newVoucherCode(),
      note,
      status: 'PENDING',
      expiresAt,
      createdBy: identity.userId,
      createdAt: now,
      redeemedBy: null,
      redeemedAt: null,
      revokedAt: null,
    });
    await em.flush();
    return voucher;
  }

  /** GET /vouchers: the console's list query over vouchers, newest first by default (`status` filters by state). */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<Voucher>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, VoucherSchema, input, voucherListSpec);
  }

  /** DELETE /vouchers/{id}: PENDING → REVOKED. Revoking a revoked voucher changes nothing; a redeemed one is refused. */
  async revoke(em: EntityManager, identity: Identity, id: string): Promise<Voucher> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(id)) throw new DomainError('INVALID_VOUCHER_ID');
    await em.nativeUpdate(VoucherSchema, { id, status: 'PENDING' }, { status: 'REVOKED', revokedAt: this.now() });
    const voucher = await em.findOne(VoucherSchema, { id }, { disableIdentityMap: true });
    if (!voucher) throw new DomainError('VOUCHER_NOT_FOUND');
    if (voucher.status === 'REDEEMED') throw new DomainError('VOUCHER_ALREADY_REDEEMED');
    return voucher;
  }

  /** PATCH /vouchers/redeem: the signed-in user redeems the voucher with this code. */
  async redeem(em: EntityManager, identity: Identity, code: string | null | undefined): Promise<Voucher> {
    const userId = requireUser(identity);
    const normalized = code ? normalizeVoucherCode(code) : null;
    if (!normalized) throw new DomainError('VOUCHER_NOT_FOUND');
    await this.spend(em, normalized, userId);
    return em.findOneOrFail(VoucherSchema, { code: normalized }, { disableIdentityMap: true });
  }

  /**
   * POST /users/voucher-sign-up: creates the account and redeems the voucher in one transaction; if either fails
   * (e-mail taken, voucher spent) nothing is kept.
   */
  async signUp(
    em: EntityManager,
    input: { email?: string | null; password?: string | null; voucherCode?: string | null; displayName?: string | null },
  ): Promise<Session> {
    if (!input.email?.trim() || !input.password || !input.voucherCode?.trim()) throw new DomainError('SIGN_UP_FIELDS_MISSING');
    const code = normalizeVoucherCode(input.voucherCode);
    if (!code) throw new DomainError('VOUCHER_NOT_FOUND');
    const userId = randomUUID();
    let sendVerification: (() => void) | undefined;
    const session = await em.transactional(async (tx) => {
      await this.spend(tx, code, userId);
      return this.sessions.signUp(tx, input, { id: userId, sendAfterCommit: (send) => (sendVerification = send) });
    });
    sendVerification?.();
    return session;
  }

  /** The one conditional update that redeems; when it matches nothing, says why. */
  private async spend(em: EntityManager, code: string, userId: string): Promise<void> {
    const now = this.now();
    const changed = await em.nativeUpdate(
      VoucherSchema,
      { code, status: 'PENDING', $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { status: 'REDEEMED', redeemedBy: userId, redeemedAt: now },
    );
    if (changed === 1) return;
    const voucher = await em.findOne(VoucherSchema, { code }, { disableIdentityMap: true });
    if (!voucher) throw new DomainError('VOUCHER_NOT_FOUND');
    if (voucher.status === 'REDEEMED') throw new DomainError('VOUCHER_ALREADY_REDEEMED');
    if (voucher.status === 'REVOKED') throw new DomainError('VOUCHER_REVOKED');
    throw new DomainError('VOUCHER_EXPIRED');
  }
}
