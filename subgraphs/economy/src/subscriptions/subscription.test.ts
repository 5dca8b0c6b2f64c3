import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, execute, identityHeader, signIdentity, type Identity, type RunningSubgraph } from '@backspin/platform';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { testClock } from '@backspin/test-kit';
import type { EconomyServices } from '../context.ts';
import { AvatarSchema } from '../avatars/avatar.entity.ts';
import { AvatarService } from '../avatars/avatar.service.ts';
import { CheckoutService } from './checkout.service.ts';
import { allowanceKey } from './payment-webhook.service.ts';
import { FakeStripe, type FakeStripeEvent } from './stripe.fake.ts';
import { SubscriptionService } from './subscription.service.ts';

// Subscriptions end to end inside the product: the real Stripe SDK against the fake Stripe server, its events signed
// by the fake and received through `receivePaymentWebhook` (the REST bridge's POST /webhook is tested in its routes).

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const day = 86_400_000;

let product: TestProduct;
let economy: RunningSubgraph<EconomyServices>;
let stripe: FakeStripe;
let plusPrice: string;
let proPrice: string;
let packPrice: string;
let otherPrice: string;

interface Result {
  data?: Record<string, any> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

async function call(identity: Identity, query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  return economy.execute({ query, variables }, { [identityHeader]: await signIdentity(identity, economy.config.gatewaySecret) }) as Promise<Result>;
}
async function ok(identity: Identity, query: string, variables: Record<string, unknown> = {}) {
  const result = await call(identity, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function refused(identity: Identity, query: string, variables: Record<string, unknown> = {}) {
  const result = await call(identity, query, variables);
  expect(result.errors, 'expected a refusal').toBeDefined();
  return { status: result.errors![0]!.extensions?.status, message: result.errors![0]!.message };
}

const CHECKOUT = 'mutation($p: ID!) { startSubscriptionCheckout(priceId: $p) { id url } }';
const MINE = '{ mySubscription { userId planLevel status currentPeriodEnd cancelAtPeriodEnd country priceId } }';
const WEBHOOK = 'mutation($i: PaymentWebhookInput!) { receivePaymentWebhook(input: $i) { outcome eventId type } }';
const BALANCE = '{ myTokenAccount { balance } }';

/** Delivers an event as Stripe would (signed now), through the webhook mutation; answers the outcome or the refusal. */
async function deliver(event: FakeStripeEvent, sign: (payload: string) => string = (payload) => stripe.sign(payload)) {
  const payload = JSON.stringify(event);
  const result = await call(anonymous, WEBHOOK, { i: { bodyBase64: Buffer.from(payload).toString('base64'), signature: sign(payload) } });
  return result.errors ? { status: result.errors[0]!.extensions?.status, message: result.errors[0]!.message } : result.data!.receivePaymentWebhook.outcome;
}
async function deliverAll(events: FakeStripeEvent[]) {
  const outcomes = [];
  for (const event of events) outcomes.push(await deliver(event));
  return outcomes;
}

/** A user who checked out a price and paid: the fake's events, not yet delivered. */
async function paidCheckout(user: Identity, priceId: string, country: string | null = 'ES') {
  const { startSubscriptionCheckout } = await ok(user, CHECKOUT, { p: priceId });
  return { session: startSubscriptionCheckout as { id: string; url: string }, events: await stripe.completeCheckout(startSubscriptionCheckout.id, { deliver: false, country }) };
}
const subscriptionIdOf = (events: FakeStripeEvent[]) => events.find((e) => e.type === 'customer.subscription.created')!.data.object.id;
const balanceOf = async (user: Identity) => (await ok(user, BALANCE)).myTokenAccount?.balance ?? null;
const paymentEvents = async () => Number((await execute<{ n: string }>(economy.db.em.fork(), 'select count(*) as n from economy.payment_event'))[0]!.n);
const planLevelJobs = (userId: string) =>
  execute<{ payload: { input: { level: string; until: string | null } } }>(
    economy.db.em.fork(),
    `select payload from economy.job where kind = 'rooms.plan-level' and payload->'input'->>'userId' = ? order by created_at, id`,
    [userId],
  );

beforeAll(async () => {
  stripe = await FakeStripe.start({
    products: [
      { name: 'Backspin Plus', metadata: { backspin_level: 'plus', backspin_monthly_tokens: '100' }, prices: [{ unitAmount: 499, recurring: { interval: 'month' } }] },
      { name: 'Backspin Pro', metadata: { backspin_level: 'pro', backspin_monthly_tokens: '300' }, prices: [{ unitAmount: 999, recurring: { interval: 'month' } }] },
      { name: '500 tokens', metadata: { backspin_tokens: '500' }, prices: [{ unitAmount: 450 }] },
      { name: 'Not ours', prices: [{ unitAmount: 100, recurring: { interval: 'month' } }] },
    ],
  });
  const byName = (name: string) => [...stripe.prices.values()].find((p) => stripe.products.get(p.product as string)!.name === name)!.id;
  [plusPrice, proPrice, packPrice, otherPrice] = [byName('Backspin Plus'), byName('Backspin Pro'), byName('500 tokens'), byName('Not ours')];
  product = await startProduct({ restBridge: false, env: { ...stripe.env(), JOB_POLL_INTERVAL_MS: '3600000' } });
  economy = product.subgraphs.get('economy') as RunningSubgraph<EconomyServices>;
});
afterAll(async () => {
  await product?.stop();
  await stripe?.close();
});

describe('plans for sale', () => {
  it('lists our plans (PLUS then PRO) and token packs from the provider, for anyone; other products are not listed', async () => {
    const { subscriptionProducts } = await ok(anonymous, '{ subscriptionProducts { priceId name kind level monthlyTokens tokens unitAmount currency interval } }');
    expect(subscriptionProducts).toEqual([
      { priceId: plusPrice, name: 'Backspin Plus', kind: 'PLAN', level: 'PLUS', monthlyTokens: 100, tokens: 0, unitAmount: 499, currency: 'usd', interval: 'month' },
      { priceId: proPrice, name: 'Backspin Pro', kind: 'PLAN', level: 'PRO', monthlyTokens: 300, tokens: 0, unitAmount: 999, currency: 'usd', interval: 'month' },
      { priceId: packPrice, name: '500 tokens', kind: 'TOKEN_PACK', level: null, monthlyTokens: 0, tokens: 500, unitAmount: 450, currency: 'usd', interval: null },
    ]);
    expect(subscriptionProducts.map((p: { priceId: string }) => p.priceId)).not.toContain(otherPrice);
  });

  it('answers 503 naming the settings when payments are not configured', async () => {
    const s = economy.services;
    const unconfigured = new CheckoutService({ payments: null, webPlayerUrl: 'http://localhost:3000', subscriptions: s.subscriptions, ledger: s.tokenLedger, tokenAccounts: s.tokenAccounts });
    const refusal = await Promise.resolve().then(() => unconfigured.products()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).status).toBe(503);
    expect((refusal as DomainError).message).toBe('Payments are not configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are needed)');
  });
});

describe('checkout', () => {
  it('starts a checkout at the provider for a signed-in user, with one customer per user and the web player’s return pages', async () => {
    const user = asUser(randomUUID());
    const first = (await ok(user, CHECKOUT, { p: plusPrice })).startSubscriptionCheckout;
    expect(first.url).toBe(`${stripe.url}/checkout/${first.id}`);
    const page = await fetch(first.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Backspin Plus');
    const session = stripe.checkoutSessions.get(first.id)!.session;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: user.userId });
    expect(session.success_url).toBe('http://localhost:3000/plans?checkout=success&session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://localhost:3000/plans?checkout=canceled');
    const second = (await ok(user, CHECKOUT, { p: packPrice })).startSubscriptionCheckout;
    expect(stripe.checkoutSessions.get(second.id)!.session).toMatchObject({ mode: 'payment', customer: session.customer });
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === user.userId)).toHaveLength(1);
  });

