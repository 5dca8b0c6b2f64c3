import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from './context.ts';
import { demoTokenBalance, demoUserIds, seedEconomyDemoData } from './demo-data.ts';
import { economySubgraph } from './module.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenTransactionSchema } from './token-transactions/token-transaction.entity.ts';

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
});
