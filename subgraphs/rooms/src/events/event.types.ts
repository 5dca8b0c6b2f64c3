import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { eventLimits } from '@backspin/contracts/events';

@ObjectType('Event', { description: 'A time in a room (and, it may be, of a community) people see coming and join when it starts.' })
export class EventType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique, lower-case (GET /events/slug/{slug}).' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => ID, { description: 'The room it takes place in (also as `room`).' })
  roomId!: string;

  @Field(() => ID, { nullable: true, description: 'The community it belongs to, if any (also as `community`).' })
  communityId!: string | null;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date, { description: 'After startsAt, at most 7 days later.' })
  endsAt!: Date;

  @Field(() => ID, { description: 'Who created it.' })
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const EventPageType = Page(EventType, 'Event');

@InputType({ description: 'A new event of a room (its staff).' })
export class CreateEventInput {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID, { nullable: true, description: 'A community the room is in.' })
  communityId?: string | null;

  @MaxLength(eventLimits.titleMax, 'INVALID_EVENT_TITLE')
  @Field(() => String, { description: '1 to 120 characters.' })
  title!: string;

  @MaxLength(eventLimits.descriptionMax, 'INVALID_EVENT_DESCRIPTION')
  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  description?: string | null;

  @MaxLength(64, 'INVALID_EVENT_SLUG')
  @Field(() => String, { nullable: true, description: '3 to 64 lower-case letters, digits or hyphens; made from the title when absent.' })
  slug?: string | null;

  @MaxLength(40, 'INVALID_EVENT_TIMES')
  @Field(() => String, { description: 'ISO 8601 date-time; the event must not have ended, and starts at most a year ahead.' })
  startsAt!: string;

  @MaxLength(40, 'INVALID_EVENT_TIMES')
  @Field(() => String, { description: 'ISO 8601 date-time, after startsAt and at most 7 days later.' })
  endsAt!: string;
}

@InputType({ description: 'Changes to an event (its room’s staff); absent fields stay, communityId null takes it out of its community.' })
export class UpdateEventInput {
  @Field(() => ID, { nullable: true })
  communityId?: string | null;

  @MaxLength(eventLimits.titleMax, 'INVALID_EVENT_TITLE')
  @Field(() => String, { nullable: true })
  title?: string | null;

  @MaxLength(eventLimits.descriptionMax, 'INVALID_EVENT_DESCRIPTION')
  @Field(() => String, { nullable: true })
  description?: string | null;

  @MaxLength(64, 'INVALID_EVENT_SLUG')
  @Field(() => String, { nullable: true })
  slug?: string | null;

  @MaxLength(40, 'INVALID_EVENT_TIMES')
  @Field(() => String, { nullable: true })
  startsAt?: string | null;

  @MaxLength(40, 'INVALID_EVENT_TIMES')
  @Field(() => String, { nullable: true })
  endsAt?: string | null;
}
