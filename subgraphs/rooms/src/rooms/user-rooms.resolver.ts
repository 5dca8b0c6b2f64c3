import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { Room } from './room.entity.ts';
import { RoomType } from './room.types.ts';
import { UserRoomsChangesInput } from './user-rooms.types.ts';

@Resolver()
export class UserRoomsResolver {
  @Mutation(() => [RoomType], { description: 'PATCH /rooms/user/{userId}: administrators change every room a user owns; the rooms as changed.' })
  updateUserRooms(
    @Arg('userId', () => ID) userId: string,
    @Arg('input', () => UserRoomsChangesInput) input: UserRoomsChangesInput,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.userRooms.update(ctx.em, ctx.identity, userId, input);
  }

  @Mutation(() => [RoomType], { description: 'DELETE /rooms/user/{userId}: administrators delete every room a user owns; the rooms as they were.' })
  deleteUserRooms(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<Room[]> {
    return ctx.services.userRooms.delete(ctx.em, ctx.identity, userId);
  }
}
