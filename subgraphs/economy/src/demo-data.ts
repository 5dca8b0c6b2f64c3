import { readFile } from 'node:fs/promises';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, type Identity } from '@backspin/platform';
import { ConsumableSchema } from './consumables/consumable.entity.ts';
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
 * instances) this runs; the demo consumables; and the demo seasons with the demo users' points.
 */
export async function seedEconomyDemoData(services: EconomyServices, em: EntityManager): Promise<void> {
  await seedDemoConsumables(services, em);
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

/** The demo admin (admin@backspin.local): who "uploads" the demo consumables' pictures, makes the seasons and adjusts points. */
const demoAdmin: Identity = { userId: demoUserIds[2], tokenType: 'user', roles: ['user', 'admin'] };

/** The demo consumables, with fixed ids and their pictures (small PNGs; the confetti is an animated PNG) in demo-images/. */
export const demoConsumables = [
  { id: '00000000-0000-4000-8000-000000000301', name: 'Confetti cannon', description: 'Covers the room in confetti.', tokenCost: 25, image: 'confetti-cannon.png' },
  { id: '00000000-0000-4000-8000-000000000302', name: 'A round of drinks', description: 'Drinks for everyone on the floor.', tokenCost: 50, image: 'round-of-drinks.png' },
  { id: '00000000-0000-4000-8000-000000000303', name: 'Disco ball', description: 'Lights up the dance floor.', tokenCost: 15, image: 'disco-ball.png' },
  { id: '00000000-0000-4000-8000-000000000304', name: 'Air horn', description: 'For the drop.', tokenCost: 5, image: 'air-horn.png' },
] as const;

const demoImage = (name: string) => readFile(new URL(`../demo-images/${name}`, import.meta.url));

/**
 * The demo consumables, made through the services (the picture uploaded and checked like an admin's), once: one the
 * table has (an admin's deletion included) is left alone; one another instance made at the same moment is skipped.
 */
export async function seedDemoConsumables(services: EconomyServices, em: EntityManager): Promise<void> {
  for (const demo of demoConsumables) {
    if (await em.fork().count(ConsumableSchema, { id: demo.id })) continue;
    const file = await services.files.keep(em.fork(), demoAdmin, await demoImage(demo.image));
    try {
      await services.consumables.create(em.fork(), demoAdmin, { name: demo.name, description: demo.description, tokenCost: demo.tokenCost, fileId: file.id }, demo.id);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
}

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
