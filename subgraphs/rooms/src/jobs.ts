import {
  CrossSubgraphEffects,
  defineJobEntity,
  jobRunnerFromConfig,
  likedSongRoute,
  moderationActionRoute,
  playPointsRoute,
  songPlayRoute,
  userActionRoute,
  type JobRunnerConfig,
  type EffectJobs,
  type JobRunner,
  type LikedSongEffect,
  type ModerationActionEffect,
  type PlayPointsEffect,
  type SongPlayEffect,
  type UserActionEffect,
} from '@backspin/platform';
import type { DevicePlatform } from '@backspin/contracts/push';

/** The rooms subgraph's durable job table (`rooms.job`). */
export const JobSchema = defineJobEntity();

/** What rooms' changes cause in other subgraphs (platform/src/jobs/cross-subgraph-effect.ts). */
export type RoomsEffects = {
  /** A room moderation event, for audit's moderation actions (room-roles/moderation-event.service.ts). */
  'audit.moderation-action': ModerationActionEffect;
  /**
   * What users do in rooms, for audit's user actions (through `UserActions`): joining and leaving (presence/), DJ seats
   * and plays (dj-seats/, rotation/), votes (votes/), chat messages (chat/), moderation (room-roles/).
   */
  'audit.user-action': UserActionEffect;
  /** An ended play, for the library's recent plays (rotation/rotation.service.ts). */
  'library.record-play': SongPlayEffect;
  /** A liked song, for the voter's likes crate (votes/vote.service.ts). */
  'library.like-song': LikedSongEffect;
  /** An ended play, for economy's points (rotation/rotation.service.ts; the rules are economy's points/point-rules.ts). */
  'economy.play-points': PlayPointsEffect;
};

/**
 * An event's reminder to one interested user, enqueued once per user and event by the reminder sweep when the event
 * starts (events/event.service.ts): the notifications module sends it (push, web push) by its own handler.
 */
export interface EventReminderJob {
  eventId: string;
  userId: string;
  roomId: string;
  communityId: string | null;
  slug: string;
  title: string;
  /** ISO times. */
  startsAt: string;
  endsAt: string;
}

/** The events' reminders (events/event.service.ts enqueues them; notifications/ sends them). */
export type EventJobs = {
  'rooms.event-reminder': EventReminderJob;
};

/**
 * Push notifications (notifications/notification.service.ts): a notification fanned out to its user's devices (their
 * settings read then), then one push per device, each retried with backoff on its own.
 */
export type PushJobs = {
  'push.notify': { notificationId: string; platforms: DevicePlatform[] };
  'push.device': { notificationId: string; deviceId: string };
};

/** Rooms' jobs: the deliveries of its effects, push notifications and the events' reminders. */
export type RoomsJobs = EffectJobs<RoomsEffects> & PushJobs & EventJobs;

export type RoomsJobRunner = JobRunner<RoomsJobs>;
export type RoomsEffectSender = CrossSubgraphEffects<RoomsEffects>;

export function createJobRunner(config: JobRunnerConfig): RoomsJobRunner {
  return jobRunnerFromConfig<RoomsJobs>(JobSchema, config);
}

export function createEffects(jobs: RoomsJobRunner): RoomsEffectSender {
  return new CrossSubgraphEffects<RoomsEffects>(jobs, {
    'audit.moderation-action': moderationActionRoute,
    'audit.user-action': userActionRoute,
    'library.record-play': songPlayRoute,
    'library.like-song': likedSongRoute,
    'economy.play-points': playPointsRoute,
  });
}
