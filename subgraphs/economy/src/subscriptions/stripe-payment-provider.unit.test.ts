import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeServer } from '@backspin/test-kit/fake-server';
import { PaymentSignatureError } from './payment-provider.ts';
import { paymentProviderFromConfig, StripePaymentProvider } from './stripe-payment-provider.ts';
import { FakeStripe, type FakePrice, type FakeStripeEvent } from './stripe.fake.ts';

let fake: FakeStripe;
let provider: StripePaymentProvider;
let monthly: FakePrice;
let pack: FakePrice;
/** A webhook endpoint standing in for ours: it verifies each delivery with the provider and keeps the event. */
let receiver: FakeServer;
let received: Stripe.Event[];

const nowSeconds = () => Math.floor(Date.now() / 1000);
const stripeProvider = (over: Partial<ConstructorParameters<typeof StripePaymentProvider>[0]> = {}) =>
  new StripePaymentProvider({ apiUrl: fake.url, secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, maxNetworkRetries: 0, ...over });

beforeAll(async () => {
  fake = await FakeStripe.start({
    products: [
      {
        name: 'Backspin Gold',
        description: 'Every perk',
        metadata: { level: 'gold', monthlyTokens: '500' },
        prices: [{ unitAmount: 999, recurring: { interval: 'month' } }, { unitAmount: 1999, recurring: { interval: 'month' }, active: false }],
      },
      { name: 'Token pack', metadata: { tokens: '1000' }, prices: [{ unitAmount: 499 }] },
      { name: 'Retired plan', active: false, prices: [{ unitAmount: 100, recurring: { interval: 'month' } }] },
    ],
  });
  const prices = [...fake.prices.values()];
  monthly = prices.find((p) => p.unit_amount === 999)!;
  pack = prices.find((p) => p.unit_amount === 499)!;
  // More active prices than one page holds (100), so listing must follow `has_more`.
  for (let i = 0; i < 100; i += 1) fake.addProduct({ name: `Filler ${i}`, prices: [{ unitAmount: 1000 + i }] });
  provider = stripeProvider();
  receiver = await FakeServer.start((request) => {
    received.push(provider.verifyWebhook(request.rawBody, String(request.headers['stripe-signature'] ?? '')));
    return { status: 200, json: { received: true } };
  });
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});
beforeEach(() => {
  received = [];
  fake.webhookUrl = null;
});

async function checkout(mode: 'subscription' | 'payment', priceId: string) {
  const { customerId } = await provider.createCustomer({ userId: 'user-1', email: 'ada@example.com' });
  const session = await provider.createCheckoutSession({
    customerId,
    priceId,
    mode,
    successUrl: 'http://app.local/subscription/done?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://app.local/subscription',
    userId: 'user-1',
  });
  return { customerId, session };
}

