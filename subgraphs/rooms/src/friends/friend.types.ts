import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';
import { friendInvitationStatuses, type FriendInvitationStatus } from './friend.entity.ts';
import { conversationGroups, type ConversationGroup } from './friend.service.ts';


export const FriendInvitationStatusEnum = graphqlEnum(friendInvitationStatuses, {
  name: 'FriendInvitationStatus',
  description: 'Spec 2, §3: pending, then accepted or rejected.',
});

export const ConversationGroupEnum = graphqlEnum(conversationGroups, {
  name: 'ConversationGroup',
  description: 'Spec 3, §3: FRIENDS (a friend or a DJ you follow), OTHERS (anyone else), UNSET (yourself, or no account to group for).',
});

@ObjectType('FriendInvitation', { description: 'An invitation to be friends.' })
export class FriendInvitationType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'Who invited.' })
  senderId!: string;

  @Field(() => ID, { description: 'Who is invited.' })
  recipientId!: string;

  @Field(() => FriendInvitationStatusEnum, { description: 'pending, accepted or rejected.' })
  invitationStatus!: FriendInvitationStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was accepted or rejected.' })
  handledAt!: Date | null;
}

@ObjectType('Friend', { description: 'A friendship as one of its two users sees it.' })
export class FriendType {
  @Field(() => ID, { description: 'The friendship’s id.' })
  id!: string;

  @Field(() => ID, { description: 'Whose friend.' })
  userId!: string;

  @Field(() => ID, { description: 'The friend’s user id.' })
  friendId!: string;

  @Field(() => Date, { description: 'Friends since.' })
  createdAt!: Date;
}

@ObjectType('FriendsList', { description: 'Spec 3, §3: a user’s friends as ids.' })
export class FriendsListType {
  @Field(() => ID)
  userId!: string;

  @Field(() => [ID], { description: 'The friends’ user ids, newest friendship first (at most 5000).' })
  friendsUuids!: string[];
}

@ObjectType('UserConversationGroup', { description: 'How your conversation with a user is grouped.' })
export class UserConversationGroupType {
  @Field(() => ID)
  userId!: string;

  @Field(() => ConversationGroupEnum)
  group!: ConversationGroup;
}

export const FriendInvitationPageType = Page(FriendInvitationType, 'FriendInvitation');
export const FriendPageType = Page(FriendType, 'Friend');
