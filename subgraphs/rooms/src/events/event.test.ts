import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { testClock, type TestClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { JobSchema, type EventReminderJob, type RoomsJobRunner } from '../jobs.ts';
import { NotificationSchema } from '../notifications/notification.entity.ts';
import { roomsSubgraph } from '../module.ts';
import { EventInterestSchema, EventSchema } from './event.entity.ts';
import { EventService, eventReminderKind } from './event.service.ts';

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const owner = randomUUID();
const ada = randomUUID();
const bob = randomUUID();
const platformModerator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['moderator'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['admin'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const hour = 3_600_000;

const eventFields = 'id slug title description roomId communityId startsAt endsAt createdBy interestedCount interested room { slug } community { slug }';
const createEvent = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${eventFields} } }`;
const updateEvent = `mutation($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { title startsAt endsAt communityId } }`;
const mark = 'mutation($id: ID!) { markEventInterest(id: $id) { interestedCount interested } }';

let t: TestSubgraph<RoomsServices>;
let clock: TestClock;
let roomId: string;
let privateRoomId: string;
let communityId: string;

const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const eventCount = () => t.subgraph.db.em.fork().count(EventSchema, {});
const reminderJobs = async (eventId: string) =>
  (await t.subgraph.db.em.fork().find(JobSchema, { kind: eventReminderKind })).map((j) => j.payload as unknown as EventReminderJob).filter((p) => p.eventId === eventId);
/**
 * The events service on the test clock (the module's own reads the real one). Its wake-ups are dropped, so the
 * module's job runner stays idle and the test runs the jobs itself (`runJobs`).
 */
const onClock = () => {
  const jobs = Object.assign(Object.create(t.subgraph.services.jobs) as RoomsJobRunner, { wake: () => undefined });
  return new EventService({ authority: t.subgraph.services.roomAuthority, communities: t.subgraph.services.communities, jobs, clock: clock.now });
};
/**
 * Runs the due reminder and push jobs until none is left, waiting for the ones the module's own runner took (a
 * delivered notification wakes it).
 */
async function runJobs() {
  const runner = t.subgraph.services.jobs;
  for (;;) {
    if (await runner.runOnce(t.subgraph.db)) continue;
    const settled = once(runner.events, 'settled');
    const open = await t.subgraph.db.em.fork().count(JobSchema, {
      kind: { $in: [eventReminderKind, 'push.notify', 'push.device'] },
      status: { $in: ['queued', 'running'] },
    });
    if (!open) return;
    await settled;
  }
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { EVENT_REMINDER_SWEEP_INTERVAL_MS: '3600000', JOB_POLL_INTERVAL_MS: '3600000' } });
  clock = testClock();
  const em = t.subgraph.db.em.fork();
  roomId = (await t.subgraph.services.rooms.create(em, asUser(owner), { slug: 'event-hall', name: 'Event hall' })).id;
  privateRoomId = (await t.subgraph.services.rooms.create(em, asUser(owner), { slug: 'event-den', name: 'Den', type: 'PRIVATE' })).id;
  const community = await t.subgraph.services.communities.create(em, admin, { slug: 'event-crew', name: 'Crew', ownerId: owner });
  communityId = community.id;
  await t.subgraph.services.communities.addRoom(em, asUser(owner), communityId, roomId);
});
afterAll(() => t?.stop());

describe('creating events (the room’s staff)', () => {
  it('creates an event of the room and its community, its slug made from the title', async () => {
    const input = { roomId, communityId, title: '  Friday Night Vinyl! ', description: 'Bring records', startsAt: at(2 * hour), endsAt: at(4 * hour) };
    const data = await t.ok(asUser(owner), createEvent, { input });
    expect(data.createEvent).toMatchObject({
      title: 'Friday Night Vinyl!',
      description: 'Bring records',
      roomId,
      communityId,
      createdBy: owner,
      interestedCount: 0,
      interested: false,
      room: { slug: 'event-hall' },
      community: { slug: 'event-crew' },
    });
    expect(data.createEvent.slug).toMatch(/^friday-night-vinyl-[a-z0-9]{6}$/);
    // The times are kept as given (each `at` reads the moving clock, so compare with the input, not a fixed span).
    expect(new Date(data.createEvent.startsAt).toISOString()).toBe(input.startsAt);
    expect(new Date(data.createEvent.endsAt).toISOString()).toBe(input.endsAt);
  });

  it('refuses guests and anonymous callers (401), other users (403), unknown rooms (404), writing nothing', async () => {
    const input = { roomId, title: 'Nope', startsAt: at(hour), endsAt: at(2 * hour) };
    const before = await eventCount();
    expect(await t.refused(anonymous, createEvent, { input })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(guest, createEvent, { input })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(asUser(ada), createEvent, { input })).toEqual({ status: 403, message: 'only the room owner, its coOwners and moderators may do this' });
    expect(await t.refused(asUser(owner), createEvent, { input: { ...input, roomId: randomUUID() } })).toEqual({ status: 404, message: 'Room not found' });
    expect(await eventCount()).toBe(before);
    // Platform moderators may, as they may moderate any room.
    expect((await t.ok(platformModerator, createEvent, { input: { ...input, title: 'By a moderator' } })).createEvent.createdBy).toBe(platformModerator.userId);
  });

  it.each([
    [{ title: '   ' }, 'title must be 1 to 120 characters'],
    [{ title: 't'.repeat(121) }, 'title must be 1 to 120 characters'],
    [{ description: 'd'.repeat(2001) }, 'description must be at most 2000 characters'],
    [{ slug: 'No Slug' }, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ startsAt: 'tonight' }, 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later'],
    [{ endsAt: 'same', startsAt: 'same' }, 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later'],
    ['end-before-start', 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later'],
    ['too-long', 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later'],
    ['ended', 'the event must end in the future'],
    ['too-far', 'startsAt must be at most one year ahead'],
    [{ roomId: 'hall' }, 'room id must be a UUID'],
    [{ communityId: 'wrong' }, 'Community not found'],
  ] as const)('refuses %j with its message and writes nothing', async (change, message) => {
    const times: Record<string, object> = {
      'end-before-start': { startsAt: at(2 * hour), endsAt: at(hour) },
      'too-long': { startsAt: at(hour), endsAt: at(hour + 7 * 24 * hour + 1000) },
      ended: { startsAt: at(-3 * hour), endsAt: at(-hour) },
      'too-far': { startsAt: at(400 * 24 * hour), endsAt: at(400 * 24 * hour + hour) },
    };
    const input = { roomId, title: 'Valid', startsAt: at(hour), endsAt: at(2 * hour), ...(typeof change === 'string' ? times[change] : change) };
    const before = await eventCount();
    expect((await t.refused(asUser(owner), createEvent, { input })).message).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a taken slug (409) and a community its room is not in (400)', async () => {
    const input = { roomId, title: 'Slugged', slug: 'the-slug', startsAt: at(hour), endsAt: at(2 * hour) };
    await t.ok(asUser(owner), createEvent, { input });
    expect(await t.refused(asUser(owner), createEvent, { input: { ...input, slug: 'THE-SLUG' } })).toEqual({ status: 409, message: 'an event with this slug already exists' });
    expect(await t.refused(asUser(owner), createEvent, { input: { ...input, slug: null, roomId: privateRoomId, communityId } })).toEqual({
      status: 400,
      message: 'the event’s room must belong to its community',
    });
  });
});

describe('reading, changing and deleting events', () => {
  let eventId: string;

  beforeAll(async () => {
    const created = await t.ok(asUser(owner), createEvent, { input: { roomId, title: 'Sunday brunch', slug: 'sunday-brunch', startsAt: at(24 * hour), endsAt: at(26 * hour) } });
    eventId = created.createEvent.id;
    await t.ok(asUser(owner), createEvent, { input: { roomId: privateRoomId, title: 'Secret', slug: 'secret-set', startsAt: at(hour), endsAt: at(2 * hour) } });
  });

  it('reads by id and slug; the lists show events of public rooms only', async () => {
    const data = await t.ok(anonymous, `query($id: ID!) {
      byId: event(id: $id) { slug }
      bySlug: eventBySlug(slug: " Sunday-Brunch ") { id }
      secret: eventBySlug(slug: "secret-set") { slug }
      all: events(limit: 100) { total data { slug } }
      upcoming: upcomingEvents(roomId: "${roomId}", limit: 100) { data { slug startsAt } }
    }`, { id: eventId });
    expect(data.byId).toEqual({ slug: 'sunday-brunch' });
    expect(data.bySlug).toEqual({ id: eventId });
    expect(data.secret).toEqual({ slug: 'secret-set' });
    const slugs = data.all.data.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain('sunday-brunch');
    expect(slugs).not.toContain('secret-set');
    const starts = data.upcoming.data.map((e: { startsAt: string }) => new Date(e.startsAt).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(await t.refused(anonymous, 'query { event(id: "42") { id } }')).toEqual({ status: 400, message: 'event id must be a UUID' });
    expect(await t.refused(anonymous, `query { event(id: "${randomUUID()}") { id } }`)).toEqual({ status: 404, message: 'Event not found' });
  });

  it('lists no ended event as upcoming (on the test clock)', async () => {
    const events = onClock();
    const em = t.subgraph.db.em.fork();
    const short = await events.create(em, asUser(owner), { roomId, title: 'Short one', slug: 'short-one', startsAt: at(hour), endsAt: at(2 * hour) });
    expect((await events.upcoming(em, { roomId, limit: 100 })).data.map((e) => e.id)).toContain(short.id);
    clock.advance(3 * 3600);
    expect((await events.upcoming(em, { roomId, limit: 100 })).data.map((e) => e.id)).not.toContain(short.id);
    expect((await events.list(em, { roomId, limit: 100 })).data.map((e) => e.id)).toContain(short.id);
  });

  it('lets the room’s staff change an event; others and bad input change nothing', async () => {
    const before = await t.subgraph.db.em.fork().findOneOrFail(EventSchema, { id: eventId });
    expect(await t.refused(asUser(ada), updateEvent, { id: eventId, input: { title: 'Mine now' } })).toMatchObject({ status: 403 });
    expect(await t.refused(guest, updateEvent, { id: eventId, input: { title: 'Mine now' } })).toMatchObject({ status: 401 });
    expect((await t.refused(asUser(owner), updateEvent, { id: eventId, input: { endsAt: before.startsAt.toISOString() } })).status).toBe(400);
    expect((await t.refused(asUser(owner), updateEvent, { id: eventId, input: { title: 'New', startsAt: 'later' } })).status).toBe(400);
    const after = await t.subgraph.db.em.fork().findOneOrFail(EventSchema, { id: eventId });
    expect(after).toEqual(before);

    const startsAt = new Date(before.startsAt.getTime() + hour).toISOString();
    const changed = await t.ok(asUser(owner), updateEvent, { id: eventId, input: { title: 'Sunday late brunch', startsAt, communityId } });
    expect(changed.updateEvent).toEqual({ title: 'Sunday late brunch', startsAt, endsAt: before.endsAt.toISOString(), communityId });
    const cleared = await t.ok(asUser(owner), updateEvent, { id: eventId, input: { communityId: null } });
    expect(cleared.updateEvent.communityId).toBeNull();
  });

  it('lets the room’s staff delete an event, its interests with it', async () => {
    await t.ok(asUser(ada), mark, { id: eventId });
    expect(await t.refused(asUser(ada), 'mutation($id: ID!) { deleteEvent(id: $id) { id } }', { id: eventId })).toMatchObject({ status: 403 });
    await t.ok(asUser(owner), 'mutation($id: ID!) { deleteEvent(id: $id) { id } }', { id: eventId });
    expect(await t.subgraph.db.em.fork().count(EventInterestSchema, { eventId })).toBe(0);
    expect(await t.refused(anonymous, 'query($id: ID!) { event(id: $id) { id } }', { id: eventId })).toMatchObject({ status: 404 });
  });

  it('lists every event for admins by the list query', async () => {
    const data = await t.ok(admin, 'query { allEvents(query: { where: { field: "slug", op: EQ, value: "secret-set" } }) { total data { slug roomId } } }');
    expect(data.allEvents).toEqual({ total: 1, data: [{ slug: 'secret-set', roomId: privateRoomId }] });
    expect((await t.refused(asUser(owner), 'query { allEvents { total } }')).status).toBe(403);
  });
});

describe('interest and reminders', () => {
  it('counts a user’s interest once however often it is marked, and reminds each interested user once when it starts', async () => {
    const events = onClock();
    const em = t.subgraph.db.em.fork();
    const event = await events.create(em, asUser(owner), { roomId, title: 'Listening party', startsAt: at(hour), endsAt: at(3 * hour) });
    await Promise.all(Array.from({ length: 8 }, () => t.call(asUser(ada), mark, { id: event.id })));
    await t.ok(asUser(bob), mark, { id: event.id });
    const seen = await t.ok(asUser(ada), `query { event(id: "${event.id}") { interestedCount interested } }`);
    expect(seen.event).toEqual({ interestedCount: 2, interested: true });
    expect(await t.refused(guest, mark, { id: event.id })).toEqual({ status: 401, message: 'Unauthorized' });

    expect(await events.sweepReminders(t.subgraph.db.em.fork())).toEqual([]);
    expect(await reminderJobs(event.id)).toEqual([]);

    clock.advance(3600 + 1);
    // Two instances sweeping at once: each reminder is enqueued by one of them.
    const passes = await Promise.all([events.sweepReminders(t.subgraph.db.em.fork()), events.sweepReminders(t.subgraph.db.em.fork())]);
    expect(passes.flat().map((r) => r.userId).sort()).toEqual([ada, bob].sort());
    expect(await events.sweepReminders(t.subgraph.db.em.fork())).toEqual([]);
    const jobs = await reminderJobs(event.id);
    expect(jobs.map((j) => j.userId).sort()).toEqual([ada, bob].sort());
    expect(jobs[0]).toMatchObject({ roomId, slug: event.slug, title: 'Listening party', startsAt: event.startsAt.toISOString() });

    // The runner hands each reminder to the notifications module: one notification per user, once.
    await runJobs();
    const notes = (await t.subgraph.db.em.fork().find(NotificationSchema, { userId: { $in: [ada, bob] } })).filter((n) => n.data.eventId === event.id);
    expect(notes.map((n) => [n.userId, n.kind, n.title, n.data.roomId]).sort()).toEqual(
      [
        [ada, 'eventReminder', 'Listening party', roomId],
        [bob, 'eventReminder', 'Listening party', roomId],
      ].sort(),
    );
    const again = await events.deliverReminder(t.subgraph.db.em.fork(), jobs[0]!, () => Promise.reject(new Error('delivered twice')));
    expect(again).toBe(false);

    // Interest marked once it has started: no reminder (they are there already); unmark and mark again changes nothing.
    const late = randomUUID();
    await events.markInterest(t.subgraph.db.em.fork(), asUser(late), event.id);
    await events.unmarkInterest(t.subgraph.db.em.fork(), asUser(ada), event.id);
    await events.markInterest(t.subgraph.db.em.fork(), asUser(ada), event.id);
    expect(await events.sweepReminders(t.subgraph.db.em.fork())).toEqual([]);
    expect(await reminderJobs(event.id)).toHaveLength(2);

    clock.advance(2 * 3600);
    await expect(events.markInterest(t.subgraph.db.em.fork(), asUser(randomUUID()), event.id)).rejects.toMatchObject({ reason: 'EVENT_ENDED' });
  });

  it('loses the events of a deleted room', async () => {
    const em = t.subgraph.db.em.fork();
    const doomed = (await t.subgraph.services.rooms.create(em, asUser(owner), { slug: 'doomed-hall', name: 'Doomed' })).id;
    const event = await t.subgraph.services.events.create(em, asUser(owner), { roomId: doomed, title: 'Last dance', startsAt: at(hour), endsAt: at(2 * hour) });
    await t.subgraph.services.events.markInterest(em, asUser(ada), event.id);
    await t.subgraph.services.rooms.delete(t.subgraph.db.em.fork(), asUser(owner), doomed);
    expect(await t.subgraph.db.em.fork().count(EventSchema, { id: event.id })).toBe(0);
    expect(await t.subgraph.db.em.fork().count(EventInterestSchema, { eventId: event.id })).toBe(0);
  });
});
