import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, insertOnce, isRoomSlug, isUuid, pageOf, requireListener, requirePermission, type Identity } from '@backspin/platform';
import { SongSchema } from '../songs/song.entity.ts';
import { SongPlaySchema, type SongPlay, type VoteCounts } from './recent-play.entity.ts';

export const recentPlaysPage = { fallback: 20, max: 100 } as const;

export interface RecordSongPlay {
  roomSlug: string;
  songId: string;
  djUuid: string;
  voteCounts?: VoteCounts | null;
  playedAt?: Date | null;
  /** The room's play id: recording the same play again answers the first record. */
  playId?: string | null;
}

/** The songs a room played, most recent first. */
export class RecentPlayService {
  async recent(em: EntityManager, identity: Identity, roomSlug: string, limit?: number | null): Promise<SongPlay[]> {
    requireListener(identity);
    const page = pageOf(limit, 0, recentPlaysPage.max, recentPlaysPage.fallback);
    return em.find(SongPlaySchema, { roomSlug: roomSlug.toLowerCase() }, { orderBy: { playedAt: 'desc', id: 'desc' }, limit: page.limit });
  }

  /** The room rotation records each play; staff may too. Votes are counts, never negative. */
  async record(em: EntityManager, identity: Identity, input: RecordSongPlay): Promise<SongPlay> {
    requirePermission(identity, 'plays.record');
    const roomSlug = input.roomSlug.trim().toLowerCase();
    if (!isRoomSlug(roomSlug)) throw new DomainError('INVALID_ROOM_SLUG');
    if (!isUuid(input.djUuid)) throw new DomainError('INVALID_SONG_PLAY', { field: 'djUuid' });
    const votes = input.voteCounts ?? { up: 0, down: 0, stars: 0 };
    if ([votes.up, votes.down, votes.stars].some((n) => !Number.isInteger(n) || n < 0)) {
      throw new DomainError('INVALID_SONG_PLAY', { field: 'voteCounts' });
    }
    if (!isUuid(input.songId) || !(await em.count(SongSchema, { id: input.songId }))) throw new DomainError('SONG_NOT_FOUND');
    if (input.playId != null && !isUuid(input.playId)) throw new DomainError('INVALID_SONG_PLAY', { field: 'playId' });
    const row: SongPlay = {
      id: input.playId?.toLowerCase() ?? randomUUID(),
      roomSlug,
      songId: input.songId,
      djUuid: input.djUuid,
      voteCounts: { up: votes.up, down: votes.down, stars: votes.stars },
      playedAt: input.playedAt ?? new Date(),
    };
    // The rotation's job delivers each play by the room's play id (the event id), maybe twice: the first record stands.
    if (input.playId) return insertOnce(em, SongPlaySchema, row, 'id');
    const play = em.create(SongPlaySchema, row);
    await em.flush();
    return play;
  }
}
