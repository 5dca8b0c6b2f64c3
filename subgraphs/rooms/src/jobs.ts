import { defineJobEntity, jobRunnerFromConfig, type Config, type JobRunner } from '@backspin/platform';

/** The rooms subgraph's durable job table (`rooms.job`). */
export const JobSchema = defineJobEntity();

export type RoomsJobs = {
  /** Record an ended play in the library's recent plays (rotation/rotation.service.ts). */
  'rooms.record-play': { playId: string };
  /** Add a liked song to the voter's likes crate (votes/vote.service.ts). */
  'rooms.like-song': { userId: string; songId: string };
};

export type RoomsJobRunner = JobRunner<RoomsJobs>;

export function createJobRunner(config: Pick<Config, 'JOB_POLL_INTERVAL_MS' | 'JOB_RETRY_BASE_MS' | 'JOB_RETRY_MAX_MS'>): RoomsJobRunner {
  return jobRunnerFromConfig<RoomsJobs>(JobSchema, config);
}