  it('refuses guests and anonymous callers (401) and prices we do not sell (404), calling the provider for nothing', async () => {
    const before = stripe.checkoutSessions.size;
    expect(await refused(guest, CHECKOUT, { p: plusPrice })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await refused(anonymous, CHECKOUT, { p: plusPrice })).toEqual({ status: 401, message: 'Unauthorized' });
    for (const p of [otherPrice, 'price_nope', 'price with spaces', ''])
      expect(await refused(asUser(randomUUID()), CHECKOUT, { p })).toEqual({ status: 404, message: 'No plan or token pack is sold at this price' });
    expect((await refused(asUser(randomUUID()), CHECKOUT, { p: 'price_\u0000x' })).status).toBe(400);
    expect(stripe.checkoutSessions.size).toBe(before);
  });

  it('opens the customer portal for a user with a customer (404 before their first checkout)', async () => {
    const user = asUser(randomUUID());
    expect(await refused(user, 'mutation { openSubscriptionPortal { url } }')).toEqual({
      status: 404,
      message: 'You have no payment account yet: subscribe to a plan or buy tokens first',
    });
    await ok(user, CHECKOUT, { p: plusPrice });
    const { openSubscriptionPortal } = await ok(user, 'mutation { openSubscriptionPortal { url } }');
    expect(openSubscriptionPortal.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect((await fetch(openSubscriptionPortal.url)).status).toBe(200);
  });
  it('gives a user a new customer when the provider no longer knows theirs (deleted in its dashboard)', async () => {
    const user = asUser(randomUUID());
    const first = (await ok(user, CHECKOUT, { p: packPrice })).startSubscriptionCheckout;
    const gone = stripe.checkoutSessions.get(first.id)!.session.customer as string;
    stripe.customers.delete(gone);
    const portalGone = await refused(user, 'mutation { openSubscriptionPortal { url } }');
    expect(portalGone.status).toBe(404);
    const second = (await ok(user, CHECKOUT, { p: packPrice })).startSubscriptionCheckout;
    const replaced = stripe.checkoutSessions.get(second.id)!.session.customer as string;
    expect(replaced).not.toBe(gone);
    expect(stripe.customers.get(replaced)!.metadata.userId).toBe(user.userId);
    expect((await ok(user, 'mutation { openSubscriptionPortal { url } }')).openSubscriptionPortal.url).toContain('/portal/');
  });
});

