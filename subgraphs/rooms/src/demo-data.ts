import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '@backspin/platform';
import type { RoomsServices } from './context.ts';
import { RoomSchema } from './rooms/room.entity.ts';

/**
 * The demo DJ's user id. accounts seeds the demo DJ (dj@backspin.local) with this fixed id, so the demo
 * rooms can name their owner without asking accounts anything.
 */
export const demoDjId = '00000000-0000-4000-8000-000000000001';

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

/** Creates the demo rooms when missing (first start); existing ones are left alone. */
export async function seedDemoRooms(services: RoomsServices, em: EntityManager): Promise<void> {
  const identity = { userId: demoDjId, tokenType: 'user', roles: ['user'] } as const;
  for (const demo of demoRooms) {
    if (await em.count(RoomSchema, { slug: demo.slug })) continue;
    try {
      await services.rooms.create(em.fork(), identity, demo);
    } catch (error) {
      // Another instance seeded it at the same moment: fine.
      if (!(error instanceof DomainError && error.reason === 'ROOM_SLUG_TAKEN')) throw error;
    }
  }
}
