import {
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  likedSongRoute,
  moderationActionRoute,
  playPointsRoute,
  songPlayRoute,
  type JobRunnerConfig,
  type EffectJobs,
  type JobRunner,
  type LikedSongEffect,
  type ModerationActionEffect,
  type PlayPointsEffect,
  type SongPlayEffect,
} from '@backspin/platform';

/** The rooms subgraph's durable job table (`rooms.job`). */
export const JobSchema = defineJobEntity();

/** What rooms' changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type RoomsEffects = {
  /** A room moderation event, for audit's moderation actions (room-roles/moderation-event.service.ts). */
  'audit.moderation-action': ModerationActionEffect;
  /** An ended play, for the library's recent plays (rotation/rotation.service.ts). */
  'library.record-play': SongPlayEffect;
  /** A liked song, for the voter's likes crate (votes/vote.service.ts). */
  'library.like-song': LikedSongEffect;
  /** An ended play, for economy's points (rotation/rotation.service.ts; the rules are economy's points/point-rules.ts). */
  'economy.play-points': PlayPointsEffect;
};

/** Rooms' jobs: today only the deliveries of its effects. */
export type RoomsJobs = EffectJobs<RoomsEffects>;

export type RoomsJobRunner = JobRunner<RoomsJobs>;
export type RoomsEffectSender = CrossSubgraphEffects<RoomsEffects>;

export function createJobRunner(config: JobRunnerConfig): RoomsJobRunner {
  return jobRunnerFromConfig<RoomsJobs>(JobSchema, config);
}

export function createEffects(jobs: RoomsJobRunner): RoomsEffectSender {
  return new CrossSubgraphEffects<RoomsEffects>(jobs, {
    'audit.moderation-action': moderationActionRoute,
    'library.record-play': songPlayRoute,
    'library.like-song': likedSongRoute,
    'economy.play-points': playPointsRoute,
  });
}
