import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventNames } from '@backspin/contracts/live-events';
import { userActionTypes } from '@backspin/contracts/user-actions';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import { UserActionRetention } from './user-action-retention.ts';
import { UserActionSchema } from './user-action.entity.ts';
import { UserActionService } from './user-action.service.ts';

const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const record = `mutation($input: RecordUserActionInput!) {
  recordUserAction(input: $input) { id userId type occurredAt roomId detail recordedAt user { id } room { id } }
}`;
const list = `query($u: ID!, $q: ListQueryInput) { userActions(userId: $u, query: $q) { data { id type roomId occurredAt } count total page pageCount } }`;
const last = 'query($u: ID!) { lastUserAction(userId: $u) { id type occurredAt } }';

let t: TestSubgraph<AuditServices>;
const em = () => t.subgraph.db.em.fork();
const countOf = (userId: string) => em().count(UserActionSchema, { userId });

/** An action as a sender delivers it, `minutesAgo` before `base`. */
const action = (userId: string, type: string, base: Date, minutesAgo: number, extra: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  userId,
  type,
  occurredAt: new Date(base.getTime() - minutesAgo * 60_000).toISOString(),
  ...extra,
});

beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

describe('recordUserAction (the receiver of the subgraphs’ user action jobs)', () => {
  it('records a delivered action with the event id as its id, the user and room as references', async () => {
    const userId = randomUUID();
    const roomId = randomUUID();
    const input = action(userId, 'JOINED_ROOM', new Date(), 1, { roomId, detail: { via: 'web' } });
    const { recordUserAction } = await t.ok(service, record, { input });
    expect(recordUserAction).toMatchObject({
      id: input.eventId,
      userId,
      type: 'JOINED_ROOM',
      occurredAt: input.occurredAt,
      roomId,
      detail: { via: 'web' },
      user: { id: userId },
      room: { id: roomId },
    });
  });

  it('is idempotent by event id: a redelivery answers the first record and writes nothing', async () => {
    const userId = randomUUID();
    const input = action(userId, 'SIGNED_IN', new Date(), 1);
    const first = (await t.ok(service, record, { input })).recordUserAction;
    // Redelivered (a retry whose answer got lost), even with other content: the first record stands.
    const again = (await t.ok(service, record, { input: { ...input, type: 'SIGNED_UP' } })).recordUserAction;
    expect(again).toEqual(first);
    expect(await countOf(userId)).toBe(1);
    // Concurrent deliveries of one event insert one row.
    const concurrent = action(userId, 'LEFT_ROOM', new Date(), 0);
    await Promise.all([1, 2, 3].map(() => t.ok(service, record, { input: concurrent })));
    expect(await countOf(userId)).toBe(2);
  });

  it('is for services only: 401 for anonymous callers and guests, 403 for users and staff; nothing is written', async () => {
    const userId = randomUUID();
    const input = action(userId, 'SIGNED_IN', new Date(), 1);
    for (const who of [anonymous, guest]) expect(await t.refused(who, record, { input })).toMatchObject({ status: 401 });
    for (const who of [user, moderator, staff]) expect(await t.refused(who, record, { input })).toMatchObject({ status: 403 });
    expect(await countOf(userId)).toBe(0);
  });

  it('refuses a malformed delivery with 400 for good (the sender does not retry it)', async () => {
    const userId = randomUUID();
    const base = action(userId, 'SIGNED_IN', new Date(), 1);
    const message = (await t.refused(service, record, { input: { ...base, userId: 'nope' } })).message;
    expect(message).toMatch(/^a user action needs eventId and userId \(UUIDs\)/);
    for (const input of [{ ...base, eventId: 'x' }, { ...base, roomId: 'room' }]) {
      expect(await t.refused(service, record, { input })).toEqual({ status: 400, message });
    }
    for (const detail of [['a'], 'text', { big: 'x'.repeat(1100) }]) {
      expect(await t.refused(service, record, { input: { ...base, detail } })).toEqual({ status: 400, message: 'detail must be a JSON object of at most 1024 bytes' });
    }
    expect(await countOf(userId)).toBe(0);
  });
});

