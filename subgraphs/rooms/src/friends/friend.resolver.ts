import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { userReference, UserReference } from '@backspin/platform';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { FriendInvitation, FriendInvitationStatus } from './friend.entity.ts';
import type { ConversationGroup, FriendView } from './friend.service.ts';
import {
  FriendInvitationPageType,
  FriendInvitationStatusEnum,
  FriendInvitationType,
  FriendPageType,
  FriendsListType,
  FriendType,
  UserConversationGroupType,
} from './friend.types.ts';

@Resolver(() => FriendInvitationType)
export class FriendInvitationResolver {
  @Query(() => FriendInvitationType, { description: 'A friend invitation: its sender, its recipient and platform moderators (404 for anyone else).' })
  friendInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<FriendInvitation> {
    return ctx.services.friends.invitation(ctx.em, ctx.identity, id);
  }

  @Query(() => FriendInvitationPageType, { description: 'Pending invitations sent to you, newest first (limit 1 to 100, default 20).' })
  friendInvitationsForMe(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<FriendInvitation>> {
    return ctx.services.friends.invitationsForMe(ctx.em, ctx.identity, query);
  }

  @Query(() => FriendInvitationPageType, { description: 'Pending invitations you sent, newest first (limit 1 to 100, default 20).' })
  friendInvitationsFromMe(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<FriendInvitation>> {
    return ctx.services.friends.invitationsFromMe(ctx.em, ctx.identity, query);
  }

  @Mutation(() => FriendInvitationType, {
    description: 'Invites a user to be friends. If they have invited you and wait for your answer, that invitation is accepted instead (answered accepted).',
  })
  sendFriendInvitation(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<FriendInvitation> {
    return ctx.services.friends.invite(ctx.em, ctx.identity, userId);
  }

  @Mutation(() => FriendInvitationType, { description: 'The invited user accepts or rejects a pending invitation.' })
  handleFriendInvitation(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => FriendInvitationStatusEnum, { description: 'accepted or rejected' }) status: FriendInvitationStatus,
    @Ctx() ctx: RoomsContext,
  ): Promise<FriendInvitation> {
    return ctx.services.friends.handle(ctx.em, ctx.identity, id, status);
  }

  @Mutation(() => FriendInvitationType, { description: 'Its sender withdraws a pending invitation; answers it as it was.' })
  cancelFriendInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<FriendInvitation> {
    return ctx.services.friends.cancel(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => FriendInvitationStatusEnum)
  invitationStatus(@Root() invitation: FriendInvitation): FriendInvitationStatus {
    return invitation.status;
  }

  @FieldResolver(() => UserReference)
  sender(@Root() invitation: FriendInvitation): UserReference {
    return userReference(invitation.senderId);
  }

  @FieldResolver(() => UserReference)
  recipient(@Root() invitation: FriendInvitation): UserReference {
    return userReference(invitation.recipientId);
  }
}

@Resolver(() => FriendType)
export class FriendResolver {
  @Query(() => FriendPageType, { description: 'A user’s friends (yours when userId is absent; others’ for platform moderators), newest first.' })
  friends(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<FriendView>> {
    return ctx.services.friends.friends(ctx.em, ctx.identity, userId, query);
  }

  @Query(() => FriendType, { description: 'Your friendship with a user, by their id or the friendship’s id (404 when you are not friends).' })
  friend(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<FriendView> {
    return ctx.services.friends.friend(ctx.em, ctx.identity, id);
  }

  @Query(() => FriendsListType, { description: 'Spec 3’s friends list: a user’s friends as ids (yours when userId is absent).' })
  friendsUuids(@Arg('userId', () => ID, { nullable: true }) userId: string | null, @Ctx() ctx: RoomsContext): Promise<{ userId: string; friendsUuids: string[] }> {
    return ctx.services.friends.friendsUuids(ctx.em, ctx.identity, userId);
  }

  @Query(() => [UserConversationGroupType], { description: 'How your conversations with these users (1 to 100) are grouped: FRIENDS, OTHERS or UNSET.' })
  conversationGroups(@Arg('userIds', () => [ID]) userIds: string[], @Ctx() ctx: RoomsContext): Promise<{ userId: string; group: ConversationGroup }[]> {
    return ctx.services.friends.conversationGroups(ctx.em, ctx.identity, userIds);
  }

  @Mutation(() => FriendType, { description: 'Ends your friendship with a user, by their id or the friendship’s id; answers it as it was.' })
  removeFriend(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<FriendView> {
    return ctx.services.friends.remove(ctx.em, ctx.identity, id);
  }
}

/** The friend's profile (a class of its own: the `friend` query above takes the name in FriendResolver). */
@Resolver(() => FriendType)
export class FriendFieldsResolver {
  @FieldResolver(() => UserReference, { description: 'The friend (accounts completes the profile).' })
  friend(@Root() view: FriendView): UserReference {
    return userReference(view.friendId);
  }
}
