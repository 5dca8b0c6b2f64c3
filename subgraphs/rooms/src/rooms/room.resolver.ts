import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import { userReference, UserReference } from '@backspin/platform';
import type { Room } from './room.entity.ts';
import { CreateRoomInput, RoomType } from './room.types.ts';

@Resolver(() => RoomType)
export class RoomResolver {
  @Query(() => RoomType, { nullable: true })
  room(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.loaders.room.load(id);
  }

  @Query(() => RoomType, { nullable: true })
  roomBySlug(@Arg('slug', () => String) slug: string, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.services.rooms.findBySlug(ctx.em, slug);
  }

  @Query(() => [RoomType], { description: 'Public rooms, newest first; at most 100 per page (default 20).' })
  publicRooms(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.rooms.publicRooms(ctx.em, limit, offset);
  }

  @FieldResolver(() => UserReference)
  owner(@Root() room: Room): UserReference {
    return userReference(room.ownerId);
  }

  @Mutation(() => RoomType, { description: 'Signed-in users only; the caller becomes the owner.' })
  createRoom(@Arg('input', () => CreateRoomInput) input: CreateRoomInput, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.rooms.create(ctx.em, ctx.identity, input);
  }
}
