import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type Stripe from 'stripe';
import { DomainError, execute, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import {
  planLevels,
  regionPattern,
  subscriptionStatuses,
  subscriptionStatusesInEffect,
  type PlanLevel,
  type SubscriptionLevel,
  type SubscriptionStatus,
} from '@backspin/contracts/subscriptions';
import type { SubscriberStatus } from '../avatars/subscriber-status.ts';
import type { EconomyEffectSender } from '../jobs.ts';
import { PaymentCustomerSchema } from './payment-customer.entity.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { productOf, providerUnavailable, type PlanCatalogue, type SubscriptionProduct } from './plan-catalogue.ts';
import { SubscriptionSchema, type Subscription } from './subscription.entity.ts';

export interface SubscriptionDeps {
  /** Null when STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is unset: every provider call answers 503. */
  payments: { provider: PaymentProvider; catalogue: PlanCatalogue } | null;
  /** The web player's public URL: checkout and the portal come back to its plans page. */
  webPlayerUrl: string;
  /** Rooms learns each change of a user's level (the PRO_PLAN_OWNER DJ rule) through the job queue. */
  effects: EconomyEffectSender;
  now?: () => Date;
}

export interface SubscriptionCountQuery {
  startDate?: Date | null;
  endDate?: Date | null;
  region?: string | null;
  level?: string | null;
}

/** Where a price id may come from a client: Stripe's ids are short words of letters, digits and underscores. */
const providerIdPattern = /^[A-Za-z0-9_]{1,255}$/;

/** The level a subscription gives at `at`: its plan's level while its status and period allow it, else NONE. */
export function levelInEffect(subscription: Pick<Subscription, 'level' | 'status' | 'currentPeriodEnd'>, at: Date): SubscriptionLevel {
  const inEffect = (subscriptionStatusesInEffect as readonly string[]).includes(subscription.status) && subscription.currentPeriodEnd > at;
  return inEffect && subscription.level ? subscription.level : 'NONE';
}

/** The higher of two levels (PRO includes PLUS). */
const higher = (a: SubscriptionLevel, b: SubscriptionLevel): SubscriptionLevel => (levelRank(b) > levelRank(a) ? b : a);
const levelRank = (level: SubscriptionLevel) => (level === 'NONE' ? -1 : planLevels.indexOf(level));

/** A provider subscription read into our terms, with the user it belongs to. */
interface SubscriptionState {
  providerSubscriptionId: string;
  customerId: string;
  priceId: string;
  productId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  createdAt: Date;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe's subscription object in our terms; null when it lacks what we need (no item, an unknown status). */
export function stateOf(subscription: Stripe.Subscription): SubscriptionState | null {
  const item = subscription.items?.data?.[0];
  const customerId = idOf(subscription.customer);
  const productId = item ? idOf(item.price.product) : null;
  if (!item || !customerId || !productId || !(subscriptionStatuses as readonly string[]).includes(subscription.status)) return null;
  return {
    providerSubscriptionId: subscription.id,
    customerId,
    priceId: item.price.id,
    productId,
    status: subscription.status as SubscriptionStatus,
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? fromUnix(subscription.canceled_at) : null,
    createdAt: fromUnix(subscription.created),
  };
}

/**
 * Subscriptions (spec 3 §7 payment service): the plans for sale, checkout and the customer portal at the provider,
 * the subscription state the provider's webhooks keep (payment-webhook.service.ts), and what a plan gives: the
 * level in effect (SUBSCRIBER_ONLY avatars through `subscriberStatus`, `subscriptionLevel` on User).
 */
export class SubscriptionService {
  constructor(private readonly deps: SubscriptionDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private payments() {
    if (!this.deps.payments) throw new DomainError('PAYMENTS_NOT_CONFIGURED');
    return this.deps.payments;
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
    if (product.kind === 'PLAN' && (await this.levelsOf(em, [userId])).get(userId) !== 'NONE') throw new DomainError('SUBSCRIPTION_ALREADY_ACTIVE');
    const customerId = await this.customerFor(em, userId);
    const plans = `${this.deps.webPlayerUrl.replace(/\/+$/, '')}/plans`;
    try {
      return await provider.createCheckoutSession({
        customerId,
        priceId,
        mode: product.kind === 'PLAN' ? 'subscription' : 'payment',
        // Stripe fills in {CHECKOUT_SESSION_ID} when it sends the buyer back.
        successUrl: `${plans}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${plans}?checkout=canceled`,
        userId,
      });
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
      return await provider.createPortalSession({ customerId: customer.customerId, returnUrl: `${this.deps.webPlayerUrl.replace(/\/+$/, '')}/plans` });
    } catch (error) {
      throw providerUnavailable(error, 'opening the customer portal');
    }
  }

  /**
   * The user's provider customer, made on first use. Two first checkouts at once may each make one at the provider;
   * the first row written wins and the other customer stays unused (it holds nothing).
   */
  private async customerFor(em: EntityManager, userId: string): Promise<string> {
    const known = await em.findOne(PaymentCustomerSchema, { userId });
    if (known) return known.customerId;
    let created: { customerId: string };
    try {
      created = await this.payments().provider.createCustomer({ userId, email: null });
    } catch (error) {
      throw providerUnavailable(error, 'creating the customer');
    }
    await (em as SqlEntityManager)
      .createQueryBuilder(PaymentCustomerSchema)
      .insert({ userId, customerId: created.customerId, createdAt: this.now() })
      .onConflict('userId')
      .ignore()
      .execute();
    return (await em.findOneOrFail(PaymentCustomerSchema, { userId }, { refresh: true })).customerId;
  }

  /** GET /subscription: the caller's latest subscription (null when they never had one). */
  mine(em: EntityManager, identity: Identity): Promise<Subscription | null> {
    return this.latestOf(em, requireUser(identity));
  }

  /** GET /subscription/user/{id}: staff and services (`subscriptions.read`). */
  async ofUser(em: EntityManager, identity: Identity, userId: string): Promise<Subscription | null> {
    requirePermission(identity, 'subscriptions.read');
    if (!isUuid(userId)) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
    return this.latestOf(em, userId.toLowerCase());
  }

  /**
   * The subscription that speaks for the user: the one in effect with the highest level, else the most recent (so a
   * user who canceled sees what they had and when it ended).
   */
  private async latestOf(em: EntityManager, userId: string): Promise<Subscription | null> {
    const rows = await em.find(SubscriptionSchema, { userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const now = this.now();
    const inEffect = rows.filter((r) => levelInEffect(r, now) !== 'NONE').sort((a, b) => levelRank(levelInEffect(b, now)) - levelRank(levelInEffect(a, now)));
    return inEffect[0] ?? rows[0] ?? null;
  }

  /**
   * GET /subscription/count (`subscriptions.read`): subscriptions started in [startDate, endDate) (each bound
   * optional), in a region (the buyer's country at checkout), of a level.
   */
  async count(em: EntityManager, identity: Identity, query: SubscriptionCountQuery): Promise<number> {
    requirePermission(identity, 'subscriptions.read');
    const { startDate, endDate } = query;
    const region = query.region?.trim().toUpperCase() || null;
    const level = query.level?.trim().toUpperCase() || null;
    const badDate = (d: Date | null | undefined) => d !== null && d !== undefined && Number.isNaN(d.getTime());
    if (badDate(startDate) || badDate(endDate) || (startDate && endDate && startDate >= endDate)) throw new DomainError('INVALID_SUBSCRIPTION_COUNT');
    if (region !== null && !regionPattern.test(region)) throw new DomainError('INVALID_SUBSCRIPTION_COUNT');
    if (level !== null && !(planLevels as readonly string[]).includes(level)) throw new DomainError('INVALID_SUBSCRIPTION_COUNT');
    return em.count(SubscriptionSchema, {
      ...(startDate || endDate ? { createdAt: { ...(startDate ? { $gte: startDate } : {}), ...(endDate ? { $lt: endDate } : {}) } } : {}),
      ...(region ? { country: region } : {}),
      ...(level ? { level: level as PlanLevel } : {}),
    });
  }

  /** Each user's level in effect now (NONE for users without a plan). */
  async levelsOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, SubscriptionLevel>> {
    const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const levels = new Map<string, SubscriptionLevel>(userIds.map((id) => [id, 'NONE']));
    if (ids.length === 0) return levels;
    const now = this.now();
    const rows = await em.find(SubscriptionSchema, {
      userId: { $in: ids },
      status: { $in: [...subscriptionStatusesInEffect] },
      currentPeriodEnd: { $gt: now },
    });
    for (const row of rows) levels.set(row.userId, higher(levels.get(row.userId) ?? 'NONE', levelInEffect(row, now)));
    return levels;
  }

  /** SUBSCRIBER_ONLY avatars are for users with a plan in effect (any level). */
  readonly subscriberStatus: SubscriberStatus = {
    subscribedUserIds: async (em, userIds) => {
      const levels = await this.levelsOf(em, userIds);
      return new Set([...levels].filter(([, level]) => level !== 'NONE').map(([id]) => id));
    },
  };

  /** The user a provider customer belongs to (null for a customer we did not make). */
  async userOfCustomer(em: EntityManager, customerId: string): Promise<string | null> {
    return (await em.findOne(PaymentCustomerSchema, { customerId }))?.userId ?? null;
  }

  /**
   * Records a customer we learn from a completed checkout (made by us, so normally known already): a customer maps to
   * one user and a user to one customer, so a conflicting pair is left as it was.
   */
  async rememberCustomer(em: EntityManager, customerId: string, userId: string): Promise<void> {
    await execute(
      em,
      `insert into "economy"."payment_customer" ("user_id", "customer_id", "created_at") values (?, ?, ?) on conflict do nothing`,
      [userId, customerId, this.now()],
    );
  }

  /**
   * Applies the provider's subscription object as of `stateAt` (the event's `created`), inside the caller's
   * transaction, under the row's lock. Deliveries come in any order, so the state kept is the provider's latest:
   * - an older state than the one held is ignored; a newer one replaces it;
   * - a state as old as the one held (Stripe's times are whole seconds) is settled by asking the provider for the
   *   subscription as it is now, when `current` is given;
   * - canceled is final (Stripe never reopens a canceled subscription), so nothing but another canceled state
   *   replaces it.
   * Returns the row, or null when the subscription is not ours (a customer we did not make) or not readable.
   */
  async applyProviderSubscription(
    em: EntityManager,
    subscription: Stripe.Subscription,
    stateAt: Date,
    current?: (id: string) => Promise<Stripe.Subscription | null>,
  ): Promise<Subscription | null> {
    let state = stateOf(subscription);
    if (!state) return null;
    const userId = await this.userOfCustomer(em, state.customerId);
    if (!userId) return null;
    const now = this.now();
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const inserted = await execute<{ id: string }>(
      em,
      `insert into "economy"."subscription" ("id", "user_id", "provider_subscription_id", "customer_id", "price_id", "product_id", "level",
         "status", "current_period_end", "cancel_at_period_end", "canceled_at", "country", "state_at", "created_at", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?)
       on conflict ("provider_subscription_id") do nothing returning "id"`,
      [randomUUID(), userId, state.providerSubscriptionId, state.customerId, state.priceId, state.productId, (await this.productFor(state, subscription))?.level ?? null,
        state.status, iso(state.currentPeriodEnd), state.cancelAtPeriodEnd, iso(state.canceledAt), iso(stateAt), iso(state.createdAt), iso(now)],
    );
    // A first state: written as it came (the insert holds the new row's lock until the transaction ends).
    if (inserted[0]) {
      await this.sendPlanLevel(em, userId);
      return em.findOneOrFail(SubscriptionSchema, { id: inserted[0].id });
    }
    const row = await em.findOneOrFail(SubscriptionSchema, { providerSubscriptionId: state.providerSubscriptionId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (stateAt < row.stateAt) return row;
    if (stateAt.getTime() === row.stateAt.getTime() && current) {
      const fresh = await current(state.providerSubscriptionId).catch((error: unknown) => {
        throw providerUnavailable(error, 'reading the subscription');
      });
      const freshState = fresh ? stateOf(fresh) : null;
      if (freshState) state = freshState;
    }
    if (row.status === 'canceled' && state.status !== 'canceled') return row;
    const level = (await this.productFor(state, subscription))?.level ?? row.level;
    Object.assign(row, {
      priceId: state.priceId,
      productId: state.productId,
      level,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      canceledAt: state.canceledAt,
      stateAt,
      updatedAt: now,
    });
    await em.flush();
    await this.sendPlanLevel(em, userId);
    return row;
  }

  /**
   * Tells rooms the user's level in effect and until when, in the change's transaction (the job queue delivers it
   * after commit; rooms keeps the most recently decided one).
   */
  private async sendPlanLevel(em: EntityManager, userId: string): Promise<void> {
    const now = this.now();
    const rows = await em.find(SubscriptionSchema, { userId }, { refresh: true });
    let best: { level: SubscriptionLevel; until: Date | null } = { level: 'NONE', until: null };
    for (const row of rows) {
      const level = levelInEffect(row, now);
      if (levelRank(level) > levelRank(best.level) || (level === best.level && level !== 'NONE' && row.currentPeriodEnd > best.until!)) {
        best = { level, until: row.currentPeriodEnd };
      }
    }
    await this.deps.effects.send(em, 'rooms.plan-level', randomUUID(), {
      userId,
      level: best.level,
      until: best.until?.toISOString() ?? null,
      decidedAt: now.toISOString(),
    });
  }

  /** The product sold at the subscription's price: from the catalogue, else from the price's expanded product. */
  private async productFor(state: SubscriptionState, subscription: Stripe.Subscription): Promise<SubscriptionProduct | null> {
    const sold = await this.deps.payments?.catalogue.byPrice(state.priceId).catch(() => null);
    if (sold) return sold;
    const price = subscription.items.data[0]?.price;
    const product = price && typeof price.product === 'object' && !('deleted' in price.product && price.product.deleted) ? (price.product as Stripe.Product) : null;
    if (!price || !product) return null;
    return productOf({
      priceId: price.id,
      productId: product.id,
      productName: product.name,
      productDescription: product.description ?? null,
      productMetadata: product.metadata,
      type: price.type,
      unitAmount: price.unit_amount ?? 0,
      currency: price.currency,
      interval: price.recurring?.interval ?? null,
      intervalCount: price.recurring?.interval_count ?? null,
    });
  }

  /** Our row of a provider subscription, or null. */
  byProviderId(em: EntityManager, providerSubscriptionId: string): Promise<Subscription | null> {
    return em.findOne(SubscriptionSchema, { providerSubscriptionId });
  }

  /** Sets the buyer's country (from the checkout) on their subscription, once known. */
  async setCountry(em: EntityManager, providerSubscriptionId: string, country: string | null): Promise<void> {
    const code = country?.trim().toUpperCase() ?? '';
    if (!regionPattern.test(code)) return;
    await em.nativeUpdate(SubscriptionSchema, { providerSubscriptionId }, { country: code });
  }
}
