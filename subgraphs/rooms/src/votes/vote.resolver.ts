import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { RoomPlay } from '../rotation/room-play.entity.ts';
import { RoomPlayType } from '../rotation/rotation.types.ts';

@Resolver()
export class VoteResolver {
  @Mutation(() => RoomPlayType, { description: 'Votes on the song playing: up or down; vote again to change it.' })
  async voteSong(@Arg('roomId', () => ID) roomId: string, @Arg('direction', () => String) direction: string, @Ctx() ctx: RoomsContext): Promise<RoomPlay> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    return ctx.services.votes.vote(ctx.em, ctx.identity, roomId, direction);
  }

  @Mutation(() => RoomPlayType, { description: 'Likes the song playing: it joins your likes list.' })
  async likeSong(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomPlay> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    return ctx.services.votes.like(ctx.em, ctx.identity, roomId);
  }
}
