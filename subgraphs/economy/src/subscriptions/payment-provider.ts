import type Stripe from 'stripe';

/**
 * What economy asks of the payment provider (Stripe). The service keeps our rules (levels, allowances, who may do
 * what); this interface only carries Stripe's calls, so the service is tested against the fake Stripe server through
 * the real SDK.
 */

/** One active price of an active product, with what our product metadata says it is (subscription-levels.ts reads it). */
export interface ProviderPrice {
  priceId: string;
  productId: string;
  productName: string;
  productDescription: string | null;
  /** The product's metadata, as Stripe keeps it (string values). */
  productMetadata: Record<string, string>;
  /** `recurring` prices are subscriptions (checkout mode `subscription`); `one_time` ones are bought once (`payment`). */
  type: 'recurring' | 'one_time';
  /** In the currency's smallest unit (cents). */
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number | null;
}

export interface CheckoutRequest {
  customerId: string;
  priceId: string;
  mode: 'subscription' | 'payment';
  successUrl: string;
  cancelUrl: string;
  /** Our user id: the session's `client_reference_id` and `metadata.userId`, so the webhook maps it back. */
  userId: string;
}

export interface PaymentProvider {
  /** Active prices of active products (every page). */
  listPrices(): Promise<ProviderPrice[]>;
  /** A new customer for one of our users (`metadata.userId`). */
  createCustomer(input: { userId: string; email: string | null }): Promise<{ customerId: string }>;
  /** Throws `PaymentCustomerMissingError` when the provider does not know the customer. */
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Throws `PaymentCustomerMissingError` when the provider does not know the customer. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** A checkout session as the provider has it now (the return page confirms it without waiting for the webhook); null when unknown. */
  retrieveCheckoutSession(sessionId: string): Promise<Stripe.Checkout.Session | null>;
  /** The subscription as the provider has it now (to settle out-of-order events by the provider's own state). */
  retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription | null>;
  /**
   * Verifies `Stripe-Signature` on the exact raw body (Stripe's scheme, 300 s tolerance) and parses the event; throws
   * `PaymentSignatureError` when the signature is missing, wrong or stale.
   */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export class PaymentSignatureError extends Error {}

/** The provider no longer knows the customer we hold for a user (deleted in its dashboard, or another account's). */
export class PaymentCustomerMissingError extends Error {}
