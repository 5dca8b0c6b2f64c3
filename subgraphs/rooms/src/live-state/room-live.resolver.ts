import { Arg, Ctx, ID, Query, Resolver, Subscription } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { RoomEvent } from './room-live.entity.ts';
import { RoomEventType, RoomStateType } from './room-live.types.ts';

@Resolver()
export class RoomLiveResolver {
  @Query(() => RoomStateType, { description: 'A room’s live state now (to join, or to resync after a gap or a failed patch).' })
  async roomState(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomStateType> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    const snapshot = await ctx.services.live.snapshot(ctx.em, roomId);
    return { ...snapshot, serverTime: new Date() };
  }

  @Query(() => RoomEventType, { nullable: true, description: 'One room event (what the roomEvents subscription delivers).' })
  roomEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<RoomEvent | null> {
    return ctx.loaders.roomEvent.load(id);
  }

  @Subscription(() => RoomEventType, {
    description: 'A room’s events in seq order: state patches and notices. Served by the gateway.',
    topics: 'gateway',
  })
  roomEvents(@Arg('roomId', () => ID) _roomId: string): never {
    throw new Error('subscriptions are served by the gateway');
  }
}
