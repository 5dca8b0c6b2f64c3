import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Stripe from 'stripe';
import { bearerOf, FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for Stripe's API, for tests, speaking its wire format: form-encoded bodies with bracket notation
 * (`line_items[0][price]`, `metadata[userId]`, `expand[]`), `Authorization: Bearer sk_…` (401 otherwise), errors as
 * `{ error: { type, code, message, param } }` (400 for unknown, missing or invalid parameters, 404 `resource_missing`
 * for unknown ids), lists as `{ object: 'list', data, has_more, url }` newest first with `limit` and `starting_after`.
 *
 * Endpoints: GET /v1/products, GET /v1/prices (`active`, `product`, `type`, `expand[]=data.product`), POST and GET
 * /v1/customers, POST and GET /v1/checkout/sessions, POST /v1/billing_portal/sessions, GET /v1/subscriptions/{id},
 * GET /v1/invoices/{id}; and the hosted pages a browser finishes the flow on: GET /checkout/{id} (Pay, Cancel) and
 * GET /portal/{id} (Cancel plan, Back).
 *
 * What Stripe does on its own (a customer paying, a renewal, a failed charge, the end of a subscription) is done by
 * test controls (completeCheckout, renew, failPayment, cancelAtPeriodEnd, endSubscription), which change the objects
 * and return the events Stripe would send, delivered to `webhookUrl` (when set) signed as Stripe signs them. The
 * signature is computed here from Stripe's documented scheme, not with the SDK, so the product's verification is
 * tested against an independent implementation.
 */

type Interval = 'day' | 'week' | 'month' | 'year';

export interface FakeStripePriceSeed {
  /** In the currency's smallest unit (cents). */
  unitAmount: number;
  /** Default `usd`. */
  currency?: string;
  /** A subscription price (default every 1 `interval`); absent or null: a one-time price. */
  recurring?: { interval: Interval; intervalCount?: number } | null;
  active?: boolean;
  lookupKey?: string;
  nickname?: string;
}

export interface FakeStripeProductSeed {
  name: string;
  description?: string | null;
  /** Stripe keeps metadata as strings. */
  metadata?: Record<string, string>;
  active?: boolean;
  prices: FakeStripePriceSeed[];
}

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (settable later: `fake.webhookUrl = …`). */
  webhookUrl?: string | null;
  products?: FakeStripeProductSeed[];
  /** The fake's clock, in milliseconds (default Date.now): every `created` and period is read from it (signatures use the real clock). */
  now?: () => number;
  /**
   * Keeps the fake's objects (products and prices, customers, checkout and portal sessions, subscriptions, invoices,
   * events) in this JSON file across restarts: read at start when it exists, and then `products` are not added again;
   * written after every change. The demo's stand-in uses it, so a demo plan outlives a restart of `npm start`.
   */
  stateFile?: string;
}

/** What `stateFile` holds. */
interface FakeStripeState {
  products: [string, FakeProduct][];
  prices: [string, FakePrice][];
  customers: [string, FakeCustomer][];
  checkoutSessions: [string, SessionState][];
  portalSessions: [string, FakePortalSession][];
  subscriptions: [string, FakeSubscription][];
  invoices: [string, FakeInvoice][];
  events: FakeStripeEvent[];
}

/** A Stripe list object. */
export interface FakeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

// Each object carries the SDK type's fields the product may read (Pick keeps the names and types checked against the SDK).
export type FakeProduct = Pick<
  Stripe.Product,
  'id' | 'object' | 'active' | 'created' | 'default_price' | 'description' | 'images' | 'livemode' | 'metadata' | 'name' | 'type' | 'updated' | 'url'
>;
export type FakePrice = Pick<
  Stripe.Price,
  'id' | 'object' | 'active' | 'billing_scheme' | 'created' | 'currency' | 'livemode' | 'lookup_key' | 'metadata' | 'nickname' | 'recurring' | 'tax_behavior' | 'type' | 'unit_amount'
> & { product: string | FakeProduct };
export type FakeCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'balance' | 'created' | 'description' | 'email' | 'livemode' | 'metadata' | 'name'>;
export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_status'
  | 'status'
  | 'subscription'
  | 'success_url'
  | 'ui_mode'
  | 'url'
