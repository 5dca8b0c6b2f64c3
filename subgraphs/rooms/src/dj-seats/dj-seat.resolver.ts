import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import { RoomStateType } from '../live-state/room-live.types.ts';

@Resolver()
export class DjSeatResolver {
  @Mutation(() => RoomStateType, { description: 'Takes a DJ seat (in the room, allowed by its DJ rule, a song in your queue).' })
  async takeDjSeat(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomStateType> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    await ctx.services.djSeats.take(ctx.em, ctx.identity, roomId);
    return { ...(await ctx.services.live.snapshot(ctx.em, roomId)), serverTime: new Date() };
  }

  @Mutation(() => RoomStateType, { description: 'Leaves your DJ seat now, or once your song ends (afterSong).' })
  async leaveDjSeat(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('afterSong', () => Boolean, { defaultValue: false }) afterSong: boolean,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomStateType> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    await ctx.services.djSeats.leave(ctx.em, ctx.identity, roomId, afterSong);
    return { ...(await ctx.services.live.snapshot(ctx.em, roomId)), serverTime: new Date() };
  }

  @Mutation(() => RoomStateType, { description: 'A room moderator takes a DJ off their seat.' })
  async removeDj(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomStateType> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    await ctx.services.djSeats.remove(ctx.em, ctx.identity, roomId, userId);
    return { ...(await ctx.services.live.snapshot(ctx.em, roomId)), serverTime: new Date() };
  }
}
