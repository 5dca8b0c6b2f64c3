import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { emailStatuses, emailTypes, type EmailStatus } from '@backspin/contracts/account-options';

/** Spec 1, §3 (platform's account-options, shared with the REST bridge). */
export { emailStatuses, emailTypes, type EmailStatus, type EmailType } from '@backspin/contracts/account-options';
/** Statuses that count as a proven address: verified by a code, or vouched for by an admin. */
export const trustedEmailStatuses = ['VERIFIED', 'CREATED_BY_ADMIN'] as const satisfies readonly EmailStatus[];

/**
 * A user's e-mail address. A live address (any status but DELETED) belongs to one user only: a partial unique
 * index on lower(email) says so in the database, whatever races. Deleting keeps the row (status DELETED).
 * The verification code lives on the row: its HMAC only, an expiry, wrong tries, and when it was sent.
 */
export const UserEmailSchema = defineEntity({
  name: 'UserEmail',
  tableName: 'user_email',
  uniques: [
    {
      name: 'user_email_live_address_unique',
      expression: `create unique index "user_email_live_address_unique" on "accounts"."user_email" (lower("email")) where "status" <> 'DELETED'`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    /** Stored lower-cased, as the login address is. */
    email: p.string().length(320),
    type: p.enum(emailTypes),
    status: p.enum(emailStatuses),
    /** HMAC-SHA256 of `<id>:<code>` keyed with the gateway secret, hex; null when no code is pending. */
    codeHash: p.string().length(64).nullable().hidden(),
    codeExpiresAt: p.datetime().nullable(),
    codeAttempts: p.integer().default(0),
    /** When the last code was sent: the resend interval counts from here. */
    codeSentAt: p.datetime().nullable(),
    verifiedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
    /** The admin who added it (status CREATED_BY_ADMIN); null when the user did. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type UserEmail = InferEntity<typeof UserEmailSchema>;
