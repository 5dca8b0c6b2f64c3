import { Ctx, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { UserServiceStatusType } from './service-status.types.ts';

@Resolver()
export class ServiceStatusResolver {
  @Query(() => UserServiceStatusType, { description: 'Staff: the user service’s health (GET /info-admin/user-service-status).' })
  userServiceStatus(@Ctx() ctx: AccountsContext) {
    return ctx.services.serviceStatus.status(ctx.em, ctx.identity);
  }
}
