import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { serviceIdentity } from '@backspin/platform';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import type { EconomyServices } from './context.ts';
import type { Season } from './seasons/season.entity.ts';

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
 * instances) this runs.
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

/**
 * Economy's demo data, made on every start and changing nothing after the first (another instance may seed at once):
 * the demo users' token accounts with their welcome tokens, then the demo avatars.
 */
export async function seedEconomyDemoData(services: EconomyServices, em: EntityManager): Promise<void> {
  await seedDemoTokenAccounts(services, em);
  await seedDemoAvatars(services, em.fork());
}

/** The demo accounts accounts seeds with these fixed ids (subgraphs/accounts/src/demo-data.ts). */
export const demoDjId = '00000000-0000-4000-8000-000000000001';
export const demoListenerId = '00000000-0000-4000-8000-000000000002';

/** The demo's previous season, made when the demo has none (ending where the current season starts). */
export const demoPreviousSeasonName = 'Demo Previous Season';
export const demoSeasonAwardSlug = 'demo-season-champion';
export const demoPrivateAvatarSlug = 'demo-backstage-pass';

/**
 * The demo's avatars (the built-in vinyl ones come from the migration): a SEASON_AWARD avatar of the previous season
 * (the top 3), won by the demo DJ, and a PRIVATE one given to the demo listener. Runs after the seasons' demo data.
 */
async function seedDemoAvatars(services: EconomyServices, em: EntityManager): Promise<void> {
  if (await em.count(AvatarSchema, { slug: { $in: [demoSeasonAwardSlug, demoPrivateAvatarSlug] } })) return;
  const now = new Date();
  const previous = (await services.seasons.endedBy(em, now)).at(-1) ?? (await createPreviousSeason(services, em, now));
  const dj = await em.transactional(async (tx) => {
    // The DJ topped the previous season: points there, then the award (the sweep would give the same, once).
    const standing = await services.rankings.statusOf(tx, previous.id, demoDjId);
    if (!standing) await services.rankings.applyPoints(tx, previous.id, new Map([[demoDjId, 120]]), previous.seasonEnd);
    const avatarId = randomUUID();
    await tx.insert(AvatarSchema, {
      id: avatarId,
      slug: demoSeasonAwardSlug,
      name: `${previous.seasonName} champion`,
      imageFileId: null,
      status: 'SEASON_AWARD',
      discordOnly: false,
      seasonId: previous.id,
      awardTopRank: 3,
      awardMinPoints: null,
      createdAt: now,
      updatedAt: now,
    });
    return avatarId;
  });
  const backstage = randomUUID();
  await em.insert(AvatarSchema, {
    id: backstage,
    slug: demoPrivateAvatarSlug,
    name: 'Backstage pass',
    imageFileId: null,
    status: 'PRIVATE',
    discordOnly: false,
    seasonId: null,
    awardTopRank: null,
    awardMinPoints: null,
    createdAt: now,
    updatedAt: now,
  });
  await services.avatarAssignments.grant(em, dj, [demoDjId], 'SEASON_AWARD');
  await services.avatarAssignments.grant(em, backstage, [demoListenerId], 'MANUAL');
}

/** Thirty days that end where the current season starts (or now, between seasons), made as an admin would. */
async function createPreviousSeason(services: EconomyServices, em: EntityManager, now: Date): Promise<Season> {
  const seasonEnd = (await services.seasons.seasonAt(em, now))?.seasonStart ?? now;
  const seasonStart = new Date(seasonEnd.getTime() - 30 * 86_400_000);
  return services.seasons.create(em, serviceIdentity('economy'), { seasonName: demoPreviousSeasonName, seasonStart, seasonEnd });
}
