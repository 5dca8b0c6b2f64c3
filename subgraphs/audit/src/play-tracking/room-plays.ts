import { DomainError, PeerCallError, type Peers } from '@backspin/platform';

/** A play as rooms knows it, with whether one listener was in its room while it ran (rooms' playForTracking). */
export interface TrackedPlay {
  roomSlug: string;
  roomOwnerId: string;
  djId: string;
  songId: string;
  startedAt: Date;
  /** The scheduled end (start + the song's duration). */
  endsAt: Date;
  /** The actual end; null while it plays. */
  endedAt: Date | null;
  listenerWasPresent: boolean;
}

/** The play `playId` and whether `listenerId` was in its room during it; null for a play rooms does not know. */
export type PlayLookup = (playId: string, listenerId: string) => Promise<TrackedPlay | null>;

interface Answer {
  playForTracking: (Omit<TrackedPlay, 'startedAt' | 'endsAt' | 'endedAt'> & { startedAt: string; endsAt: string; endedAt: string | null }) | null;
}

/**
 * Asks rooms at event time, with audit's service identity: a read, so a peer call (writes between subgraphs go through
 * the job queue). Rooms owns plays and presence, so the answer is as fresh as rooms' own state; rooms unreachable is a
 * 503 (the client may send again), never an event stored unchecked.
 */
export function playsFromRooms(peers: Peers): PlayLookup {
  return async (playId, listenerId) => {
    let answer: Answer;
    try {
      answer = await peers.call<Answer>(
        'rooms',
        'query($p: ID!, $l: ID!) { playForTracking(playId: $p, listenerId: $l) { roomSlug roomOwnerId djId songId startedAt endsAt endedAt listenerWasPresent } }',
        { p: playId, l: listenerId },
      );
    } catch (error) {
      if (error instanceof PeerCallError || error instanceof DomainError) {
        console.warn(`audit: rooms could not answer play ${playId}:`, error.message);
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
    const play = answer.playForTracking;
    if (!play) return null;
    return {
      ...play,
      startedAt: new Date(play.startedAt),
      endsAt: new Date(play.endsAt),
      endedAt: play.endedAt ? new Date(play.endedAt) : null,
    };
  };
}
