import {
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  moderationActionRoute,
  type Config,
  type EffectJobs,
  type JobRunner,
  type ModerationActionEffect,
} from '@backspin/platform';

/** The rooms subgraph's durable job table (`rooms.job`). */
export const JobSchema = defineJobEntity();

/** What rooms' changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type RoomsEffects = {
  /** A room moderation event, for audit's moderation actions (room-roles/moderation-event.service.ts). */
  'audit.moderation-action': ModerationActionEffect;
};

export type RoomsJobs = {
  /** Record an ended play in the library's recent plays (rotation/rotation.service.ts). */
  'rooms.record-play': { playId: string };
  /** Add a liked song to the voter's likes crate (votes/vote.service.ts). */
  'rooms.like-song': { userId: string; songId: string };
} & EffectJobs<RoomsEffects>;

export type RoomsJobRunner = JobRunner<RoomsJobs>;
export type RoomsEffectSender = CrossSubgraphEffects<RoomsEffects>;

export function createJobRunner(config: Pick<Config, 'JOB_POLL_INTERVAL_MS' | 'JOB_RETRY_BASE_MS' | 'JOB_RETRY_MAX_MS'>): RoomsJobRunner {
  return jobRunnerFromConfig<RoomsJobs>(JobSchema, config);
}

export function createEffects(jobs: RoomsJobRunner): RoomsEffectSender {
  return new CrossSubgraphEffects<RoomsEffects>(jobs, { 'audit.moderation-action': moderationActionRoute });
}
