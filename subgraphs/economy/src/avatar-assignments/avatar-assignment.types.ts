import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { avatarAssignmentTypes, MaxLength, type AvatarAssignmentType, graphqlEnum } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';
import { AvatarType } from '../avatars/avatar.types.ts';
import type { UserReference } from '../users/user.types.ts';

export const AvatarAssignmentTypeEnum = graphqlEnum(avatarAssignmentTypes, {
  name: 'AvatarAssignmentType',
  description: 'How a user came to hold an avatar (spec 1, §3).',
});

@ObjectType('UserAvatarAssignment', { description: 'A user holds an avatar (spec 1, §3): one per user and avatar.' })
export class UserAvatarAssignmentType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  /** Resolved by field resolvers. */
  user?: UserReference;
  avatar?: AvatarType;

  @Field(() => AvatarAssignmentTypeEnum)
  assignmentType!: AvatarAssignmentType;

  @Field(() => ID, { nullable: true, description: 'The admin who gave it; null for season awards and purchases.' })
  assignedBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

export const UserAvatarAssignmentPageType = Page(UserAvatarAssignmentType, 'UserAvatarAssignment');

@InputType({ description: 'Who gets the avatar, and how (MANUAL unless said).' })
export class AssignAvatarInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true, description: 'MANUAL (default), SEASON_AWARD or PURCHASED.' })
  @MaxLength(32, 'INVALID_AVATAR_ASSIGNMENT_TYPE')
  assignmentType?: string | null;
}
