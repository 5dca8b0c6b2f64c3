import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, pgArray, requirePermission, type Identity, type PhoneDigester } from '@backspin/platform';
import { contactDigestPattern, contactBookMaxSize } from '@backspin/contracts/contacts';
import { UserSchema } from '../users/user.entity.ts';

/** Rows digested per step when digests are made again. */
const refreshBatch = 5000;

/**
 * Whose verified phone number a keyed digest is (rooms' address-book contacts ask, with a service token): accounts
 * owns the verified numbers and keeps each one's digest under the key rooms stored the contacts under (`PhoneDigester`,
 * CONTACT_PHONE_KEY) on the user's row, with the key's version, so no phone number ever leaves accounts and rooms keeps
 * none. A lookup is one indexed query on `phone_digest`.
 *
 * The digest is written when the number is verified (phone-codes/). A row without one (written another way: seeds,
 * imports; or its number changed, which clears it: the user table's trigger) or with an earlier key's (the key changed:
 * CONTACT_PHONE_KEY, or GATEWAY_SECRET while it is unset, which in embedded mode without one is every start) is
 * digested again by the next lookup, in batches, before it answers: after a key change, the first lookup makes one
 * pass over the users with a phone, later ones find nothing to redo (an indexed query on `phone_digest_key`).
 */
export class PhoneOwnerService {
  constructor(private readonly digester: Pick<PhoneDigester, 'digest' | 'keyVersion'>) {}

  /** The users whose verified number has one of these digests ('service.call': services and superUsers). */
  async ownersOf(em: EntityManager, identity: Identity, digests: readonly string[]): Promise<{ digest: string; userId: string }[]> {
    requirePermission(identity, 'service.call');
    if (digests.length > contactBookMaxSize || digests.some((d) => typeof d !== 'string' || !contactDigestPattern.test(d))) {
      throw new DomainError('INVALID_CONTACT_DIGESTS');
    }
    const wanted = [...new Set(digests)];
    if (!wanted.length) return [];
    await this.refreshDigests(em);
    const rows = await em.find(
      UserSchema,
      { phoneDigest: { $in: wanted }, phoneDigestKey: this.digester.keyVersion, phone: { $ne: null } },
      { fields: ['id', 'phoneDigest'], orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    return rows.map((row) => ({ digest: row.phoneDigest!, userId: row.id }));
  }

  /**
   * Digests the numbers that have no digest of the current key, a batch at a time; how many. Each row is written only if
   * its number is still the one digested (a number changed meanwhile is left for the next lookup).
   */
  async refreshDigests(em: EntityManager): Promise<number> {
    const key = this.digester.keyVersion;
    let refreshed = 0;
    for (;;) {
      // Written as ranges around the current key (and null) so the index on phone_digest_key answers it.
      const stale = await execute<{ id: string; phone: string }>(
        em,
        `select id, phone from accounts."user"
          where phone is not null and (phone_digest_key is null or phone_digest_key < ? or phone_digest_key > ?)
          order by id limit ?`,
        [key, key, refreshBatch],
      );
      if (!stale.length) return refreshed;
      await execute(
        em,
        `update accounts."user" u set phone_digest = x.digest, phone_digest_key = ?
           from unnest(?::uuid[], ?::text[], ?::text[]) as x(id, phone, digest)
          where u.id = x.id and u.phone = x.phone`,
        [key, pgArray(stale.map((r) => r.id)), pgArray(stale.map((r) => r.phone)), pgArray(stale.map((r) => this.digester.digest(r.phone)))],
      );
      refreshed += stale.length;
      if (stale.length < refreshBatch) return refreshed;
    }
  }
}