describe('the webhook', () => {
  it('subscribes the user on a paid checkout: the plan, the monthly allowance once, subscriber avatars, the level on User and for rooms', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, plusPrice);
    expect(await deliverAll(events)).toEqual(['APPLIED', 'APPLIED', 'APPLIED']);
    const { mySubscription } = await ok(user, MINE);
    expect(mySubscription).toMatchObject({ userId: user.userId, planLevel: 'PLUS', status: 'active', cancelAtPeriodEnd: false, country: 'ES', priceId: plusPrice });
    expect(new Date(mySubscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * day);
    expect(await balanceOf(user)).toBe(100);
    expect((await ok(user, `{ _entities(representations: [{ __typename: "User", id: "${user.userId}" }]) { ... on User { subscriptionLevel } } }`))._entities).toEqual([
      { subscriptionLevel: 'PLUS' },
    ]);
    // Someone else does not see it.
    expect((await ok(asUser(randomUUID()), `{ _entities(representations: [{ __typename: "User", id: "${user.userId}" }]) { ... on User { subscriptionLevel } } }`))._entities).toEqual([
      { subscriptionLevel: null },
    ]);
    expect((await planLevelJobs(user.userId!)).at(-1)!.payload.input).toMatchObject({ level: 'PLUS' });
    // Rooms records it through the job queue (for the PRO_PLAN_OWNER DJ rule).
    while (await economy.services.jobs.runOnce(economy.db)) {
      // until no delivery is due
    }
    await expect
      .poll(async () => (await execute<{ level: string }>(product.subgraphs.get('rooms')!.db.em.fork(), 'select level from rooms.user_plan where user_id = ?', [user.userId]))[0]?.level)
      .toBe('PLUS');
    expect(await economy.services.subscriptions.subscriberStatus.subscribedUserIds(economy.db.em.fork(), [user.userId!, randomUUID()])).toEqual(new Set([user.userId]));
  });

  it('applies each event once: a repeated delivery and ten at once credit the allowance once', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, proPrice);
    await deliverAll(events);
    const invoicePaid = events.find((e) => e.type === 'invoice.paid')!;
    expect(await deliver(invoicePaid)).toBe('ALREADY_APPLIED');
    const renewal = await stripe.renew(subscriptionIdOf(events), { deliver: false });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => deliver(renewal.find((e) => e.type === 'invoice.paid')!)));
    expect(outcomes.filter((o) => o === 'APPLIED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ALREADY_APPLIED')).toHaveLength(9);
    expect(await balanceOf(user)).toBe(600);
    const credits = await execute<{ n: string }>(economy.db.em.fork(), "select count(*) as n from economy.token_transaction where idempotency_key like 'stripe-invoice:%' and account_id = (select id from economy.token_account where user_id = ?)", [user.userId]);
    expect(Number(credits[0]!.n)).toBe(2);
    expect(allowanceKey('in_x')).toBe('stripe-invoice:in_x');
  });

  it('refuses forged, tampered, stale and unsigned deliveries with 400 and changes nothing', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, plusPrice);
    const before = await paymentEvents();
    const refusal = { status: 400, message: "Invalid Stripe-Signature: missing, not made with this endpoint's signing secret over this exact body, or older than 300 seconds" };
    const now = Math.floor(Date.now() / 1000);
    expect(await deliver(events[0]!, (payload) => stripe.sign(payload, now, 'whsec_forged'))).toEqual(refusal);
    expect(await deliver(events[0]!, (payload) => stripe.sign(payload, now - 301))).toEqual(refusal);
    expect(await deliver(events[0]!, () => '')).toEqual(refusal);
    const payload = JSON.stringify(events[2]);
    const tampered = payload.replace('"amount_paid":', '"amount_paid":1');
    const result = await call(anonymous, WEBHOOK, { i: { bodyBase64: Buffer.from(tampered).toString('base64'), signature: stripe.sign(payload) } });
    expect(result.errors![0]).toMatchObject({ message: refusal.message, extensions: { status: 400 } });
    expect(await paymentEvents()).toBe(before);
    expect(await ok(user, MINE)).toEqual({ mySubscription: null });
    expect(await balanceOf(user)).toBeNull();
  });

  it('ends in the provider’s latest state whatever the order: updated before created, deleted before updated', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, plusPrice);
    const id = subscriptionIdOf(events);
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    const canceling = await stripe.cancelAtPeriodEnd(id, { deliver: false });
    // Stripe's times are whole seconds: make the later events later, as they would be.
    for (const e of canceling) e.created = created.created + 10;
    expect(await deliver(canceling[0]!)).toBe('APPLIED'); // updated first
    expect(await deliver(created)).toBe('APPLIED'); // then created: older, kept out
    expect((await ok(user, MINE)).mySubscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ended = await stripe.endSubscription(id, { deliver: false });
    for (const e of ended) e.created = created.created + 20;
    const lateUpdate = structuredClone(canceling[0]!);
    lateUpdate.id = `evt_late_${randomUUID().slice(0, 8)}`;
    lateUpdate.created = created.created + 15;
    expect(await deliver(ended[0]!)).toBe('APPLIED'); // deleted
    expect(await deliver(lateUpdate)).toBe('APPLIED'); // an update from before the deletion, delivered after it
    expect((await ok(user, MINE)).mySubscription).toMatchObject({ status: 'canceled', planLevel: 'PLUS' });
    expect(await economy.services.subscriptions.subscriberStatus.subscribedUserIds(economy.db.em.fork(), [user.userId!])).toEqual(new Set());
    expect((await planLevelJobs(user.userId!)).at(-1)!.payload.input).toEqual(expect.objectContaining({ level: 'NONE', until: null }));
  });

  it('a failed renewal leaves the plan in effect while the provider retries (past_due)', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, plusPrice);
    await deliverAll(events);
    expect(await deliverAll(await stripe.failPayment(subscriptionIdOf(events), { deliver: false }))).toEqual(['APPLIED', 'APPLIED']);
    expect((await ok(user, MINE)).mySubscription).toMatchObject({ status: 'past_due', planLevel: 'PLUS' });
    expect(await balanceOf(user)).toBe(100); // no allowance for an unpaid invoice
  });

  it('credits a paid token pack once, whatever the deliveries', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, packPrice);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const outcomes = await Promise.all([deliver(events[0]!), deliver(events[0]!), deliver(events[0]!)]);
    expect(outcomes.sort()).toEqual(['ALREADY_APPLIED', 'ALREADY_APPLIED', 'APPLIED']);
    expect(await balanceOf(user)).toBe(500);
    expect(await ok(user, MINE)).toEqual({ mySubscription: null });
  });

  it('refuses a second plan while one is in effect (409): it is changed in the portal', async () => {
    const user = asUser(randomUUID());
    await deliverAll((await paidCheckout(user, plusPrice)).events);
    expect(await refused(user, CHECKOUT, { p: proPrice })).toEqual({ status: 409, message: 'You already have a plan: change or cancel it in the customer portal' });
    // A token pack is still for sale.
    expect((await ok(user, CHECKOUT, { p: packPrice })).startSubscriptionCheckout.url).toContain('/checkout/');
  });
});

