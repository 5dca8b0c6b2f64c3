import {
  consumableDeliveryRoute,
  planLevelRoute,
  userActionRoute,
  type PlanLevelEffect,
  type UserActionEffect,
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  type JobRunnerConfig,
  type ConsumableDeliveryEffect,
  type EffectJobs,
  type JobRunner,
} from '@backspin/platform';
import type { SeasonAwardBatchPayload } from './season-awards/season-award.service.ts';
import type { CheckoutCountryJobs } from './subscriptions/checkout-country.ts';

/** The economy subgraph's durable job table (`economy.job`). */
export const JobSchema = defineJobEntity();

/** What economy's changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type EconomyEffects = {
  /** A bought consumable, for the room's chat (consumable-purchases/consumable-purchase.service.ts). */
  'rooms.deliver-consumable': ConsumableDeliveryEffect;
  /** A user's plan level changed, for the PRO_PLAN_OWNER DJ rule (subscriptions/subscription.service.ts). */
  'rooms.plan-level': PlanLevelEffect;
  /** A completed consumable purchase, for audit's user actions (consumable-purchases/consumable-purchase.service.ts). */
  'audit.user-action': UserActionEffect;
};

/** Economy's jobs: the deliveries of its effects, plus its own background work. */
export type EconomyJobs = EffectJobs<EconomyEffects> & {
  /** One batch of a season's avatar awards or of a backfill (season-awards/season-award.service.ts). */
  'season-awards.batch': SeasonAwardBatchPayload;
} & CheckoutCountryJobs;

export type EconomyJobRunner = JobRunner<EconomyJobs>;
export type EconomyEffectSender = CrossSubgraphEffects<EconomyEffects>;

export function createJobRunner(config: JobRunnerConfig): EconomyJobRunner {
  return jobRunnerFromConfig<EconomyJobs>(JobSchema, config);
}

export function createEffects(jobs: EconomyJobRunner): EconomyEffectSender {
  return new CrossSubgraphEffects<EconomyEffects>(jobs, {
    'rooms.deliver-consumable': consumableDeliveryRoute,
    'rooms.plan-level': planLevelRoute,
    'audit.user-action': userActionRoute,
  });
}
