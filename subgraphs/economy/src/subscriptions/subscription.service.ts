import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
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
import { providerUnavailable, type PlanCatalogue, type SubscriptionProduct } from './plan-catalogue.ts';
import { SubscriptionSchema, type Subscription } from './subscription.entity.ts';

export interface SubscriptionDeps {
  /** The products for sale (a subscription's level comes from its price's product); null when payments are not configured. */
  catalogue: PlanCatalogue | null;
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

/** What a provider id (a price, a checkout session) sent by a client may be: Stripe's ids are words of letters, digits and underscores. */
export const providerIdPattern = /^[A-Za-z0-9_]{1,255}$/;

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
 * Subscriptions (spec 3 §7 payment service): the state the provider's events keep (payment-webhook.service.ts,
 * checkout.service.ts), the reads (mine, a user's, the count), and what a plan gives: the level in effect
 * (SUBSCRIBER_ONLY avatars through `subscriberStatus`, `subscriptionLevel` on User, the PRO_PLAN_OWNER DJ rule in rooms).
 */
export class SubscriptionService {
  constructor(private readonly deps: SubscriptionDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** GET /subscription: the caller's latest subscription (null when they never had one). */
  mine(em: EntityManager, identity: Identity): Promise<Subscription | null> {
    return this.latestOf(em, requireUser(identity));
  }

  /** GET /subscription/user/{id}: staff and services (`subscriptions.read`). */
  async ofUser(em: EntityManager, identity: Identity, userId: string): Promise<Subscription | null> {
    requirePermission(identity, 'subscriptions.read');
    if (!isUuid(userId)) return null;
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
      [randomUUID(), userId, state.providerSubscriptionId, state.customerId, state.priceId, state.productId, (await this.productFor(state))?.level ?? null,
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
    const level = (await this.productFor(state))?.level ?? row.level;
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

  /** The product sold at the subscription's price (null when the catalogue no longer sells it, or payments are off). */
  private async productFor(state: SubscriptionState): Promise<SubscriptionProduct | null> {
    return (await this.deps.catalogue?.byPrice(state.priceId).catch(() => null)) ?? null;
  }

  /** Our row of a provider subscription, or null. */
  byProviderId(em: EntityManager, providerSubscriptionId: string): Promise<Subscription | null> {
    return em.findOne(SubscriptionSchema, { providerSubscriptionId });
  }

  /**
   * Sets the buyer's country (from the checkout) on their subscription, once known; `onlyIfUnknown`: unless it has one
   * (a country geolocated later never replaces the provider's). Answers whether it was set.
   */
  async setCountry(em: EntityManager, providerSubscriptionId: string, country: string | null, onlyIfUnknown = false): Promise<boolean> {
    const code = country?.trim().toUpperCase() ?? '';
    if (!regionPattern.test(code)) return false;
    return (await em.nativeUpdate(SubscriptionSchema, { providerSubscriptionId, ...(onlyIfUnknown ? { country: null } : {}) }, { country: code })) > 0;
  }
}
