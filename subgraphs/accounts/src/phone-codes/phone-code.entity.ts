import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One code sent by text message. The id is the `requestId` the client presents with the code; only a hash
 * of the code is kept. Every row is also one send, counted by the limits per phone, per IP and per prefix.
 */
export const PhoneCodeSchema = defineEntity({
  name: 'PhoneCode',
  tableName: 'phone_code',
  properties: {
    id: p.uuid().primary(),
    /** E.164, e.g. +14155550100. */
    phone: p.string().length(16).index(),
    /** The first PHONE_CODE_PREFIX_DIGITS digits of the number. */
    prefix: p.string().length(16).index(),
    /** The caller's IP; null when the request did not carry one. */
    clientIp: p.string().length(64).nullable().index(),
    /** HMAC-SHA256 of `<id>:<code>` keyed with the gateway secret, hex. */
    codeHash: p.string().length(64),
    attempts: p.integer().default(0),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().index(),
  },
});
export type PhoneCode = InferEntity<typeof PhoneCodeSchema>;

/** One row per limited key (`phone:…`, `ip:…`, `prefix:…`), locked while a send is counted, so concurrent sends queue. */
export const PhoneCodeLimitKeySchema = defineEntity({
  name: 'PhoneCodeLimitKey',
  tableName: 'phone_code_limit_key',
  properties: {
    key: p.string().length(96).primary(),
  },
});
export type PhoneCodeLimitKey = InferEntity<typeof PhoneCodeLimitKeySchema>;
