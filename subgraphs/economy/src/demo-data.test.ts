import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import { UserAvatarAssignmentSchema } from './avatar-assignments/avatar-assignment.entity.ts';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import type { EconomyServices } from './context.ts';
import { demoDjId, demoListenerId, demoPrivateAvatarSlug, demoSeasonAwardSlug, demoTokenBalance, demoUserIds, seedEconomyDemoData } from './demo-data.ts';
import { economySubgraph } from './module.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenTransactionSchema } from './token-transactions/token-transaction.entity.ts';

let t: TestSubgraph<EconomyServices>;
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { demoData: true });
});
afterAll(() => t?.stop());

describe('economy demo data', () => {
  it('gives each demo user a token account with the welcome tokens, once however often it runs', async () => {
    await Promise.all([seedEconomyDemoData(t.subgraph.services, em()), seedEconomyDemoData(t.subgraph.services, em())]);
    const accounts = await em().find(TokenAccountSchema, { userId: { $in: [...demoUserIds] } });
    expect(accounts.map((a) => [a.userId, a.balance, a.status]).sort()).toEqual(demoUserIds.map((id) => [id, demoTokenBalance, 'active']));
    expect(await em().count(TokenTransactionSchema, { accountId: { $in: accounts.map((a) => a.id) } })).toBe(demoUserIds.length);
  });

  it('has a previous season’s award avatar won by the demo DJ and a private avatar given to the demo listener, once', async () => {
    await seedEconomyDemoData(t.subgraph.services, em());
    const award = await em().findOneOrFail(AvatarSchema, { slug: demoSeasonAwardSlug });
    expect(award).toMatchObject({ status: 'SEASON_AWARD', awardTopRank: 3 });
    const season = (await t.subgraph.services.seasons.byIds(em(), [award.seasonId!])).get(award.seasonId!)!;
    expect(season.seasonEnd.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.subgraph.services.rankings.statusOf(em(), season.id, demoDjId)).toMatchObject({ rank: 1 });
    const held = await em().find(UserAvatarAssignmentSchema, { userId: { $in: [demoDjId, demoListenerId] } }, { populate: ['avatar'] });
    expect(held.map((a) => [a.userId, a.avatar.slug, a.assignmentType]).sort()).toEqual(
      [
        [demoDjId, demoSeasonAwardSlug, 'SEASON_AWARD'],
        [demoListenerId, demoPrivateAvatarSlug, 'MANUAL'],
      ].sort(),
    );
  });
});
