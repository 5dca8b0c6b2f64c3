/**
 * The live room state document: the contract between the rooms subgraph, which publishes it (and its JSON Patch
 * events), and the clients that apply them (the web player). Types only, no imports: safe in the browser.
 */

/** The song playing in a room. */
export interface NowPlayingState {
  playId: string;
  songId: string;
  djUuid: string;
  /** ISO time the song started, on the server clock. */
  startedAt: string;
  /** ISO time the song ends for everyone. */
  endsAt: string;
  /** Seconds. */
  duration: number;
}

/** What a room shows of a listener (accounts owns it; rooms keeps the copy read when the listener joined). */
export interface RoomUserProfile {
  uuid: string;
  displayName: string;
  /** The avatar the user shows (a built-in avatar id); null until chosen. */
  avatarId: string | null;
  /** Badge ids (VERIFIED, PLATINUM, ...), oldest award first. */
  badges: string[];
}

/** A listener's votes on the song playing: up or down (or none), and whether they liked it (added it to their likes). */
export interface SongVotes {
  vote: 'up' | 'down' | null;
  star: boolean;
}

/** One listener's entry of `allUserData` (spec 3, §3: "each with userProfile and songVotes"). */
export interface RoomUserData {
  /** Null when accounts could not say (unreachable when the listener joined). */
  userProfile: RoomUserProfile | null;
  songVotes: SongVotes;
}

/**
 * The room state document (spec 3, §3 "Room state"): what every client in a room sees, kept in step by JSON
 * Patch events. It carries ids, and each listed user's profile as read when they joined (`allUserData`).
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
  /** userId → profile and votes on the song playing, for every user listed in `allUsers`. */
  allUserData: Record<string, RoomUserData>;
  guestCount: number;
  nowPlaying: NowPlayingState | null;
  voteCounts: { up: number; down: number };
  /** -100 (all down) to 100 (all up), 0 with no votes. */
  vibeMeter: number;
}
