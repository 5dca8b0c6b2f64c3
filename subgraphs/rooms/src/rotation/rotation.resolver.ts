import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { songReference, userReference, UserReference } from '@backspin/platform';
// rooms' one Song type (a library song, plus chat's music info).
import { SongForChat } from '../chat/chat.types.ts';
import type { RoomsContext } from '../context.ts';
import { RoomStateType } from '../live-state/room-live.types.ts';
import type { RoomPlay } from './room-play.entity.ts';
import { RoomPlayType } from './rotation.types.ts';

@Resolver(() => RoomPlayType)
export class RotationResolver {
  @Query(() => RoomPlayType, { nullable: true, description: 'A play by id.' })
  roomPlay(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<RoomPlay | null> {
    return ctx.loaders.roomPlay.load(id);
  }

  @Query(() => Int, {
    description: 'Staff: seconds of music played in a room (GET /rooms/room-played-time/{id}), or in all rooms without roomId (GET /info-admin/played-seconds).',
  })
  roomPlayedSeconds(@Arg('roomId', () => ID, { nullable: true }) roomId: string | null, @Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.services.rotation.playedSeconds(ctx.em, ctx.identity, roomId);
  }

  @Mutation(() => RoomStateType, { description: 'Skips the song playing: its DJ or a room moderator.' })
  async skipSong(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomStateType> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    await ctx.services.rotation.skip(ctx.em, ctx.identity, roomId);
    return { ...(await ctx.services.live.snapshot(ctx.em, roomId)), serverTime: new Date() };
  }

  @FieldResolver(() => SongForChat)
  song(@Root() play: RoomPlay): { __typename: 'Song'; id: string } {
    return songReference(play.songId);
  }

  @FieldResolver(() => UserReference)
  dj(@Root() play: RoomPlay): UserReference {
    return userReference(play.djId);
  }
}
