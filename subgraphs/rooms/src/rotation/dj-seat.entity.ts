import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * How a DJ left their seat, as audit's LEFT_DJ_SEAT says it (`detail.how`): they stepped down, staff removed them,
 * they left the room (by leaving, by a lapsed presence, kicked or banned), they were made djDisabled, their account was
 * deactivated, the rotation freed the seat (their queue was empty, nothing in it could play, or the room's DJ rule
 * no longer let them DJ when their turn came), or the room was deleted.
 */
export const seatLeaveHows = ['stepped_down', 'removed', 'left_room', 'lapsed', 'kicked', 'banned', 'dj_disabled', 'deactivated', 'queue_empty', 'song_unplayable', 'not_allowed', 'room_deleted'] as const;
export type SeatLeaveHow = (typeof seatLeaveHows)[number];

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
    /** With leaveAfterSong: how they are leaving (LEFT_DJ_SEAT's `detail.how` when the seat goes). */
    leaveHow: p.string().$type<SeatLeaveHow>().nullable(),
    /**
     * Taken by platform staff under their exemption from the room's DJ rule (dj-seats/): at each turn only djDisabled
     * or banned unseats them, where others are held to the rule again.
     */
    byStaff: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type DjSeat = InferEntity<typeof DjSeatSchema>;
