import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import type { ModerationComment } from './moderation-comment.entity.ts';
import { AddModerationCommentInput, ModerationCommentType } from './moderation-comment.types.ts';

@Resolver(() => ModerationCommentType)
export class ModerationCommentResolver {
  @Mutation(() => ModerationCommentType, { description: 'POST /moderation-comments (users.moderate): the caller is the author.' })
  addModerationComment(@Arg('input', () => AddModerationCommentInput) input: AddModerationCommentInput, @Ctx() ctx: AccountsContext): Promise<ModerationComment> {
    return ctx.services.moderationComments.add(ctx.em, ctx.identity, input);
  }

  @Query(() => [ModerationCommentType], { description: 'GET /moderation-comments/{userId}: comments about a user, newest first (users.moderate).' })
  moderationComments(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<ModerationComment[]> {
    return ctx.services.moderationComments.ofUser(ctx.em, ctx.identity, userId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The moderator who wrote it' })
  author(@Root() comment: ModerationComment, @Ctx() ctx: AccountsContext): Promise<User | null> {
    return ctx.loaders.user.load(comment.authorId);
  }
}
