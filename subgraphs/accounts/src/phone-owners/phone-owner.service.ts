import type { EntityManager } from '@mikro-orm/core';
import { DomainError, requirePermission, type Identity, type PhoneDigester } from '@backspin/platform';
import { contactDigestPattern, contactBookMaxSize } from '@backspin/contracts/contacts';
import { UserSchema } from '../users/user.entity.ts';

/** Rows read per step of the scan. */
const scanBatch = 5000;

/**
 * Whose verified phone number a keyed digest is (rooms' address-book contacts ask, with a service token): accounts
 * owns the verified numbers and computes their digests with the key rooms stored the contacts under
 * (`PhoneDigester`, CONTACT_PHONE_KEY), so no phone number ever leaves accounts and rooms keeps none.
 *
 * The digests are not stored here (a stored digest would go stale when the key changes, which in embedded mode without
 * GATEWAY_SECRET is every restart): the verified numbers are read in batches and hashed, so a call costs one pass over
 * the users with a phone (about a microsecond each). A stored, key-versioned digest column is the step after this one
 * when that count grows large.
 */
export class PhoneOwnerService {
  constructor(private readonly digester: PhoneDigester) {}

  /** The users whose verified number has one of these digests ('service.call': services and superUsers). */
  async ownersOf(em: EntityManager, identity: Identity, digests: readonly string[]): Promise<{ digest: string; userId: string }[]> {
    requirePermission(identity, 'service.call');
    if (digests.length > contactBookMaxSize || digests.some((d) => typeof d !== 'string' || !contactDigestPattern.test(d))) {
      throw new DomainError('INVALID_CONTACT_DIGESTS');
    }
    const wanted = new Set(digests);
    const found: { digest: string; userId: string }[] = [];
    if (!wanted.size) return found;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await em.find(
        UserSchema,
        { phone: { $ne: null }, id: { $gt: after } },
        { fields: ['id', 'phone'], orderBy: { id: 'asc' }, limit: scanBatch, disableIdentityMap: true },
      );
      for (const row of rows) {
        const digest = this.digester.digest(row.phone!);
        if (wanted.has(digest)) found.push({ digest, userId: row.id });
      }
      if (rows.length < scanBatch) return found;
      after = rows[rows.length - 1]!.id;
    }
  }
}
