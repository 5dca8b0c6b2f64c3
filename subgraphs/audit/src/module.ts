import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { createLoaders, type AuditLoaders, type AuditServices } from './context.ts';
import { geoipCountryDatabase } from './geolocation/geolocation.database.ts';
import { GeolocationResolver } from './geolocation/geolocation.resolver.ts';
import { GeolocationService } from './geolocation/geolocation.service.ts';
import { ModerationActionRevisionSchema, ModerationActionSchema } from './moderation-actions/moderation-action.entity.ts';
import { ModerationActionResolver } from './moderation-actions/moderation-action.resolver.ts';
import { ModerationActionService } from './moderation-actions/moderation-action.service.ts';
import { PlaybackEventSchema } from './play-tracking/playback-event.entity.ts';
import { PlaybackEventResolver } from './play-tracking/playback-event.resolver.ts';
import { PlaybackEventService } from './play-tracking/playback-event.service.ts';
import { playsFromRooms } from './play-tracking/room-plays.ts';
import { StatusResolver } from './status/status.resolver.ts';
import { StatusService } from './status/status.service.ts';
import { UserActionRetention } from './user-actions/user-action-retention.ts';
import { UserActionSchema } from './user-actions/user-action.entity.ts';
import { UserActionResolver } from './user-actions/user-action.resolver.ts';
import { UserActionService } from './user-actions/user-action.service.ts';

/** audit: moderation actions, user actions, play tracking and service status. */
export const auditSubgraph: SubgraphModule<AuditServices, AuditLoaders> = {
  name: 'audit',
  entities: [ModerationActionSchema, ModerationActionRevisionSchema, PlaybackEventSchema, UserActionSchema],
  migrations,
  resolvers: [ModerationActionResolver, PlaybackEventResolver, StatusResolver, GeolocationResolver, UserActionResolver],
  referenceResolvers: {
    /** Audit records are for audit.read holders: for anyone else a reference resolves to null. */
    ModerationAction: async (ref, ctx) =>
      ctx.services.moderationActions.canRead(ctx.identity) ? ctx.loaders.moderationAction.load(ref.id) : null,
  },
  createServices({ config, peers }) {
    const roomPlays = playsFromRooms(peers);
    const userActions = new UserActionService({ retentionDays: config.USER_ACTION_RETENTION_DAYS });
    return {
      moderationActions: new ModerationActionService(),
      playbackEvents: new PlaybackEventService({ plays: roomPlays }),
      roomPlays,
      status: new StatusService(),
      geolocation: new GeolocationService(geoipCountryDatabase),
      userActions,
      userActionRetention: new UserActionRetention(userActions, config.USER_ACTION_SWEEP_INTERVAL_MS),
    };
  },
  createLoaders,
  // The user actions' retention sweep (USER_ACTION_RETENTION_DAYS).
  async start(services, deps) {
    services.userActionRetention.start(deps.db);
    return () => services.userActionRetention.stop();
  },
};
