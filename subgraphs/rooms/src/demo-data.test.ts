import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from './context.ts';
import { CommunitySchema } from './communities/community.entity.ts';
import { demoCommunities, demoCommunity, demoDjId, demoEvent, demoEventTimes, seedDemoRooms } from './demo-data.ts';
import { EventSchema } from './events/event.entity.ts';
import { roomsSubgraph } from './module.ts';

const anyone: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
let t: TestSubgraph<RoomsServices>;

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { demoData: true });
});
afterAll(() => t?.stop());

describe('rooms demo data', () => {
  it('has a community of the demo DJ gathering the Lobby, and an upcoming event there', async () => {
    const data = await t.ok(
      anyone,
      `query {
        community(id: "${demoCommunity.slug}") { name ownerId memberCount roomCount }
        eventBySlug(slug: "${demoEvent.slug}") { title startsAt endsAt room { slug } community { slug } }
        upcomingEvents(limit: 100) { data { slug } }
      }`,
    );
    expect(data.community).toEqual({ name: demoCommunity.name, ownerId: demoDjId, memberCount: 1, roomCount: 1 });
    expect(data.eventBySlug).toMatchObject({ title: demoEvent.title, room: { slug: 'lobby' }, community: { slug: demoCommunity.slug } });
    expect(new Date(data.eventBySlug.startsAt).getTime()).toBeGreaterThan(Date.now());
    expect(data.upcomingEvents.data.map((e: { slug: string }) => e.slug)).toContain(demoEvent.slug);
  });

  it('has several communities to browse, with their owners and members', async () => {
    const data = await t.ok(anyone, 'query { communities(limit: 100) { total data { slug ownerId memberCount } } }');
    expect(data.communities.total).toBe(demoCommunities.length);
    expect(data.communities.data[0]).toEqual({ slug: 'vinyl-diggers', ownerId: demoDjId, memberCount: 2 });
    expect(data.communities.data.map((c: { slug: string }) => c.slug).sort()).toEqual(demoCommunities.map((c) => c.slug).sort());
  });

  it('adds nothing when seeded again, even by two instances at once', async () => {
    const em = () => t.subgraph.db.em.fork();
    await Promise.all([seedDemoRooms(t.subgraph.services, em()), seedDemoRooms(t.subgraph.services, em())]);
    expect(await em().count(CommunitySchema, { slug: demoCommunity.slug })).toBe(1);
    expect(await em().count(CommunitySchema, {})).toBe(demoCommunities.length);
    expect(await em().count(EventSchema, { slug: demoEvent.slug })).toBe(1);
  });

  it('moves the demo event to the next day once it has ended, so the demo always has one coming', async () => {
    const clock = testClock();
    clock.advance(3 * 24 * 3600);
    const later = clock.now();
    await seedDemoRooms(t.subgraph.services, t.subgraph.db.em.fork(), later);
    const event = await t.subgraph.db.em.fork().findOneOrFail(EventSchema, { slug: demoEvent.slug });
    expect({ startsAt: event.startsAt, endsAt: event.endsAt }).toEqual(demoEventTimes(later));
    expect(event.startsAt.getTime()).toBeGreaterThan(later.getTime());
  });

  it('has the demo DJ’s past set in the Lobby, for the console’s DJs', async () => {
    const admin: Identity = { userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['user', 'admin'] };
    const data = await t.ok(admin, `query { adminDj(id: "${demoDjId}") { plays rooms upVotes downVotes lastRoomId } adminRooms(query: { where: { field: "slug", op: EQ, value: "lobby" } }) { data { id } } }`);
    expect(data.adminDj).toEqual({ plays: 3, rooms: 1, upVotes: 5, downVotes: 1, lastRoomId: data.adminRooms.data[0].id });
    // Seeded once: a second seeding (a restart) adds no plays.
    await seedDemoRooms(t.subgraph.services, t.subgraph.db.em.fork());
    expect((await t.ok(admin, `query { adminDj(id: "${demoDjId}") { plays } }`)).adminDj.plays).toBe(3);
  });
});
