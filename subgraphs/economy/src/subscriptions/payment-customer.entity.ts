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
     * checkout-country.ts) and it is cleared either way.
     */
    checkoutIp: p.string().length(64).nullable(),
    createdAt: p.datetime(),
  },
});
export type PaymentCustomer = InferEntity<typeof PaymentCustomerSchema>;
