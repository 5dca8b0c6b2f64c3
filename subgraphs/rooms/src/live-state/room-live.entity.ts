import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { roomEventKinds } from '@backspin/contracts/live-events';
import type { RoomStateDocument } from './room-state.ts';

/** The last published room state document of a room and its sequence number (one row per room). */
export const RoomLiveStateSchema = defineEntity({
  name: 'RoomLiveState',
  tableName: 'room_live_state',
  properties: {
    roomId: p.uuid().primary(),
    seq: p.integer(),
    document: p.json<RoomStateDocument>(),
    updatedAt: p.datetime(),
  },
});
export type RoomLiveState = InferEntity<typeof RoomLiveStateSchema>;

// The kinds are the live events' one list (contracts/live-events.ts: audit names them too).
export { roomEventKinds, type RoomEventKind } from '@backspin/contracts/live-events';

export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
}

/**
 * What happened in a room, in order: a state patch (RFC 6902, against the document at `seq - 1`) or a notice
 * clients act on. Kept for a while so a client that missed one can tell (gap) and refetch.
 */
export const RoomEventSchema = defineEntity({
  name: 'RoomEvent',
  tableName: 'room_event',
  uniques: [{ properties: ['roomId', 'seq'] }],
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    seq: p.integer(),
    kind: p.enum(roomEventKinds),
    patch: p.json<JsonPatchOperation[]>().nullable(),
    /** The user a notice is about (the kicked or banned one). */
    userId: p.uuid().nullable(),
    data: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime(),
  },
});
export type RoomEvent = InferEntity<typeof RoomEventSchema>;
