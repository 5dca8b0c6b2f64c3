import type { EntityManager } from '@mikro-orm/core';
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
 * instances) this runs.
 */
export async function seedEconomyDemoData(services: EconomyServices, em: EntityManager): Promise<void> {
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
