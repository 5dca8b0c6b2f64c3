import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The payment provider's customer of a user: one each way (a customer maps to one user, a user to one customer). */
export const PaymentCustomerSchema = defineEntity({
  name: 'PaymentCustomer',
  tableName: 'payment_customer',
  properties: {
    userId: p.uuid().primary(),
    /** Stripe's `cus_…`. */
    customerId: p.string().length(255).unique(),
    /**
     * The address the user's latest plan checkout was started from (the identity's clientIp), kept until that checkout
     * completes: then, if the provider gives no country, the subscription's country is geolocated from it (a job:
     * checkout-country.ts) and it is cleared either way. An abandoned checkout's is cleared a day after it started.
     */
    checkoutIp: p.string().length(64).nullable(),
    /** When `checkoutIp` was kept (the checkout's start), for forgetting it once the checkout can no longer complete. */
    checkoutIpAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type PaymentCustomer = InferEntity<typeof PaymentCustomerSchema>;
