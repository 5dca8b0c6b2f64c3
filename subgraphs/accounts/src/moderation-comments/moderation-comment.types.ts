import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { UserType } from '../users/user.types.ts';
import { moderationCommentMaxLength } from '@backspin/contracts/moderation';

@ObjectType('ModerationComment', { description: 'A moderator’s note about a user (moderators only).' })
export class ModerationCommentType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The user the comment is about' })
  userId!: string;

  @Field(() => ID)
  authorId!: string;

  /** Resolved by a field resolver. */
  author?: UserType | null;

  @Field(() => String)
  comment!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
export class AddModerationCommentInput {
  @Field(() => ID)
  userId!: string;

  @MaxLength(moderationCommentMaxLength, 'INVALID_MODERATION_COMMENT')
  @Field(() => String, { description: '1 to 2000 characters' })
  comment!: string;
}
