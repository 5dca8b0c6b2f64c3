import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLevelRoute, serviceIdentity, type Identity, type PlanLevelEffect } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { UserPlanSchema } from './plan.entity.ts';

// Economy sends rooms each user's plan level (platform effect-routes.ts `planLevelRoute`) for the PRO_PLAN_OWNER DJ
// rule: services only, checked whole before anything is written, the most recently decided one kept whatever order
// the deliveries come in, and a level lapsing by itself at `until`. Times are relative to the real now.

const RECORD = 'mutation($input: RecordPlanLevelInput!) { recordPlanLevel(input: $input) { userId level until } }';
const economy = serviceIdentity('economy');
const day = 24 * 60 * 60 * 1000;

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const rowOf = (userId: string) => em().findOne(UserPlanSchema, { userId });
const plans = () => t.subgraph.services.plans;

const delivery = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  userId: randomUUID(),
  level: 'PRO',
  until: new Date(Date.now() + 30 * day).toISOString(),
  decidedAt: new Date().toISOString(),
  ...overrides,
});

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('recordPlanLevel: who may', () => {
  it.each([
    ['an anonymous caller', { userId: null, tokenType: 'anonymous', roles: [] } as Identity, 401, 'Unauthorized'],
    ['a guest', { userId: randomUUID(), tokenType: 'guest', roles: [] } as Identity, 401, 'Unauthorized'],
    ['a user', { userId: randomUUID(), tokenType: 'user', roles: ['user'] } as Identity, 403, 'Forbidden'],
    ['a superUser', { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] } as Identity, 403, 'Forbidden'],
    ['a bot', { userId: randomUUID(), tokenType: 'bot', roles: ['bot'] } as Identity, 403, 'Forbidden'],
  ])('refuses %s (%i), writing nothing', async (_who, identity, status, message) => {
    const input = delivery();
    expect(await t.refused(identity, RECORD, { input })).toEqual({ status, message });
    expect(await rowOf(input.userId)).toBeNull();
  });

  it('takes a service’s delivery and answers the level held', async () => {
    const input = delivery();
    expect((await t.ok(economy, RECORD, { input })).recordPlanLevel).toEqual({ userId: input.userId, level: 'PRO', until: input.until });
    expect(await rowOf(input.userId)).toMatchObject({ level: 'PRO', eventId: input.eventId, decidedAt: new Date(input.decidedAt) });
  });
});

describe('economy’s route', () => {
  it('is what rooms answers: the route’s own mutation and variables record the level, once per event', async () => {
    const input: PlanLevelEffect = { userId: randomUUID(), level: 'PLUS', until: new Date(Date.now() + day).toISOString(), decidedAt: new Date().toISOString() };
    const eventId = randomUUID();
    const variables = planLevelRoute.variables!({ eventId, input });
    for (let i = 0; i < 2; i++) expect((await t.ok(economy, planLevelRoute.mutation, variables)).recordPlanLevel).toEqual({ userId: input.userId });
    expect(await rowOf(input.userId)).toMatchObject({ level: 'PLUS', eventId });
  });
});

describe('recordPlanLevel: input', () => {
  const message =
    'a plan level needs eventId and userId (UUIDs), level NONE, PLUS or PRO, decidedAt and, when given, until as ISO 8601 date-times with a time zone';
  it.each([
    ['eventId not a UUID', { eventId: 'purchase-1' }],
    ['userId not a UUID', { userId: 'nobody' }],
    ['an unknown level', { level: 'GOLD' }],
    ['a level in lower case', { level: 'pro' }],
    ['decidedAt not a date', { decidedAt: 'yesterday' }],
    ['decidedAt without a time zone', { decidedAt: '2026-01-01T10:00:00' }],
    ['decidedAt on a day that does not exist', { decidedAt: '2026-02-30T10:00:00Z' }],
    ['decidedAt at hour 24', { decidedAt: '2026-02-01T24:00:00Z' }],
    ['decidedAt too long', { decidedAt: `${new Date().toISOString().slice(0, 19)}.${'1'.repeat(40)}Z` }],
    ['until not a date', { until: 'next month' }],
  ])('refuses %s (400), writing nothing', async (_case, overrides) => {
    const before = await em().count(UserPlanSchema);
    expect(await t.refused(economy, RECORD, { input: delivery(overrides) })).toEqual({ status: 400, message });
    expect(await em().count(UserPlanSchema)).toBe(before);
  });

  it('refuses a NUL anywhere (the GraphQL layer first, the service as well), writing nothing', async () => {
    const before = await em().count(UserPlanSchema);
    for (const overrides of [{ userId: `${randomUUID()}\u0000` }, { decidedAt: `${new Date().toISOString()}\u0000` }, { until: `${new Date().toISOString()}\u0000` }]) {
      expect((await t.refused(economy, RECORD, { input: delivery(overrides) })).status).toBe(400);
      await expect(plans().record(em(), economy, delivery(overrides))).rejects.toMatchObject({ reason: 'INVALID_PLAN_LEVEL', status: 400 });
    }
    expect(await em().count(UserPlanSchema)).toBe(before);
  });

  it('keeps no period for NONE, and takes a plan with no known end', async () => {
    const none = delivery({ level: 'NONE' });
    expect((await t.ok(economy, RECORD, { input: none })).recordPlanLevel).toEqual({ userId: none.userId, level: 'NONE', until: null });
    const open = delivery({ level: 'PLUS', until: null });
    expect((await t.ok(economy, RECORD, { input: open })).recordPlanLevel).toEqual({ userId: open.userId, level: 'PLUS', until: null });
    expect((await plans().levelsOf(em(), [open.userId], new Date(Date.now() + 3650 * day))).get(open.userId)).toBe('PLUS');
  });
});

