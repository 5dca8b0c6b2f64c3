import type { EntityManager } from '@mikro-orm/core';
import type { Capability, Role } from '@backspin/platform';
import type { BadgeId } from './badges/badge.entity.ts';
import type { AccountsServices } from './context.ts';
import { UserSchema } from './users/user.entity.ts';

/** The demo accounts the README lists. Created on first start only; existing ones are left alone. */
/** Fixed ids, so other subgraphs' demo data can refer to them (the demo room's owner is the demo DJ). */
export const demoUsers: {
  id: string;
  email: string;
  password: string;
  displayName: string;
  roles: Role[];
  capabilities?: Capability[];
  badges?: BadgeId[];
}[] = [
  { id: '00000000-0000-4000-8000-000000000001', email: 'dj@backspin.local', password: 'backspin-dj', displayName: 'DJ Demo', roles: [], capabilities: ['uploadMusic'], badges: ['VERIFIED'] },
  { id: '00000000-0000-4000-8000-000000000002', email: 'listener@backspin.local', password: 'backspin-listener', displayName: 'Listener Demo', roles: [] },
  { id: '00000000-0000-4000-8000-000000000003', email: 'admin@backspin.local', password: 'backspin-admin', displayName: 'Admin Demo', roles: ['admin'] },
];

export async function seedDemoUsers(services: AccountsServices, em: EntityManager): Promise<void> {
  for (const demo of demoUsers) {
    if (await em.count(UserSchema, { email: demo.email })) continue;
    try {
      await services.sessions.signUp(em.fork(), demo, { roles: demo.roles, capabilities: demo.capabilities ?? [], id: demo.id, emailVerified: true, unrecorded: true });
    } catch (error) {
      // Another instance seeded it at the same moment: fine.
      if ((error as { reason?: string }).reason !== 'EMAIL_ALREADY_REGISTERED') throw error;
    }
  }
  // Their login addresses are verified, also for demo users made before e-mails had records.
  for (const demo of demoUsers) await services.emails.ensureVerified(em.fork(), demo.id, demo.email);
  // Badges too for demo users made before badges existed; one already held stays as it is.
  for (const demo of demoUsers) {
    for (const badge of demo.badges ?? []) await services.badges.award(em.fork(), demo.id, badge);
  }
}
