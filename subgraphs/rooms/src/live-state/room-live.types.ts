import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JSONScalar } from '@backspin/platform';
import { roomEventKinds, type JsonPatchOperation, type RoomEventKind } from './room-live.entity.ts';
import type { RoomStateDocument } from './room-state.ts';

export const RoomEventKindEnum = Object.fromEntries(roomEventKinds.map((k) => [k, k])) as Record<RoomEventKind, RoomEventKind>;
registerEnumType(RoomEventKindEnum, {
  name: 'RoomEventKind',
  description:
    'PATCH: apply `patch` (RFC 6902) to the state at seq - 1. KICKED / BANNED: `userId` must leave (data says why). ' +
    'REPLACED: `userId` joined from another connection; the connection named in data.connectionId leaves. RESET: rejoin after a random delay under 2 s. SLUG_CHANGED: the room’s address changed (data.slug). DELETED: the room is gone. ' +
    'SONG_SKIPPED: the DJ `userId`’s song was skipped before it started (data.reason SONG_NOT_PLAYABLE: no listener could play it; ' +
    'data.songId, trackName, artistName, message; data.djLeftSeat when the DJ lost the seat for having nothing playable).',
});

@ObjectType('RoomState', { description: 'A room’s live state document and its sequence number.' })
export class RoomStateType {
  @Field(() => ID)
  roomId!: string;

  @Field(() => Int, { description: 'The sequence number of the last event applied to this document.' })
  seq!: number;

  @Field(() => JSONScalar, { description: 'settings, djs (current DJ first), floor and audience, allUsers, nowPlaying, voteCounts, vibeMeter…' })
  document!: RoomStateDocument;

  @Field(() => Date, { description: 'The server clock when this was read: with nowPlaying.startedAt, where the song is now.' })
  serverTime!: Date;
}

@ObjectType('RoomEvent', { description: 'One event of a room, in order.' })
export class RoomEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => Int)
  seq!: number;

  @Field(() => RoomEventKindEnum)
  kind!: RoomEventKind;

  @Field(() => JSONScalar, { nullable: true, description: 'PATCH only: the JSON Patch operations.' })
  patch!: JsonPatchOperation[] | null;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => JSONScalar, { nullable: true })
  data!: Record<string, unknown> | null;

  @Field(() => Date)
  createdAt!: Date;
}