describe('reading a user’s actions (audit.read)', () => {
  const userId = randomUUID();
  const roomId = randomUUID();
  const now = new Date();
  const sent = [
    action(userId, 'SIGNED_UP', now, 50),
    action(userId, 'SIGNED_IN', now, 40),
    action(userId, 'JOINED_ROOM', now, 30, { roomId }),
    action(userId, 'TOOK_DJ_SEAT', now, 20, { roomId }),
    action(userId, 'LEFT_ROOM', now, 10, { roomId }),
  ];

  beforeAll(async () => {
    // Delivered out of order: the trail orders by when they happened.
    for (const input of [...sent].reverse()) await t.ok(service, record, { input });
    await t.ok(service, record, { input: action(randomUUID(), 'SIGNED_IN', now, 5) }); // someone else's
  });

  it('lists them newest first, only that user’s, for moderators and staff', async () => {
    for (const who of [moderator, staff]) {
      const page = (await t.ok(who, list, { u: userId })).userActions;
      expect(page).toMatchObject({ count: 5, total: 5, page: 1, pageCount: 1 });
      expect(page.data.map((a: { type: string }) => a.type)).toEqual(['LEFT_ROOM', 'TOOK_DJ_SEAT', 'JOINED_ROOM', 'SIGNED_IN', 'SIGNED_UP']);
    }
  });

  it('takes the list query: filter, sort and page', async () => {
    const inRoom = (await t.ok(staff, list, { u: userId, q: { where: { field: 'roomId', op: 'EQ', value: roomId }, sort: [{ field: 'occurredAt', direction: 'ASC' }] } }))
      .userActions;
    expect(inRoom.data.map((a: { type: string }) => a.type)).toEqual(['JOINED_ROOM', 'TOOK_DJ_SEAT', 'LEFT_ROOM']);
    const second = (await t.ok(staff, list, { u: userId, q: { limit: 2, offset: 2 } })).userActions;
    expect(second).toMatchObject({ count: 2, total: 5, page: 2, pageCount: 3 });
    expect(second.data.map((a: { type: string }) => a.type)).toEqual(['JOINED_ROOM', 'SIGNED_IN']);
    expect(await t.refused(staff, list, { u: userId, q: { where: { field: 'userId', op: 'EQ', value: userId } } })).toMatchObject({ status: 400 });
  });

  it('answers the last action, or null when none is recorded', async () => {
    expect((await t.ok(moderator, last, { u: userId })).lastUserAction).toEqual({ id: sent[4]!.eventId, type: 'LEFT_ROOM', occurredAt: sent[4]!.occurredAt });
    expect((await t.ok(moderator, last, { u: randomUUID() })).lastUserAction).toBeNull();
  });

  it('is refused to users (403) and guests (401), and a malformed user id is a 400', async () => {
    for (const query of [list, last]) {
      expect(await t.refused(user, query, { u: userId })).toMatchObject({ status: 403 });
      expect(await t.refused(guest, query, { u: userId })).toMatchObject({ status: 401 });
      expect(await t.refused(staff, query, { u: 'nope' })).toEqual({ status: 400, message: 'userId must be a UUID' });
    }
  });
});

describe('the names of events', () => {
  it('userEventNames: the closed list of user actions (contracts/user-actions.ts), to anyone', async () => {
    for (const who of [anonymous, user]) expect((await t.ok(who, '{ userEventNames }')).userEventNames).toEqual([...userActionTypes]);
  });

  it('socketEventNames: the live events clients can receive, from the list rooms and the gateway use', async () => {
    const names = (await t.ok(anonymous, '{ socketEventNames }')).socketEventNames as string[];
    expect(names).toEqual(liveEventNames());
    expect(names).toEqual(expect.arrayContaining(['roomEvents.PATCH', 'roomEvents.KICKED', 'chatMessageChanged.ADDED', 'userUpdated']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('auditGreeting and auditServiceStatus', async () => {
    expect((await t.ok(anonymous, '{ auditGreeting }')).auditGreeting).toBe('Hello from the Backspin audit service!');
    expect((await t.ok(staff, '{ auditServiceStatus { service status } }')).auditServiceStatus).toEqual({ service: 'audit', status: 'ok' });
    expect(await t.refused(user, '{ auditServiceStatus { service } }')).toMatchObject({ status: 403 });
  });
});

describe('the retention sweep', () => {
  // One clock drives the sweep and the actions' times: a fixed day long before any real timestamp, so the rows other
  // tests wrote (at the real now) are all younger than its cutoff and stay.
  const clock = new Date('2001-03-01T12:00:00.000Z');
  const sweeper = (sweepBatch: number) => new UserActionService({ retentionDays: 30, now: () => clock, sweepBatch });

  it('deletes the actions older than the retention, in batches, and keeps the younger ones', async () => {
    const userId = randomUUID();
    const day = 24 * 60;
    const old = [31, 40, 100, 365, 3650].map((days) => action(userId, 'SIGNED_IN', clock, days * day));
    const young = [29, 1, 0].map((days) => action(userId, 'JOINED_ROOM', clock, days * day));
    for (const input of [...old, ...young]) await t.ok(service, record, { input });

    expect(await sweeper(2).sweepExpired(em())).toBe(5); // batches of 2, 2 and 1
    const kept = await em().find(UserActionSchema, { userId }, { orderBy: { occurredAt: 'asc' } });
    expect(kept.map((a) => a.id)).toEqual(young.map((a) => a.eventId));
    expect(await sweeper(2).sweepExpired(em())).toBe(0);
  });

  it('runs as a periodic task and stops cleanly', async () => {
    const userId = randomUUID();
    await t.ok(service, record, { input: action(userId, 'SIGNED_IN', clock, 60 * 24 * 31) });
    const retention = new UserActionRetention(sweeper(1000), 10);
    const ran = once(retention.task.events, 'ran');
    retention.start(t.subgraph.db);
    try {
      expect(await ran).toEqual([1]);
    } finally {
      await retention.stop();
    }
    expect(await countOf(userId)).toBe(0);
  });
});
