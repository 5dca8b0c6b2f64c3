import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { contactBookMaxSize, contactPhoneMaxLength } from '@backspin/contracts/contacts';
import {
  DomainError,
  enforceWindowLimits,
  execute,
  isUuid,
  parsePhone,
  pgArray,
  pathOfNul,
  phoneCountry,
  requirePermission,
  requireUser,
  type Identity,
  type Peers,
  type PhoneDigester,
} from '@backspin/platform';
import { BookContactSchema, ContactLimitKeySchema, ContactRequestSchema, type BookContact, type ContactRequestAction } from './book-contact.entity.ts';

/** The ids of a user's friends (the friends module's; wired by module.ts). */
export type FriendIdsOf = (em: EntityManager, userId: string) => Promise<ReadonlySet<string>>;

export interface BookContactDeps {
  digester: PhoneDigester;
  /** Accounts answers whose verified number a digest is; absent (rooms alone): nobody matches. */
  peers?: Peers;
  /** For `matchingNotFriends`; absent until the friends module is wired: nobody counts as a friend. */
  friendIdsOf?: FriendIdsOf;
  /** Calls per user within a window: uploads and single adds, matchings (config CONTACT_UPLOADS_*, CONTACT_MATCHES_*). */
  limits: Record<ContactRequestAction, { max: number; windowSeconds: number }>;
  now?: () => Date;
}

const limitReasons = { upload: 'CONTACT_UPLOAD_LIMIT', match: 'CONTACT_MATCH_LIMIT' } as const;

export interface BookContactUpload {
  added: number;
  alreadyKept: number;
  skipped: number;
  total: number;
}

/**
 * A user's address book (/user-book-contact): numbers normalised to E.164 (platform's `parsePhone`, libphonenumber)
 * and kept only as keyed digests, so the table holds no phone number and a leak gives none without the key. Matching
 * asks accounts (which owns the verified numbers) whose number each digest is, through a peer call with rooms' service
 * identity: numbers never leave accounts, digests never leave the server.
 *
 * Invariants: one row per number per owner (unique (owner_id, phone_digest), inserts that meet it do nothing); at most
 * `contactBookMaxSize` numbers per owner (checked after the insert under a transaction-scoped advisory lock on the
 * owner, so two uploads racing cannot pass the cap together; a refused upload rolls back whole). Input is checked
 * before anything is written: a bad upload changes nothing.
 *
 * Limits: each user's uploads and single adds, and each user's matchings, are counted in sliding windows (platform's
 * `enforceWindowLimits`, the limit of sign-in and code sending: the user's key row locked while the window is counted,
 * so concurrent calls are counted one after another); past the limit, 429 with `retryAfterSeconds`. An upload counts in
 * its own transaction (a refused one, a full book say, does not count); a matching counts before accounts is asked.
 */
export class BookContactService {
  constructor(readonly deps: BookContactDeps) {}

  /** POST /user-book-contact: adds the numbers of an address book; entries that are not numbers are skipped. */
  async upload(em: EntityManager, identity: Identity, input: { phones: readonly string[]; country?: string | null }): Promise<BookContactUpload> {
    const ownerId = requireUser(identity);
    const phones = input.phones;
    if (!Array.isArray(phones) || phones.length > contactBookMaxSize || phones.some((raw) => typeof raw !== 'string' || raw.length > contactPhoneMaxLength || pathOfNul(raw) !== null)) {
      throw new DomainError('INVALID_CONTACT_BOOK');
    }
    const country = countryOf(input.country);
    const digests = new Set<string>();
    let skipped = 0;
    for (const raw of phones) {
      const digest = this.digestOf(raw, country);
      if (digest) digests.add(digest);
      else skipped += 1;
    }
    const { added, total } = await this.insert(em, ownerId, [...digests]);
    return { added, alreadyKept: phones.length - skipped - added, skipped, total };
  }

  /** POST /user-book-contact/single: one number; one that is not a number is refused (400). */
  async addOne(em: EntityManager, identity: Identity, input: { phone: string; country?: string | null }): Promise<BookContact> {
    const ownerId = requireUser(identity);
    const country = countryOf(input.country);
    const digest = typeof input.phone === 'string' && input.phone.length <= contactPhoneMaxLength ? this.digestOf(input.phone, country) : null;
    if (!digest) throw new DomainError('INVALID_CONTACT_PHONE');
    await this.insert(em, ownerId, [digest]);
    return em.findOneOrFail(BookContactSchema, { ownerId, phoneDigest: digest }, { refresh: true });
  }

  /** GET /user-book-contact: the caller's book, oldest first. */
  async mine(em: EntityManager, identity: Identity): Promise<BookContact[]> {
    const ownerId = requireUser(identity);
    return this.bookOf(em, ownerId);
  }

  /** GET /user-book-contact/admin/{id}: any user's book, as digests (users.read-private). */
  async ofUser(em: EntityManager, identity: Identity, userId: string): Promise<BookContact[]> {
    requirePermission(identity, 'users.read-private');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    return this.bookOf(em, userId.toLowerCase());
  }

  /** DELETE /user-book-contact: forgets the given numbers, or the whole book when none are given; how many went. */
  async remove(em: EntityManager, identity: Identity, input: { phones?: readonly string[] | null; country?: string | null } = {}): Promise<number> {
    const ownerId = requireUser(identity);
    if (input.phones == null) return em.nativeDelete(BookContactSchema, { ownerId });
    if (!Array.isArray(input.phones) || input.phones.length > contactBookMaxSize || input.phones.some((raw) => typeof raw !== 'string' || raw.length > contactPhoneMaxLength)) {
      throw new DomainError('INVALID_CONTACT_BOOK');
    }
    const country = countryOf(input.country);
    const digests = input.phones.map((raw) => this.digestOf(raw, country));
    if (digests.some((d) => d === null)) throw new DomainError('INVALID_CONTACT_PHONE');
    if (!digests.length) return 0;
    return em.nativeDelete(BookContactSchema, { ownerId, phoneDigest: { $in: digests as string[] } });
  }

