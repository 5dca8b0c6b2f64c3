import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A number of a user's address book (/user-book-contact): never the number itself, only its keyed digest
 * (HMAC-SHA256 of the E.164 form under CONTACT_PHONE_KEY, platform's `PhoneDigester`). One row per number per owner.
 */
export const BookContactSchema = defineEntity({
  name: 'BookContact',
  tableName: 'book_contact',
  uniques: [{ properties: ['ownerId', 'phoneDigest'] }],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    /** 64 lower-case hex digits. */
    phoneDigest: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BookContact = InferEntity<typeof BookContactSchema>;
