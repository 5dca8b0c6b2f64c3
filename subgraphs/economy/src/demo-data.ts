import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, type Identity } from '@backspin/platform';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import { ConsumableSchema } from './consumables/consumable.entity.ts';
import type { EconomyServices } from './context.ts';

/** accounts' demo users (subgraphs/accounts/src/demo-data.ts): fixed ids other subgraphs' demo data refers to. */
const demoDj = '00000000-0000-4000-8000-000000000001';
const demoListener = '00000000-0000-4000-8000-000000000002';
const demoAdmin: Identity = { userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['admin'] };

/** A calendar month in UTC: [its first day, the next month's first day), named "Season YYYY-MM". */
function monthSeason(year: number, month: number) {
  const seasonStart = new Date(Date.UTC(year, month, 1));
  const seasonEnd = new Date(Date.UTC(year, month + 1, 1));
  return { seasonName: `Season ${seasonStart.toISOString().slice(0, 7)}`, seasonStart, seasonEnd };
}

/**
 * Economy's demo data: the consumables, the demo users' token accounts, the seasons and points, then the avatars (whose award names
 * the previous season).
 */
export async function seedDemoEconomy(services: EconomyServices, em: EntityManager): Promise<void> {
  await seedDemoConsumables(services, em);
  await seedDemoTokenAccounts(services, em);
  await seedDemoSeasons(services, em);
  await seedDemoAvatars(services, em.fork());
}

/**
 * The demo users' ids. accounts seeds the demo users (README "Demo accounts") with these fixed ids, so economy can
 * give them token accounts without asking accounts anything.
 */
export const demoUserIds = [demoDj, demoListener, demoAdmin.userId!] as const;

/** What each demo user's token account starts with. */
export const demoTokenBalance = 500;

/**
 * Each demo user's token account, with a welcome credit whose idempotency key is fixed, so it is credited once however
 * often (and on however many instances) this runs.
 */
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

/** Points the demo users hold in the current and the previous season. */
const demoPoints = [
  { userUuid: demoDj, current: 42, previous: 30 },
  { userUuid: demoListener, current: 17, previous: 25 },
  { userUuid: demoAdmin.userId!, current: 5, previous: 0 },
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

export const demoSeasonAwardSlug = 'demo-season-champion';
export const demoPrivateAvatarSlug = 'demo-backstage-pass';
export const demoSubscriberAvatarSlug = 'demo-gold-record';

/**
 * The demo's avatars (the built-in vinyl ones come from the migration): a SEASON_AWARD avatar of the previous season
 * (its top 3), won by the demo DJ (first there), a PRIVATE one given to the demo listener, and a SUBSCRIBER_ONLY one that
 * a plan unlocks (the demo's payments run through a local stand-in for Stripe). Each made once; what exists is left
 * alone. The award is given here as the sweep would give it (the sweep then finds it given).
 */
async function seedDemoAvatars(services: EconomyServices, em: EntityManager, now = new Date()): Promise<void> {
  const blank = { imageFileId: null, discordOnly: false, seasonId: null, awardTopRank: null, awardMinPoints: null, createdAt: now, updatedAt: now };
  if (!(await em.count(AvatarSchema, { slug: demoSubscriberAvatarSlug }))) {
    await em.insert(AvatarSchema, { ...blank, id: randomUUID(), slug: demoSubscriberAvatarSlug, name: 'Gold record', status: 'SUBSCRIBER_ONLY' as const });
  }
  if (await em.count(AvatarSchema, { slug: { $in: [demoSeasonAwardSlug, demoPrivateAvatarSlug] } })) return;
  const previous = (await services.seasons.endedBy(em, now)).at(-1);
  if (previous) {
    const award = { ...blank, id: randomUUID(), slug: demoSeasonAwardSlug, name: `${previous.seasonName} champion`, status: 'SEASON_AWARD' as const, seasonId: previous.id, awardTopRank: 3 };
    await em.insert(AvatarSchema, award);
    await services.avatarAssignments.grant(em, award.id, [demoDj], 'SEASON_AWARD');
  }
  const backstage = { ...blank, id: randomUUID(), slug: demoPrivateAvatarSlug, name: 'Backstage pass', status: 'PRIVATE' as const };
  await em.insert(AvatarSchema, backstage);
  await services.avatarAssignments.grant(em, backstage.id, [demoListener], 'MANUAL');
}

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