describe('the checkout’s return page', () => {
  const CONFIRM = 'mutation($s: ID!) { confirmSubscriptionCheckout(sessionId: $s) { id mode status tokens subscription { planLevel status } } }';

  it('shows nothing before the payment, and only to the buyer (404 for anyone else’s session)', async () => {
    const user = asUser(randomUUID());
    const { startSubscriptionCheckout } = await ok(user, CHECKOUT, { p: plusPrice });
    expect((await ok(user, CONFIRM, { s: startSubscriptionCheckout.id })).confirmSubscriptionCheckout).toEqual({
      id: startSubscriptionCheckout.id,
      mode: 'subscription',
      status: 'open',
      tokens: 0,
      subscription: null,
    });
    const notFound = { status: 404, message: 'Checkout session not found' };
    expect(await refused(asUser(randomUUID()), CONFIRM, { s: startSubscriptionCheckout.id })).toEqual(notFound);
    expect(await refused(user, CONFIRM, { s: 'cs_test_unknown' })).toEqual(notFound);
    expect(await refused(user, CONFIRM, { s: 'not a session' })).toEqual(notFound);
  });

  it('racing the webhook, subscribes once and credits the allowance once, whichever comes first', async () => {
    const user = asUser(randomUUID());
    const { session, events } = await paidCheckout(user, plusPrice);
    const [confirmed] = await Promise.all([ok(user, CONFIRM, { s: session.id }), ...events.map((e) => deliver(e)), ok(user, CONFIRM, { s: session.id })]);
    expect(confirmed.confirmSubscriptionCheckout).toMatchObject({ status: 'complete', subscription: { planLevel: 'PLUS', status: 'active' } });
    const rows = await execute<{ n: string }>(economy.db.em.fork(), 'select count(*) as n from economy.subscription where user_id = ?', [user.userId]);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await balanceOf(user)).toBe(100);
  });

  it('racing the webhook, credits a token pack once', async () => {
    const user = asUser(randomUUID());
    const { session, events } = await paidCheckout(user, packPrice);
    const results = await Promise.all([ok(user, CONFIRM, { s: session.id }), deliver(events[0]!), ok(user, CONFIRM, { s: session.id })]);
    expect(results[0].confirmSubscriptionCheckout).toMatchObject({ mode: 'payment', status: 'complete', tokens: 500, subscription: null });
    expect(await balanceOf(user)).toBe(500);
  });
});

