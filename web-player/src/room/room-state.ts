/**
 * The questions the room page asks of the room state document (docs/live-rooms.md §1; spec 3, §3 "Room state"),
 * whose type the rooms subgraph shares through platform. Macro-free so it is unit-testable.
 */
import type { NowPlayingState, RoomStateDocument } from '@backspin/platform/room-state-document';

export type RoomRoleName = 'owner' | 'coOwner' | 'moderator' | 'dj' | 'banned' | 'kicked' | 'chatDisabled' | 'djDisabled';

export type { NowPlayingState, RoomStateDocument };

/** The room's moderation roles (spec 3, §6): moderator, owner and coOwner. */
const moderationRoles: readonly RoomRoleName[] = ['owner', 'coOwner', 'moderator'];

export function rolesOf(state: RoomStateDocument, userId: string): RoomRoleName[] {
  return (state.settings.roomRoles[userId] ?? []) as RoomRoleName[];
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
  return state.allUserData[userId]?.songVotes.vote ?? null;
}
