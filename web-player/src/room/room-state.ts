/**
 * The questions the room page asks of the room state document (docs/live-rooms.md §1; spec 3, §3 "Room state"),
 * whose type the rooms subgraph shares through platform. Macro-free so it is unit-testable.
 */
import type { NowPlayingState, RoomStateDocument } from '@backspin/contracts/room-state-document';

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

/** The DJ whose song plays now ("Now spinning", "Played by"): nobody spins while nothing plays. */
export function spinningDj(state: RoomStateDocument): string | null {
  return state.nowPlaying?.djUuid ?? null;
}

/** Room ranks (README "In a room"): platform moderators 4, owner 3, coOwner 2, moderator 1, anyone else 0; a ban makes 0. */
const PLATFORM_RANK = 4;
const staffRanks: Partial<Record<RoomRoleName, number>> = { owner: 3, coOwner: 2, moderator: 1 };

function roomRank(state: RoomStateDocument, userId: string, ownerId: string): number {
  const roles = rolesOf(state, userId);
  if (roles.includes('banned')) return 0;
  const owner = userId.toLowerCase() === ownerId.toLowerCase() ? 3 : 0;
  return Math.max(owner, ...roles.map((role) => staffRanks[role] ?? 0));
}

/**
 * Whether to offer "Moderate" on `targetId`: only to someone who outranks them (nobody acts on an equal or a
 * higher rank, so a moderator or co-owner never on the owner). Decided from the room roles the state carries;
 * `serverSaysModerator` (the caller's chat standing) lifts a viewer with no room staff role to a platform moderator.
 * The server keeps the final word; when it answers per user whether the caller may moderate them, this reads that.
 */
export function mayModerateUser(
  state: RoomStateDocument,
  viewer: { id: string; serverSaysModerator: boolean },
  ownerId: string,
  targetId: string,
): boolean {
  if (viewer.id.toLowerCase() === targetId.toLowerCase()) return false;
  const own = roomRank(state, viewer.id, ownerId);
  const viewerRank = own === 0 && viewer.serverSaysModerator && !rolesOf(state, viewer.id).includes('banned') ? PLATFORM_RANK : own;
  return viewerRank > 0 && viewerRank > roomRank(state, targetId, ownerId);
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