>;
export type FakePortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'configuration' | 'created' | 'customer' | 'livemode' | 'return_url' | 'url'>;
export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'metadata' | 'quantity' | 'subscription'
> & { price: FakePrice };
export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'start_date'
  | 'status'
  | 'trial_end'
  | 'trial_start'
> & { items: FakeList<FakeSubscriptionItem> };
export type FakeInvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  'id' | 'object' | 'amount' | 'currency' | 'description' | 'invoice' | 'livemode' | 'metadata' | 'parent' | 'period' | 'quantity' | 'subtotal'
> & { pricing: { type: 'price_details'; price_details: { price: string; product: string } } };
export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'subtotal'
  | 'total'
> & { lines: FakeList<FakeInvoiceLine> };

/** What an event is about: one of the fake's objects, or any object a test forges. */
export type FakeEventObject = FakeCheckoutSession | FakeSubscription | FakeInvoice | { id: string; object: string; [field: string]: unknown };

export type FakeStripeEvent = Pick<Stripe.EventBase, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: Stripe.Event.Type;
  data: { object: FakeEventObject; previous_attributes?: Record<string, unknown> };
};

export interface SignedEvent {
  event: FakeStripeEvent;
  /** The body as sent, byte for byte. */
  payload: string;
  /** The `Stripe-Signature` header. */
  signature: string;
}

export interface EventOptions {
  /** Deliver the events to `webhookUrl` (default: when it is set). False returns them undelivered (to deliver later, in any order). */
  deliver?: boolean;
}

export interface Delivery {
  event: FakeStripeEvent;
  status: number;
}

class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** `a[b][0][c]=v` pairs → nested objects (arrays stay objects keyed by index; `[]` appends the next index). */
type Form = { [key: string]: string | Form };

function parseForm(params: URLSearchParams): Form {
  const root: Form = {};
  for (const [key, value] of params) {
    const segments = key.match(/^[^[\]]+|\[[^\]]*\]/g);
    if (!segments || segments.join('') !== key) throw new StripeRequestError(400, 'parameter_invalid', `Invalid parameter name: ${key}`, key);
    const names = segments.map((s) => (s.startsWith('[') ? s.slice(1, -1) : s));
    let node = root;
    for (const [i, raw] of names.entries()) {
      const name = raw === '' ? String(Object.keys(node).length) : raw;
      if (i === names.length - 1) {
        node[name] = value;
        break;
      }
      const next = node[name] ?? {};
      if (typeof next === 'string') throw new StripeRequestError(400, 'parameter_invalid', `Invalid value for ${key}`, key);
      node[name] = next;
      node = next;
    }
  }
  return root;
}

const text = (form: Form, name: string): string | undefined => {
  const value = form[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new StripeRequestError(400, 'parameter_invalid', `Invalid string: ${name}`, name);
  return value;
};
const required = (form: Form, name: string): string => {
  const value = text(form, name);
  if (value === undefined || value === '') throw new StripeRequestError(400, 'parameter_missing', `Missing required param: ${name}.`, name);
  return value;
};
const object = (form: Form, name: string): Form => {
  const value = form[name];
  if (value === undefined) return {};
  if (typeof value === 'string') throw new StripeRequestError(400, 'parameter_invalid', `Invalid object: ${name}`, name);
  return value;
};
/** An array parameter's items in index order. */
const items = (form: Form, name: string): (string | Form)[] =>
  Object.entries(object(form, name))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => v);
