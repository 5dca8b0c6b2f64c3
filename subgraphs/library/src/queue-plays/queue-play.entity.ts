import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A song a room took from a DJ's queue for one play. Keyed by the room's play id, so a rotation that retries
 * (a crashed instance, a lost answer) gets the same song and the queue turns once per play, not once per try.
 */
export const QueuePlaySchema = defineEntity({
  name: 'QueuePlay',
  tableName: 'queue_play',
  properties: {
    playId: p.uuid().primary(),
    userId: p.uuid().index(),
    songId: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type QueuePlay = InferEntity<typeof QueuePlaySchema>;
