/**
 * Subscriptions and payments: what the server and its clients share (the web player shows levels and states, the REST
 * bridge documents them). No imports: safe in the browser.
 */

/**
 * Our subscription levels (spec 3 §3 `subscriptionLevel`; the spec does not name them). NONE: no plan. PLUS: wears
 * SUBSCRIBER_ONLY avatars and receives the plan's monthly token allowance. PRO: all of PLUS, and may limit DJing in
 * their rooms to pro owners (djType PRO_PLAN_OWNER). A product carries its level in its metadata (`backspin_level`).
 */
export const subscriptionLevels = ['NONE', 'PLUS', 'PRO'] as const;
export type SubscriptionLevel = (typeof subscriptionLevels)[number];
/** The level's description in every subgraph's schema (economy's and rooms' must be the same to compose as one enum). */
export const subscriptionLevelDescription =
  'NONE; PLUS: subscriber-only avatars and the monthly token allowance; PRO: all of PLUS, and may limit DJing in their rooms to pro owners.';

/** The plan levels a product may carry. */
export const planLevels = ['PLUS', 'PRO'] as const satisfies readonly SubscriptionLevel[];
export type PlanLevel = (typeof planLevels)[number];

/** Stripe's subscription statuses, as the provider sends them. */
export const subscriptionStatuses = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * The statuses whose plan is in effect until the period's end. past_due keeps it while the provider retries the
 * payment (its own dunning decides when the plan ends); unpaid, paused, canceled and the incomplete ones do not.
 */
export const subscriptionStatusesInEffect = ['trialing', 'active', 'past_due'] as const satisfies readonly SubscriptionStatus[];

/** What a product sold through checkout is: a recurring plan or a one-off pack of tokens. */
export const subscriptionProductKinds = ['PLAN', 'TOKEN_PACK'] as const;
export type SubscriptionProductKind = (typeof subscriptionProductKinds)[number];

/** A subscription count's region: an ISO 3166-1 alpha-2 country code. */
export const regionPattern = /^[A-Z]{2}$/;

/** The largest raw webhook body we accept (Stripe's events are a few KB; 512 KiB is far above any). */
export const paymentWebhookBodyMaxBytes = 512 * 1024;

/** What a webhook delivery did. */
export const paymentWebhookOutcomes = ['APPLIED', 'ALREADY_APPLIED', 'IGNORED'] as const;
export type PaymentWebhookOutcome = (typeof paymentWebhookOutcomes)[number];
