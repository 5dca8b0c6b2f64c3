import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { ModerationAction, ModerationActionRevision } from './moderation-actions/moderation-action.entity.ts';
import type { ModerationActionService } from './moderation-actions/moderation-action.service.ts';
import type { PlaybackEventService } from './play-tracking/playback-event.service.ts';
import type { StatusService } from './status/status.service.ts';

export interface AuditServices {
  moderationActions: ModerationActionService;
  playbackEvents: PlaybackEventService;
  status: StatusService;
}

export interface AuditLoaders {
  moderationAction: DataLoader<string, ModerationAction | null>;
  /** A record's earlier versions, oldest first: one query for every record of a page. */
  moderationActionRevisions: DataLoader<string, ModerationActionRevision[]>;
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
  };
}
