import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserReference } from '@backspin/platform';
import type { SongForChat } from '../chat/chat.types.ts';

@ObjectType('RoomPlay', { description: 'A song a DJ played (or plays) in a room, on the server clock.' })
export class RoomPlayType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => Date, { description: 'When the song started for everyone: play at serverTime - startedAt.' })
  startedAt!: Date;

  @Field(() => Date)
  endsAt!: Date;

  @Field(() => Int, { description: 'Seconds.' })
  duration!: number;

  @Field(() => Date, { nullable: true })
  endedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'ENDED, SKIPPED, VOTED_OFF or DJ_LEFT.' })
  endReason!: string | null;

  @Field(() => Int)
  upVotes!: number;

  @Field(() => Int)
  downVotes!: number;

  @Field(() => Int, { description: 'Likes.' })
  stars!: number;

  /** Resolved by field resolvers: references the gateway completes. */
  song?: SongForChat;
  dj?: UserReference;
}
