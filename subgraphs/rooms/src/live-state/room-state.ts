import type { EntityManager } from '@mikro-orm/core';
import type { RoomStateDocument, RoomUserData, SongVotes } from '@backspin/contracts/room-state-document';

export type { RoomStateDocument, RoomUserData, RoomUserProfile, SongVotes } from '@backspin/contracts/room-state-document';

/**
 * A part of the document, read from one module's tables (settings, presence, seats, the play and its votes).
 * `allUserData` entries are partial: presence gives each listed user's profile, votes their votes on the song.
 */
export type RoomStatePart = Omit<Partial<RoomStateDocument>, 'allUserData'> & { allUserData?: Record<string, Partial<RoomUserData>> };
export type RoomStateContributor = (em: EntityManager, roomId: string) => Promise<RoomStatePart>;

export const noSongVotes = (): SongVotes => ({ vote: null, star: false });

/**
 * The parts put together: later parts overwrite earlier fields, and `allUserData` gets one complete entry
 * (userProfile and songVotes, spec 3 §3) per user listed in `allUsers`, whatever each part knew of them.
 */
export function assembleRoomState(parts: readonly RoomStatePart[]): RoomStateDocument {
  const document = emptyRoomState();
  const userData: Record<string, Partial<RoomUserData>> = {};
  for (const { allUserData, ...rest } of parts) {
    Object.assign(document, rest);
    for (const [userId, data] of Object.entries(allUserData ?? {})) userData[userId] = { ...userData[userId], ...data };
  }
  document.allUserData = Object.fromEntries(
    document.allUsers.map(({ uuid }) => [uuid, { userProfile: userData[uuid]?.userProfile ?? null, songVotes: userData[uuid]?.songVotes ?? noSongVotes() }]),
  );
  return document;
}

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
