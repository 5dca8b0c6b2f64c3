import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import { UserAvatarAssignmentSchema } from './avatars/user-avatar-assignment.entity.ts';
import { AvatarSchema } from './avatars/avatar.entity.ts';
import type { EconomyServices } from './context.ts';
import { demoDjId, demoListenerId, demoPrivateAvatarSlug, demoSeasonAwardSlug, seedDemoEconomy } from './demo-data.ts';
import { economySubgraph } from './module.ts';

let t: TestSubgraph<EconomyServices>;
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { demoData: true });
});
afterAll(() => t?.stop());

describe('economy demo data', () => {
  it('has a previous season’s award avatar won by the demo DJ and a private avatar given to the demo listener, once', async () => {
    await seedDemoEconomy(t.subgraph.services, em());
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
