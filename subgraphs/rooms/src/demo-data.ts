import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '@backspin/platform';
import type { RoomsServices } from './context.ts';
import { FriendshipSchema, orderedPair } from './friends/friend.entity.ts';
import { RoomSchema } from './rooms/room.entity.ts';

/**
 * The demo DJ's user id. accounts seeds the demo DJ (dj@backspin.local) with this fixed id, so the demo
 * rooms can name their owner without asking accounts anything.
 */
export const demoDjId = '00000000-0000-4000-8000-000000000001';
/** The demo listener's user id (listener@backspin.local, seeded by accounts with this fixed id). */
export const demoListenerId = '00000000-0000-4000-8000-000000000002';

export const demoRooms = [
  {
    slug: 'lobby',
    name: 'Lobby',
    description: 'Everyone starts here: drop in, listen along and take a turn on the decks.',
    type: 'PUBLIC',
    design: 'CLUB',
    djType: 'EVERYONE',
    numberOfDjs: 5,
  },
] as const;

/**
 * The demo's social graph, so the friends and fans screens are not empty: the listener follows the DJ and the two
 * are friends. Seeded with the demo rooms (first start), so what the demo users change later stays changed;
 * idempotent all the same (the follow is an upsert, the friendship's pair is unique).
 */
async function seedDemoSocial(services: RoomsServices, em: EntityManager): Promise<void> {
  const listener = { userId: demoListenerId, tokenType: 'user', roles: ['user'] } as const;
  // Not when either demo user blocked the other (a follow would be refused).
  if (await services.blockedUsers.isBlockedEitherWay(em, demoDjId, demoListenerId)) return;
  await services.djFans.follow(em.fork(), listener, demoDjId, true);
  const pair = orderedPair(demoDjId, demoListenerId);
  if (await em.count(FriendshipSchema, pair)) return;
  try {
    await em.fork().insert(FriendshipSchema, { id: randomUUID(), ...pair, invitationId: null, createdAt: new Date() });
  } catch (error) {
    // Another instance seeded it at the same moment: fine.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
}

/** Creates the demo rooms when missing (first start), with the demo's social graph; existing ones are left alone. */
export async function seedDemoRooms(services: RoomsServices, em: EntityManager): Promise<void> {
  const identity = { userId: demoDjId, tokenType: 'user', roles: ['user'] } as const;
  let firstStart = false;
  for (const demo of demoRooms) {
    if (await em.count(RoomSchema, { slug: demo.slug })) continue;
    firstStart = true;
    try {
      await services.rooms.create(em.fork(), identity, demo);
    } catch (error) {
      // Another instance seeded it at the same moment: fine.
      if (!(error instanceof DomainError && error.reason === 'ROOM_SLUG_TAKEN')) throw error;
    }
  }
  if (firstStart) await seedDemoSocial(services, em);
}
