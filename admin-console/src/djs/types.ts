/** A user who has DJ'd (GET /admin/djs): the totals of their plays; the id is the user's. */
export interface DjRecord {
  id: string;
  plays: number;
  rooms: number;
  upVotes: number;
  downVotes: number;
  firstPlayedAt: string;
  lastPlayedAt: string;
  /** The room of their latest play. */
  lastRoomId: string;
  createdAt: string;
}

/** The rooms list, filtered to a user's own rooms. */
export const ownedRoomsPath = (userId: string) => `/rooms?filter=${encodeURIComponent(JSON.stringify({ ownerId: userId }))}`;
