import type { EntityManager } from '@mikro-orm/core';
import { generateKeyBetween } from 'fractional-indexing';
import { DomainError, isUuid, requireUser, type Identity } from '@backspin/platform';
import { CrateSongSchema } from '../crate-songs/crate-song.entity.ts';
import type { CrateService } from '../crates/crate.service.ts';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { QueuePlaySchema } from './queue-play.entity.ts';

/**
 * The DJ rotation's side of the queue (spec: "the next seat plays the first song of their queue crate, which
 * then moves to the end of that queue"). The room calls this as the DJ, with its play id.
 */
export class QueuePlayService {
  constructor(private readonly crates: CrateService) {}

  /** The first song of the caller's queue, without taking it (may this user take a DJ seat?). */
  async head(em: EntityManager, identity: Identity): Promise<Song | null> {
    const userId = requireUser(identity);
    const queue = await this.crates.ensureSpecial(em, userId, 'queue');
    const first = await em.findOne(CrateSongSchema, { crateId: queue.id }, { orderBy: { positionKey: 'asc' }, fields: ['songId'] });
    return first ? em.findOne(SongSchema, { id: first.songId }) : null;
  }

  /**
   * Takes the first song of the caller's queue for `playId` and moves it to the end of the queue, in one
   * transaction under the queue's row lock. The same play id always answers the same song (idempotent).
   * Null when the queue is empty.
   */
  async takeNext(em: EntityManager, identity: Identity, playId: string): Promise<Song | null> {
    const userId = requireUser(identity);
    if (!isUuid(playId)) throw new DomainError('INVALID_PLAY_ID');
    return em.transactional(async (tx) => {
      const queue = await this.crates.lockForEdit(tx, identity, { special: 'queue' });
      const taken = await tx.findOne(QueuePlaySchema, { playId });
      if (taken) {
        if (taken.userId !== userId) throw new DomainError('INVALID_PLAY_ID');
        return tx.findOne(SongSchema, { id: taken.songId });
      }
      const order = { orderBy: { positionKey: 'asc' as const }, disableIdentityMap: true };
      const first = await tx.findOne(CrateSongSchema, { crateId: queue.id }, order);
      if (!first) return null;
      const last = await tx.findOne(CrateSongSchema, { crateId: queue.id }, { ...order, orderBy: { positionKey: 'desc' as const } });
      if (last && last.id !== first.id) {
        await tx.nativeUpdate(CrateSongSchema, { id: first.id }, { positionKey: generateKeyBetween(last.positionKey, null) });
      }
      tx.create(QueuePlaySchema, { playId, userId, songId: first.songId, createdAt: new Date() });
      await tx.flush();
      return tx.findOne(SongSchema, { id: first.songId });
    });
  }
}
