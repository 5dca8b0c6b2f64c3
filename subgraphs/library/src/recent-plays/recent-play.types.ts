import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserReference } from '@backspin/platform';
import { SongType } from '../songs/song.types.ts';

@ObjectType('VoteCounts')
export class VoteCountsType {
  @Field(() => Int)
  up!: number;

  @Field(() => Int)
  down!: number;

  @Field(() => Int)
  stars!: number;
}

@InputType()
export class VoteCountsInput {
  @Field(() => Int)
  up!: number;

  @Field(() => Int)
  down!: number;

  @Field(() => Int)
  stars!: number;
}

@ObjectType('SongPlay', { description: 'A song played in a room, with the votes it got.' })
export class SongPlayType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  roomSlug!: string;

  @Field(() => ID)
  djUuid!: string;

  @Field(() => VoteCountsType)
  voteCounts!: VoteCountsType;

  @Field(() => Date)
  playedAt!: Date;

  /** Resolved in batches from the catalogue. */
  song?: SongType;

  /** A reference the gateway resolves from accounts. */
  dj?: UserReference;
}

@InputType()
export class RecordSongPlayInput {
  @Field(() => String)
  roomSlug!: string;

  @Field(() => ID)
  songId!: string;

  @Field(() => ID)
  djUuid!: string;

  @Field(() => VoteCountsInput, { nullable: true })
  voteCounts?: VoteCountsInput | null;

  @Field(() => Date, { nullable: true, description: 'Defaults to now.' })
  playedAt?: Date | null;

  @Field(() => ID, { nullable: true, description: 'The room’s play id: the same play is recorded once however often it is sent.' })
  playId?: string | null;
}
