import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import { RecordedPlanLevel, RecordPlanLevelInput } from './plan.types.ts';

@Resolver()
export class PlanResolver {
  @Mutation(() => RecordedPlanLevel, {
    description:
      'Services (economy): a user’s plan level, for the PRO_PLAN_OWNER DJ rule. Kept only when decided later than the one held (a redelivery or an older one changes nothing); answers the level held.',
  })
  recordPlanLevel(@Arg('input', () => RecordPlanLevelInput) input: RecordPlanLevelInput, @Ctx() ctx: RoomsContext): Promise<RecordedPlanLevel> {
    return ctx.services.plans.record(ctx.em, ctx.identity, input);
  }
}
