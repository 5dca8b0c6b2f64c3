import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { subscriptionLevelDescription, subscriptionLevels, type SubscriptionLevel } from '@backspin/contracts/subscriptions';

// The same enum as economy's (same name, values and description), so the supergraph composes them as one.
export const SubscriptionLevelEnum = graphqlEnum(subscriptionLevels, { name: 'SubscriptionLevel', description: subscriptionLevelDescription });

/** Economy's `rooms.plan-level` effect (platform effect-routes.ts `planLevelRoute`): strings, checked by the service. */
@InputType()
export class RecordPlanLevelInput {
  @Field(() => ID, { description: 'The delivery’s id: a redelivery changes nothing.' })
  eventId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'NONE, PLUS or PRO.' })
  level!: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601: the level holds until then (null: no end known; ignored with NONE).' })
  until?: string | null;

  @Field(() => String, { description: 'ISO 8601: when economy decided it; the most recently decided level is kept.' })
  decidedAt!: string;
}

@ObjectType('RecordedPlanLevel', { description: 'The plan level rooms holds for a user after a delivery (the newest decided).' })
export class RecordedPlanLevel {
  @Field(() => ID)
  userId!: string;

  @Field(() => SubscriptionLevelEnum)
  level!: SubscriptionLevel;

  @Field(() => Date, { nullable: true })
  until!: Date | null;
}
