import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessage, execute } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { FakeStripe, type FakeStripeEvent } from '@backspin/economy/stripe-fake';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

// The payment service's seven paths over real HTTP, against a product of this file's own (the shared one has no
// Stripe settings) pointed at the fake Stripe; Stripe's events reach POST /webhook over real HTTP too.

const base = '/api/payment-service';
const day = 86_400_000;

let stripe: FakeStripe;
let product: TestProduct;
let admin: string;
let guest: string;
let plusPrice: string;
let proPrice: string;
let packPrice: string;

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}${path}`, method, { token, body }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string) => ({ status: statusCode, json: expect.objectContaining({ statusCode, message }) });
const webhookUrl = () => `${product.restBridgeUrl}${base}/webhook`;
const signatureRefused = error(400, catalogueMessage('PAYMENT_SIGNATURE_INVALID'));

/** POSTs a webhook body as Stripe does, with the given Stripe-Signature (none when null). */
async function postWebhook(payload: string, signature: string | null) {
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

async function signUp(): Promise<{ id: string; token: string }> {
  const { json } = await call('POST', '/api/user-service/users/sign-up', undefined, { email: `pay-${randomUUID()}@example.com`, password: 'a long secret' });
  return { id: json.user.id, token: json.accessToken };
}

/** A user's checkout of a price, paid at the fake; its events are delivered only when `deliver` (to `webhookUrl`). */
async function paidCheckout(token: string, priceId: string, options: { deliver: boolean; country?: string }) {
  const checkout = await call('POST', `${base}/subscription/checkout/${priceId}`, token);
  expect(checkout.status).toBe(200);
  return stripe.completeCheckout(checkout.json.id, { deliver: options.deliver, country: options.country ?? 'ES' });
}

const paymentEvents = async () => {
  const economy = product.subgraphs.get('economy')!;
  return Number((await execute<{ n: string }>(economy.db.em.fork(), 'select count(*) as n from economy.payment_event'))[0]!.n);
};

beforeAll(async () => {
  stripe = await FakeStripe.start({
    products: [
      { name: 'Backspin Plus', metadata: { backspin_level: 'plus', backspin_monthly_tokens: '100' }, prices: [{ unitAmount: 499, recurring: { interval: 'month' } }] },
      { name: 'Backspin Pro', metadata: { backspin_level: 'pro', backspin_monthly_tokens: '300' }, prices: [{ unitAmount: 999, recurring: { interval: 'month' } }] },
      { name: '500 tokens', metadata: { backspin_tokens: '500' }, prices: [{ unitAmount: 450 }] },
    ],
  });
  const byName = (name: string) => [...stripe.prices.values()].find((p) => stripe.products.get(p.product as string)!.name === name)!.id;
  [plusPrice, proPrice, packPrice] = [byName('Backspin Plus'), byName('Backspin Pro'), byName('500 tokens')];
  product = await startProduct({ env: { ...stripe.env() } });
  stripe.webhookUrl = webhookUrl();
  admin = (await call('POST', '/api/user-service/auth/login', undefined, { email: 'admin@backspin.local', password: 'backspin-admin' })).json.accessToken;
  guest = (await call('GET', '/api/user-service/auth/guest')).json.accessToken;
});
afterAll(async () => {
  await product?.stop();
  await stripe?.close();
});

describe('GET /subscription/products', () => {
  it('lists the plans (PLUS then PRO) and token packs for anyone, without a token', async () => {
    const { status, json } = await call('GET', `${base}/subscription/products`);
    expect(status).toBe(200);
    expect(json).toEqual([
      expect.objectContaining({ priceId: plusPrice, name: 'Backspin Plus', kind: 'PLAN', level: 'PLUS', monthlyTokens: 100, tokens: 0, unitAmount: 499, currency: 'usd', interval: 'month' }),
      expect.objectContaining({ priceId: proPrice, name: 'Backspin Pro', kind: 'PLAN', level: 'PRO', monthlyTokens: 300, unitAmount: 999 }),
      expect.objectContaining({ priceId: packPrice, name: '500 tokens', kind: 'TOKEN_PACK', level: null, tokens: 500, interval: null }),
    ]);
  });
});

describe('POST /subscription/checkout/{id} and /subscription/portal', () => {
  it('starts a checkout at Stripe for a user: its id and the hosted page’s url', async () => {
    const user = await signUp();
    const { status, json } = await call('POST', `${base}/subscription/checkout/${plusPrice}`, user.token);
    expect(status).toBe(200);
    expect(json).toEqual({ id: expect.stringMatching(/^cs_/), url: `${stripe.url}/checkout/${json.id}` });
    expect(stripe.checkoutSessions.get(json.id)!.session).toMatchObject({ mode: 'subscription', client_reference_id: user.id });
  });

  it('refuses guests and anonymous callers (401) and a price not sold here (404), starting nothing', async () => {
    const before = stripe.checkoutSessions.size;
    expect(await call('POST', `${base}/subscription/checkout/${plusPrice}`, guest)).toEqual(error(401, 'Unauthorized'));
    expect(await call('POST', `${base}/subscription/checkout/${plusPrice}`)).toEqual(error(401, 'Unauthorized'));
    const user = await signUp();
    expect(await call('POST', `${base}/subscription/checkout/price_unknown`, user.token)).toEqual(error(404, catalogueMessage('SUBSCRIPTION_PRICE_NOT_FOUND')));
    expect(stripe.checkoutSessions.size).toBe(before);
  });

  it('opens the customer portal once the user has a customer at Stripe (404 before their first checkout)', async () => {
    const user = await signUp();
    expect(await call('POST', `${base}/subscription/portal`, user.token)).toEqual(error(404, catalogueMessage('PAYMENT_CUSTOMER_NOT_FOUND')));
    await call('POST', `${base}/subscription/checkout/${packPrice}`, user.token);
    const { status, json } = await call('POST', `${base}/subscription/portal`, user.token);
    expect(status).toBe(200);
    expect(json).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/portal/bps_`)) });
    expect(await call('POST', `${base}/subscription/portal`)).toEqual(error(401, 'Unauthorized'));
  });
});

