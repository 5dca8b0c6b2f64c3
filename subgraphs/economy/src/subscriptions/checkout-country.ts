import type { EntityManager } from '@mikro-orm/core';
import { FailJobError, PeerCallError, type JobRunner, type Peers } from '@backspin/platform';
import { PaymentCustomerSchema } from './payment-customer.entity.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** The job that geolocates a subscription's checkout address (economy's own job table). */
export const subscriptionCountryJob = 'subscriptions.country-from-ip';
export interface SubscriptionCountryJob {
  providerSubscriptionId: string;
  /** The address the checkout was started from. */
  ip: string;
}
export type CheckoutCountryJobs = { [subscriptionCountryJob]: SubscriptionCountryJob };

/**
 * How long a checkout's address is kept when the checkout never completes: a Stripe Checkout Session expires 24 hours
 * after it is created at the latest, so after that the address can serve nothing.
 */
export const checkoutIpRetentionMs = 24 * 3_600_000;
/** How often each instance forgets the addresses of abandoned checkouts. */
export const checkoutIpSweepIntervalMs = 3_600_000;

/**
 * A subscription's country when the provider gives none (issue 17 item 3: counts by region use geolocation when it is
 * there). The checkout's start keeps the caller's address on their customer row (`remember`); the checkout's
 * completion, in its own transaction, queues a job with it when the provider's session has no country, and forgets it
 * either way (`queueIfUnknown`); the job asks audit's offline geolocation through the service path and sets the
 * country only if the subscription still has none (`geolocate`: idempotent, so a redelivery changes nothing). Audit
 * being slow or down never holds up or fails a checkout: the job retries with backoff; an address audit places
 * nowhere (private, unknown) leaves the country null.
 */
export class CheckoutCountry {
  constructor(
    private readonly deps: {
      jobs: Pick<JobRunner<CheckoutCountryJobs>, 'enqueue'>;
      peers: Pick<Peers, 'call'>;
      subscriptions: Pick<SubscriptionService, 'setCountry'>;
    },
  ) {}

  /** A plan checkout starts: the caller's address, on their customer row, until the checkout completes. */
  async remember(em: EntityManager, userId: string, clientIp: string | null | undefined, now = new Date()): Promise<void> {
    const checkoutIp = clientIp?.trim().slice(0, 64) || null;
    await em.nativeUpdate(PaymentCustomerSchema, { userId }, { checkoutIp, checkoutIpAt: checkoutIp ? now : null });
  }

  /**
   * The periodic sweep (a PeriodicTask of the module): the addresses of checkouts started over `checkoutIpRetentionMs`
   * ago, which can no longer complete, are forgotten (and any kept without a time, from before it was recorded).
   * How many were forgotten.
   */
  async forgetAbandoned(em: EntityManager, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - checkoutIpRetentionMs);
    return em.nativeUpdate(
      PaymentCustomerSchema,
      { checkoutIp: { $ne: null }, $or: [{ checkoutIpAt: null }, { checkoutIpAt: { $lt: before } }] },
      { checkoutIp: null, checkoutIpAt: null },
    );
  }

  /**
   * A plan checkout completed (in its transaction): the remembered address is taken off the customer row, and queued
   * for geolocation when the provider gave no country.
   */
  async queueIfUnknown(tx: EntityManager, customerId: string, providerSubscriptionId: string, providerCountry: string | null): Promise<void> {
    const customer = await tx.findOne(PaymentCustomerSchema, { customerId }, { fields: ['userId', 'checkoutIp'], disableIdentityMap: true });
    if (!customer?.checkoutIp) return;
    await tx.nativeUpdate(PaymentCustomerSchema, { customerId }, { checkoutIp: null, checkoutIpAt: null });
    if (!providerCountry) await this.deps.jobs.enqueue(tx, subscriptionCountryJob, { providerSubscriptionId, ip: customer.checkoutIp });
  }

  /** The job (registered by the module's start): audit's country of the address, set on the subscription if it has none. */
  async geolocate(em: EntityManager, { providerSubscriptionId, ip }: SubscriptionCountryJob): Promise<void> {
    let country: string | null;
    try {
      const answer = await this.deps.peers.call<{ geolocate: { country: string | null } }>('audit', 'query($ip: String) { geolocate(ip: $ip) { country } }', { ip });
      country = answer.geolocate.country;
    } catch (error) {
      // An address audit refuses (not an IP address) never will be placed; anything else is tried again.
      if (error instanceof PeerCallError && error.status === 400) throw new FailJobError(`subscription ${providerSubscriptionId}: ${error.message}`);
      throw error;
    }
    if (country) await this.deps.subscriptions.setCountry(em, providerSubscriptionId, country, true);
  }
}
