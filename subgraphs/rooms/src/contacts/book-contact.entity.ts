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

/** What the address-book limits count: uploads and single adds, and matchings. */
export const contactRequestActions = ['upload', 'match'] as const;
export type ContactRequestAction = (typeof contactRequestActions)[number];

/**
 * One address-book call that a per-user limit counts (book-contact.service.ts): kept for the limit's window, then
 * pruned. Holds no number and no digest.
 */
export const ContactRequestSchema = defineEntity({
  name: 'ContactRequest',
  tableName: 'contact_request',
  indexes: [{ properties: ['userId', 'action', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    action: p.enum(contactRequestActions),
    createdAt: p.datetime(),
  },
});
export type ContactRequest = InferEntity<typeof ContactRequestSchema>;

/** The key rows platform's sliding-window limit locks (`upload:<userId>`, `match:<userId>`): one caller of a key at a time. */
export const ContactLimitKeySchema = defineEntity({
  name: 'ContactLimitKey',
  tableName: 'contact_limit_key',
  properties: {
    key: p.string().length(64).primary(),
  },
});
export type ContactLimitKey = InferEntity<typeof ContactLimitKeySchema>;