const strings = (form: Form, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(object(form, name)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
const bool = (form: Form, name: string): boolean | undefined => {
  const value = text(form, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new StripeRequestError(400, 'parameter_invalid', `Invalid boolean: ${value}`, name);
  return value === 'true';
};
function allowOnly(form: Form, allowed: string[]): void {
  const unknown = Object.keys(form).find((k) => !allowed.includes(k));
  if (unknown !== undefined) throw new StripeRequestError(400, 'parameter_unknown', `Received unknown parameter: ${unknown}`, unknown);
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Stripe's style: a prefix and random base-62 characters. */
function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `unix` seconds plus `count` intervals, on the calendar in UTC as Stripe bills (a month after 31 Jan is the end of Feb). */
function addInterval(unix: number, interval: Interval, count: number): number {
  const date = new Date(unix * 1000);
  if (interval === 'day' || interval === 'week') {
    date.setUTCDate(date.getUTCDate() + count * (interval === 'week' ? 7 : 1));
    return Math.floor(date.getTime() / 1000);
  }
  const months = interval === 'year' ? 12 * count : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

interface SessionState {
  session: FakeCheckoutSession;
  priceId: string;
  quantity: number;
  subscriptionMetadata: Record<string, string>;
}

export class FakeStripe {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where events are delivered; null: nowhere (the controls still return them). */
  webhookUrl: string | null;
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly checkoutSessions = new Map<string, SessionState>();
  readonly portalSessions = new Map<string, FakePortalSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** Every event the controls made, in order. */
  readonly events: FakeStripeEvent[] = [];
  /** Every delivery attempted, with the receiver's status. */
  readonly deliveries: Delivery[] = [];
  private readonly clock: () => number;
  private readonly stateFile: string | null;

  private constructor(
    readonly server: FakeServer,
    options: FakeStripeOptions,
  ) {
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
    this.webhookUrl = options.webhookUrl ?? null;
    this.clock = options.now ?? Date.now;
    this.stateFile = options.stateFile ?? null;
    if (this.stateFile && existsSync(this.stateFile)) this.restore(JSON.parse(readFileSync(this.stateFile, 'utf8')) as FakeStripeState);
    else for (const product of options.products ?? []) this.addProduct(product);
    this.save();
  }

  private restore(state: FakeStripeState): void {
    const fill = <T>(map: Map<string, T>, entries: [string, T][]) => entries.forEach(([id, value]) => map.set(id, value));
    fill(this.products, state.products);
    fill(this.prices, state.prices);
    fill(this.customers, state.customers);
    fill(this.checkoutSessions, state.checkoutSessions);
    fill(this.portalSessions, state.portalSessions);
    fill(this.subscriptions, state.subscriptions);
    fill(this.invoices, state.invoices);
    this.events.push(...state.events);
  }

  /** Writes `stateFile` whole (a new file renamed over the old: a crash leaves one or the other). */
  private save(): void {
    if (!this.stateFile) return;
    const state: FakeStripeState = {
      products: [...this.products],
      prices: [...this.prices],
      customers: [...this.customers],
      checkoutSessions: [...this.checkoutSessions],
      portalSessions: [...this.portalSessions],
      subscriptions: [...this.subscriptions],
      invoices: [...this.invoices],
      events: this.events,
    };
    mkdirSync(dirname(this.stateFile), { recursive: true });
    writeFileSync(`${this.stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
  }

  static async start(options: FakeStripeOptions = {}): Promise<FakeStripe> {
    let fake: FakeStripe | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeStripe(server, options);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  /** Environment for the product pointing at this fake. */
  env(): Record<string, string> {
    return { STRIPE_API_URL: this.url, STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** Adds a product and its prices (as if made in Stripe's dashboard). */
  addProduct(seed: FakeStripeProductSeed): { product: FakeProduct; prices: FakePrice[] } {
    const created = this.nowSeconds();
    const product: FakeProduct = {
      id: stripeId('prod_', 14),
      object: 'product',
      active: seed.active ?? true,
      created,
      default_price: null,
      description: seed.description ?? null,
      images: [],
      livemode: false,
      metadata: { ...seed.metadata },
      name: seed.name,
      type: 'service',
      updated: created,
      url: null,
    };
    this.products.set(product.id, product);
    const prices = seed.prices.map((p) => {
      const price: FakePrice = {
        id: stripeId('price_'),
        object: 'price',
        active: p.active ?? true,
        billing_scheme: 'per_unit',
        created,
        currency: p.currency ?? 'usd',
        livemode: false,
        lookup_key: p.lookupKey ?? null,
        metadata: {},
        nickname: p.nickname ?? null,
        product: product.id,
        recurring: p.recurring
          ? { interval: p.recurring.interval, interval_count: p.recurring.intervalCount ?? 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
          : null,
        tax_behavior: 'unspecified',
        type: p.recurring ? 'recurring' : 'one_time',
        unit_amount: p.unitAmount,
      };
      this.prices.set(price.id, price);
      return price;
    });
    product.default_price = prices[0]?.id ?? null;
    this.save();
    return { product, prices };
  }

  // --- Webhooks -------------------------------------------------------------------------------------------------

  /**
   * `Stripe-Signature` for a body: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the webhook secret>`.
   * Signed by the real clock (when it is sent), not the fake's: the receiver checks the time against its own clock.
   */
  sign(payload: string, signedAt = Math.floor(Date.now() / 1000), secret = this.webhookSecret): string {
    const v1 = createHmac('sha256', secret).update(`${signedAt}.${payload}`, 'utf8').digest('hex');
    return `t=${signedAt},v1=${v1}`;
  }

  /** An event about an object, signed (not delivered): `createdAt` (fake clock) and `signedAt` (real clock) in unix seconds, default now. */
  signedEvent(
    type: Stripe.Event.Type,
    object: FakeEventObject,
    options: { createdAt?: number; signedAt?: number; previousAttributes?: Record<string, unknown> } = {},
  ): SignedEvent {
    return this.signEvent(this.event(type, object, options.previousAttributes, options.createdAt), options);
  }

  /** An event as it is sent: its JSON body and that body's signature (`signedAt` in unix seconds, default now). */
  signEvent(event: FakeStripeEvent, options: { signedAt?: number } = {}): SignedEvent {
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: this.sign(payload, options.signedAt) };
  }

  /**
   * POSTs the event to `webhookUrl` as Stripe does (JSON, signed now); answers the receiver's HTTP status, or 0 when
   * it could not be reached (Stripe would try again later; the fake does not).
   */
  async deliver(event: FakeStripeEvent): Promise<number> {
    if (!this.webhookUrl) throw new Error('FakeStripe.deliver: no webhookUrl set');
    const { payload, signature } = this.signEvent(event);
    let status = 0;
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signature,
        },
        body: payload,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // Unreachable endpoint: recorded as status 0.
    }
    this.deliveries.push({ event, status });
    return status;
  }

  // --- What Stripe does on its own --------------------------------------------------------------------------------

  /**
   * The customer pays on the checkout page. Subscription mode: a subscription (active, one interval from now) and its
   * first invoice (paid, `subscription_create`); events checkout.session.completed, customer.subscription.created,
   * invoice.paid. Payment mode: the session is paid; event checkout.session.completed.
   */
  /** `country`: the buyer's address's (default US; null: the buyer gave none, as Stripe's own checkout may leave it). */
  async completeCheckout(sessionId: string, options: EventOptions & { country?: string | null } = {}): Promise<FakeStripeEvent[]> {
    const state = this.checkoutSessions.get(sessionId);
    if (!state) throw new Error(`FakeStripe: no checkout session ${sessionId}`);
    const { session } = state;
    if (session.status !== 'open') throw new Error(`FakeStripe: checkout session ${sessionId} is ${session.status}`);
    const customer = this.customers.get(session.customer as string)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    // Stripe gives the url only while the session is open.
    session.url = null;
    session.customer_details = {
      address: { city: null, country: options.country === undefined ? 'US' : options.country, line1: null, line2: null, postal_code: null, state: null },
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    if (session.mode === 'payment') {
      session.payment_intent = stripeId('pi_');
      return this.emit([this.event('checkout.session.completed', session)], options);
    }
    const price = this.prices.get(state.priceId)!;
    const now = this.nowSeconds();
    const subscriptionId = stripeId('sub_');
    const item: FakeSubscriptionItem = {
      id: stripeId('si_', 14),
      object: 'subscription_item',
      created: now,
      current_period_start: now,
      current_period_end: this.periodEnd(now, price),
      metadata: {},
      price,
      quantity: state.quantity,
      subscription: subscriptionId,
    };
    const subscription: FakeSubscription = {
      id: subscriptionId,
      object: 'subscription',
      billing_cycle_anchor: now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: customer.id,
      description: null,
      ended_at: null,
      items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${subscriptionId}` },
      latest_invoice: null,
      livemode: false,
      metadata: { ...state.subscriptionMetadata },
      start_date: now,
      status: 'active',
      trial_end: null,
      trial_start: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.invoice(subscription, 'subscription_create', true, now, now);
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    return this.emit(
      [
        this.event('checkout.session.completed', session),
        this.event('customer.subscription.created', subscription),
        this.event('invoice.paid', invoice),
      ],
      options,
    );
  }

  /** The next period begins and is paid: customer.subscription.updated (the item's new period), invoice.paid (`subscription_cycle`). */
  async renew(subscriptionId: string, options: EventOptions = {}): Promise<FakeStripeEvent[]> {
    const subscription = this.liveSubscription(subscriptionId);
    const previous = this.advancePeriod(subscription);
    const invoice = this.invoice(subscription, 'subscription_cycle', true, previous.start, previous.end);
    const previousAttributes: Record<string, unknown> = { items: previous.items, latest_invoice: previous.latestInvoice };
    if (subscription.status !== 'active') {
      previousAttributes.status = subscription.status;
      subscription.status = 'active';
    }
    return this.emit([this.event('customer.subscription.updated', subscription, previousAttributes), this.event('invoice.paid', invoice)], options);
  }

  /**
   * The next period begins and its charge fails, as at a renewal with a declined card: the period moves on (Stripe
   * advances it when it invoices), the invoice stays open, the subscription becomes past_due. Events
   * invoice.payment_failed, customer.subscription.updated.
   */
  async failPayment(subscriptionId: string, options: EventOptions = {}): Promise<FakeStripeEvent[]> {
    const subscription = this.liveSubscription(subscriptionId);
    const previous = this.advancePeriod(subscription);
    const invoice = this.invoice(subscription, 'subscription_cycle', false, previous.start, previous.end);
    const previousStatus = subscription.status;
    subscription.status = 'past_due';
    return this.emit(
      [
        this.event('invoice.payment_failed', invoice),
        this.event('customer.subscription.updated', subscription, { status: previousStatus, items: previous.items, latest_invoice: previous.latestInvoice }),
      ],
      options,
    );
  }

  /** The customer cancels in the portal: the subscription runs to the period's end. Event customer.subscription.updated. */
  async cancelAtPeriodEnd(subscriptionId: string, options: EventOptions = {}): Promise<FakeStripeEvent[]> {
    const subscription = this.liveSubscription(subscriptionId);
    const previous = {
      cancel_at: subscription.cancel_at,
      cancel_at_period_end: subscription.cancel_at_period_end,
      canceled_at: subscription.canceled_at,
      cancellation_details: { ...subscription.cancellation_details },
    };
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = subscription.items.data[0]!.current_period_end;
    subscription.canceled_at = this.nowSeconds();
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: 'cancellation_requested' };
    return this.emit([this.event('customer.subscription.updated', subscription, previous)], options);
  }

  /** The subscription ends (its canceled period ran out, or it was cancelled now). Event customer.subscription.deleted. */
  async endSubscription(subscriptionId: string, options: EventOptions = {}): Promise<FakeStripeEvent[]> {
    const subscription = this.liveSubscription(subscriptionId);
    const now = this.nowSeconds();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    subscription.cancellation_details ??= { comment: null, feedback: null, feedback_option: null, reason: 'cancellation_requested' };
    subscription.cancellation_details.reason ??= 'cancellation_requested';
    return this.emit([this.event('customer.subscription.deleted', subscription)], options);
  }

  // --- Internals ----------------------------------------------------------------------------------------------------

  private nowSeconds(): number {
    return Math.floor(this.clock() / 1000);
  }

  private periodEnd(start: number, price: FakePrice): number {
    const recurring = price.recurring!;
    return addInterval(start, recurring.interval as Interval, recurring.interval_count);
  }

  private liveSubscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`FakeStripe: no subscription ${id}`);
    if (subscription.status === 'canceled') throw new Error(`FakeStripe: subscription ${id} is canceled`);
    return subscription;
  }

  /** Moves the item to its next period; answers what it was (for previous_attributes and the invoice's look-back period). */
  private advancePeriod(subscription: FakeSubscription) {
    const item = subscription.items.data[0]!;
    const items = structuredClone(subscription.items);
    const start = item.current_period_start;
    const end = item.current_period_end;
    item.current_period_start = end;
    item.current_period_end = this.periodEnd(end, item.price);
    return { start, end, items, latestInvoice: subscription.latest_invoice };
  }

  /**
   * An invoice for the subscription's current period. As on Stripe, the invoice's own period_start/period_end look
   * back (equal for the first invoice); the period paid for is the line's `period`.
   */
  private invoice(subscription: FakeSubscription, reason: 'subscription_create' | 'subscription_cycle', paid: boolean, periodStart: number, periodEnd: number): FakeInvoice {
    const item = subscription.items.data[0]!;
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const customer = this.customers.get(subscription.customer as string);
    const id = stripeId('in_');
    const now = this.nowSeconds();
    const productId = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: subscription.currency,
      customer: subscription.customer as string,
      customer_email: customer?.email ?? null,
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : addInterval(now, 'day', 3),
      number: `FAKE-${String(this.invoices.size + 1).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
      period_end: periodEnd,
      period_start: periodStart,
      status: paid ? 'paid' : 'open',
      subtotal: amount,
      total: amount,
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: [
          {
            id: stripeId('il_'),
            object: 'line_item',
            amount,
            currency: subscription.currency,
            description: `${item.quantity ?? 1} × ${this.products.get(productId)?.name ?? productId}`,
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: { invoice_item: null, proration: false, proration_details: null, subscription: subscription.id, subscription_item: item.id },
            },
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: { type: 'price_details', price_details: { price: item.price.id, product: productId } },
            quantity: item.quantity ?? 1,
            subtotal: amount,
          },
        ],
      },
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  private event(type: Stripe.Event.Type, object: FakeEventObject, previousAttributes?: Record<string, unknown>, createdAt?: number): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: stripeId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: createdAt ?? this.nowSeconds(),
      // A snapshot: later changes to the object must not show in an event already made.
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    return event;
  }

  /** Delivers in order (each after the previous answered), when asked and a webhook URL is set. */
  private async emit(events: FakeStripeEvent[], options: EventOptions): Promise<FakeStripeEvent[]> {
    this.save();
    if (options.deliver ?? this.webhookUrl !== null) {
      for (const event of events) await this.deliver(event);
    }
    return events;
  }

  private list<T extends { id: string }>(all: T[], query: URLSearchParams, url: string): FakeList<T> {
    const limitText = query.get('limit') ?? '10';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw new StripeRequestError(400, 'parameter_invalid_integer', 'Invalid integer: limit must be between 1 and 100', 'limit');
    }
    // Newest first, as Stripe lists.
    const ordered = [...all].reverse();
    const after = query.get('starting_after');
    let start = 0;
    if (after) {
      const index = ordered.findIndex((o) => o.id === after);
      if (index < 0) throw new StripeRequestError(400, 'resource_missing', `No such object: '${after}'`, 'starting_after');
      start = index + 1;
    }
    const data = ordered.slice(start, start + limit);
    return { object: 'list', data, has_more: start + limit < ordered.length, url };
  }

  // --- HTTP ---------------------------------------------------------------------------------------------------------

  private async handle(request: RecordedRequest): Promise<FakeReply> {
    try {
      if (request.path.startsWith('/v1/')) {
        if (bearerOf(request) !== this.secretKey) {
          const given = bearerOf(request);
          return {
            status: 401,
            json: {
              error: {
                type: 'invalid_request_error',
                message: given ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` : 'You did not provide an API key.',
              },
            },
          };
        }
        const json = this.api(request);
        if (request.method !== 'GET') this.save();
        return { status: 200, json };
      }
      return await this.page(request);
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      return {
        status: error.status,
        json: {
          error: {
            type: 'invalid_request_error',
            code: error.code,
            message: error.message,
            ...(error.param ? { param: error.param } : {}),
            doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`,
          },
        },
      };
    }
  }

  private api(request: RecordedRequest): unknown {
    const { method, path } = request;
    const form = parseForm(method === 'GET' ? request.query : new URLSearchParams(request.body));
    const one = <T>(map: Map<string, T>, id: string, kind: string): T => {
      const found = map.get(id);
      if (!found) throw new StripeRequestError(404, 'resource_missing', `No such ${kind}: '${id}'`, 'id');
      return found;
    };
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/products') {
      allowOnly(form, ['active', 'limit', 'starting_after', 'expand']);
      const active = bool(form, 'active');
      return this.list([...this.products.values()].filter((p) => active === undefined || p.active === active), request.query, '/v1/products');
    }
    if (method === 'GET' && path === '/v1/prices') {
      allowOnly(form, ['active', 'product', 'type', 'limit', 'starting_after', 'expand']);
      const active = bool(form, 'active');
      const product = text(form, 'product');
      const type = text(form, 'type');
      const expand = items(form, 'expand');
      const unknownExpand = expand.find((e) => e !== 'data.product');
      if (unknownExpand !== undefined) throw new StripeRequestError(400, 'parameter_invalid', `This property cannot be expanded (${String(unknownExpand)}).`, 'expand');
      const matching = [...this.prices.values()].filter(
        (p) => (active === undefined || p.active === active) && (product === undefined || p.product === product) && (type === undefined || p.type === type),
      );
      const page = this.list(matching, request.query, '/v1/prices');
      if (expand.length === 0) return page;
      return { ...page, data: page.data.map((p) => ({ ...p, product: this.products.get(p.product as string) })) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      allowOnly(form, ['email', 'name', 'description', 'metadata', 'expand']);
      const customer: FakeCustomer = {
        id: stripeId('cus_', 14),
        object: 'customer',
        balance: 0,
        created: this.nowSeconds(),
        description: text(form, 'description') ?? null,
        email: text(form, 'email') ?? null,
        livemode: false,
        metadata: strings(form, 'metadata'),
        name: text(form, 'name') ?? null,
      };
      this.customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) return one(this.customers, match[1]!, 'customer');
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(form);
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return one(this.checkoutSessions, match[1]!, 'checkout.session').session;
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      allowOnly(form, ['customer', 'return_url', 'expand']);
      const customer = required(form, 'customer');
      if (!this.customers.has(customer)) throw new StripeRequestError(400, 'resource_missing', `No such customer: '${customer}'`, 'customer');
      const id = stripeId('bps_');
      const session: FakePortalSession = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_fake_default',
        created: this.nowSeconds(),
        customer,
        livemode: false,
        return_url: text(form, 'return_url') ?? null,
        url: `${this.url}/portal/${id}`,
      };
      this.portalSessions.set(id, session);
      return session;
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return one(this.subscriptions, match[1]!, 'subscription');
    if (method === 'GET' && (match = path.match(/^\/v1\/invoices\/([^/]+)$/))) return one(this.invoices, match[1]!, 'invoice');
    throw new StripeRequestError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCheckoutSession(form: Form): FakeCheckoutSession {
    allowOnly(form, ['mode', 'customer', 'line_items', 'success_url', 'cancel_url', 'client_reference_id', 'metadata', 'subscription_data', 'expand']);
    const mode = required(form, 'mode');
    if (mode !== 'subscription' && mode !== 'payment') throw new StripeRequestError(400, 'parameter_invalid', `Invalid mode: ${mode}`, 'mode');
    const customer = required(form, 'customer');
    if (!this.customers.has(customer)) throw new StripeRequestError(400, 'resource_missing', `No such customer: '${customer}'`, 'customer');
    const lines = items(form, 'line_items');
    const line = lines[0];
    if (lines.length !== 1 || line === undefined || typeof line === 'string') {
      throw new StripeRequestError(400, 'parameter_invalid', 'The fake takes exactly one line item', 'line_items');
    }
    const priceId = required(line, 'price');
    const quantity = Number(text(line, 'quantity') ?? '1');
    const price = this.prices.get(priceId);
    if (!price) throw new StripeRequestError(400, 'resource_missing', `No such price: '${priceId}'`, 'line_items[0][price]');
    if (!price.active) throw new StripeRequestError(400, 'parameter_invalid', `The price specified is inactive: ${priceId}`, 'line_items[0][price]');
    if (mode === 'subscription' && price.type !== 'recurring') {
      throw new StripeRequestError(400, 'parameter_invalid', 'You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
    }
    if (mode === 'payment' && price.type === 'recurring') {
      throw new StripeRequestError(400, 'parameter_invalid', 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', 'line_items');
    }
    const id = stripeId('cs_test_a1', 58);
    const now = this.nowSeconds();
    const amount = (price.unit_amount ?? 0) * quantity;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(form, 'cancel_url') ?? null,
      client_reference_id: text(form, 'client_reference_id') ?? null,
      created: now,
      currency: price.currency,
      customer,
      customer_details: null,
      expires_at: now + 24 * 3600,
      invoice: null,
      livemode: false,
      metadata: strings(form, 'metadata'),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      // Kept as given: Stripe fills `{CHECKOUT_SESSION_ID}` in when it redirects.
      success_url: required(form, 'success_url'),
      ui_mode: 'hosted',
      url: `${this.url}/checkout/${id}`,
    };
    this.checkoutSessions.set(id, { session, priceId, quantity, subscriptionMetadata: strings(object(form, 'subscription_data'), 'metadata') });
    return session;
  }

  // --- Hosted pages -------------------------------------------------------------------------------------------------

  private async page(request: RecordedRequest): Promise<FakeReply> {
    const html = (status: number, title: string, body: string): FakeReply => ({
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      text: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
    });
    const redirect = (location: string): FakeReply => ({ status: 303, headers: { location }, text: '' });
    let match: RegExpMatchArray | null;
    if ((match = request.path.match(/^\/checkout\/([^/]+)(\/pay)?$/))) {
      const state = this.checkoutSessions.get(match[1]!);
      if (!state) return html(404, 'Not found', '<h1>Something went wrong</h1><p>This checkout page does not exist.</p>');
      const { session } = state;
      if (session.status !== 'open') return html(410, 'Checkout', '<h1>This Checkout Session is no longer active.</h1>');
      if (request.method === 'POST' && match[2]) {
        // Awaits the webhooks before the redirect, so the page the browser lands on finds them handled.
        await this.completeCheckout(session.id);
        return redirect(session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (request.method !== 'GET' || match[2]) return html(405, 'Checkout', '<h1>Method not allowed</h1>');
      const price = this.prices.get(state.priceId)!;
      const product = this.products.get(price.product as string)!;
      const every = price.recurring ? ` per ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ` : ''}${price.recurring.interval}` : '';
      return html(
        200,
        `Pay ${product.name}`,
        `<h1>${escapeHtml(product.name)}</h1>` +
          (product.description ? `<p>${escapeHtml(product.description)}</p>` : '') +
          `<p class="price">${escapeHtml(money(price.unit_amount ?? 0, price.currency) + every)}</p>` +
          `<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay"><button type="submit">Pay</button></form>` +
          (session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''),
      );
    }
    if ((match = request.path.match(/^\/portal\/([^/]+)(\/cancel)?$/))) {
      const portal = this.portalSessions.get(match[1]!);
      if (!portal) return html(404, 'Not found', '<h1>Something went wrong</h1><p>This portal page does not exist.</p>');
      const returnUrl = portal.return_url ?? this.url;
      if (request.method === 'POST' && match[2]) {
        const subscriptionId = new URLSearchParams(request.body).get('subscription') ?? '';
        const subscription = this.subscriptions.get(subscriptionId);
        if (!subscription || subscription.customer !== portal.customer || subscription.status === 'canceled') {
          return html(400, 'Billing', '<h1>This plan cannot be cancelled.</h1>');
        }
        await this.cancelAtPeriodEnd(subscriptionId);
        return redirect(returnUrl);
      }
      if (request.method !== 'GET' || match[2]) return html(405, 'Billing', '<h1>Method not allowed</h1>');
      const mine = [...this.subscriptions.values()].filter((s) => s.customer === portal.customer && s.status !== 'canceled');
      const rows = mine.map((s) => {
        const item = s.items.data[0]!;
        const product = this.products.get(item.price.product as string);
        const until = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
        const state = s.cancel_at_period_end ? `Cancels ${until}` : `${s.status === 'active' ? 'Renews' : `${s.status}, next period ends`} ${until}`;
        const cancel = s.cancel_at_period_end
          ? ''
          : `<form method="post" action="/portal/${encodeURIComponent(portal.id)}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit">Cancel plan</button></form>`;
        return `<li data-subscription="${escapeHtml(s.id)}"><strong>${escapeHtml(product?.name ?? '')}</strong> ${escapeHtml(money(item.price.unit_amount ?? 0, item.price.currency))} <span class="status">${escapeHtml(state)}</span>${cancel}</li>`;
      });
      return html(
        200,
        'Billing',
        `<h1>Current plan</h1>${rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No active plan.</p>'}<a href="${escapeHtml(returnUrl)}">Back</a>`,
      );
    }
    return html(404, 'Not found', '<h1>Not found</h1>');
  }
}