describe('the end of a canceled plan', () => {
  it('keeps subscriber avatars until the period’s end, then locks them (a worn one no longer shows)', async () => {
    const user = asUser(randomUUID());
    const { events } = await paidCheckout(user, plusPrice);
    await deliverAll(events);
    await deliverAll(await stripe.cancelAtPeriodEnd(subscriptionIdOf(events), { deliver: false }));
    const em = () => economy.db.em.fork();
    const avatar = em().create(AvatarSchema, { id: randomUUID(), slug: `gold-${randomUUID().slice(0, 8)}`, name: 'Gold', imageFileId: null, status: 'SUBSCRIBER_ONLY' });
    await em().persist(avatar).flush();
    // The same services on a clock that can move past the period's end.
    const clock = testClock();
    const subscriptions = new SubscriptionService({ catalogue: null, effects: economy.services.effects, now: clock.now });
    const avatars = new AvatarService({ files: economy.services.files, subscribers: subscriptions.subscriberStatus, discord: { linked: async () => false }, seasonExists: async () => false });
    const verdict = async () => (await avatars.wearabilityOf(em(), user.userId!, [avatar!])).get(avatar!.id);
    const worn = async () => (await avatars.wornAvatars(em(), [{ userId: user.userId!, slug: avatar!.slug }]))[0]?.slug ?? null;
    expect(await verdict()).toBe('WEARABLE');
    expect(await worn()).toBe(avatar!.slug);
    expect((await subscriptions.levelsOf(em(), [user.userId!])).get(user.userId!)).toBe('PLUS');
    clock.advance(32 * 86_400); // past the period's end
    expect(await verdict()).toBe('SUBSCRIBERS_ONLY');
    expect(await worn()).toBeNull();
    expect((await subscriptions.levelsOf(em(), [user.userId!])).get(user.userId!)).toBe('NONE');
  });
});

