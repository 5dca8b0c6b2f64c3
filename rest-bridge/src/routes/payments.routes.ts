import { paymentWebhookOutcomes, planLevels, subscriptionProductKinds, subscriptionStatuses } from '@backspin/contracts/subscriptions';
import { graphql } from '../gql/index.ts';
import { found } from './admin-list-query.ts';
import { route, RouteInputError, stringParam, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestPlanSubscription on PlanSubscription {
    id
    userId
    level: planLevel
    status
    currentPeriodEnd
    cancelAtPeriodEnd
    canceledAt
    country
    priceId
    productId
    createdAt
    updatedAt
  }
`);

const SubscriptionCount = graphql(`
  query RestSubscriptionCount($startDate: DateTimeISO, $endDate: DateTimeISO, $region: String, $level: String) {
    subscriptionCount(startDate: $startDate, endDate: $endDate, region: $region, level: $level)
  }
`);

const MySubscription = graphql(`
  query RestMySubscription {
    mySubscription { ...RestPlanSubscription }
  }
`);

const UserSubscription = graphql(`
  query RestUserSubscription($userId: ID!) {
    userSubscription(userId: $userId) { ...RestPlanSubscription }
  }
`);

const StartCheckout = graphql(`
  mutation RestStartSubscriptionCheckout($priceId: ID!) {
    startSubscriptionCheckout(priceId: $priceId) { id url }
  }
`);

const OpenPortal = graphql(`
  mutation RestOpenSubscriptionPortal {
    openSubscriptionPortal { url }
  }
`);

const SubscriptionProducts = graphql(`
  query RestSubscriptionProducts {
    subscriptionProducts {
      priceId
      productId
      name
      description
      kind
      level
      monthlyTokens
      tokens
      unitAmount
      currency
      interval
      intervalCount
    }
  }
`);

const ReceiveWebhook = graphql(`
  mutation RestReceivePaymentWebhook($input: PaymentWebhookInput!) {
    receivePaymentWebhook(input: $input) { outcome eventId type }
  }
`);

const lastValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[value.length - 1] : value) ?? null;

/**
 * A count bound from the query string: absent or empty is no bound; anything Date cannot read is the service's own
 * 400 (a GraphQL DateTimeISO refusal would name the variable, not the REST parameter), else sent as ISO 8601.
 */
function dateBound(query: RestRequest['query'], name: string): string | null {
  const value = stringParam(query, name);
  if (value === null || value === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new RouteInputError('INVALID_SUBSCRIPTION_COUNT');
  return at.toISOString();
}

/** Empty query values are skipped (spec 3 §7), so they mean "any". */
const filterParam = (query: RestRequest['query'], name: string) => stringParam(query, name) || null;

const subscriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    userId: { type: 'string', format: 'uuid' },
    level: { type: 'string', enum: [...planLevels], nullable: true, description: 'The level of the plan subscribed to' },
    status: { type: 'string', enum: [...subscriptionStatuses], description: 'Stripe’s status of the subscription' },
    currentPeriodEnd: { type: 'string', format: 'date-time', description: 'The renewal date, or the plan’s end when it is set to cancel' },
    cancelAtPeriodEnd: { type: 'boolean' },
    canceledAt: { type: 'string', format: 'date-time', nullable: true },
    country: { type: 'string', nullable: true, description: 'The buyer’s country at checkout (ISO 3166-1 alpha-2)' },
    priceId: { type: 'string' },
    productId: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** The payment service (spec 3 §7, base /api/payment-service): subscriptions through Stripe, and Stripe's webhook. */
export const paymentRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'payment',
    path: '/subscription/count',
    tag: 'payment-service',
    summary:
      'Staff (subscriptions.read): `{ count }` of the subscriptions started in [startDate, endDate) (ISO 8601, each optional), ' +
      'of a region (the buyer’s country at checkout, ISO 3166-1 alpha-2) and a level (PLUS or PRO); 400 for anything else',
    auth: true,
    operation: SubscriptionCount,
    variables: ({ query }) => ({
      startDate: dateBound(query, 'startDate'),
      endDate: dateBound(query, 'endDate'),
      region: filterParam(query, 'region'),
      level: filterParam(query, 'level'),
    }),
    result: (data) => ({ count: data.subscriptionCount }),
    responseSchema: { type: 'object', properties: { count: { type: 'integer' } } },
  }),
  route({
    method: 'GET',
    service: 'payment',
    path: '/subscription',
    tag: 'payment-service',
    summary:
      'The caller’s subscription: the one in effect with the highest level, else the latest (a canceled plan shows when it ended); ' +
      '404 when they never had one, 401 for guests and anonymous callers',
    auth: true,
    operation: MySubscription,
    variables: () => ({}),
    result: (data) => found(data.mySubscription, 'SUBSCRIPTION_NOT_FOUND'),
    responseSchema: subscriptionSchema,
  }),
  route({
    method: 'GET',
    service: 'payment',
    path: '/subscription/user/{id}',
    tag: 'payment-service',
    summary: 'A user’s subscription, as GET /subscription answers it for them: staff and services (subscriptions.read); 404 when they never had one',
    auth: true,
    operation: UserSubscription,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => found(data.userSubscription, 'SUBSCRIPTION_NOT_FOUND'),
    responseSchema: subscriptionSchema,
  }),
  route({
    method: 'POST',
    service: 'payment',
    path: '/subscription/checkout/{id}',
    tag: 'payment-service',
    summary:
      'Starts Stripe’s checkout for a price id (a plan or a token pack from GET /subscription/products): `{ id, url }`, send ' +
      'the buyer to url. Signed-in users (401 guests); 404 a price not sold here; 409 a plan while one is in effect. No body',
    auth: true,
    operation: StartCheckout,
    variables: ({ params }) => ({ priceId: params.id ?? '' }),
    result: (data) => data.startSubscriptionCheckout,
    responseSchema: { type: 'object', properties: { id: { type: 'string', description: 'The checkout session' }, url: { type: 'string', format: 'uri' } } },
  }),
  route({
    method: 'POST',
    service: 'payment',
    path: '/subscription/portal',
    tag: 'payment-service',
    summary: 'Stripe’s customer portal (change or cancel the plan) for the caller: `{ url }`; 404 before their first checkout. No body',
    auth: true,
    operation: OpenPortal,
    variables: () => ({}),
    result: (data) => data.openSubscriptionPortal,
    responseSchema: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } },
  }),
  route({
    method: 'GET',
    service: 'payment',
    path: '/subscription/products',
    tag: 'payment-service',
    summary: 'The plans (PLUS, then PRO) and token packs for sale, read from Stripe, for anyone; 503 when payments are not configured',
    operation: SubscriptionProducts,
    variables: () => ({}),
    result: (data) => data.subscriptionProducts,
    responseSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          priceId: { type: 'string', description: 'What POST /subscription/checkout/{id} takes' },
          productId: { type: 'string' },
          name: { type: 'string' },
          description: { type: 'string', nullable: true },
          kind: { type: 'string', enum: [...subscriptionProductKinds] },
          level: { type: 'string', enum: [...planLevels], nullable: true, description: 'A plan’s level; null for a token pack' },
          monthlyTokens: { type: 'integer', description: 'A plan’s tokens per paid invoice' },
          tokens: { type: 'integer', description: 'A token pack’s tokens' },
          unitAmount: { type: 'integer', description: 'In the currency’s smallest unit (cents)' },
          currency: { type: 'string', description: 'ISO 4217, lower case' },
          interval: { type: 'string', nullable: true, enum: ['day', 'week', 'month', 'year'] },
          intervalCount: { type: 'integer', nullable: true },
        },
      },
    },
  }),
  route({
    method: 'POST',
    service: 'payment',
    path: '/webhook',
    tag: 'payment-service',
    summary:
      'Stripe’s webhook: the Stripe-Signature header must sign this exact body with the endpoint’s secret, at most 300 s ago ' +
      '(400 otherwise, nothing changed). Answers `{ outcome, eventId, type }`: APPLIED, ALREADY_APPLIED (a redelivery: nothing ' +
      'changed) or IGNORED (an event that changes nothing here)',
    operation: ReceiveWebhook,
    // The signature covers the exact bytes: they travel base64, never re-serialised.
    rawBody: true,
    variables: ({ rawBody, headers }) => ({
      input: { bodyBase64: (rawBody ?? Buffer.alloc(0)).toString('base64'), signature: lastValue(headers['stripe-signature']) },
    }),
    result: (data) => data.receivePaymentWebhook,
    responseSchema: {
      type: 'object',
      properties: {
        outcome: { type: 'string', enum: [...paymentWebhookOutcomes] },
        eventId: { type: 'string' },
        type: { type: 'string', description: 'The Stripe event’s type' },
      },
    },
  }),
];
