import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from './context.ts';
import { ConsumableSchema } from './consumables/consumable.entity.ts';
import { demoConsumables, demoTokenBalance, demoUserIds, seedDemoSeasons, seedEconomyDemoData } from './demo-data.ts';
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
  it('gives each demo user a token account with the welcome tokens, once however often it runs', async () => {
    const em = () => t.subgraph.db.em.fork();
    await Promise.all([seedEconomyDemoData(t.subgraph.services, em()), seedEconomyDemoData(t.subgraph.services, em())]);
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

  it('offers the demo consumables, each with its uploaded picture (the confetti animated), once however often it runs', async () => {
    const em = () => t.subgraph.db.em.fork();
    await Promise.all([seedEconomyDemoData(t.subgraph.services, em()), seedEconomyDemoData(t.subgraph.services, em())]);
    const consumables = await em().find(ConsumableSchema, { id: { $in: demoConsumables.map((c) => c.id) } }, { orderBy: { id: 'asc' } });
    expect(consumables.map((c) => [c.name, c.tokenCost])).toEqual(demoConsumables.map((c) => [c.name, c.tokenCost]));
    const files = await em().find(EconomyFileSchema, { id: { $in: consumables.map((c) => c.fileId!) } });
    expect(files).toHaveLength(demoConsumables.length);
    expect(new Set(files.map((f) => f.contentType))).toEqual(new Set(['image/png']));
  });
});
