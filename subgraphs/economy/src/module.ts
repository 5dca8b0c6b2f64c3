import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { CustomFieldSchema } from './custom-fields/custom-field.entity.ts';
import { CustomFieldResolver } from './custom-fields/custom-field.resolver.ts';
import { CustomFieldService } from './custom-fields/custom-field.service.ts';
import { createLoaders, type EconomyLoaders, type EconomyServices } from './context.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenAccountResolver } from './token-accounts/token-account.resolver.ts';
import { TokenAccountService } from './token-accounts/token-account.service.ts';
import { ServiceInfoResolver } from './service-info/service-info.resolver.ts';
import { ServiceInfoService } from './service-info/service-info.service.ts';
import { UserResolver } from './users/user.resolver.ts';

/** economy: token accounts; later the token ledger, points, seasons, avatars, consumables, subscriptions. */
export const economySubgraph: SubgraphModule<EconomyServices, EconomyLoaders> = {
  name: 'economy',
  entities: [TokenAccountSchema, JobSchema, CustomFieldSchema],
  migrations,
  resolvers: [TokenAccountResolver, UserResolver, ServiceInfoResolver, CustomFieldResolver],
  referenceResolvers: {
    /** Private: a reference to an account the caller may not read resolves to null. */
    TokenAccount: async (ref, ctx) => {
      const account = await ctx.loaders.tokenAccount.load(ref.id);
      return account && ctx.services.tokenAccounts.canReadAccountOf(ctx.identity, account.userId) ? account : null;
    },
    /** economy stores nothing about a user itself: the reference is the user; its fields batch through loaders. */
    User: (ref) => ({ id: ref.id }),
  },
  createServices({ config, peers }) {
    const jobs = createJobRunner(config);
    const effects = createEffects(jobs).deliverThrough(peers);
    return { tokenAccounts: new TokenAccountService(), jobs, effects, serviceInfo: new ServiceInfoService(), customFields: new CustomFieldService() };
  },
  createLoaders,
  /** The job runner: deliveries of economy's effects and its background work. */
  async start(services, deps) {
    services.jobs.start(deps.db);
    return async () => {
      await services.jobs.stop();
    };
  },
};
