import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { paymentWebhookOutcomes } from '@backspin/contracts/subscriptions';

/**
 * A provider event applied (its id is the primary key): written in the same transaction as what the event changed, so
 * an event delivered twice, or twice at once, is applied once.
 */
export const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  properties: {
    /** Stripe's `evt_…`. */
    id: p.string().length(255).primary(),
    type: p.string().length(255),
    outcome: p.enum(paymentWebhookOutcomes),
    /** The provider's `created`. */
    createdAt: p.datetime(),
    receivedAt: p.datetime(),
  },
});
export type PaymentEvent = InferEntity<typeof PaymentEventSchema>;
