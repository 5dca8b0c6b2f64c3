import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { PointEntry } from './point-event.entity.ts';
import { AdminPointsInput, PlayPointsInput, PointEntryType, PointEventType, PointRuleAmountType, ServicePointsInput } from './points.types.ts';

@Resolver(() => PointEventType)
export class PointsResolver {
  @Mutation(() => PointEventType, { description: 'Services only: rooms’ ended play, turned into points by the point rules, once per play.' })
  recordPlayPoints(@Arg('input', () => PlayPointsInput) input: PlayPointsInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.points.recordPlay(ctx.em, ctx.identity, input);
  }

  @Mutation(() => PointEventType, { description: 'Services only: POST /points/service, once per eventId.' })
  addServicePoints(@Arg('input', () => ServicePointsInput) input: ServicePointsInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.points.addForService(ctx.em, ctx.identity, input);
  }

  @Mutation(() => PointEventType, { description: 'Admins: POST /points/season/admin/handle-points; never below 0 (409).' })
  adjustPoints(@Arg('input', () => AdminPointsInput) input: AdminPointsInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.points.adjust(ctx.em, ctx.identity, input);
  }
}

@Resolver(() => PointEntryType)
export class PointEntryResolver {
  @FieldResolver(() => [PointRuleAmountType])
  rules(@Root() entry: PointEntry): PointRuleAmountType[] {
    return Object.entries(entry.rules).map(([rule, points]) => ({ rule, points }));
  }
}
