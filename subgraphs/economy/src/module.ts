import { createStorage, PeriodicTask, UserActions, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { CustomFieldSchema } from './custom-fields/custom-field.entity.ts';
import { CustomFieldResolver } from './custom-fields/custom-field.resolver.ts';
import { CustomFieldService } from './custom-fields/custom-field.service.ts';
import { createLoaders, type EconomyLoaders, type EconomyServices } from './context.ts';
import { ConsumablePurchaseSchema } from './consumable-purchases/consumable-purchase.entity.ts';
import { ConsumablePurchaseResolver } from './consumable-purchases/consumable-purchase.resolver.ts';
import { ConsumablePurchaseService } from './consumable-purchases/consumable-purchase.service.ts';
import { ConsumableSchema } from './consumables/consumable.entity.ts';
import { ConsumableResolver } from './consumables/consumable.resolver.ts';
import { ConsumableService } from './consumables/consumable.service.ts';
import { seedDemoEconomy } from './demo-data.ts';
import { UserAvatarAssignmentSchema } from './avatars/user-avatar-assignment.entity.ts';
import { AvatarAssignmentResolver, UserAvatarsResolver } from './avatar-assignments/avatar-assignment.resolver.ts';
import { AvatarAssignmentService } from './avatar-assignments/avatar-assignment.service.ts';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import { AvatarResolver } from './avatars/avatar.resolver.ts';
import { AvatarService } from './avatars/avatar.service.ts';
import { discordLinksThrough } from './avatars/discord-links.ts';
import { EconomyFileSchema } from './files/economy-file.entity.ts';
import { EconomyFileResolver } from './files/economy-file.resolver.ts';
import { EconomyFileService } from './files/economy-file.service.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { LifetimeRankingStatusSchema, RankingBucketSchema, RankingCountSchema, RankingStatusSchema, RankingTotalSchema } from './rankings/ranking-status.entity.ts';
import { SeasonAwardRunSchema } from './season-awards/season-award-run.entity.ts';
import { SeasonAwardResolver } from './season-awards/season-award.resolver.ts';
import { seasonAwardBatchJob, SeasonAwardService, startSeasonAwardSweep } from './season-awards/season-award.service.ts';
import { seasonStandingsFrom } from './season-awards/season-standings.ts';
import { PointEntrySchema, PointEventSchema } from './points/point-event.entity.ts';
import { PointEntryResolver, PointsResolver } from './points/points.resolver.ts';
import { PointsService } from './points/points.service.ts';
import { LifetimeRankingStatusResolver, RankingResolver } from './rankings/ranking.resolver.ts';
import { RankingService } from './rankings/ranking.service.ts';
import { SeasonRankingService } from './rankings/season-ranking.service.ts';
import { UserRankingResolver } from './rankings/user-ranking.resolver.ts';
import { SeasonSchema } from './seasons/season.entity.ts';
import { AvatarSeasonResolver } from './seasons/avatar-season.resolver.ts';
import { SeasonResolver } from './seasons/season.resolver.ts';
import { SeasonService } from './seasons/season.service.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenAccountResolver } from './token-accounts/token-account.resolver.ts';
import { TokenAccountService } from './token-accounts/token-account.service.ts';
import { ServiceInfoResolver } from './service-info/service-info.resolver.ts';
import { ServiceInfoService } from './service-info/service-info.service.ts';
import { TokenLedgerService } from './token-transactions/token-ledger.service.ts';
import { TokenTransactionResolver } from './token-transactions/token-transaction.resolver.ts';
import { TokenTransactionService } from './token-transactions/token-transaction.service.ts';
import { TokenHoldSchema, TokenTransactionSchema } from './token-transactions/token-transaction.entity.ts';
import { UserResolver } from './users/user.resolver.ts';
import { CheckoutCountry, checkoutIpSweepIntervalMs, subscriptionCountryJob } from './subscriptions/checkout-country.ts';
import { CheckoutService } from './subscriptions/checkout.service.ts';
import { PaymentCustomerSchema } from './subscriptions/payment-customer.entity.ts';
import { PaymentEventSchema } from './subscriptions/payment-event.entity.ts';
import { PaymentWebhookService } from './subscriptions/payment-webhook.service.ts';
import { PlanCatalogue } from './subscriptions/plan-catalogue.ts';
import { paymentProviderFromConfig } from './subscriptions/stripe-payment-provider.ts';
import { SubscriptionSchema } from './subscriptions/subscription.entity.ts';
import { SubscriptionResolver } from './subscriptions/subscription.resolver.ts';
import { SubscriptionUserResolver } from './subscriptions/subscription-user.resolver.ts';
import { SubscriptionService } from './subscriptions/subscription.service.ts';

/** economy: token accounts and their ledger, consumables and purchases, seasons, points and rankings, avatars; subscriptions and payments. */
export const economySubgraph: SubgraphModule<EconomyServices, EconomyLoaders> = {
  name: 'economy',
  entities: [
    TokenAccountSchema,
    TokenTransactionSchema,
    TokenHoldSchema,
    EconomyFileSchema,
    ConsumableSchema,
    ConsumablePurchaseSchema,
    JobSchema,
    CustomFieldSchema,
    SeasonSchema,
    RankingStatusSchema,
    LifetimeRankingStatusSchema,
    RankingCountSchema,
    PointEventSchema,
    PointEntrySchema,
    RankingTotalSchema,
    RankingBucketSchema,
    AvatarSchema,
    UserAvatarAssignmentSchema,
    SeasonAwardRunSchema,
    SubscriptionSchema,
    PaymentCustomerSchema,
    PaymentEventSchema,
  ],
  migrations,
  resolvers: [
    TokenAccountResolver,
    TokenTransactionResolver,
    EconomyFileResolver,
    ConsumableResolver,
    ConsumablePurchaseResolver,
    UserResolver,
    ServiceInfoResolver,
    CustomFieldResolver,
    SeasonResolver,
    RankingResolver,
    LifetimeRankingStatusResolver,
    PointsResolver,
    PointEntryResolver,
    UserRankingResolver,
    AvatarResolver,
    AvatarAssignmentResolver,
    UserAvatarsResolver,
    SeasonAwardResolver,
    AvatarSeasonResolver,
    SubscriptionResolver,
    SubscriptionUserResolver,
  ],
  referenceResolvers: {
    /** Private: a reference to an account the caller may not read resolves to null. */
    TokenAccount: async (ref, ctx) => {
      const account = await ctx.loaders.tokenAccount.load(ref.id);
      return account && ctx.services.tokenAccounts.canReadAccountOf(ctx.identity, account.userId) ? account : null;
    },
    /** Public: a chat message shows the consumable it carries (deleted ones too) to everyone who reads the chat. */
    Consumable: (ref, ctx) => ctx.loaders.consumable.load(ref.id),
    /** economy stores nothing about a user itself: the reference is the user (with accounts' avatarId when required). */
    User: (ref) => ({ id: ref.id, avatarId: (ref as typeof ref & { avatarId?: string | null }).avatarId ?? null }),
  },
  createServices({ config, peers, db }) {
    const jobs = createJobRunner(config);
    const effects = createEffects(jobs);
    const tokenLedger = new TokenLedgerService({ holdTimeoutSeconds: config.TOKEN_HOLD_TIMEOUT_SECONDS });
    // Any instance may sweep: expired holds are claimed with row locks (skip locked).
    const holdExpiry = new PeriodicTask('token ledger: the hold expiry sweep', (em) => tokenLedger.voidExpiredHolds(em), config.TOKEN_HOLD_SWEEP_INTERVAL_MS);
    const tokenAccounts = new TokenAccountService(undefined, () => db);
    const tokenTransactions = new TokenTransactionService(tokenLedger, tokenAccounts);
    const storage = createStorage(config);
    const files = new EconomyFileService({ storage, config });
    const consumables = new ConsumableService({ files });
    const consumablePurchases = new ConsumablePurchaseService({
      db: () => db,
      ledger: tokenLedger,
      consumables,
      effects,
      // What users do, for audit's user actions: one job row in each change's own transaction (platform/jobs/user-actions.ts).
      userActions: new UserActions(effects),
      peers,
      holdTimeoutSeconds: config.CONSUMABLE_PURCHASE_HOLD_SECONDS,
    });
    // A delivered purchase is committed; one rooms refused for good is voided (its tokens come back).
    effects.deliverThrough(
      peers,
      { 'rooms.deliver-consumable': ({ eventId }) => consumablePurchases.delivered(eventId) },
      { 'rooms.deliver-consumable': ({ eventId }, refusal) => consumablePurchases.failed(eventId, refusal) },
    );
    const rankings = new RankingService();
    const seasons = new SeasonService({ removeSeasonRanking: (tx, seasonId) => rankings.removeSeasonRanking(tx, seasonId) });
    const seasonRankings = new SeasonRankingService({ seasons, rankings });
    const points = new PointsService({ seasons, rankings });
    const standings = seasonStandingsFrom(seasons, rankings);
    const provider = paymentProviderFromConfig(config);
    const payments = provider ? { provider, catalogue: new PlanCatalogue(provider, config.PAYMENT_PRODUCTS_CACHE_SECONDS * 1000) } : null;
    const subscriptions = new SubscriptionService({ catalogue: payments?.catalogue ?? null, effects });
    const checkoutCountries = new CheckoutCountry({ jobs, peers, subscriptions });
    const abandonedCheckoutIps = new PeriodicTask('payments: forgetting abandoned checkouts’ addresses', (em) => checkoutCountries.forgetAbandoned(em), checkoutIpSweepIntervalMs);
    const checkout = new CheckoutService({ payments, webPlayerUrl: config.MAGIC_LINK_BASE_URL, subscriptions, ledger: tokenLedger, tokenAccounts, countries: checkoutCountries });
    const paymentWebhooks = new PaymentWebhookService({ payments, subscriptions, checkout, ledger: tokenLedger, tokenAccounts });
    const avatars = new AvatarService({
      files,
      subscribers: subscriptions.subscriberStatus,
      discord: discordLinksThrough(peers),
      seasonExists: async (em, seasonId) => (await standings.season(em, seasonId)) !== null,
    });
    const avatarAssignments = new AvatarAssignmentService(avatars);
    const seasonAwards = new SeasonAwardService({ standings, assignments: avatarAssignments, jobs });
    return {
      tokenAccounts,
      tokenLedger,
      tokenTransactions,
      holdExpiry,
      files,
      consumables,
      consumablePurchases,
      jobs,
      effects,
      serviceInfo: new ServiceInfoService(),
      customFields: new CustomFieldService(),
      seasons,
      rankings,
      seasonRankings,
      points,
      avatars,
      avatarAssignments,
      seasonAwards,
      subscriptions,
      checkout,
      checkoutCountries,
      abandonedCheckoutIps,
      paymentWebhooks,
    };
  },
  createLoaders,
  seedDemoData: seedDemoEconomy,
  /**
   * The job runner (deliveries of economy's effects, season award batches), the token hold expiry sweep and the sweep
   * for ended seasons to award.
   */
  async start(services, deps) {
    services.jobs.register(seasonAwardBatchJob, async ({ runId }) => {
      await services.seasonAwards.runBatch(deps.db.em.fork(), runId);
    });
    services.jobs.register(subscriptionCountryJob, (job) => services.checkoutCountries.geolocate(deps.db.em.fork(), job));
    services.jobs.start(deps.db);
    services.holdExpiry.start(deps.db);
    services.abandonedCheckoutIps.start(deps.db);
    const stopSweep = startSeasonAwardSweep(services.seasonAwards, () => deps.db.em.fork());
    return async () => {
      await stopSweep();
      await services.holdExpiry.stop();
      await services.abandonedCheckoutIps.stop();
      await services.jobs.stop();
    };
  },
};