describe('StripePaymentProvider against the fake through the SDK', () => {
  it('lists the active prices of active products with their product and metadata, across pages', async () => {
    const before = fake.server.requestsTo('/v1/prices').length;
    const prices = await provider.listPrices();
    expect(prices).toHaveLength(102);
    expect(prices.find((p) => p.priceId === monthly.id)).toEqual({
      priceId: monthly.id,
      productId: monthly.product,
      productName: 'Backspin Gold',
      productDescription: 'Every perk',
      productMetadata: { level: 'gold', monthlyTokens: '500' },
      type: 'recurring',
      unitAmount: 999,
      currency: 'usd',
      interval: 'month',
      intervalCount: 1,
    });
    expect(prices.find((p) => p.priceId === pack.id)).toMatchObject({ productName: 'Token pack', type: 'one_time', interval: null, intervalCount: null });
    expect(prices.some((p) => p.productName === 'Retired plan' || p.unitAmount === 1999)).toBe(false);
    const pages = fake.server.requestsTo('/v1/prices').slice(before);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.query.get('active')).toBe('true');
    expect([...pages[0]!.query.entries()].some(([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'data.product')).toBe(true);
    expect(pages[1]!.query.get('starting_after')).toMatch(/^price_/);
    expect(pages[0]!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
  });

  it('creates a customer carrying our user id', async () => {
    const { customerId } = await provider.createCustomer({ userId: 'user-7', email: null });
    expect(customerId).toMatch(/^cus_/);
    expect(fake.customers.get(customerId)).toMatchObject({ email: null, metadata: { userId: 'user-7' } });
  });

  it('creates a checkout session whose url serves the hosted page, and Pay completes it and redirects to success_url', async () => {
    const { session, customerId } = await checkout('subscription', monthly.id);
    expect(session.id).toMatch(/^cs_test_/);
    const body = new URLSearchParams(fake.server.requestsTo('/v1/checkout/sessions').at(-1)!.body);
    expect(Object.fromEntries(body)).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      'line_items[0][price]': monthly.id,
      'line_items[0][quantity]': '1',
      client_reference_id: 'user-1',
      'metadata[userId]': 'user-1',
      'subscription_data[metadata][userId]': 'user-1',
      success_url: 'http://app.local/subscription/done?session={CHECKOUT_SESSION_ID}',
    });

    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Backspin Gold');
    expect(html).toContain('9.99 USD per month');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('href="http://app.local/subscription">Cancel</a>');

    fake.webhookUrl = receiver.url;
    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.local/subscription/done?session=${session.id}`);
    // Delivered before the redirect, each verified by the provider.
    expect(received.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect((await fetch(session.url)).status).toBe(410);
  });

  it('refuses a recurring price in payment mode, as Stripe does', async () => {
    await expect(checkout('payment', monthly.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('creates a portal session whose page shows the plan and cancels it at the period end', async () => {
    const { session, customerId } = await checkout('subscription', monthly.id);
    const [, created] = await fake.completeCheckout(session.id);
    const subscriptionId = (created!.data.object as { id: string }).id;
    const { url } = await provider.createPortalSession({ customerId, returnUrl: 'http://app.local/account' });
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const html = await (await fetch(url)).text();
    expect(html).toContain('Backspin Gold');
    expect(html).toContain('Renews');
    expect(html).toContain('>Cancel plan</button>');
    expect(html).toContain('href="http://app.local/account">Back</a>');

    fake.webhookUrl = receiver.url;
    const cancelled = await fetch(`${url}/cancel`, { method: 'POST', body: new URLSearchParams({ subscription: subscriptionId }), redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://app.local/account');
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    const subscription = await provider.retrieveSubscription(subscriptionId);
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active', cancel_at_period_end: true });
    expect(await (await fetch(url)).text()).toContain('Cancels');
  });

  it('retrieves a subscription, and answers null for an unknown one', async () => {
    const { session } = await checkout('subscription', monthly.id);
    await fake.completeCheckout(session.id);
    const subscriptionId = fake.checkoutSessions.get(session.id)!.session.subscription as string;
    const subscription = await provider.retrieveSubscription(subscriptionId);
    expect(subscription?.items.data[0]?.price.id).toBe(monthly.id);
    expect(await provider.retrieveSubscription('sub_doesnotexist000000000000')).toBeNull();
  });

  it('retries a 500 with the same idempotency key (one customer however many attempts)', async () => {
    fake.server.override('/v1/customers', { status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } });
    const before = fake.server.requestsTo('/v1/customers').length;
    const { customerId } = await stripeProvider({ maxNetworkRetries: 1 }).createCustomer({ userId: 'user-r', email: null });
    expect(fake.customers.get(customerId)?.metadata).toEqual({ userId: 'user-r' });
    const attempts = fake.server.requestsTo('/v1/customers').slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.headers['idempotency-key']).toBeTruthy();
    expect(attempts[1]!.headers['idempotency-key']).toBe(attempts[0]!.headers['idempotency-key']);
  });

  it('gives up on an answer that does not come within the time limit', async () => {
    fake.server.override('/v1/subscriptions/sub_slow', { hang: true });
    await expect(stripeProvider({ timeoutMs: 200 }).retrieveSubscription('sub_slow')).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('surfaces a wrong secret key (401) as an authentication error', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_wrong' });
    await expect(wrong.listPrices()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(wrong.retrieveSubscription('sub_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('webhook verification', () => {
  const object = () => ({ id: 'sub_1', object: 'subscription' });

  it('accepts a body signed with the webhook secret', () => {
    const { payload, signature, event } = fake.signedEvent('customer.subscription.updated', object());
    expect(provider.verifyWebhook(Buffer.from(payload), signature)).toMatchObject({ id: event.id, type: 'customer.subscription.updated' });
  });

  it('accepts a signature computed by hand from Stripe documented scheme', () => {
    const payload = JSON.stringify({ id: 'evt_hand', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const t = nowSeconds();
    const v1 = createHmac('sha256', fake.webhookSecret).update(`${t}.${payload}`).digest('hex');
    expect(provider.verifyWebhook(Buffer.from(payload), `t=${t},v1=${v1}`).id).toBe('evt_hand');
  });

  it('refuses a wrong secret, a changed byte, a missing header and a stale timestamp', () => {
    const { payload, signature } = fake.signedEvent('customer.subscription.updated', object());
    const other = stripeProvider({ webhookSecret: 'whsec_other' });
    expect(() => other.verifyWebhook(Buffer.from(payload), signature)).toThrow(PaymentSignatureError);
    const changed = Buffer.from(payload.replace('sub_1', 'sub_2'));
    expect(changed.length).toBe(Buffer.byteLength(payload));
    expect(() => provider.verifyWebhook(changed, signature)).toThrow(PaymentSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), '')).toThrow(PaymentSignatureError);
    const stale = fake.signedEvent('customer.subscription.updated', object(), { signedAt: nowSeconds() - 301 });
    expect(() => provider.verifyWebhook(Buffer.from(stale.payload), stale.signature)).toThrow(PaymentSignatureError);
    const recent = fake.signedEvent('customer.subscription.updated', object(), { signedAt: nowSeconds() - 200 });
    expect(provider.verifyWebhook(Buffer.from(recent.payload), recent.signature).type).toBe('customer.subscription.updated');
  });
});

describe('paymentProviderFromConfig', () => {
  it('is null unless both the secret key and the webhook secret are set', () => {
    const base = { STRIPE_API_URL: 'https://api.stripe.com' };
    expect(paymentProviderFromConfig(base)).toBeNull();
    expect(paymentProviderFromConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull();
    expect(paymentProviderFromConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBeNull();
    expect(paymentProviderFromConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBeInstanceOf(StripePaymentProvider);
  });

  it('works against the fake from its env()', async () => {
    const fromEnv = paymentProviderFromConfig(fake.env() as { STRIPE_API_URL: string });
    expect((await fromEnv!.listPrices()).length).toBeGreaterThan(0);
  });
});

describe('FakeStripe events, read through the SDK types', () => {
  // A fixed day on the fake's own clock (objects only; signatures use the real clock), to see month-end arithmetic.
  const jan31 = Date.UTC(2026, 0, 31, 12);
  const feb28 = Date.UTC(2026, 1, 28, 12) / 1000;
  const mar28 = Date.UTC(2026, 2, 28, 12) / 1000;
  let clocked: FakeStripe;
  let verify: StripePaymentProvider;
  let gold: FakePrice;
  let tokens: FakePrice;

  beforeAll(async () => {
    clocked = await FakeStripe.start({
      now: () => jan31,
      products: [
        { name: 'Gold', metadata: { level: 'gold' }, prices: [{ unitAmount: 999, recurring: { interval: 'month' } }] },
        { name: 'Tokens', prices: [{ unitAmount: 499 }] },
      ],
    });
    verify = new StripePaymentProvider({ apiUrl: clocked.url, secretKey: clocked.secretKey, webhookSecret: clocked.webhookSecret });
    [gold, tokens] = [...clocked.prices.values()] as [FakePrice, FakePrice];
  });
  afterAll(() => clocked?.close());

  /** The event as our webhook handler will see it: signed by the fake, verified and typed by the SDK. */
  const asDelivered = (event: FakeStripeEvent): Stripe.Event => {
    const { payload, signature } = clocked.signEvent(event);
    return verify.verifyWebhook(Buffer.from(payload), signature);
  };
  const start = async (mode: 'subscription' | 'payment', priceId: string) => {
    const { customerId } = await verify.createCustomer({ userId: 'user-9', email: 'u9@example.com' });
    return verify.createCheckoutSession({ customerId, priceId, mode, successUrl: 'http://app.local/ok', cancelUrl: 'http://app.local/no', userId: 'user-9' });
  };

  it('a subscription checkout: checkout.session.completed, customer.subscription.created, invoice.paid', async () => {
    const session = await start('subscription', gold.id);
    const events = await clocked.completeCheckout(session.id, { country: 'ES' });
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(events.every((e) => e.id.startsWith('evt_') && e.created === jan31 / 1000)).toBe(true);
    const [completed, created, paid] = events.map((e) => asDelivered(e));

    if (completed!.type !== 'checkout.session.completed') throw new Error(completed!.type);
    const s = completed!.data.object;
    expect(s).toMatchObject({ id: session.id, mode: 'subscription', status: 'complete', payment_status: 'paid', client_reference_id: 'user-9' });
    expect(s.metadata).toEqual({ userId: 'user-9', priceId: gold.id });
    expect(s.customer_details?.address?.country).toBe('ES');
    expect(s.subscription).toMatch(/^sub_/);

    if (created!.type !== 'customer.subscription.created') throw new Error(created!.type);
    const subscription = created!.data.object;
    expect(subscription).toMatchObject({ id: s.subscription, status: 'active', cancel_at_period_end: false, customer: s.customer, metadata: { userId: 'user-9' } });
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(gold.id);
    expect([item.current_period_start, item.current_period_end]).toEqual([jan31 / 1000, feb28]);

    if (paid!.type !== 'invoice.paid') throw new Error(paid!.type);
    const invoice = paid!.data.object;
    expect(invoice).toMatchObject({ id: expect.stringMatching(/^in_/), status: 'paid', billing_reason: 'subscription_create', amount_paid: 999 });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data[0]?.period).toEqual({ start: jan31 / 1000, end: feb28 });
    expect(subscription.latest_invoice).toBe(invoice.id);
  });

  it('a payment checkout: only checkout.session.completed, paid', async () => {
    const session = await start('payment', tokens.id);
    const events = await clocked.completeCheckout(session.id);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const completed = asDelivered(events[0]!);
    if (completed.type !== 'checkout.session.completed') throw new Error(completed.type);
    expect(completed.data.object).toMatchObject({ mode: 'payment', payment_status: 'paid', subscription: null, amount_total: 499 });
  });

  it('renew, failPayment, cancelAtPeriodEnd and endSubscription change the subscription and say so', async () => {
    const session = await start('subscription', gold.id);
    const subscriptionId = (await clocked.completeCheckout(session.id))[1]!.data.object.id;

    const renewal = (await clocked.renew(subscriptionId)).map((e) => asDelivered(e));
    expect(renewal.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const renewed = renewal[1]!;
    if (renewed.type !== 'invoice.paid') throw new Error(renewed.type);
    expect(renewed.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    expect(renewed.data.object.lines.data[0]?.period).toEqual({ start: feb28, end: mar28 });
    expect((await verify.retrieveSubscription(subscriptionId))?.items.data[0]?.current_period_end).toBe(mar28);

    const failure = (await clocked.failPayment(subscriptionId)).map((e) => asDelivered(e));
    expect(failure.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const failed = failure[0]!;
    if (failed.type !== 'invoice.payment_failed') throw new Error(failed.type);
    expect(failed.data.object).toMatchObject({ status: 'open', amount_paid: 0, amount_remaining: 999 });
    expect(failed.data.object.parent?.subscription_details?.subscription).toBe(subscriptionId);
    const pastDue = failure[1]!;
    if (pastDue.type !== 'customer.subscription.updated') throw new Error(pastDue.type);
    expect(pastDue.data.object.status).toBe('past_due');
    expect(pastDue.data.previous_attributes).toMatchObject({ status: 'active' });

    const [cancel] = (await clocked.cancelAtPeriodEnd(subscriptionId)).map((e) => asDelivered(e));
    if (cancel!.type !== 'customer.subscription.updated') throw new Error(cancel!.type);
    expect(cancel!.data.object).toMatchObject({ cancel_at_period_end: true, cancel_at: cancel!.data.object.items.data[0]!.current_period_end });
    expect(cancel!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const [ended] = (await clocked.endSubscription(subscriptionId)).map((e) => asDelivered(e));
    if (ended!.type !== 'customer.subscription.deleted') throw new Error(ended!.type);
    expect(ended!.data.object).toMatchObject({ id: subscriptionId, status: 'canceled', ended_at: jan31 / 1000 });
  });

  it('can hold the events back and deliver them in another order, each signed', async () => {
    const got: string[] = [];
    const endpoint = await FakeServer.start((request) => {
      got.push(verify.verifyWebhook(request.rawBody, String(request.headers['stripe-signature'])).type);
      return { status: 204 };
    });
    try {
      clocked.webhookUrl = endpoint.url;
      const session = await start('subscription', gold.id);
      const events = await clocked.completeCheckout(session.id, { deliver: false });
      expect(got).toEqual([]);
      for (const event of [...events].reverse()) expect(await clocked.deliver(event)).toBe(204);
      expect(got).toEqual(['invoice.paid', 'customer.subscription.created', 'checkout.session.completed']);
    } finally {
      clocked.webhookUrl = null;
      await endpoint.close();
    }
  });

  it('answers Stripe errors for unknown ids and unknown parameters', async () => {
    const response = await fetch(`${clocked.url}/v1/subscriptions/sub_nope`, { headers: { authorization: `Bearer ${clocked.secretKey}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
    const unknown = await fetch(`${clocked.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clocked.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'emial=a%40b.c',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'emial' } });
    const anonymous = await fetch(`${clocked.url}/v1/products`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
