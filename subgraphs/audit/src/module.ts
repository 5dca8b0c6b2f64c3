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

/** audit: moderation actions, play tracking and service status; later user actions and the event stream. */
export const auditSubgraph: SubgraphModule<AuditServices, AuditLoaders> = {
  name: 'audit',
  entities: [ModerationActionSchema, ModerationActionRevisionSchema, PlaybackEventSchema],
  migrations,
  resolvers: [ModerationActionResolver, PlaybackEventResolver, StatusResolver, GeolocationResolver],
  referenceResolvers: {
    /** Audit records are for audit.read holders: for anyone else a reference resolves to null. */
    ModerationAction: async (ref, ctx) =>
      ctx.services.moderationActions.canRead(ctx.identity) ? ctx.loaders.moderationAction.load(ref.id) : null,
  },
  createServices({ peers }) {
    const roomPlays = playsFromRooms(peers);
    return {
      moderationActions: new ModerationActionService(),
      playbackEvents: new PlaybackEventService({ plays: roomPlays }),
      roomPlays,
      status: new StatusService(),
      geolocation: new GeolocationService(geoipCountryDatabase),
    };
  },
  createLoaders,
};
