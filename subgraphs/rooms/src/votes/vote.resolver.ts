import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { RoomPlay } from '../rotation/room-play.entity.ts';
import { RoomPlayType } from '../rotation/rotation.types.ts';

@Resolver()
export class VoteResolver {
  @Mutation(() => RoomPlayType, { description: 'Votes on the song playing: up or down; vote again to change it.' })
  voteSong(@Arg('roomId', () => ID) roomId: string, @Arg('direction', () => String) direction: string, @Ctx() ctx: RoomsContext): Promise<RoomPlay> {
    return ctx.services.votes.vote(ctx.em, ctx.identity, roomId, direction);
  }

  @Mutation(() => RoomPlayType, { description: 'Likes the song playing: it joins your likes list.' })
  likeSong(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomPlay> {
    return ctx.services.votes.like(ctx.em, ctx.identity, roomId);
  }
}
