import Stripe from 'stripe';
import { PaymentCustomerMissingError, PaymentSignatureError, type CheckoutRequest, type PaymentProvider, type ProviderPrice } from './payment-provider.ts';

/**
 * The payment provider on Stripe's API, through the official SDK. Tests point `apiUrl` at the local fake
 * (stripe.fake.ts); production leaves it at https://api.stripe.com.
 */
export interface StripeSettings {
  /** Stripe's API origin, e.g. https://api.stripe.com or http://127.0.0.1:5555 (no path: the SDK adds /v1). */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Time limit of one HTTP attempt (the SDK's `timeout`). */
  timeoutMs?: number;
  /** Retries after a network error, a 409 or a 5xx (POSTs carry an idempotency key the SDK makes, so a retry never doubles). */
  maxNetworkRetries?: number;
}

/** Stripe's default tolerance for a webhook's signed timestamp, in seconds (against replays). */
const webhookToleranceSeconds = 300;
/** The intervals Stripe documents (the SDK's type also admits any string, for values added later). */
const intervals = ['day', 'week', 'month', 'year'] as const;

export class StripePaymentProvider implements PaymentProvider {
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    const url = new URL(settings.apiUrl);
    if (url.pathname !== '/' || url.search) throw new Error(`STRIPE_API_URL must be an origin without a path (got ${settings.apiUrl})`);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(settings.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // The SDK's default (80 s) would hold a user's request long after they gave up.
      timeout: settings.timeoutMs ?? 10_000,
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      // No request-latency telemetry headers sent to Stripe: nothing reads them on our side.
      telemetry: false,
    });
    this.webhookSecret = settings.webhookSecret;
  }

  async listPrices(): Promise<ProviderPrice[]> {
    const prices: ProviderPrice[] = [];
    // The SDK's auto-pagination follows `has_more` with `starting_after` the last id of each page.
    for await (const price of this.stripe.prices.list({ active: true, expand: ['data.product'], limit: 100 })) {
      const product = price.product;
      if (typeof product === 'string' || product.deleted || !product.active) continue;
      // Tiered and customer-chosen amounts have no unit amount: we sell neither.
      if (price.unit_amount === null) continue;
      prices.push({
        priceId: price.id,
        productId: product.id,
        productName: product.name,
        productDescription: product.description,
        productMetadata: { ...product.metadata },
        type: price.type === 'recurring' ? 'recurring' : 'one_time',
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval: intervals.find((i) => i === price.recurring?.interval) ?? null,
        intervalCount: price.recurring?.interval_count ?? null,
      });
    }
    return prices;
  }

  async createCustomer(input: { userId: string; email: string | null }): Promise<{ customerId: string }> {
    const customer = await this.stripe.customers.create({
      ...(input.email !== null ? { email: input.email } : {}),
      metadata: { userId: input.userId },
    });
    return { customerId: customer.id };
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions
      .create({
        mode: input.mode,
        customer: input.customerId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        // The price travels with the session: a completed token pack is credited from it (the webhook's session has no line items).
        metadata: { userId: input.userId, priceId: input.priceId },
        // The subscription carries the user too, so its own events (renewals, cancellations) map back without the session.
        ...(input.mode === 'subscription' ? { subscription_data: { metadata: { userId: input.userId } } } : {}),
      })
      .catch(customerMissing);
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.stripe.billingPortal.sessions
      .create({ customer: input.customerId, return_url: input.returnUrl })
      .catch(customerMissing);
    return { url: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription | null> {
    try {
      return await this.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, webhookToleranceSeconds);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new PaymentSignatureError(error.message);
      throw error;
    }
  }
}

/** Stripe's "No such customer" (400 resource_missing on the customer parameter) as our error; anything else as it came. */
function customerMissing(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing' && error.param === 'customer') {
    throw new PaymentCustomerMissingError(error.message);
  }
  throw error;
}

/** The provider the configuration describes, or null when the secret key or the webhook secret is unset (503 then). */
export function paymentProviderFromConfig(config: {
  STRIPE_API_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret) return null;
  return new StripePaymentProvider({ apiUrl: config.STRIPE_API_URL, secretKey, webhookSecret });
}
