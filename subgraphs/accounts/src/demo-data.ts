import type { EntityManager } from '@mikro-orm/core';
import type { Capability, Identity, Role } from '@backspin/platform';
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

/**
 * What the admin console's moderation screens show on a fresh demo: a user under a temporary platform ban (which, like
 * any ban, reaches the audit trail through the job queue) with a moderator's comment, a user whose deactivation request
 * is pending, a bot, and a whitelisted test number. Made once, when the banned demo user does not exist yet.
 */
export const demoModeration = {
  troll: { id: '00000000-0000-4000-8000-000000000004', email: 'troll@backspin.local', password: 'backspin-troll', displayName: 'Troll Demo' },
  leaving: { id: '00000000-0000-4000-8000-000000000005', email: 'leaving@backspin.local', password: 'backspin-leaving', displayName: 'Leaving Demo' },
  deactivationReason: 'Taking a break from music apps for a while',
  banReason: 'Spamming the Lobby chat with the same link',
  banDays: 30,
  comment: 'Posted one link in the Lobby chat twenty times in a minute; warned in chat first.',
  botName: 'Demo Bot',
  whitelistedPhone: '+15555550100',
  whitelistNote: 'Demo: a test number the SMS fraud checks let through',
} as const;

export async function seedDemoModeration(services: AccountsServices, em: EntityManager, now = new Date()): Promise<void> {
  const { troll, leaving } = demoModeration;
  if (await em.count(UserSchema, { email: troll.email })) return;
  const admin: Identity = { userId: demoUsers.find((u) => u.roles.includes('admin'))!.id, tokenType: 'user', roles: ['user', 'admin'] };
  try {
    await services.sessions.signUp(em.fork(), troll, { roles: [], capabilities: [], id: troll.id, emailVerified: true, unrecorded: true });
  } catch (error) {
    // Another instance is seeding this at the same moment: it does the rest.
    if ((error as { reason?: string }).reason === 'EMAIL_ALREADY_REGISTERED') return;
    throw error;
  }
  await services.moderationComments.add(em.fork(), admin, { userId: troll.id, comment: demoModeration.comment });
  const endsAt = new Date(now.getTime() + demoModeration.banDays * 24 * 60 * 60 * 1000);
  await services.moderation.ban(em.fork(), admin, troll.id, { reason: demoModeration.banReason, endsAt, temporary: true });
  await services.sessions.signUp(em.fork(), leaving, { roles: [], capabilities: [], id: leaving.id, emailVerified: true, unrecorded: true });
  await services.deactivation.request(em.fork(), { userId: leaving.id, tokenType: 'user', roles: ['user'] }, demoModeration.deactivationReason);
  await services.bots.signUp(em.fork(), admin, { displayName: demoModeration.botName });
  await services.phoneWhitelist.add(em.fork(), admin, demoModeration.whitelistedPhone, demoModeration.whitelistNote);
}

/** Every demo record accounts makes (the module's `seedDemoData`). */
export async function seedAccountsDemo(services: AccountsServices, em: EntityManager): Promise<void> {
  await seedDemoUsers(services, em);
  await seedDemoModeration(services, em);
}