describe('staff reads', () => {
  it('reads a user’s subscription and counts subscriptions by dates, region and level (subscriptions.read)', async () => {
    const region = 'PT';
    const before = (await ok(staff, '{ subscriptionCount(region: "PT", level: "PRO") }')).subscriptionCount;
    const user = asUser(randomUUID());
    await deliverAll((await paidCheckout(user, proPrice, region)).events);
    expect((await ok(staff, '{ subscriptionCount(region: "PT", level: "PRO") }')).subscriptionCount).toBe(before + 1);
    const inWindow = { s: new Date(Date.now() - day).toISOString(), e: new Date(Date.now() + day).toISOString() };
    expect((await ok(staff, 'query($s: DateTimeISO, $e: DateTimeISO) { subscriptionCount(startDate: $s, endDate: $e, region: "pt") }', inWindow)).subscriptionCount).toBeGreaterThanOrEqual(1);
    const past = { s: new Date(Date.now() - 3 * day).toISOString(), e: new Date(Date.now() - 2 * day).toISOString() };
    expect((await ok(staff, 'query($s: DateTimeISO, $e: DateTimeISO) { subscriptionCount(startDate: $s, endDate: $e, region: "PT") }', past)).subscriptionCount).toBe(0);
    expect((await ok(staff, 'query($u: ID!) { userSubscription(userId: $u) { userId planLevel country } }', { u: user.userId })).userSubscription).toEqual({
      userId: user.userId,
      planLevel: 'PRO',
      country: 'PT',
    });
    expect(await refused(user, '{ subscriptionCount }')).toEqual({ status: 403, message: 'Forbidden' });
    expect(await refused(user, 'query($u: ID!) { userSubscription(userId: $u) { userId } }', { u: user.userId })).toEqual({ status: 403, message: 'Forbidden' });
    const invalid = 'startDate and endDate must be dates with startDate before endDate, region a two-letter country code (ISO 3166-1) and level PLUS or PRO';
    expect(await refused(staff, '{ subscriptionCount(region: "Portugal") }')).toEqual({ status: 400, message: invalid });
    expect(await refused(staff, '{ subscriptionCount(level: "GOLD") }')).toEqual({ status: 400, message: invalid });
    expect(await refused(staff, 'query($s: DateTimeISO, $e: DateTimeISO) { subscriptionCount(startDate: $s, endDate: $e) }', { s: inWindow.e, e: inWindow.s })).toEqual({ status: 400, message: invalid });
  });

  it('counts a plan whose checkout gave no country under the country audit geolocates from the address the checkout started from', async () => {
    const count = async (region: string) => (await ok(staff, 'query($r: String) { subscriptionCount(region: $r, level: "PLUS") }', { r: region })).subscriptionCount as number;
    const countryJobs = async (subscriptionId: string) =>
      Number((await execute<{ n: string }>(economy.db.em.fork(), `select count(*) as n from economy.job where kind = 'subscriptions.country-from-ip' and payload->>'providerSubscriptionId' = ?`, [subscriptionId]))[0]!.n);
    const checkoutIpOf = async (userId: string) => (await execute<{ ip: string | null }>(economy.db.em.fork(), 'select checkout_ip as ip from economy.payment_customer where user_id = ?', [userId]))[0]?.ip;
    const runJobs = async () => {
      while (await economy.services.jobs.runOnce(economy.db)) {
        // until none is due
      }
    };
    const before = await count('GB');
    // 81.2.69.142 is in GB by the offline database (audit's geolocation tests).
    const fromLondon: Identity = { ...asUser(randomUUID()), clientIp: '81.2.69.142' };
    const { events } = await paidCheckout(fromLondon, plusPrice, null);
    expect(await checkoutIpOf(fromLondon.userId!)).toBe('81.2.69.142');
    await deliverAll(events);
    // Completed without a country: the address goes into a job (the checkout did not wait for audit) and off the customer.
    expect((await ok(fromLondon, MINE)).mySubscription).toMatchObject({ planLevel: 'PLUS', country: null });
    expect(await checkoutIpOf(fromLondon.userId!)).toBeNull();
    expect(await countryJobs(subscriptionIdOf(events))).toBe(1);
    await runJobs();
    expect((await ok(fromLondon, MINE)).mySubscription).toMatchObject({ planLevel: 'PLUS', country: 'GB' });
    expect(await count('GB')).toBe(before + 1);
    // The provider's country wins: the address is not geolocated then (and is forgotten all the same).
    const withCountry: Identity = { ...asUser(randomUUID()), clientIp: '81.2.69.142' };
    const paid = await paidCheckout(withCountry, plusPrice, 'ES');
    await deliverAll(paid.events);
    await runJobs();
    expect(await countryJobs(subscriptionIdOf(paid.events))).toBe(0);
    expect((await ok(withCountry, MINE)).mySubscription.country).toBe('ES');
    expect(await checkoutIpOf(withCountry.userId!)).toBeNull();
    // An address the database places nowhere (a private one) leaves the country unknown.
    const local: Identity = { ...asUser(randomUUID()), clientIp: '10.0.0.7' };
    const unplaced = await paidCheckout(local, plusPrice, null);
    await deliverAll(unplaced.events);
    await runJobs();
    expect((await ok(local, MINE)).mySubscription.country).toBeNull();
    expect(await count('GB')).toBe(before + 1);
  });
});

describe('checkout addresses', () => {
  it('forgets the address of a checkout that never completed once it can no longer complete (a day after it started)', async () => {
    const kept = async (userId: string) =>
      (await execute<{ ip: string | null; at: Date | string | null }>(economy.db.em.fork(), 'select checkout_ip as ip, checkout_ip_at as at from economy.payment_customer where user_id = ?', [userId]))[0];
    const abandoning: Identity = { ...asUser(randomUUID()), clientIp: '81.2.69.142' };
    await ok(abandoning, CHECKOUT, { p: plusPrice });
    const row = await kept(abandoning.userId!);
    expect(row?.ip).toBe('81.2.69.142');
    const startedAt = new Date(row!.at!).getTime();
    const forget = (at: number) => economy.services.checkoutCountries.forgetAbandoned(economy.db.em.fork(), new Date(at));
    // Within the day a Checkout Session lives, the address stays: the checkout may still complete.
    await forget(startedAt + day - 1000);
    expect((await kept(abandoning.userId!))?.ip).toBe('81.2.69.142');
    await forget(startedAt + day + 1000);
    expect(await kept(abandoning.userId!)).toMatchObject({ ip: null, at: null });
  });
});
