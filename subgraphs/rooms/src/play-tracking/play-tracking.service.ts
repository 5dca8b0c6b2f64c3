import type { EntityManager } from '@mikro-orm/core';
import { isUuid, requireService, type Identity } from '@backspin/platform';
import type { PresenceService } from '../presence/presence.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { RoomPlaySchema } from '../rotation/room-play.entity.ts';

export interface PlayForTracking {
  playId: string;
  roomId: string;
  roomSlug: string;
  roomOwnerId: string;
  djId: string;
  songId: string;
  startedAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  listenerWasPresent: boolean;
}

/**
 * What rooms tells audit's play tracking about a play (spec 3, §4; audit checks the 15- and 30-second windows against
 * the play's start as rooms knows it, not as the client says): the play, its room, and whether a listener was in the
 * room while it ran (present now, or a past presence overlapping it). A read for another subgraph: services only.
 */
export class PlayTrackingService {
  constructor(
    private readonly deps: { presence: Pick<PresenceService, 'wasPresent'> },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The play and whether `listenerId` was in its room during it; null for a play rooms does not know. */
  async playForTracking(em: EntityManager, identity: Identity, playId: string, listenerId: string): Promise<PlayForTracking | null> {
    requireService(identity);
    if (!isUuid(playId)) return null;
    const play = await em.findOne(RoomPlaySchema, { id: playId.toLowerCase() }, { disableIdentityMap: true });
    if (!play) return null;
    // A deleted room's plays have no room to have been in: as good as unknown.
    const room = await em.findOne(RoomSchema, { id: play.roomId }, { fields: ['slug', 'ownerId'], disableIdentityMap: true });
    if (!room) return null;
    const listenerWasPresent = isUuid(listenerId)
      ? await this.deps.presence.wasPresent(em, play.roomId, listenerId, play.startedAt, play.endedAt ?? this.clock())
      : false;
    return {
      playId: play.id,
      roomId: play.roomId,
      roomSlug: room.slug,
      roomOwnerId: room.ownerId,
      djId: play.djId,
      songId: play.songId,
      startedAt: play.startedAt,
      endsAt: play.endsAt,
      endedAt: play.endedAt ?? null,
      listenerWasPresent,
    };
  }
}
