import {
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  accountDeactivatedRoute,
  moderationActionRoute,
  userActionRoute,
  type AccountDeactivatedEffect,
  type JobRunnerConfig,
  type EffectJobs,
  type JobRunner,
  type ModerationActionEffect,
  type UserActionEffect,
} from '@backspin/platform';

/** The accounts subgraph's durable job table (`accounts.job`). */
export const JobSchema = defineJobEntity();

/** What accounts' changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type AccountsEffects = {
  /** A platform kick, ban or unban, for audit's moderation actions (moderation/moderation.service.ts). */
  'audit.moderation-action': ModerationActionEffect;
  /** A sign-up or sign-in, a platform kick, ban or unban's target, for audit's user actions (sessions/, moderation/). */
  'audit.user-action': UserActionEffect;
  /** A deactivation that took effect, for rooms: the user's rooms deleted, their DJ seats freed (deactivation/). */
  'rooms.account-deactivated': AccountDeactivatedEffect;
};

export type AccountsJobs = EffectJobs<AccountsEffects>;
export type AccountsJobRunner = JobRunner<AccountsJobs>;
export type AccountsEffectSender = CrossSubgraphEffects<AccountsEffects>;

export function createJobRunner(config: JobRunnerConfig): AccountsJobRunner {
  return jobRunnerFromConfig<AccountsJobs>(JobSchema, config);
}

export function createEffects(jobs: AccountsJobRunner): AccountsEffectSender {
  return new CrossSubgraphEffects<AccountsEffects>(jobs, {
    'audit.moderation-action': moderationActionRoute,
    'audit.user-action': userActionRoute,
    'rooms.account-deactivated': accountDeactivatedRoute,
  });
}
