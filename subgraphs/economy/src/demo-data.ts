import { readFile } from 'node:fs/promises';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Identity } from '@backspin/platform';
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
 * instances) this runs.
 */
export async function seedEconomyDemoData(services: EconomyServices, em: EntityManager): Promise<void> {
  await seedDemoConsumables(services, em);
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

/** The demo admin (admin@backspin.local), who "uploads" the demo consumables' pictures. */
const demoAdmin: Identity = { userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['user', 'admin'] };

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
