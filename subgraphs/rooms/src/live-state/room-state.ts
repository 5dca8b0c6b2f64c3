import type { EntityManager } from '@mikro-orm/core';

/**
 * The room state document (spec 3, §3 "Room state"): what every client in a room sees, kept in step by JSON
 * Patch events. It carries ids, not profiles: clients read profiles (and songs) through the gateway.
 */
export interface RoomStateDocument {
  settings: {
    slug: string;
    name: string;
    numberOfDjs: number;
    djType: string;
    design: string;
    type: string;
    pinnedMessages: unknown[];
    /** userId → room roles in effect. */
    roomRoles: Record<string, string[]>;
  };
  /** DJ seats in order: the current DJ first. */
  djs: string[];
  visibleDjs: string[];
  floorUsers: string[];
  audienceUsers: string[];
  allUsers: { uuid: string; canDj: boolean; tokenRole: string }[];
  allUserData: Record<string, { songVote: 'up' | 'down' | null }>;
  guestCount: number;
  nowPlaying: {
    playId: string;
    songId: string;
    djUuid: string;
    /** ISO time the song started, on the server clock. */
    startedAt: string;
    endsAt: string;
    duration: number;
  } | null;
  voteCounts: { up: number; down: number };
  /** -100 (all down) to 100 (all up), 0 with no votes. */
  vibeMeter: number;
}

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
