import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '@backspin/platform';
import type { RoomsServices } from './context.ts';
import { CommunitySchema } from './communities/community.entity.ts';
import { EventSchema } from './events/event.entity.ts';
import { FriendshipSchema, orderedPair } from './friends/friend.entity.ts';
import { RoomSchema } from './rooms/room.entity.ts';
import { RoomPlaySchema } from './rotation/room-play.entity.ts';

/**
 * The demo DJ's user id. accounts seeds the demo DJ (dj@backspin.local) with this fixed id, so the demo
 * rooms can name their owner without asking accounts anything.
 */
export const demoDjId = '00000000-0000-4000-8000-000000000001';
/** The demo listener's user id (listener@backspin.local, seeded by accounts with this fixed id). */
export const demoListenerId = '00000000-0000-4000-8000-000000000002';

/** library's first demo songs (subgraphs/library/src/demo-data.ts seeds them with these fixed ids) and their lengths. */
const demoSet = [
  { songId: '00000000-0000-4000-8000-000000000101', seconds: 32, upVotes: 2, downVotes: 0 },
  { songId: '00000000-0000-4000-8000-000000000102', seconds: 30, upVotes: 1, downVotes: 1 },
  { songId: '00000000-0000-4000-8000-000000000103', seconds: 34, upVotes: 2, downVotes: 0 },
] as const;
/** How long before the first start the demo DJ's past set in the Lobby began. */
export const demoSetAgoMs = 24 * 3_600_000;

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
 * The demo communities, so the communities screen has some to browse: the first (owned by the demo DJ) gathers the
 * demo rooms and has the demo event; the others differ in owner and member count (`members`: besides the owner).
 */
export const demoCommunities = [
  {
    slug: 'lobby-regulars',
    name: 'Lobby regulars',
    description: 'The people who keep coming back to the Lobby: join to hear about its events.',
    ownerId: demoDjId,
    rooms: ['lobby'],
    members: [],
  },
  {
    slug: 'vinyl-diggers',
    name: 'Vinyl diggers',
    description: 'Rare pressings, B-sides and the stories behind them.',
    ownerId: demoDjId,
    rooms: [],
    members: [demoListenerId],
  },
  {
    slug: 'late-night-lofi',
    name: 'Late-night lo-fi',
    description: 'Slow beats for studying, coding and winding down.',
    ownerId: demoListenerId,
    rooms: [],
    members: [],
  },
  {
    slug: 'house-music-heads',
    name: 'House music heads',
    description: 'Four to the floor, from Chicago classics to this week’s promos.',
    ownerId: demoDjId,
    rooms: [],
    members: [],
  },
  {
    slug: 'indie-discoveries',
    name: 'Indie discoveries',
    description: 'New bands before everyone else hears about them.',
    ownerId: null,
    rooms: [],
    members: [],
  },
] as const;

/** The demo community of the demo rooms and the demo event. */
export const demoCommunity = demoCommunities[0];

/** The demo event: in the Lobby, of the demo community, always upcoming (see seedDemoEvent). */
export const demoEvent = { slug: 'lobby-listening-party', title: 'Lobby listening party', description: 'Bring a record you love and take a turn on the decks.' } as const;

/** When the demo event takes place, seen from `now`: tomorrow at the start of the hour, for two hours. */
export function demoEventTimes(now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(now.getTime() + 24 * 3_600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000) };
}

/** Creates the demo rooms, communities and event when missing (first start); existing ones are left alone. */
export async function seedDemoRooms(services: RoomsServices, em: EntityManager, now = new Date()): Promise<void> {
  const firstStart = await seedRooms(services, em);
  await seedDemoCommunities(services, em);
  await seedDemoEvent(services, em, now);
  // The social graph and the past set on the first start only, so what the demo users change later stays changed.
  if (firstStart) {
    await seedDemoSocial(services, em);
    await seedDemoSet(em, now);
  }
}

/**
 * The demo DJ's past set in the Lobby (a day before the first start, each song played out): the room's history and the
 * console's DJs have something in them. Stored as plays that ended, not played through the rotation, so nothing is
 * awarded or announced for them.
 */
async function seedDemoSet(em: EntityManager, now: Date): Promise<void> {
  const lobby = await em.findOne(RoomSchema, { slug: demoRooms[0].slug });
  if (!lobby) return;
  let startedAt = now.getTime() - demoSetAgoMs;
  const plays = demoSet.map(({ songId, seconds, upVotes, downVotes }) => {
    const start = new Date(startedAt);
    const end = new Date(startedAt + seconds * 1000);
    startedAt = end.getTime();
    return { id: randomUUID(), roomId: lobby.id, djId: demoDjId, songId, duration: seconds, startedAt: start, endsAt: end, endedAt: end, endReason: 'ENDED' as const, upVotes, downVotes, stars: 0 };
  });
  await em.fork().insertMany(RoomPlaySchema, plays);
}

/** Creates each demo community when missing, with its rooms and members; existing ones are left alone. */
async function seedDemoCommunities(services: RoomsServices, em: EntityManager): Promise<void> {
  const service = { userId: null, tokenType: 'service', roles: [] } as const;
  for (const { rooms, members, ...fields } of demoCommunities) {
    if (await em.fork().count(CommunitySchema, { slug: fields.slug })) continue;
    let community;
    try {
      community = await services.communities.create(em.fork(), service, fields);
    } catch (error) {
      // Another instance seeded it at the same moment: fine.
      if (!(error instanceof DomainError && error.reason === 'COMMUNITY_SLUG_TAKEN')) throw error;
      continue;
    }
    const roomIds = (await em.fork().find(RoomSchema, { slug: { $in: [...rooms] } }, { fields: ['id'] })).map((room) => room.id);
    if (roomIds.length || members.length) await services.communities.add(em.fork(), service, community.id, { userIds: [...members], roomIds });
  }
}

/**
 * The demo event, created when missing; a demo database kept past the event finds it rescheduled to tomorrow, so the
 * demo always shows an upcoming event.
 */
async function seedDemoEvent(services: RoomsServices, em: EntityManager, now: Date): Promise<void> {
  const [lobby, community] = await Promise.all([
    em.fork().findOne(RoomSchema, { slug: demoRooms[0].slug }),
    em.fork().findOne(CommunitySchema, { slug: demoCommunity.slug }),
  ]);
  if (!lobby) return;
  const times = demoEventTimes(now);
  const existing = await em.fork().findOne(EventSchema, { slug: demoEvent.slug });
  if (existing) {
    if (existing.endsAt.getTime() <= now.getTime()) await em.fork().nativeUpdate(EventSchema, { id: existing.id, endsAt: { $lte: now } }, { ...times, updatedAt: now });
    return;
  }
  const dj = { userId: demoDjId, tokenType: 'user', roles: ['user'] } as const;
  try {
    await services.events.create(em.fork(), dj, {
      ...demoEvent,
      roomId: lobby.id,
      communityId: community?.id ?? null,
      startsAt: times.startsAt.toISOString(),
      endsAt: times.endsAt.toISOString(),
    });
  } catch (error) {
    // Another instance seeded it at the same moment: fine.
    if (!(error instanceof DomainError && error.reason === 'EVENT_SLUG_TAKEN')) throw error;
  }
}

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

/** Creates the demo rooms when missing; existing ones are left alone. True on the first start (none existed). */
async function seedRooms(services: RoomsServices, em: EntityManager): Promise<boolean> {
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
  return firstStart;
}
