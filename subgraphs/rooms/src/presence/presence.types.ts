import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RoomStateType } from '../live-state/room-live.types.ts';
import type { Room } from '../rooms/room.entity.ts';
import { RoomType } from '../rooms/room.types.ts';

@ObjectType('RoomJoin', { description: 'Everything a client needs on entering a room.' })
export class RoomJoinType {
  @Field(() => RoomType)
  room!: Room;

  @Field(() => ID, { description: 'This connection’s presence: send it with heartbeats and when leaving.' })
  connectionId!: string;

  @Field(() => RoomStateType, { description: 'The state to apply roomEvents patches to (from state.seq + 1 on).' })
  state!: RoomStateType;

  @Field(() => [String], { description: 'Your roles in this room.' })
  myRoomRoles!: string[];

  @Field(() => Date, { description: 'The server clock now.' })
  serverTime!: Date;

  @Field(() => Int, { description: 'Send roomHeartbeat at least this often (seconds), or the presence ends.' })
  heartbeatSeconds!: number;
}

@ObjectType('ChatMentionCandidate', { description: 'Someone you may mention in a room’s chat.' })
export class ChatMentionCandidateType {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true, description: 'Their name as the room knows it (from when they joined).' })
  displayName!: string | null;
}
