import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { CheckoutOutcome } from './checkout.service.ts';
import type { PaymentWebhookResult } from './payment-webhook.service.ts';
import type { SubscriptionProduct } from './plan-catalogue.ts';
import type { Subscription } from './subscription.entity.ts';
import {
  CheckoutOutcomeType,
  CheckoutSessionType,
  PaymentWebhookInput,
  PaymentWebhookResultType,
  PlanSubscriptionType,
  PortalSessionType,
  SubscriptionProductType,
} from './subscription.types.ts';

@Resolver()
export class SubscriptionResolver {
  @Query(() => [SubscriptionProductType], {
    description: 'GET /subscription/products: the plans (PLUS, then PRO) and token packs for sale, for anyone. 503 when payments are not configured.',
  })
  subscriptionProducts(@Ctx() ctx: EconomyContext): Promise<SubscriptionProduct[]> {
    return ctx.services.checkout.products();
  }

  @Query(() => PlanSubscriptionType, {
    nullable: true,
    description: 'GET /subscription: the signed-in user’s subscription (the one in effect, else the latest); null when they never had one.',
  })
  mySubscription(@Ctx() ctx: EconomyContext): Promise<Subscription | null> {
    return ctx.services.subscriptions.mine(ctx.em, ctx.identity);
  }

  @Query(() => PlanSubscriptionType, {
    nullable: true,
    description: 'GET /subscription/user/{id}: staff and services (subscriptions.read); null when the user never had one.',
  })
  userSubscription(@Arg('userId', () => ID) userId: string, @Ctx() ctx: EconomyContext): Promise<Subscription | null> {
    return ctx.services.subscriptions.ofUser(ctx.em, ctx.identity, userId);
  }

  @Query(() => Int, {
    description:
      'GET /subscription/count (staff: subscriptions.read): subscriptions started in [startDate, endDate), each bound optional, of a region (the buyer’s country at checkout) and a level.',
  })
  subscriptionCount(
    @Arg('startDate', () => Date, { nullable: true }) startDate: Date | null,
    @Arg('endDate', () => Date, { nullable: true }) endDate: Date | null,
    @Arg('region', () => String, { nullable: true }) region: string | null,
    @Arg('level', () => String, { nullable: true }) level: string | null,
    @Ctx() ctx: EconomyContext,
  ): Promise<number> {
    return ctx.services.subscriptions.count(ctx.em, ctx.identity, { startDate, endDate, region, level });
  }

  @Mutation(() => CheckoutSessionType, {
    description:
      'POST /subscription/checkout/{id}: starts the provider’s checkout for a price (a plan or a token pack) and answers its URL. Signed-in users; 409 for a plan while one is in effect.',
  })
  startSubscriptionCheckout(@Arg('priceId', () => ID) priceId: string, @Ctx() ctx: EconomyContext): Promise<{ id: string; url: string }> {
    return ctx.services.checkout.startCheckout(ctx.em, ctx.identity, priceId);
  }

  @Mutation(() => PortalSessionType, { description: 'POST /subscription/portal: the provider’s customer portal for the signed-in user.' })
  openSubscriptionPortal(@Ctx() ctx: EconomyContext): Promise<{ url: string }> {
    return ctx.services.checkout.portal(ctx.em, ctx.identity);
  }

  @Mutation(() => CheckoutOutcomeType, {
    description:
      'The checkout’s return page: reads the caller’s checkout session from the provider and, once complete, applies it as its webhook would (the plan, or the token pack once), so the page need not wait for the webhook. 404 for someone else’s session.',
  })
  confirmSubscriptionCheckout(@Arg('sessionId', () => ID) sessionId: string, @Ctx() ctx: EconomyContext): Promise<CheckoutOutcome> {
    return ctx.services.checkout.confirmCheckout(ctx.em, ctx.identity, sessionId);
  }

  @Mutation(() => PaymentWebhookResultType, {
    description:
      'POST /webhook: a payment provider event, trusted only when Stripe-Signature is valid for this exact body and at most 300 s old (400 otherwise, nothing changed); each event is applied once.',
  })
  receivePaymentWebhook(@Arg('input', () => PaymentWebhookInput) input: PaymentWebhookInput, @Ctx() ctx: EconomyContext): Promise<PaymentWebhookResult> {
    return ctx.services.paymentWebhooks.receive(ctx.em, input);
  }
}
