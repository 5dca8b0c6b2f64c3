import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { EconomyContext } from '../context.ts';

@Resolver()
export class ServiceInfoResolver {
  @Query(() => String, { description: 'GET / of the points, avatars and tokens service: its greeting (anyone).' })
  economyGreeting(@Ctx() ctx: EconomyContext): string {
    return ctx.services.serviceInfo.greeting();
  }

  @Mutation(() => Boolean, {
    description:
      'POST /sentry-testing (staff, admins, services: status.read): always fails with a test error reported like any ' +
      'unexpected one (a log line and, when SENTRY_DSN is set, a Sentry event); the 500 carries its id in extensions.errorId.',
  })
  raiseSentryTestError(@Ctx() ctx: EconomyContext): boolean {
    return ctx.services.serviceInfo.raiseTestError(ctx.identity);
  }
}
