import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import type { EventReminderJob } from '../jobs.ts';
import { JobSchema } from '../jobs.ts';
import { roomsSubgraph } from '../module.ts';
import { eventReminderKind } from './event.service.ts';

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
let t: TestSubgraph<RoomsServices>;

beforeAll(async () => {
  // The module's own sweep, every 50 ms (the job table keeps the reminder jobs it enqueued, run or not).
  t = await startTestSubgraph(roomsSubgraph, { env: { EVENT_REMINDER_SWEEP_INTERVAL_MS: '50', JOB_POLL_INTERVAL_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('the reminder sweep the rooms module starts', () => {
  it('enqueues the reminder of an interested user once the event has started', async () => {
    const owner = randomUUID();
    const fan = randomUUID();
    const em = t.subgraph.db.em.fork();
    const { services } = t.subgraph;
    const roomId = (await services.rooms.create(em, asUser(owner), { slug: 'sweep-hall', name: 'Sweep hall' })).id;
    const startsAt = new Date(Date.now() + 300);
    const event = await services.events.create(em, asUser(owner), {
      roomId,
      title: 'Starts in a moment',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    await services.events.markInterest(em, asUser(fan), event.id);
    let reminded: EventReminderJob[] = [];
    while (!reminded.length) [reminded] = (await once(services.eventReminders.events, 'ran')) as [EventReminderJob[]];
    expect(reminded).toEqual([expect.objectContaining({ eventId: event.id, userId: fan, roomId })]);
    // Later passes find nothing more to send.
    const [next] = (await once(services.eventReminders.events, 'ran')) as [EventReminderJob[]];
    expect(next).toEqual([]);
    const jobs = await t.subgraph.db.em.fork().find(JobSchema, { kind: eventReminderKind });
    expect(jobs.map((j) => (j.payload as unknown as EventReminderJob).userId)).toEqual([fan]);
  });
});
