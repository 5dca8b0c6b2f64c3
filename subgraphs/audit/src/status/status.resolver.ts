import { Ctx, Query, Resolver } from 'type-graphql';
import type { AuditContext } from '../context.ts';
import { ServiceStatus } from '@backspin/platform';

@Resolver()
export class StatusResolver {
  @Query(() => ServiceStatus, { description: 'Requires audit.read (moderators and staff).' })
  auditServiceStatus(@Ctx() ctx: AuditContext): Promise<ServiceStatus> {
    return ctx.services.status.status(ctx.em, ctx.identity);
  }

  @Query(() => String, { description: 'GET / of the audit service: its greeting (anyone).' })
  auditGreeting(@Ctx() ctx: AuditContext): string {
    return ctx.services.status.greeting();
  }
}
