import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { subscriptionLevels } from '@backspin/contracts/subscriptions';

/**
 * A user's plan level as economy last decided it (the `rooms.plan-level` effect), for the PRO_PLAN_OWNER DJ rule.
 * One row per user: the most recently decided delivery wins (`decidedAt`, then `eventId` to break a tie), whatever
 * order the deliveries arrive in. The level holds until `until` (null: no end known), then counts as NONE.
 */
export const UserPlanSchema = defineEntity({
  name: 'UserPlan',
  tableName: 'user_plan',
  properties: {
    userId: p.uuid().primary(),
    level: p.enum(subscriptionLevels),
    until: p.datetime().nullable(),
    decidedAt: p.datetime(),
    /** The delivery that set this row: a redelivery of it changes nothing. */
    eventId: p.uuid(),
  },
});
export type UserPlan = InferEntity<typeof UserPlanSchema>;
