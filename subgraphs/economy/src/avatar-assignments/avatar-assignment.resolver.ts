import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { EconomyContext } from '../context.ts';
import type { Avatar } from '../avatars/avatar.entity.ts';
import { AvatarType } from '../avatars/avatar.types.ts';
import { userReference, UserReference } from '../users/user.types.ts';
import type { UserAvatarAssignment } from '../avatars/user-avatar-assignment.entity.ts';
import { AssignAvatarInput, UserAvatarAssignmentPageType, UserAvatarAssignmentType } from './avatar-assignment.types.ts';

/** The field avatars add to `User`: the avatars the user holds (public: shown on profiles). */
@Resolver(() => UserReference)
export class UserAvatarsResolver {
  @FieldResolver(() => [UserAvatarAssignmentType], {
    description: 'The avatars the user holds (given, won in a season, bought), oldest first: shown on profiles.',
  })
  avatarAssignments(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<UserAvatarAssignment[]> {
    return ctx.loaders.avatarAssignmentsByUser.load(user.id);
  }
}

@Resolver(() => UserAvatarAssignmentType)
export class AvatarAssignmentResolver {
  @Query(() => UserAvatarAssignmentPageType, {
    description:
      'Admins: who holds the avatar (404 when unknown), by a nestjsx list query, newest first by default; limit 1 to 100 (default 25); fields id, userId, assignmentType, assignedBy, createdAt.',
  })
  avatarAssignmentsOf(
    @Arg('slug', () => String) slug: string,
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: EconomyContext,
  ) {
    return ctx.services.avatarAssignments.listOf(ctx.em, ctx.identity, slug, query);
  }

  @Mutation(() => UserAvatarAssignmentType, {
    description: 'Admins: POST /avatar-assignment/{slug}: gives the avatar to a user (409 when they hold it already).',
  })
  assignAvatar(@Arg('slug', () => String) slug: string, @Arg('input', () => AssignAvatarInput) input: AssignAvatarInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatarAssignments.assign(ctx.em, ctx.identity, slug, input);
  }

  @Mutation(() => UserAvatarAssignmentType, {
    description: 'Admins: DELETE /avatar-assignment/{avatarAssignmentId}: takes it back; answers what was deleted.',
  })
  unassignAvatar(@Arg('avatarAssignmentId', () => ID) avatarAssignmentId: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatarAssignments.unassign(ctx.em, ctx.identity, avatarAssignmentId);
  }

  @FieldResolver(() => AvatarType)
  avatar(@Root() assignment: UserAvatarAssignment): Avatar {
    return assignment.avatar as Avatar;
  }

  // Season awards and admins assign by user id alone: one holder accounts does not know nulls its own user, nothing more.
  @FieldResolver(() => UserReference, { nullable: true, description: 'The holder; null when accounts knows no such user.' })
  user(@Root() assignment: UserAvatarAssignment): UserReference {
    return userReference(assignment.userId);
  }
}
