/**
 * The room state document as the rooms subgraph publishes it (docs/live-rooms.md §1; spec 3, §3 "Room state"),
 * and the questions the room page asks of it. Macro-free so it is unit-testable.
 */
export type RoomRoleName = 'owner' | 'coOwner' | 'moderator' | 'dj' | 'banned' | 'kicked' | 'chatDisabled' | 'djDisabled';

export interface NowPlayingState {
  playId: string;
  songId: string;
  djUuid: string;
  /** ISO time the song started, on the server clock. */
  startedAt: string;
  endsAt: string;
  /** Seconds. */
  duration: number;
}

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
    roomRoles: Record<string, RoomRoleName[]>;
  };
  /** DJ seats in turn order: the current DJ first. */
  djs: string[];
  visibleDjs: string[];
  floorUsers: string[];
  audienceUsers: string[];
  allUsers: { uuid: string; canDj: boolean; tokenRole: string }[];
  allUserData: Record<string, { songVote: 'up' | 'down' | null }>;
  guestCount: number;
  nowPlaying: NowPlayingState | null;
  voteCounts: { up: number; down: number };
  /** -100 (all down) to 100 (all up). */
  vibeMeter: number;
}

/** The room's moderation roles (spec 3, §6): moderator, owner and coOwner. */
const moderationRoles: readonly RoomRoleName[] = ['owner', 'coOwner', 'moderator'];

export function rolesOf(state: RoomStateDocument, userId: string): RoomRoleName[] {
  return state.settings.roomRoles[userId] ?? [];
}

/** A room moderator (room roles only; platform moderators are told by the server's `canModerate`). */
export function isRoomModerator(state: RoomStateDocument, userId: string): boolean {
  return rolesOf(state, userId).some((role) => moderationRoles.includes(role));
}

export function currentDj(state: RoomStateDocument): string | null {
  return state.djs[0] ?? null;
}

export function isDj(state: RoomStateDocument, userId: string): boolean {
  return state.djs.includes(userId);
}

/** Whether the user may take a seat, as the room state says (`canDj`). */
export function canDj(state: RoomStateDocument, userId: string): boolean {
  return state.allUsers.find((user) => user.uuid === userId)?.canDj ?? false;
}

export function freeSeats(state: RoomStateDocument): number {
  return Math.max(0, state.settings.numberOfDjs - state.djs.length);
}

/** Everyone in the room who is not a guest, DJs first (in seat order), then the floor, then the audience. */
export function listeners(state: RoomStateDocument): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  for (const id of [...state.djs, ...state.floorUsers, ...state.audienceUsers, ...state.allUsers.map((u) => u.uuid)]) {
    if (!seen.has(id)) {
      seen.add(id);
      ordered.push(id);
    }
  }
  return ordered;
}

export function myVote(state: RoomStateDocument, userId: string): 'up' | 'down' | null {
  return state.allUserData[userId]?.songVote ?? null;
}
