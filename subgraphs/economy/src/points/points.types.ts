import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, graphqlEnum } from '@backspin/platform';
import { pointEventSources, type PointEventSource } from './point-event.entity.ts';
import { pointsEventIdMaxLength, pointsReasonMaxLength } from './points.service.ts';

export const PointEventSourceEnum = graphqlEnum(pointEventSources, {
  name: 'PointEventSource',
  description: 'play (the point rules), service or admin',
});

@ObjectType('PointRuleAmount', { description: 'Points one rule gave (point-rules.ts: UP_VOTE, PLAYED_TO_END, LISTENED).' })
export class PointRuleAmountType {
  @Field(() => String)
  rule!: string;

  @Field(() => Int)
  points!: number;
}

@ObjectType('PointEntry', { description: 'One user’s points from one event.' })
export class PointEntryType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userUuid!: string;

  @Field(() => ID, { nullable: true, description: 'null: no season covered the event (lifetime total only).' })
  seasonId!: string | null;

  @Field(() => Int, { description: 'Signed: an admin adjustment may take points away.' })
  points!: number;

  @Field(() => [PointRuleAmountType])
  rules!: PointRuleAmountType[];

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('PointEvent', { description: 'One points change, applied once per eventId.' })
export class PointEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The idempotency key as stored: play:<playId>, service:<key>, admin:<adminId>:<key>.' })
  eventId!: string;

  @Field(() => PointEventSourceEnum)
  source!: PointEventSource;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => ID, { nullable: true })
  seasonId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The admin or service who made it.' })
  actorId!: string | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [PointEntryType])
  entries!: PointEntryType[];

  @Field(() => Boolean, { description: 'false when this call found the event applied before (a retry): nothing changed.' })
  applied!: boolean;
}

@InputType('PlayListenerInput')
export class PlayListenerInput {
  @Field(() => ID)
  userUuid!: string;

  @Field(() => Int, { description: 'Seconds of the play the listener was in the room for.' })
  heardSeconds!: number;
}

@InputType('PlayPointsInput', { description: 'Rooms’ report of an ended play (the economy.play-points effect).' })
export class PlayPointsInput {
  @Field(() => ID)
  playId!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  djUuid!: string;

  @Field(() => String, { description: 'ENDED, SKIPPED, VOTED_OFF or DJ_LEFT' })
  endReason!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  endedAt!: Date;

  @Field(() => [ID])
  upVoterUuids!: string[];

  @Field(() => [PlayListenerInput])
  listeners!: PlayListenerInput[];
}

@InputType('ServicePointsInput', { description: 'POST /points/service.' })
export class ServicePointsInput {
  @Field(() => ID)
  userUuid!: string;

  @Field(() => Int, { description: '1 to 100000.' })
  points!: number;

  @Field(() => String, { description: 'Idempotency key: a retry with the same key adds nothing.' })
  @MaxLength(pointsEventIdMaxLength, 'INVALID_POINTS_EVENT_ID')
  eventId!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(pointsReasonMaxLength, 'INVALID_POINTS_REASON')
  reason?: string | null;
}

@InputType('AdminPointsInput', { description: 'POST /points/season/admin/handle-points.' })
export class AdminPointsInput {
  @Field(() => ID)
  userUuid!: string;

  @Field(() => Int, { description: '-100000 to 100000, not 0; a balance never goes below 0.' })
  points!: number;

  @Field(() => String, { description: '1 to 500 characters: recorded with the admin.' })
  @MaxLength(pointsReasonMaxLength, 'INVALID_POINTS_REASON')
  reason!: string;

  @Field(() => ID, { nullable: true, description: 'The season; the current one when absent (lifetime total only between seasons).' })
  seasonId?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional idempotency key.' })
  @MaxLength(pointsEventIdMaxLength, 'INVALID_POINTS_EVENT_ID')
  eventId?: string | null;
}
