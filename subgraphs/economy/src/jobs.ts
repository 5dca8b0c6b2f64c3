import {
  consumableDeliveryRoute,
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  type Config,
  type ConsumableDeliveryEffect,
  type EffectJobs,
  type JobRunner,
} from '@backspin/platform';

/** The economy subgraph's durable job table (`economy.job`). */
export const JobSchema = defineJobEntity();

/** What economy's changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type EconomyEffects = {
  /** A bought consumable, for the room's chat (consumable-purchases/consumable-purchase.service.ts). */
  'rooms.deliver-consumable': ConsumableDeliveryEffect;
};

/** Economy's jobs: the deliveries of its effects, plus its own background work. */
export type EconomyJobs = EffectJobs<EconomyEffects>;

export type EconomyJobRunner = JobRunner<EconomyJobs>;
export type EconomyEffectSender = CrossSubgraphEffects<EconomyEffects>;

export function createJobRunner(config: Pick<Config, 'JOB_POLL_INTERVAL_MS' | 'JOB_RETRY_BASE_MS' | 'JOB_RETRY_MAX_MS'>): EconomyJobRunner {
  return jobRunnerFromConfig<EconomyJobs>(JobSchema, config);
}

export function createEffects(jobs: EconomyJobRunner): EconomyEffectSender {
  return new CrossSubgraphEffects<EconomyEffects>(jobs, { 'rooms.deliver-consumable': consumableDeliveryRoute });
}