describe('POST /webhook', () => {
  it('takes Stripe’s signed events over HTTP: the paid checkout subscribes the user, a redelivery changes nothing', async () => {
    const user = await signUp();
    expect(await call('GET', `${base}/subscription`, user.token)).toEqual(error(404, catalogueMessage('SUBSCRIPTION_NOT_FOUND')));
    const deliveredBefore = stripe.deliveries.length;
    const events = await paidCheckout(user.token, plusPrice, { deliver: true });
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(stripe.deliveries.slice(deliveredBefore).map((d) => d.status)).toEqual([200, 200, 200]);
    const mine = await call('GET', `${base}/subscription`, user.token);
    expect(mine).toEqual({
      status: 200,
      json: expect.objectContaining({ userId: user.id, level: 'PLUS', status: 'active', cancelAtPeriodEnd: false, country: 'ES', priceId: plusPrice }),
    });
    expect(new Date(mine.json.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * day);
    // Stripe sends an event again when it missed our answer: the same event, freshly signed.
    const invoicePaid = events.find((e) => e.type === 'invoice.paid')!;
    const again = stripe.signEvent(invoicePaid);
    expect(await postWebhook(again.payload, again.signature)).toEqual({ status: 200, json: { outcome: 'ALREADY_APPLIED', eventId: invoicePaid.id, type: 'invoice.paid' } });
  });

  it('answers each delivery’s outcome', async () => {
    const user = await signUp();
    const [completed] = await paidCheckout(user.token, packPrice, { deliver: false });
    const signed = stripe.signEvent(completed!);
    expect(await postWebhook(signed.payload, signed.signature)).toEqual({ status: 200, json: { outcome: 'APPLIED', eventId: completed!.id, type: 'checkout.session.completed' } });
  });

  it('refuses forged, stale, unsigned and altered deliveries with 400 and changes nothing', async () => {
    const user = await signUp();
    const events = await paidCheckout(user.token, plusPrice, { deliver: false });
    const before = await paymentEvents();
    const now = Math.floor(Date.now() / 1000);
    for (const event of events) {
      const payload = JSON.stringify(event);
      expect(await postWebhook(payload, stripe.sign(payload, now, 'whsec_wrong'))).toEqual(signatureRefused);
      expect(await postWebhook(payload, stripe.sign(payload, now - 301))).toEqual(signatureRefused);
      expect(await postWebhook(payload, null)).toEqual(signatureRefused);
      // Signed, then changed on the way: one more space in the body is enough.
      expect(await postWebhook(payload.replace('{', '{ '), stripe.sign(payload))).toEqual(signatureRefused);
    }
    expect(await paymentEvents()).toBe(before);
    expect(await call('GET', `${base}/subscription`, user.token)).toEqual(error(404, catalogueMessage('SUBSCRIPTION_NOT_FOUND')));
    // The same events, signed as Stripe signs them, are taken.
    for (const event of events) {
      const signed = stripe.signEvent(event);
      expect((await postWebhook(signed.payload, signed.signature)).json).toMatchObject({ outcome: 'APPLIED', eventId: event.id });
    }
    expect((await call('GET', `${base}/subscription`, user.token)).json).toMatchObject({ level: 'PLUS', status: 'active' });
  });
});

describe('GET /subscription, /subscription/user/{id} and /subscription/count', () => {
  let subscriber: { id: string; token: string };
  let events: FakeStripeEvent[];
  let proInPortugalBefore: number;

  beforeAll(async () => {
    proInPortugalBefore = (await call('GET', `${base}/subscription/count?region=PT&level=PRO`, admin)).json.count;
    subscriber = await signUp();
    events = await paidCheckout(subscriber.token, proPrice, { deliver: true, country: 'PT' });
  });

  it('answers 401 to GET /subscription without a user', async () => {
    expect(await call('GET', `${base}/subscription`)).toEqual(error(401, 'Unauthorized'));
    expect(await call('GET', `${base}/subscription`, guest)).toEqual(error(401, 'Unauthorized'));
  });

  it('shows staff a user’s subscription (404 when they never had one) and refuses users (403)', async () => {
    const subscriptionId = events.find((e) => e.type === 'customer.subscription.created')!.data.object.id;
    const read = await call('GET', `${base}/subscription/user/${subscriber.id}`, admin);
    expect(read).toEqual({ status: 200, json: expect.objectContaining({ userId: subscriber.id, level: 'PRO', country: 'PT', status: 'active' }) });
    expect(read.json.id).not.toBe(subscriptionId); // ours, not Stripe's id
    expect(await call('GET', `${base}/subscription/user/${randomUUID()}`, admin)).toEqual(error(404, catalogueMessage('SUBSCRIPTION_NOT_FOUND')));
    expect(await call('GET', `${base}/subscription/user/${subscriber.id}`, subscriber.token)).toEqual(error(403, 'Forbidden'));
  });

  it('counts subscriptions for staff by region, level and dates', async () => {
    const count = (query: string, token = admin) => call('GET', `${base}/subscription/count?${query}`, token);
    expect(await count('region=PT&level=PRO')).toEqual({ status: 200, json: { count: proInPortugalBefore + 1 } });
    expect(await count('region=pt&level=pro')).toEqual({ status: 200, json: { count: proInPortugalBefore + 1 } });
    const around = `startDate=${encodeURIComponent(new Date(Date.now() - day).toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + day).toISOString())}`;
    expect((await count(`${around}&region=PT&level=PRO`)).json.count).toBe(proInPortugalBefore + 1);
    const past = `startDate=${new Date(Date.now() - 3 * day).toISOString()}&endDate=${new Date(Date.now() - 2 * day).toISOString()}`;
    expect(await count(`${past}&region=PT`)).toEqual({ status: 200, json: { count: 0 } });
    // Empty values are skipped, as the spec's clients send them.
    expect((await count('region=&level=&startDate=')).json.count).toBeGreaterThanOrEqual(proInPortugalBefore + 1);
  });

  it('refuses bad filters with the service’s 400, and users with 403', async () => {
    const invalid = error(400, catalogueMessage('INVALID_SUBSCRIPTION_COUNT'));
    expect(await call('GET', `${base}/subscription/count?region=Portugal`, admin)).toEqual(invalid);
    expect(await call('GET', `${base}/subscription/count?level=GOLD`, admin)).toEqual(invalid);
    expect(await call('GET', `${base}/subscription/count?startDate=yesterday`, admin)).toEqual(invalid);
    expect(await call('GET', `${base}/subscription/count?startDate=2026-02-01&endDate=2026-01-01`, admin)).toEqual(invalid);
    expect(await call('GET', `${base}/subscription/count`, subscriber.token)).toEqual(error(403, 'Forbidden'));
    expect(await call('GET', `${base}/subscription/count`)).toEqual(error(401, 'Unauthorized'));
  });
});
