import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One e-mail sent (or reserved to be sent) to an address: counted by the per-address limit. */
export const MailSendSchema = defineEntity({
  name: 'MailSend',
  tableName: 'mail_send',
  indexes: [{ properties: ['address', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** Lower-cased. */
    address: p.string().length(320),
    /** email-verification, password-reset. */
    kind: p.string().length(32),
    createdAt: p.datetime(),
  },
});
export type MailSend = InferEntity<typeof MailSendSchema>;

/**
 * One row per address, locked while a send is counted, so concurrent sends to one address queue. Its key is the
 * lower-cased address (platform's enforceWindowLimits names a key row's primary key `key`; the column stays `address`).
 */
export const MailLimitKeySchema = defineEntity({
  name: 'MailLimitKey',
  tableName: 'mail_limit_key',
  properties: {
    key: p.string().length(320).primary().fieldName('address'),
  },
});
export type MailLimitKey = InferEntity<typeof MailLimitKeySchema>;
