import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { Room } from '../rooms/room.entity.ts';
import { RoomType } from '../rooms/room.types.ts';

@Resolver()
export class DiscordRoomResolver {
  @Query(() => [RoomType], { description: 'GET /rooms/discord/list/{guild}: the room of a Discord guild’s activity (none or one).' })
  discordGuildRooms(@Arg('guild', () => String) guild: string, @Ctx() ctx: RoomsContext): Promise<Room[]> {
    return ctx.services.discordRooms.ofGuild(ctx.em, guild);
  }

  @Mutation(() => RoomType, { description: 'POST /rooms/discord/{guild}: the guild’s activity room, created once (the first caller owns it).' })
  openDiscordGuildRoom(@Arg('guild', () => String) guild: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.discordRooms.open(ctx.em, ctx.identity, guild);
  }
}
