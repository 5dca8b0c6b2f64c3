import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The payment provider's customer of a user: one each way (a customer maps to one user, a user to one customer). */
export const PaymentCustomerSchema = defineEntity({
  name: 'PaymentCustomer',
  tableName: 'payment_customer',
  properties: {
    userId: p.uuid().primary(),
    /** Stripe's `cus_…`. */
    customerId: p.string().length(255).unique(),
    createdAt: p.datetime(),
  },
});
export type PaymentCustomer = InferEntity<typeof PaymentCustomerSchema>;
