import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { subscriptionLevels, type SubscriptionLevel } from '@backspin/contracts/subscriptions';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

// The same enum as economy's (same name, values and description), so the supergraph composes them as one.
export const SubscriptionLevelEnum = enumOf(subscriptionLevels);
registerEnumType(SubscriptionLevelEnum, {
  name: 'SubscriptionLevel',
  description: 'NONE; PLUS: subscriber-only avatars and the monthly token allowance; PRO: all of PLUS, and may limit DJing in their rooms to pro owners.',
});

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
