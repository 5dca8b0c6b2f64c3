import type { EntityManager } from '@mikro-orm/core';
import type { RoomStateDocument } from '@backspin/platform/room-state-document';

export type { RoomStateDocument } from '@backspin/platform/room-state-document';

/** A part of the document, read from one module's tables (settings, presence, seats, the play and its votes). */
export type RoomStateContributor = (em: EntityManager, roomId: string) => Promise<Partial<RoomStateDocument>>;

export function emptyRoomState(): RoomStateDocument {
  return {
    settings: { slug: '', name: '', numberOfDjs: 0, djType: '', design: '', type: '', pinnedMessages: [], roomRoles: {} },
    djs: [],
    visibleDjs: [],
    floorUsers: [],
    audienceUsers: [],
    allUsers: [],
    allUserData: {},
    guestCount: 0,
    nowPlaying: null,
    voteCounts: { up: 0, down: 0 },
    vibeMeter: 0,
  };
}
