import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import type { AdminUserPage } from './admin-user.service.ts';
import { AdminSignUpInput, UserPageType } from './admin-user.types.ts';

@Resolver(() => UserType)
export class AdminUserResolver {
  @Query(() => UserPageType, {
    description:
      'Moderators (users.read-private): users by a nestjsx list query (GET /admin/users); fields id, email, displayName, phone, avatarId, roles, capabilities, createdAt. The admin console’s list query (GET_LIST → allUsers).',
  })
  allUsers(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<AdminUserPage> {
    return ctx.services.adminUsers.list(ctx.em, ctx.identity, query);
  }

  @Query(() => UserType, { description: 'Moderators (users.read-private): one user, 404 when unknown (GET /admin/users/{id}).' })
  adminUser(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.adminUsers.get(ctx.em, ctx.identity, id);
  }

  @Mutation(() => UserType, { description: 'Admins (users.create): create an account, optionally with roles (POST /users/admin/sign-up).' })
  adminSignUp(@Arg('input', () => AdminSignUpInput) input: AdminSignUpInput, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.adminUsers.signUp(ctx.em, ctx.identity, input);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The verified phone number (E.164). Visible to the user and to moderators only.' })
  phone(@Root() user: User, @Ctx() ctx: AccountsContext): string | null {
    return ctx.services.adminUsers.visiblePhone(ctx.identity, user);
  }
}
