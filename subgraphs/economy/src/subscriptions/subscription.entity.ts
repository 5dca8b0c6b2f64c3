import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { planLevels, subscriptionStatuses } from '@backspin/contracts/subscriptions';

/**
 * A user's subscription as the payment provider last told us (one row per provider subscription; a user who cancels
 * and subscribes again has two). `stateAt` is the provider's time of the state held here: a webhook applies a
 * subscription object only when it is newer, so deliveries out of order end in the provider's latest state
 * (subscription.service.ts, `applyProviderSubscription`).
 */
export const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscription',
  indexes: [{ properties: ['userId', 'createdAt'] }, { properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** Stripe's `sub_…`. */
    providerSubscriptionId: p.string().length(255).unique(),
    /** Stripe's `cus_…` (payment_customer maps it to the user). */
    customerId: p.string().length(255),
    priceId: p.string().length(255),
    productId: p.string().length(255),
    /** The level of the product when the state was applied (its metadata); null when the product names none. */
    level: p.enum(planLevels).nullable(),
    status: p.enum(subscriptionStatuses),
    /** The current period's end: the plan is in effect until then while its status allows it. */
    currentPeriodEnd: p.datetime(),
    cancelAtPeriodEnd: p.boolean().default(false),
    canceledAt: p.datetime().nullable(),
    /** The buyer's country at checkout (ISO 3166-1 alpha-2), for counts by region; null when the provider gave none. */
    country: p.string().length(2).nullable(),
    /** The provider's time of this state (the applied event's `created`). */
    stateAt: p.datetime(),
    /** The provider's creation time of the subscription. */
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Subscription = InferEntity<typeof SubscriptionSchema>;
