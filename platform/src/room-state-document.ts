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
  nowPlaying: NowPlayingState | null;
  voteCounts: { up: number; down: number };
  /** -100 (all down) to 100 (all up), 0 with no votes. */
  vibeMeter: number;
}
