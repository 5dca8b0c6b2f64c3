import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A DJ seat taken in a room. Seats play in `turn` order; the current DJ has the lowest turn, and after their
 * song they move to the end (a new highest turn).
 */
export const DjSeatSchema = defineEntity({
  name: 'DjSeat',
  tableName: 'dj_seat',
  uniques: [{ properties: ['roomId', 'userId'] }],
  indexes: [{ properties: ['roomId', 'turn'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    turn: p.integer(),
    /** The DJ asked to leave once their current song ends. */
    leaveAfterSong: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type DjSeat = InferEntity<typeof DjSeatSchema>;