describe('recordPlanLevel: the most recently decided level wins', () => {
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  it('applies a newer decision and ignores an older one arriving after it', async () => {
    const userId = randomUUID();
    const first = delivery({ userId, level: 'PLUS', decidedAt: at(-60_000) });
    const newer = delivery({ userId, level: 'PRO', decidedAt: at(-30_000) });
    const older = delivery({ userId, level: 'NONE', decidedAt: at(-45_000) });
    await t.ok(economy, RECORD, { input: first });
    expect((await t.ok(economy, RECORD, { input: newer })).recordPlanLevel.level).toBe('PRO');
    // The older one answers what rooms holds: the newer decision, unchanged.
    expect((await t.ok(economy, RECORD, { input: older })).recordPlanLevel).toEqual({ userId, level: 'PRO', until: newer.until });
    expect(await rowOf(userId)).toMatchObject({ level: 'PRO', eventId: newer.eventId, decidedAt: new Date(newer.decidedAt) });
  });

  it('changes nothing on a redelivery, however many arrive at once', async () => {
    const userId = randomUUID();
    const input = delivery({ userId, level: 'PLUS' });
    await Promise.all([0, 1, 2].map(() => t.ok(economy, RECORD, { input })));
    expect(await em().find(UserPlanSchema, { userId })).toEqual([expect.objectContaining({ level: 'PLUS', eventId: input.eventId })]);
  });

  it('decides between two deliveries decided at the same instant by event id, whatever order they arrive in', async () => {
    const decidedAt = at(-1000);
    const [low, high] = [randomUUID(), randomUUID()].sort();
    const outcomes = [];
    for (const order of [
      ['PLUS', 'PRO'],
      ['PRO', 'PLUS'],
    ]) {
      const userId = randomUUID();
      // The PRO one always carries the higher event id.
      const byLevel = { PLUS: low!, PRO: high! } as const;
      for (const level of order as ('PLUS' | 'PRO')[]) await t.ok(economy, RECORD, { input: delivery({ userId, level, decidedAt, eventId: byLevel[level] }) });
      outcomes.push((await rowOf(userId))?.level);
    }
    expect(outcomes).toEqual(['PRO', 'PRO']);
  });
});

describe('levelsOf: the level in effect', () => {
  it('is NONE without a row, the level until `until`, and NONE from `until` on', async () => {
    const [pro, plus, lapsed, unknown] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const now = new Date();
    const until = new Date(now.getTime() + 7 * day);
    await plans().record(em(), economy, delivery({ userId: pro, level: 'PRO', until: until.toISOString() }));
    await plans().record(em(), economy, delivery({ userId: plus, level: 'PLUS', until: until.toISOString() }));
    await plans().record(em(), economy, delivery({ userId: lapsed, level: 'PRO', until: new Date(now.getTime() - 1000).toISOString() }));
    const levelsAt = async (at: Date) => Object.fromEntries(await plans().levelsOf(em(), [pro, plus, lapsed, unknown, 'not-a-uuid'], at));
    expect(await levelsAt(now)).toEqual({ [pro]: 'PRO', [plus]: 'PLUS', [lapsed]: 'NONE', [unknown]: 'NONE', 'not-a-uuid': 'NONE' });
    expect((await levelsAt(new Date(until.getTime() - 1)))[pro]).toBe('PRO');
    expect(await levelsAt(until)).toMatchObject({ [pro]: 'NONE', [plus]: 'NONE' });
    expect(await plans().levelsOf(em(), [])).toEqual(new Map());
  });
});
