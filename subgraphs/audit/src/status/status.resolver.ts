import { Ctx, Query, Resolver } from 'type-graphql';
import type { AuditContext } from '../context.ts';
import { ServiceStatusType } from './status.types.ts';

@Resolver()
export class StatusResolver {
  @Query(() => ServiceStatusType, { description: 'Requires audit.read (moderators and staff).' })
  auditServiceStatus(@Ctx() ctx: AuditContext): Promise<ServiceStatusType> {
    return ctx.services.status.status(ctx.em, ctx.identity);
  }
}
