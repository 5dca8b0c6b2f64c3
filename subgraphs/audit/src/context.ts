import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { GeolocationService } from './geolocation/geolocation.service.ts';
import type { ModerationAction, ModerationActionRevision } from './moderation-actions/moderation-action.entity.ts';
import type { ModerationActionService } from './moderation-actions/moderation-action.service.ts';
import type { PlaybackEventService } from './play-tracking/playback-event.service.ts';
import type { PlayLookup, TrackedPlay } from './play-tracking/room-plays.ts';
import type { StatusService } from './status/status.service.ts';
import type { UserActionRetention } from './user-actions/user-action-retention.ts';
import type { UserActionService } from './user-actions/user-action.service.ts';

export interface AuditServices {
  moderationActions: ModerationActionService;
  playbackEvents: PlaybackEventService;
  /** Plays as rooms knows them, asked at event time (play-tracking/room-plays.ts). */
  roomPlays: PlayLookup;
  status: StatusService;
  /** IP → country from an offline database (geolocation/). */
  geolocation: GeolocationService;
  userActions: UserActionService;
  userActionRetention: UserActionRetention;
}

export interface AuditLoaders {
  moderationAction: DataLoader<string, ModerationAction | null>;
  /** A record's earlier versions, oldest first: one query for every record of a page. */
  moderationActionRevisions: DataLoader<string, ModerationActionRevision[]>;
  /** A play and one listener's presence in it, asked of rooms once per request whatever asks again. */
  trackedPlay: DataLoader<{ playId: string; listenerId: string }, TrackedPlay | null, string>;
}

export type AuditContext = SubgraphContext<AuditServices, AuditLoaders>;

export function createLoaders(em: EntityManager, services: AuditServices): AuditLoaders {
  return {
    moderationAction: new DataLoader(async (ids) => {
      const found = await services.moderationActions.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    moderationActionRevisions: new DataLoader(async (ids) => {
      const found = await services.moderationActions.revisionsOf(em, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    // Mutations run one after another, so a batch holds one key: this loader caches, rooms answers one play per call.
    trackedPlay: new DataLoader((keys) => Promise.all(keys.map(({ playId, listenerId }) => services.roomPlays(playId, listenerId))), {
      cacheKeyFn: ({ playId, listenerId }) => `${playId}/${listenerId}`,
    }),
  };
}
