import { Field, ID, ObjectType } from 'type-graphql';
import { Page } from '@backspin/platform/list-query';

@ObjectType('BlockedUser', { description: 'A user the caller blocked: their chat is hidden from the caller and they cannot send the caller friend invitations.' })
export class BlockedUserType {
  @Field(() => ID, { description: 'The block’s id.' })
  id!: string;

  @Field(() => ID, { description: 'Who blocked (the caller).' })
  blockerId!: string;

  @Field(() => ID, { description: 'Who is blocked.' })
  blockedUserId!: string;

  @Field(() => Date)
  createdAt!: Date;
}

export const BlockedUserPageType = Page(BlockedUserType, 'BlockedUser');
