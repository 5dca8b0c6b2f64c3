import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type Stripe from 'stripe';
import { DomainError, requireUser, type Identity } from '@backspin/platform';
import type { TokenAccountService } from '../token-accounts/token-account.service.ts';
import type { TokenLedgerService } from '../token-transactions/token-ledger.service.ts';
import { PaymentCustomerSchema } from './payment-customer.entity.ts';
import { PaymentCustomerMissingError, type PaymentProvider } from './payment-provider.ts';
import { providerUnavailable, type PlanCatalogue, type SubscriptionProduct } from './plan-catalogue.ts';
import type { CheckoutCountry } from './checkout-country.ts';
import type { Subscription } from './subscription.entity.ts';
import { providerIdPattern, type SubscriptionService } from './subscription.service.ts';

export interface CheckoutDeps {
  /** Null when STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is unset: every call answers 503 naming them. */
  payments: { provider: PaymentProvider; catalogue: PlanCatalogue } | null;
  /** The web player's public URL: checkout and the portal come back to its plans page. */
  webPlayerUrl: string;
  subscriptions: SubscriptionService;
  ledger: TokenLedgerService;
  tokenAccounts: TokenAccountService;
  /** A plan's country geolocated from the checkout's address when the provider gives none (checkout-country.ts). Absent: not. */
  countries?: Pick<CheckoutCountry, 'remember' | 'queueIfUnknown'>;
  now?: () => Date;
}

/** A checkout as the return page sees it once confirmed. */
export interface CheckoutOutcome {
  id: string;
  mode: string;
  /** open (not paid yet), complete or expired: the provider's status. */
  status: string;
  /** The plan it started (subscription mode, once complete). */
  subscription: Subscription | null;
  /** The tokens it credited (a paid token pack). */
  tokens: number;
}

