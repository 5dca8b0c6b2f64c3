import { Arg, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';

@Resolver()
export class ChatHistoryResolver {
  @Mutation(() => Int, { description: 'DELETE /rooms/conversation/{id}: deletes a room’s whole chat history (its staff); how many messages went.' })
  deleteRoomConversation(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.services.chatHistory.clear(ctx.em, ctx.identity, roomId);
  }
}
