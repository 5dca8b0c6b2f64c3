import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, parsePhone, requirePermission, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { phoneWhitelistNoteMaxLength } from '@backspin/contracts/account-options';
import { PhoneWhitelistEntrySchema, type PhoneWhitelistEntry } from './phone-whitelist.entity.ts';

/** Platform's account-options (the REST bridge documents the same limit). */
export { phoneWhitelistNoteMaxLength };

export type PhoneWhitelistPage = ListPage<PhoneWhitelistEntry>;

/** The admin whitelist (GET /admin/phoneNumbers): newest first; limit clamped to 1–100, default 20. */
export const phoneWhitelistListSpec: ListSpec = {
  fields: { id: 'uuid', phone: 'text', note: 'text', createdBy: 'uuid', createdAt: 'date' },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/**
 * The phone whitelist: numbers that bypass phone validation and the SMS fraud checks (test numbers, app review).
 * Admins and superUsers manage it (permission console.manage). Numbers are kept in E.164 form, one row each.
 */
export class PhoneWhitelistService {
  /** GET /admin/phoneNumbers: the console's list query over the whitelist. */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<PhoneWhitelistPage> {
    requirePermission(identity, 'console.manage');
    return findPage(em, PhoneWhitelistEntrySchema, input, phoneWhitelistListSpec);
  }

  /** GET /admin/phoneNumbers/{id}. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<PhoneWhitelistEntry> {
    requirePermission(identity, 'console.manage');
    return this.byId(em, id);
  }

  /**
   * POST /admin/phoneNumbers and POST /mobile-auth/whitelist: adds a number, normalised to E.164. A number that
   * cannot be parsed or has an impossible length is a 400; one already there is a 409 (the unique constraint
   * decides when two admins add it at once). Test numbers need not be assigned ones, so possible is enough.
   */
  async add(em: EntityManager, identity: Identity, phone: string, note?: string | null): Promise<PhoneWhitelistEntry> {
    requirePermission(identity, 'console.manage');
    const e164 = normalisedPhone(phone);
    const trimmedNote = note?.trim() || null;
    if (trimmedNote && trimmedNote.length > phoneWhitelistNoteMaxLength) throw new DomainError('INVALID_PHONE_WHITELIST_NOTE');
    const entry = em.create(PhoneWhitelistEntrySchema, { id: randomUUID(), phone: e164, note: trimmedNote, createdBy: identity.userId, createdAt: new Date() });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('PHONE_ALREADY_WHITELISTED');
      throw error;
    }
    return entry;
  }

  /** DELETE /admin/phoneNumbers/{id}: the removed entry. */
  async remove(em: EntityManager, identity: Identity, id: string): Promise<PhoneWhitelistEntry> {
    requirePermission(identity, 'console.manage');
    const entry = await this.byId(em, id);
    await em.remove(entry).flush();
    return entry;
  }

  /** DELETE /mobile-auth/whitelist/{phone}: the removed entry; 404 when the number is not on the list. */
  async removePhone(em: EntityManager, identity: Identity, phone: string): Promise<PhoneWhitelistEntry> {
    requirePermission(identity, 'console.manage');
    const entry = await em.findOne(PhoneWhitelistEntrySchema, { phone: normalisedPhone(phone) });
    if (!entry) throw new DomainError('PHONE_NOT_WHITELISTED');
    await em.remove(entry).flush();
    return entry;
  }

  /** Whether a number (E.164) bypasses validation and the fraud checks: for phone validation and phone codes. */
  async isWhitelisted(em: EntityManager, e164: string): Promise<boolean> {
    return (await em.count(PhoneWhitelistEntrySchema, { phone: e164 })) > 0;
  }

  private async byId(em: EntityManager, id: string): Promise<PhoneWhitelistEntry> {
    if (!isUuid(id)) throw new DomainError('INVALID_PHONE_WHITELIST_ID');
    const entry = await em.findOne(PhoneWhitelistEntrySchema, { id: id.toLowerCase() });
    if (!entry) throw new DomainError('PHONE_WHITELIST_ENTRY_NOT_FOUND');
    return entry;
  }
}

/** The number in E.164 form, or a 400 when it cannot be parsed or its length is impossible for its country. */
export function normalisedPhone(raw: string): string {
  const parsed = parsePhone(raw);
  if (!parsed || !parsed.isPossible()) throw new DomainError('PHONE_NUMBER_UNPARSABLE');
  return parsed.number;
}
