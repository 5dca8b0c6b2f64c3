import type { EntityManager } from '@mikro-orm/core';
import { DomainError, type Identity } from '@backspin/platform';
import type { EconomyServices } from './context.ts';

/**
 * The demo users' ids. accounts seeds the demo users (README "Demo accounts") with these fixed ids, so economy can
 * give them token accounts without asking accounts anything.
 */
export const demoUserIds = [
  '00000000-0000-4000-8000-000000000001', // dj@backspin.local
  '00000000-0000-4000-8000-000000000002', // listener@backspin.local
  '00000000-0000-4000-8000-000000000003', // admin@backspin.local
] as const;

/** What each demo user's token account starts with. */
export const demoTokenBalance = 500;

/**
 * Economy's demo data, made on every start and changing nothing after the first: each demo user's token account, with
 * a welcome credit whose idempotency key is fixed, so it is credited once however often (and on however many
 * instances) this runs; and the demo seasons with the demo users' points.
 */
export async function seedEconomyDemoData(services: EconomyServices, em: EntityManager): Promise<void> {
  await seedDemoTokenAccounts(services, em);
  await seedDemoSeasons(services, em);
}

/** Each demo user's token account with the welcome tokens (a credit under a fixed idempotency key). */
async function seedDemoTokenAccounts(services: EconomyServices, em: EntityManager): Promise<void> {
  for (const userId of demoUserIds) {
    const account = await services.tokenAccounts.openFor(em.fork(), userId);
    await services.tokenLedger.credit(em.fork(), {
      accountId: account.id,
      amount: demoTokenBalance,
      idempotencyKey: `demo-data:welcome-tokens:${userId}`,
      reason: 'Demo data: welcome tokens',
    });
  }
}

/** The demo admin, as the seasons and point adjustments are made. */
const demoAdmin: Identity = { userId: demoUserIds[2], tokenType: 'user', roles: ['admin'] };

/** A calendar month in UTC: [its first day, the next month's first day), named "Season YYYY-MM". */
function monthSeason(year: number, month: number) {
  const seasonStart = new Date(Date.UTC(year, month, 1));
  const seasonEnd = new Date(Date.UTC(year, month + 1, 1));
  return { seasonName: `Season ${seasonStart.toISOString().slice(0, 7)}`, seasonStart, seasonEnd };
}

/** Points the demo users hold in the current and the previous season. */
const demoPoints = [
  { userUuid: demoUserIds[0], current: 42, previous: 30 },
  { userUuid: demoUserIds[1], current: 17, previous: 25 },
  { userUuid: demoUserIds[2], current: 5, previous: 0 },
];

/**
 * Seasons for the demo, computed from the day the demo starts (whatever it is): the calendar month of now as the
 * current season and the month before as the previous one, each created when missing, with the demo users' points in
 * both (admin adjustments with fixed idempotency keys, so a restart adds nothing). Where an admin has made seasons
 * covering those months, those are left as they are.
 */
export async function seedDemoSeasons(services: EconomyServices, em: EntityManager, now = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  for (const [which, season] of [
    ['previous', monthSeason(year, month - 1)],
    ['current', monthSeason(year, month)],
  ] as const) {
    let seasonId = (await services.seasons.byName(em.fork(), season.seasonName))?.id;
    if (!seasonId) {
      try {
        seasonId = (await services.seasons.create(em.fork(), demoAdmin, season)).id;
      } catch (error) {
        // Another instance made it at the same moment, or an admin's season covers this month: leave it.
        if (error instanceof DomainError && (error.reason === 'SEASON_NAME_TAKEN' || error.reason === 'SEASON_OVERLAP')) continue;
        throw error;
      }
    }
    for (const demo of demoPoints) {
      const points = demo[which];
      if (!points) continue;
      await services.points.adjust(em.fork(), demoAdmin, {
        userUuid: demo.userUuid,
        points,
        reason: 'Demo data',
        seasonId,
        eventId: `demo:${season.seasonName}:${demo.userUuid}`,
      });
    }
  }
}