  /** GET /user-book-contact/matching-contacts: users whose verified number is in the caller's book (not the caller). */
  async matching(em: EntityManager, identity: Identity): Promise<{ userId: string; contactId: string }[]> {
    const ownerId = requireUser(identity);
    await em.transactional((tx) => this.count(tx, ownerId, 'match'));
    return this.matchesOf(em, ownerId);
  }

  /** The matches of the owner's book (uncounted: `matching` and `matchingNotFriends` count the call once). */
  private async matchesOf(em: EntityManager, ownerId: string): Promise<{ userId: string; contactId: string }[]> {
    const book = await this.bookOf(em, ownerId);
    if (!book.length || !this.deps.peers) return [];
    const { phoneDigestOwners } = await this.deps.peers.call<{ phoneDigestOwners: { digest: string; userId: string }[] }>(
      'accounts',
      'query($digests: [String!]!) { phoneDigestOwners(digests: $digests) { digest userId } }',
      { digests: book.map((c) => c.phoneDigest) },
    );
    const contactByDigest = new Map(book.map((c) => [c.phoneDigest, c.id]));
    const seen = new Set<string>();
    const matches: { userId: string; contactId: string }[] = [];
    for (const owner of phoneDigestOwners) {
      const contactId = contactByDigest.get(owner.digest);
      if (!contactId || owner.userId === ownerId || seen.has(owner.userId)) continue;
      seen.add(owner.userId);
      matches.push({ userId: owner.userId, contactId });
    }
    return matches;
  }

  /** POST /user-book-contact/matching-contacts-friends: the matches who are not yet the caller's friends. */
  async matchingNotFriends(em: EntityManager, identity: Identity): Promise<{ userId: string; contactId: string }[]> {
    const ownerId = requireUser(identity);
    const matches = await this.matching(em, identity);
    // `matching` counted the call against the matching limit.
    const friends = this.deps.friendIdsOf ? await this.deps.friendIdsOf(em, ownerId) : new Set<string>();
    return matches.filter((m) => !friends.has(m.userId));
  }

  private bookOf(em: EntityManager, ownerId: string): Promise<BookContact[]> {
    return em.find(BookContactSchema, { ownerId }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: contactBookMaxSize });
  }

  /** The number's digest, or null when it is not a possible phone number. */
  private digestOf(raw: string, country: ReturnType<typeof phoneCountry> | undefined): string | null {
    const parsed = parsePhone(raw, country ?? undefined);
    return parsed?.isPossible() ? this.deps.digester.digest(parsed.number) : null;
  }

  /**
   * Counts one call of the owner against its limit, in `tx` (the call's transaction): platform's sliding window over the
   * owner's recent calls, their key row locked; 429 past it. The owner's calls older than the window are pruned.
   */
  private async count(tx: EntityManager, userId: string, action: ContactRequestAction): Promise<void> {
    const { max, windowSeconds } = this.deps.limits[action];
    const now = this.deps.now?.() ?? new Date();
    const recent = async (since: Date) => {
      const rows = await tx.find(ContactRequestSchema, { userId, action, createdAt: { $gt: since } }, { fields: ['createdAt'], orderBy: { createdAt: 'asc' }, limit: max });
      return rows.map((row) => row.createdAt);
    };
    await enforceWindowLimits(tx, ContactLimitKeySchema, [{ key: `${action}:${userId}`, reason: limitReasons[action], max, windowSeconds, recent }], now);
    await tx.nativeDelete(ContactRequestSchema, { userId, action, createdAt: { $lte: new Date(now.getTime() - windowSeconds * 1000) } });
    await tx.insert(ContactRequestSchema, { id: randomUUID(), userId, action, createdAt: now });
  }

  /** Inserts the owner's new digests (existing ones untouched) and holds the cap; rolls back whole when it would pass it. */
  private async insert(em: EntityManager, ownerId: string, digests: string[]): Promise<{ added: number; total: number }> {
    return em.transactional(async (tx) => {
      await this.count(tx, ownerId, 'upload');
      // One writer per owner at a time: the count below then sees every row a racing upload could add.
      await execute(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [`book_contact:${ownerId}`]);
      let added = 0;
      if (digests.length) {
        const now = new Date();
        const rows = await execute<{ id: string }>(
          tx,
          `insert into "rooms"."book_contact" ("id", "owner_id", "phone_digest", "created_at")
           select gen_random_uuid(), ?::uuid, d, ?::timestamptz from unnest(?::text[]) as d
           on conflict ("owner_id", "phone_digest") do nothing returning "id"`,
          [ownerId, now, pgArray(digests)],
        );
        added = rows.length;
      }
      const total = await tx.count(BookContactSchema, { ownerId });
      if (total > contactBookMaxSize) throw new DomainError('CONTACT_BOOK_FULL');
      return { added, total };
    });
  }
}

/** The country national numbers are read in; undefined when none is given; 400 when it is not a country code. */
function countryOf(value: string | null | undefined): ReturnType<typeof phoneCountry> | undefined {
  if (value == null || value === '') return undefined;
  const country = typeof value === 'string' ? phoneCountry(value) : null;
  if (!country) throw new DomainError('INVALID_CONTACT_COUNTRY');
  return country;
}
