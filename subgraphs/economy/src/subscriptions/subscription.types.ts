import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, MaxLength } from '@backspin/platform';
import {
  paymentWebhookOutcomes,
  subscriptionLevelDescription,
  subscriptionLevels,
  subscriptionProductKinds,
  subscriptionStatuses,
  type PaymentWebhookOutcome,
  type SubscriptionLevel,
  type SubscriptionProductKind,
  type SubscriptionStatus,
} from '@backspin/contracts/subscriptions';

export const SubscriptionLevelEnum = graphqlEnum(subscriptionLevels, { name: 'SubscriptionLevel', description: subscriptionLevelDescription });
export const SubscriptionStatusEnum = graphqlEnum(subscriptionStatuses, {
  name: 'SubscriptionStatus',
  description: 'The payment provider’s status of the subscription (Stripe’s names).',
});
export const SubscriptionProductKindEnum = graphqlEnum(subscriptionProductKinds, {
  name: 'SubscriptionProductKind',
  description: 'PLAN (a recurring subscription) or TOKEN_PACK (tokens bought once).',
});
export const PaymentWebhookOutcomeEnum = graphqlEnum(paymentWebhookOutcomes, {
  name: 'PaymentWebhookOutcome',
  description: 'APPLIED; ALREADY_APPLIED (a repeated delivery: nothing changed); IGNORED (an event that changes nothing of ours).',
});

@ObjectType('SubscriptionProduct', { description: 'A plan or a token pack for sale (GET /subscription/products), read from the payment provider.' })
export class SubscriptionProductType {
  @Field(() => ID, { description: 'The provider’s price id: what a checkout is started for.' })
  priceId!: string;

  @Field(() => ID)
  productId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => SubscriptionProductKindEnum)
  kind!: SubscriptionProductKind;

  @Field(() => SubscriptionLevelEnum, { nullable: true, description: 'A plan’s level; null for a token pack.' })
  level!: SubscriptionLevel | null;

  @Field(() => Int, { description: 'A plan’s tokens credited once per paid invoice (0 for none or a token pack).' })
  monthlyTokens!: number;

  @Field(() => Int, { description: 'A token pack’s tokens (0 for a plan).' })
  tokens!: number;

  @Field(() => Int, { description: 'The price in the currency’s smallest unit (cents).' })
  unitAmount!: number;

  @Field(() => String, { description: 'ISO 4217, lower case (Stripe’s form).' })
  currency!: string;

  @Field(() => String, { nullable: true, description: 'A plan’s billing interval: day, week, month or year.' })
  interval!: string | null;

  @Field(() => Int, { nullable: true })
  intervalCount!: number | null;
}

@ObjectType('PlanSubscription', {
  description: 'A user’s subscription as the payment provider last told us. Visible to the user, staff and services.',
})
export class PlanSubscriptionType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => SubscriptionLevelEnum, { nullable: true, name: 'planLevel', description: 'The level of the plan subscribed to.' })
  level!: SubscriptionLevel | null;

  @Field(() => SubscriptionStatusEnum)
  status!: SubscriptionStatus;

  @Field(() => Date, { description: 'The end of the period paid for: the renewal date, or the end of the plan when it is set to cancel.' })
  currentPeriodEnd!: Date;

  @Field(() => Boolean, { description: 'Set to end at the period’s end (canceled in the portal, not yet ended).' })
  cancelAtPeriodEnd!: boolean;

  @Field(() => Date, { nullable: true })
  canceledAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The buyer’s country at checkout (ISO 3166-1 alpha-2).' })
  country!: string | null;

  @Field(() => ID)
  priceId!: string;

  @Field(() => ID)
  productId!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('CheckoutSession', { description: 'A checkout at the payment provider: send the buyer to its url.' })
export class CheckoutSessionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType('CheckoutOutcome', { description: 'A checkout as its return page sees it once confirmed.' })
export class CheckoutOutcomeType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'subscription (a plan) or payment (a token pack).' })
  mode!: string;

  @Field(() => String, { description: 'The provider’s status: open (not paid yet), complete or expired.' })
  status!: string;

  @Field(() => PlanSubscriptionType, { nullable: true, description: 'The plan it started, once complete.' })
  subscription!: unknown;

  @Field(() => Int, { description: 'The tokens a paid token pack credited (0 otherwise).' })
  tokens!: number;
}

@ObjectType('PortalSession', { description: 'The payment provider’s customer portal (change or cancel the plan): send the user to its url.' })
export class PortalSessionType {
  @Field(() => String)
  url!: string;
}

@InputType('PaymentWebhookInput')
export class PaymentWebhookInput {
  @MaxLength(1_048_576) // base64 of the largest body accepted (paymentWebhookBodyMaxBytes), with room
  @Field(() => String, { description: 'The request body exactly as received, base64: the signature covers these bytes.' })
  bodyBase64!: string;

  @MaxLength(2000)
  @Field(() => String, { nullable: true, description: 'The Stripe-Signature header.' })
  signature?: string | null;
}

@ObjectType('PaymentWebhookResult')
export class PaymentWebhookResultType {
  @Field(() => PaymentWebhookOutcomeEnum)
  outcome!: PaymentWebhookOutcome;

  @Field(() => ID)
  eventId!: string;

  @Field(() => String)
  type!: string;
}
