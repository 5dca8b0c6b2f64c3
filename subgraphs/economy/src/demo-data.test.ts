import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from './context.ts';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import { UserAvatarAssignmentSchema } from './avatars/user-avatar-assignment.entity.ts';
import { ConsumableSchema } from './consumables/consumable.entity.ts';
import { demoConsumables, demoPrivateAvatarSlug, demoSeasonAwardSlug, demoSubscriberAvatarSlug, demoTokenBalance, demoUserIds, seedDemoEconomy, seedDemoSeasons } from './demo-data.ts';
import { EconomyFileSchema } from './files/economy-file.entity.ts';
import { economySubgraph } from './module.ts';
import { PointEventSchema } from './points/point-event.entity.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenTransactionSchema } from './token-transactions/token-transaction.entity.ts';

const anyone: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const demoDj = '00000000-0000-4000-8000-000000000001';
let t: TestSubgraph<EconomyServices>;

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { demoData: true });
});
afterAll(() => t?.stop());

describe('economy demo data', () => {
  it('offers the demo consumables, each with its uploaded picture (the confetti animated), once however often it runs', async () => {
    const em = () => t.subgraph.db.em.fork();
    await Promise.all([seedDemoEconomy(t.subgraph.services, em()), seedDemoEconomy(t.subgraph.services, em())]);
    const consumables = await em().find(ConsumableSchema, { id: { $in: demoConsumables.map((c) => c.id) } }, { orderBy: { id: 'asc' } });
    expect(consumables.map((c) => [c.name, c.tokenCost])).toEqual(demoConsumables.map((c) => [c.name, c.tokenCost]));
    const files = await em().find(EconomyFileSchema, { id: { $in: consumables.map((c) => c.fileId!) } });
    expect(files).toHaveLength(demoConsumables.length);
    expect(new Set(files.map((f) => f.contentType))).toEqual(new Set(['image/png']));
  });

  it('gives each demo user a token account with the welcome tokens, once however often it runs', async () => {
    const em = () => t.subgraph.db.em.fork();
    await Promise.all([seedDemoEconomy(t.subgraph.services, em()), seedDemoEconomy(t.subgraph.services, em())]);
    const accounts = await em().find(TokenAccountSchema, { userId: { $in: [...demoUserIds] } });
    expect(accounts.map((a) => [a.userId, a.balance, a.status]).sort()).toEqual(demoUserIds.map((id) => [id, demoTokenBalance, 'active']));
    expect(await em().count(TokenTransactionSchema, { accountId: { $in: accounts.map((a) => a.id) } })).toBe(demoUserIds.length);
  });

  it('has a current season covering now and a previous one, with the demo DJ’s points in both', async () => {
    const data = await t.ok(anyone, 'query($u: ID!) { currentSeason { id seasonStart seasonEnd } rankingStatuses(userUuid: $u) { seasonId balance rank } }', { u: demoDj });
    const now = Date.now();
    expect(new Date(data.currentSeason.seasonStart).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(data.currentSeason.seasonEnd).getTime()).toBeGreaterThan(now);
    expect(data.rankingStatuses).toHaveLength(2);
    expect(data.rankingStatuses[0]).toEqual({ seasonId: data.currentSeason.id, balance: 42, rank: 1 });
  });

  it('adds nothing when seeded again (a restart)', async () => {
    const events = await t.subgraph.db.em.fork().count(PointEventSchema, {});
    await seedDemoSeasons(t.subgraph.services, t.subgraph.db.em.fork());
    expect(await t.subgraph.db.em.fork().count(PointEventSchema, {})).toBe(events);
  });

  it('has a previous season’s award avatar won by the demo DJ and a private avatar given to the demo listener, once', async () => {
    const demoListener = '00000000-0000-4000-8000-000000000002';
    await seedDemoEconomy(t.subgraph.services, t.subgraph.db.em.fork());
    const em = t.subgraph.db.em.fork();
    const award = await em.findOneOrFail(AvatarSchema, { slug: demoSeasonAwardSlug });
    expect(award).toMatchObject({ status: 'SEASON_AWARD', awardTopRank: 3 });
    const season = (await t.subgraph.services.seasons.byIds(em, [award.seasonId!])).get(award.seasonId!)!;
    expect(season.seasonEnd.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.subgraph.services.rankings.statusOf(em, season.id, demoDj)).toMatchObject({ rank: 1 });
    const held = await em.find(UserAvatarAssignmentSchema, { userId: { $in: [demoDj, demoListener] } }, { populate: ['avatar'] });
    expect(held.map((a) => [a.userId, a.avatar.slug, a.assignmentType])).toEqual(
      expect.arrayContaining([
        [demoDj, demoSeasonAwardSlug, 'SEASON_AWARD'],
        [demoListener, demoPrivateAvatarSlug, 'MANUAL'],
      ]),
    );
    // The award's sweep may also have given it to the season's other top-3 users (the listener was second), once each.
    const winners = await em.find(UserAvatarAssignmentSchema, { avatar: award.id });
    expect(new Set(winners.map((w) => w.userId)).size).toBe(winners.length);
    for (const w of winners) expect((await t.subgraph.services.rankings.statusOf(em, season.id, w.userId))!.rank).toBeLessThanOrEqual(3);
  });

  it('has one subscribers’ avatar that a plan unlocks (nobody holds it), made once', async () => {
    await seedDemoEconomy(t.subgraph.services, t.subgraph.db.em.fork());
    const em = t.subgraph.db.em.fork();
    const gold = await em.find(AvatarSchema, { slug: demoSubscriberAvatarSlug });
    expect(gold.map((a) => a.status)).toEqual(['SUBSCRIBER_ONLY']);
    expect(await em.count(UserAvatarAssignmentSchema, { avatar: gold[0]!.id })).toBe(0);
    expect((await t.subgraph.services.avatars.wearabilityOf(em, demoDj, gold)).get(gold[0]!.id)).toBe('SUBSCRIBERS_ONLY');
  });
});
