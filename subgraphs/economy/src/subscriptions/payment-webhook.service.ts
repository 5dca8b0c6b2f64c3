import type { EntityManager } from '@mikro-orm/core';
import type Stripe from 'stripe';
import { DomainError, execute } from '@backspin/platform';
import { paymentWebhookBodyMaxBytes, type PaymentWebhookOutcome } from '@backspin/contracts/subscriptions';
import type { TokenAccountService } from '../token-accounts/token-account.service.ts';
import type { TokenLedgerService } from '../token-transactions/token-ledger.service.ts';
import { PaymentSignatureError, type PaymentProvider } from './payment-provider.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { PlanCatalogue } from './plan-catalogue.ts';
import type { SubscriptionService } from './subscription.service.ts';

export interface PaymentWebhookDeps {
  /** Null when payments are not configured (503). */
  payments: { provider: PaymentProvider; catalogue: PlanCatalogue } | null;
  subscriptions: SubscriptionService;
  checkout: CheckoutService;
  ledger: TokenLedgerService;
  tokenAccounts: TokenAccountService;
  now?: () => Date;
}

export interface PaymentWebhookDelivery {
  /** The request body exactly as received, base64: the signature covers these bytes. */
  bodyBase64: string;
  signature?: string | null;
}

export interface PaymentWebhookResult {
  outcome: PaymentWebhookOutcome;
  eventId: string;
  type: string;
}

/** The idempotency key of a plan's allowance credit: one per paid invoice. */
export const allowanceKey = (invoiceId: string) => `stripe-invoice:${invoiceId}`;

/** The subscription events whose object is the subscription itself. */
const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * POST /webhook (the payment service): the provider's events, trusted only with a valid `Stripe-Signature` over the
 * exact body (Stripe's scheme, 300 s tolerance: 400 otherwise, nothing changed). Each event is applied once: its id
 * is written in the same transaction as what it changed, so a repeated delivery, or two at once, changes nothing more.
 * - checkout.session.completed (and async_payment_succeeded): what a completed checkout gives
 *   (`CheckoutService.completeCheckout`: a token pack credited once per session, or the plan's subscription);
 * - customer.subscription.*: the subscription's state, kept in the provider's latest order
 *   (`SubscriptionService.applyProviderSubscription`);
 * - invoice.paid: the plan's monthly allowance credited (once per invoice);
 * - invoice.payment_failed: the subscription read again from the provider (it turns past_due);
 * - anything else: recorded and ignored.
 */
export class PaymentWebhookService {
  constructor(private readonly deps: PaymentWebhookDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async receive(em: EntityManager, delivery: PaymentWebhookDelivery): Promise<PaymentWebhookResult> {
    const payments = this.deps.payments;
    if (!payments) throw new DomainError('PAYMENTS_NOT_CONFIGURED');
    const body = Buffer.from(delivery.bodyBase64, 'base64');
    if (body.length === 0 || body.length > paymentWebhookBodyMaxBytes) throw new DomainError('INVALID_PAYMENT_WEBHOOK');
    const signature = delivery.signature?.trim();
    if (!signature) throw new DomainError('PAYMENT_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = payments.provider.verifyWebhook(body, signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError) throw new DomainError('PAYMENT_SIGNATURE_INVALID');
      throw new DomainError('INVALID_PAYMENT_WEBHOOK');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || !event.data?.object) {
      throw new DomainError('INVALID_PAYMENT_WEBHOOK');
    }
    return this.apply(em, event);
  }

  /** Applies a verified event once (see the class comment). */
  async apply(em: EntityManager, event: Stripe.Event): Promise<PaymentWebhookResult> {
    const payments = this.deps.payments;
    if (!payments) throw new DomainError('PAYMENTS_NOT_CONFIGURED');
    return em.transactional(async (tx) => {
      // The event's id first: a second delivery waits here for the first one's transaction, then finds the row.
      const claimed = await execute<{ id: string }>(
        tx,
        `insert into "economy"."payment_event" ("id", "type", "outcome", "created_at", "received_at") values (?, ?, 'APPLIED', ?, ?)
         on conflict ("id") do nothing returning "id"`,
        [event.id, event.type.slice(0, 255), fromUnix(event.created).toISOString(), this.now().toISOString()],
      );
      if (!claimed[0]) return { outcome: 'ALREADY_APPLIED' as const, eventId: event.id, type: event.type };
      const applied = await this.applyOnce(tx, event, payments.provider);
      if (!applied) await execute(tx, `update "economy"."payment_event" set "outcome" = 'IGNORED' where "id" = ?`, [event.id]);
      return { outcome: applied ? ('APPLIED' as const) : ('IGNORED' as const), eventId: event.id, type: event.type };
    });
  }

  /** What the event changes; false when it changes nothing of ours. */
  private async applyOnce(tx: EntityManager, event: Stripe.Event, provider: PaymentProvider): Promise<boolean> {
    const at = fromUnix(event.created);
    const current = (id: string) => provider.retrieveSubscription(id);
    if (subscriptionEvents.has(event.type)) {
      return (await this.deps.subscriptions.applyProviderSubscription(tx, event.data.object as Stripe.Subscription, at, current)) !== null;
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return (await this.deps.checkout.completeCheckout(tx, event.data.object, at)).applied;
      case 'invoice.paid':
        return this.invoicePaid(tx, event.data.object, at, provider);
      case 'invoice.payment_failed': {
        const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
        const subscription = subscriptionId ? await this.read(provider, subscriptionId) : null;
        return subscription ? (await this.deps.subscriptions.applyProviderSubscription(tx, subscription, at, current)) !== null : false;
      }
      default:
        return false;
    }
  }

  private async read(provider: PaymentProvider, subscriptionId: string): Promise<Stripe.Subscription | null> {
    try {
      return await provider.retrieveSubscription(subscriptionId);
    } catch {
      // Unreachable now: fail the delivery, so the provider sends it again later.
      throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { during: 'reading the subscription' });
    }
  }

  /** A paid invoice of a plan with an allowance: the allowance, once per invoice (its id is the credit's key). */
  private async invoicePaid(tx: EntityManager, invoice: Stripe.Invoice, at: Date, provider: PaymentProvider): Promise<boolean> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId || !invoice.id) return false;
    // The subscription's events may not have come yet: read it from the provider then.
    let row = await this.deps.subscriptions.byProviderId(tx, subscriptionId);
    if (!row) {
      const subscription = await this.read(provider, subscriptionId);
      row = subscription ? await this.deps.subscriptions.applyProviderSubscription(tx, subscription, at) : null;
    }
    if (!row) return false;
    const plan = await this.deps.payments!.catalogue.byPrice(row.priceId);
    if (!plan || plan.kind !== 'PLAN' || plan.monthlyTokens === 0) return true;
    const account = await this.deps.tokenAccounts.openFor(tx, row.userId);
    await this.deps.ledger.credit(tx, {
      accountId: account.id,
      amount: plan.monthlyTokens,
      idempotencyKey: allowanceKey(invoice.id),
      reason: `Monthly token allowance: ${plan.name}`.slice(0, 500),
    });
    return true;
  }
}
