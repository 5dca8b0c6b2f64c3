import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';

@Resolver(() => UserType)
export class RoleResolver {
  @Mutation(() => UserType, {
    description:
      'Admins (roles below admin) and superUsers (any): POST /users/add-role, /users/add-global-moderator-role. 403 "This user has already this role" when held. Takes effect with the user’s next access token.',
  })
  grantRole(@Arg('userId', () => ID) userId: string, @Arg('role', () => String) role: string, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.roles.grant(ctx.em, ctx.identity, userId, role);
  }

  @Mutation(() => UserType, {
    description: 'Same rule as grantRole: POST /users/remove-role. 404 when the user does not hold the role.',
  })
  removeRole(@Arg('userId', () => ID) userId: string, @Arg('role', () => String) role: string, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.roles.remove(ctx.em, ctx.identity, userId, role);
  }
}
