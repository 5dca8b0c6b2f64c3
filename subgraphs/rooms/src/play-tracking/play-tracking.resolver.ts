import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { PlayForTracking } from './play-tracking.service.ts';
import { PlayForTrackingType } from './play-tracking.types.ts';

@Resolver()
export class PlayTrackingResolver {
  @Query(() => PlayForTrackingType, {
    nullable: true,
    description:
      'Services (audit’s play tracking): a play, its room, and whether the listener was in the room at some moment of it; null for an unknown play.',
  })
  playForTracking(
    @Arg('playId', () => ID) playId: string,
    @Arg('listenerId', () => ID) listenerId: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<PlayForTracking | null> {
    return ctx.services.playTracking.playForTracking(ctx.em, ctx.identity, playId, listenerId);
  }
}
