import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '@backspin/platform';
import type { AccountsServices } from './context.ts';
import { UserSchema } from './users/user.entity.ts';

/** The demo accounts the README lists. Created on first start only; existing ones are left alone. */
export const demoUsers: { email: string; password: string; displayName: string; roles: Role[] }[] = [
  { email: 'dj@backspin.local', password: 'backspin-dj', displayName: 'DJ Demo', roles: [] },
  { email: 'listener@backspin.local', password: 'backspin-listener', displayName: 'Listener Demo', roles: [] },
  { email: 'admin@backspin.local', password: 'backspin-admin', displayName: 'Admin Demo', roles: ['admin'] },
];

export async function seedDemoUsers(services: AccountsServices, em: EntityManager): Promise<void> {
  for (const demo of demoUsers) {
    if (await em.count(UserSchema, { email: demo.email })) continue;
    try {
      await services.sessions.signUp(em.fork(), demo, demo.roles);
    } catch (error) {
      // Another instance seeded it at the same moment: fine.
      if ((error as { reason?: string }).reason !== 'EMAIL_ALREADY_REGISTERED') throw error;
    }
  }
}
