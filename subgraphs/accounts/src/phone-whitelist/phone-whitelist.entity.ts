import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A phone number that bypasses the phone validation and the SMS fraud checks (test numbers, app review).
 * The number is stored in E.164 form and is unique, so two admins adding it at once cannot both succeed.
 */
export const PhoneWhitelistEntrySchema = defineEntity({
  name: 'PhoneWhitelistEntry',
  tableName: 'phone_whitelist',
  properties: {
    id: p.uuid().primary(),
    phone: p.string().length(20).unique(),
    /** Why it is there (free text, at most 200 characters). */
    note: p.string().length(200).nullable(),
    /** The admin who added it. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PhoneWhitelistEntry = InferEntity<typeof PhoneWhitelistEntrySchema>;
