import { Float, Query, Resolver } from 'type-graphql';

@Resolver()
export class ClockResolver {
  @Query(() => Float, {
    description:
      'The server clock, ms since the epoch. Clients ask a few times, keep the answer with the shortest round trip and play at serverNow - startedAt.',
  })
  serverTime(): number {
    return Date.now();
  }
}
