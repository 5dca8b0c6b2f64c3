import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('PlayForTracking', {
  description: 'A play as audit’s play tracking checks an event against it: the room’s facts, on the server clock.',
})
export class PlayForTrackingType {
  @Field(() => ID)
  playId!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => String)
  roomSlug!: string;

  @Field(() => ID)
  roomOwnerId!: string;

  @Field(() => ID)
  djId!: string;

  @Field(() => ID)
  songId!: string;

  @Field(() => Date, { description: 'When the play started (server clock).' })
  startedAt!: Date;

  @Field(() => Date, { description: 'When it ends or ended as scheduled (startedAt + the song’s duration).' })
  endsAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it actually ended (ended, skipped, voted off, DJ left); null while it plays.' })
  endedAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether the listener asked about was in the room at some moment of the play.' })
  listenerWasPresent!: boolean;
}