/** The idempotency key of a paid token pack's credit: one per checkout session. */
export const tokenPackKey = (checkoutSessionId: string) => `stripe-checkout:${checkoutSessionId}`;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Buying through the provider (spec 3 §7 payment service): the plans and token packs for sale, the checkout, the
 * customer portal, and what a completed checkout gives — reached both by the provider's webhook and by the return
 * page's confirmation, whichever comes first: both apply the same idempotent changes (the subscription's state, the
 * token pack credited once per session), so their race ends the same way.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private payments() {
    if (!this.deps.payments) throw new DomainError('PAYMENTS_NOT_CONFIGURED');
    return this.deps.payments;
  }

  private plansPage(): string {
    return `${this.deps.webPlayerUrl.replace(/\/+$/, '')}/plans`;
  }

  /** GET /subscription/products: plans and token packs for sale, for anyone. */
  products(): Promise<SubscriptionProduct[]> {
    return this.payments().catalogue.list();
  }

  /**
   * POST /subscription/checkout/{id}: a checkout at the provider for a price we sell; answers its URL. A plan is
   * refused (409) to a user whose plan is in effect: they change it in the portal. The user's provider customer is
   * made on their first checkout.
   */
  async startCheckout(em: EntityManager, identity: Identity, priceId: string): Promise<{ id: string; url: string }> {
    const userId = requireUser(identity);
    if (!providerIdPattern.test(priceId)) throw new DomainError('SUBSCRIPTION_PRICE_NOT_FOUND');
    const { provider, catalogue } = this.payments();
    const product = await catalogue.byPrice(priceId);
    if (!product) throw new DomainError('SUBSCRIPTION_PRICE_NOT_FOUND');
    if (product.kind === 'PLAN' && (await this.deps.subscriptions.levelsOf(em, [userId])).get(userId) !== 'NONE') {
      throw new DomainError('SUBSCRIPTION_ALREADY_ACTIVE');
    }
    const start = (customerId: string) =>
      provider.createCheckoutSession({
        customerId,
        priceId,
        mode: product.kind === 'PLAN' ? 'subscription' : 'payment',
        // Stripe fills in {CHECKOUT_SESSION_ID} when it sends the buyer back.
        successUrl: `${this.plansPage()}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.plansPage()}?checkout=canceled`,
        userId,
      });
    const customerId = await this.customerFor(em, userId);
    if (product.kind === 'PLAN') await this.deps.countries?.remember(em, userId, identity.clientIp);
    try {
      return await start(customerId);
    } catch (error) {
      if (!(error instanceof PaymentCustomerMissingError)) throw providerUnavailable(error, 'starting a checkout');
    }
    // The provider no longer knows the user's customer (deleted in its dashboard): a new one takes its place, once.
    try {
      return await start(await this.customerFor(em, userId, customerId));
    } catch (error) {
      throw providerUnavailable(error, 'starting a checkout');
    }
  }

  /** POST /subscription/portal: the provider's customer portal for the caller (404 before their first checkout). */
  async portal(em: EntityManager, identity: Identity): Promise<{ url: string }> {
    const userId = requireUser(identity);
    const { provider } = this.payments();
    const customer = await em.findOne(PaymentCustomerSchema, { userId });
    if (!customer) throw new DomainError('PAYMENT_CUSTOMER_NOT_FOUND');
    try {
      return await provider.createPortalSession({ customerId: customer.customerId, returnUrl: this.plansPage() });
    } catch (error) {
      // A customer the provider no longer knows has nothing to manage there.
      if (error instanceof PaymentCustomerMissingError) throw new DomainError('PAYMENT_CUSTOMER_NOT_FOUND');
      throw providerUnavailable(error, 'opening the customer portal');
    }
  }

  /**
   * The return page's confirmation: reads the caller's checkout session from the provider and, when it is complete,
   * applies it as its webhook would (so the page shows the plan or the tokens at once, whether or not the webhook
   * came first). 404 for a session that is unknown or someone else's.
   */
  async confirmCheckout(em: EntityManager, identity: Identity, sessionId: string): Promise<CheckoutOutcome> {
    const userId = requireUser(identity);
    if (!providerIdPattern.test(sessionId)) throw new DomainError('CHECKOUT_SESSION_NOT_FOUND');
    const { provider } = this.payments();
    let session: Stripe.Checkout.Session | null;
    try {
      session = await provider.retrieveCheckoutSession(sessionId);
    } catch (error) {
      throw providerUnavailable(error, 'reading the checkout session');
    }
    const owner = session ? (session.client_reference_id ?? session.metadata?.userId ?? null) : null;
    if (!session || owner !== userId) throw new DomainError('CHECKOUT_SESSION_NOT_FOUND');
    const completed = session;
    // The state read now, stamped in whole seconds like the provider's event times: an event of the same second
    // is then settled by reading the subscription again (SubscriptionService.applyProviderSubscription).
    const at = new Date(Math.floor(this.now().getTime() / 1000) * 1000);
    const applied = await em.transactional((tx) => this.completeCheckout(tx, completed, at));
    return { id: session.id, mode: session.mode, status: session.status ?? 'open', subscription: applied.subscription, tokens: applied.tokens };
  }

  /**
   * What a completed checkout gives, inside the caller's transaction (the webhook's or the confirmation's): the
   * customer mapped to the user; a paid token pack credited once per session; a subscription read from the provider
   * and applied, with the buyer's country. Nothing for a session not complete or not ours.
   */
  async completeCheckout(tx: EntityManager, session: Stripe.Checkout.Session, at: Date): Promise<{ applied: boolean; subscription: Subscription | null; tokens: number }> {
    const nothing = { applied: false, subscription: null, tokens: 0 };
    if (session.status !== 'complete') return nothing;
    const { provider, catalogue } = this.payments();
    const customerId = idOf(session.customer);
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    if (customerId && userId) await this.deps.subscriptions.rememberCustomer(tx, customerId, userId);
    const owner = customerId ? await this.deps.subscriptions.userOfCustomer(tx, customerId) : null;
    if (!owner) return nothing;
    if (session.mode === 'payment') {
      if (session.payment_status !== 'paid') return nothing; // an async payment: its async_payment_succeeded credits it
      const priceId = session.metadata?.priceId ?? null;
      const pack = priceId ? await catalogue.byPrice(priceId) : null;
      if (!pack || pack.kind !== 'TOKEN_PACK') return nothing;
      const account = await this.deps.tokenAccounts.openFor(tx, owner);
      await this.deps.ledger.credit(tx, {
        accountId: account.id,
        amount: pack.tokens,
        idempotencyKey: tokenPackKey(session.id),
        reason: `Token pack: ${pack.name}`.slice(0, 500),
      });
      return { applied: true, subscription: null, tokens: pack.tokens };
    }
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !subscriptionId) return nothing;
    let subscription: Stripe.Subscription | null;
    try {
      subscription = await provider.retrieveSubscription(subscriptionId);
    } catch (error) {
      throw providerUnavailable(error, 'reading the subscription');
    }
    const row = subscription ? await this.deps.subscriptions.applyProviderSubscription(tx, subscription, at) : null;
    if (row) {
      const country = session.customer_details?.address?.country ?? null;
      await this.deps.subscriptions.setCountry(tx, subscriptionId, country);
      // None from the provider: the checkout's address, geolocated by a job (never holding up this transaction).
      if (customerId) await this.deps.countries?.queueIfUnknown(tx, customerId, subscriptionId, country);
    }
    return { applied: row !== null, subscription: row ? await this.deps.subscriptions.byProviderId(tx, subscriptionId) : null, tokens: 0 };
  }

  /**
   * The user's provider customer, made on first use, or in place of `stale` (a customer the provider no longer
   * knows). Two first checkouts at once may each make one at the provider; the first row written wins and the other
   * customer stays unused (it holds nothing).
   */
  private async customerFor(em: EntityManager, userId: string, stale?: string): Promise<string> {
    const known = await em.findOne(PaymentCustomerSchema, { userId }, { refresh: true });
    if (known && known.customerId !== stale) return known.customerId;
    let created: { customerId: string };
    try {
      created = await this.payments().provider.createCustomer({ userId, email: null });
    } catch (error) {
      throw providerUnavailable(error, 'creating the customer');
    }
    if (stale) await em.nativeUpdate(PaymentCustomerSchema, { userId, customerId: stale }, { customerId: created.customerId, createdAt: this.now() });
    else {
      await (em as SqlEntityManager)
        .createQueryBuilder(PaymentCustomerSchema)
        .insert({ userId, customerId: created.customerId, createdAt: this.now() })
        .onConflict('userId')
        .ignore()
        .execute();
    }
    return (await em.findOneOrFail(PaymentCustomerSchema, { userId }, { refresh: true })).customerId;
  }
}
