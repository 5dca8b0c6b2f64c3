import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 1, §3: the status of a phone validation result. */
export const phoneValidationStatuses = ['VALID', 'INVALID', 'VOIP', 'VALIDATION_ERROR'] as const;
export type PhoneValidationStatus = (typeof phoneValidationStatuses)[number];

/** One validation someone asked for (GET /phone-validation/validate/{phone}): the caller's "recents". */
export const PhoneValidationSchema = defineEntity({
  name: 'PhoneValidation',
  tableName: 'phone_validation',
  indexes: [{ properties: ['userId', 'createdAt'] }, { properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** Who asked. */
    userId: p.uuid(),
    /** The input as given (trimmed, at most 64 characters). */
    phone: p.string().length(64),
    /** The number in E.164 form; null when the input could not be parsed. */
    e164: p.string().length(20).nullable(),
    /** ISO 3166-1 alpha-2 country of the number, when known. */
    country: p.string().length(2).nullable(),
    /** libphonenumber's number type (MOBILE, FIXED_LINE, VOIP, …), when known. */
    type: p.string().length(32).nullable(),
    status: p.enum(phoneValidationStatuses),
    /** Whether the number was on the phone whitelist (then it is VALID whatever its type). */
    whitelisted: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PhoneValidation = InferEntity<typeof PhoneValidationSchema>;
