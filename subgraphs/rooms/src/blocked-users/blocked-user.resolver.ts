import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { userReference, UserReference } from '@backspin/platform';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { BlockedUser } from './blocked-user.entity.ts';
import { BlockedUserPageType, BlockedUserType } from './blocked-user.types.ts';

@Resolver(() => BlockedUserType)
export class BlockedUserResolver {
  @Query(() => BlockedUserPageType, { description: 'The users you blocked, newest first (limit 1 to 100, default 20).' })
  blockedUsers(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<BlockedUser>> {
    return ctx.services.blockedUsers.list(ctx.em, ctx.identity, query);
  }

  @Query(() => BlockedUserType, { description: 'One of your blocks, by its id or the blocked user’s id (404 when you have none).' })
  blockedUser(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<BlockedUser> {
    return ctx.services.blockedUsers.one(ctx.em, ctx.identity, id);
  }

  @Mutation(() => BlockedUserType, {
    description: 'Blocks a user: their chat messages and mentions are hidden from you (history and live), they leave your mention suggestions, friend invitations either way are refused and your friendship and pending invitations end.',
  })
  blockUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<BlockedUser> {
    return ctx.services.blockedUsers.block(ctx.em, ctx.identity, userId);
  }

  @Mutation(() => BlockedUserType, { description: 'Lifts a block, named by its id or the blocked user’s id; answers the block removed.' })
  unblockUser(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<BlockedUser> {
    return ctx.services.blockedUsers.unblock(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => ID)
  blockedUserId(@Root() block: BlockedUser): string {
    return block.blockedId;
  }

  @FieldResolver(() => UserReference, { description: 'The blocked user (accounts completes the profile).' })
  user(@Root() block: BlockedUser): UserReference {
    return userReference(block.blockedId);
  }
}
