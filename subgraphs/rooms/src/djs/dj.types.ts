import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Page } from '@backspin/platform/list-query';

@ObjectType('Dj', { description: 'A user who has DJ’d in rooms, with the totals of their plays (administrators).' })
export class DjType {
  @Field(() => ID, { description: 'The DJ’s user id' })
  id!: string;

  @Field(() => Int)
  plays!: number;

  @Field(() => Int, { description: 'Rooms they played in' })
  rooms!: number;

  @Field(() => Int)
  upVotes!: number;

  @Field(() => Int)
  downVotes!: number;

  @Field(() => Date)
  firstPlayedAt!: Date;

  @Field(() => Date)
  lastPlayedAt!: Date;

  @Field(() => ID, { description: 'The room of their latest play' })
  lastRoomId!: string;

  @Field(() => Date, { description: 'When they became a DJ (their first play)' })
  createdAt!: Date;
}

export const AdminDjPageType = Page(DjType, 'Dj');
