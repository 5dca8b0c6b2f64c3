import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { SeasonSchema } from './season.entity.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const day = 86_400_000;
/** Dates relative to when the file started (never today's date), read once so that two of them are exactly n days apart. */
const startedAt = Date.now();
const days = (n: number) => new Date(startedAt + n * day);

let t: TestSubgraph<EconomyServices>;
const seasonFields = 'id seasonName seasonStart seasonEnd createdAt updatedAt';
const create = `mutation($input: CreateSeasonInput!) { createSeason(input: $input) { ${seasonFields} } }`;
const update = `mutation($id: ID!, $input: UpdateSeasonInput!) { updateSeason(id: $id, input: $input) { ${seasonFields} } }`;
const remove = `mutation($id: ID!) { deleteSeason(id: $id) { id } }`;

async function makeSeason(seasonName: string, start: Date, end: Date): Promise<{ id: string; seasonName: string }> {
  const data = await t.ok(admin, create, { input: { seasonName, seasonStart: start.toISOString(), seasonEnd: end.toISOString() } });
  return data.createSeason;
}
const seasonCount = () => t.subgraph.db.em.fork().count(SeasonSchema, {});

/** Seasons of this file live far in the future (days 1000+), apart from the current and past ones the tests make. */
let past: { id: string }, current: { id: string }, future: { id: string };

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
  past = await makeSeason('Past', days(-60), days(-30));
  current = await makeSeason('Current', days(-30), days(30));
  future = await makeSeason('Future', days(30), days(60));
});
afterAll(() => t?.stop());

describe('createSeason', () => {
  it('creates a season for admins, with its dates as given', async () => {
    const s = await makeSeason('Far', days(1000), days(1010));
    const read = await t.ok(admin, `query($id: ID!) { season(id: $id) { ${seasonFields} } }`, { id: s.id });
    expect(read.season.seasonName).toBe('Far');
    expect(new Date(read.season.seasonEnd).getTime() - new Date(read.season.seasonStart).getTime()).toBe(10 * day);
  });

  it('refuses an overlapping season with 409 and creates nothing, whichever side overlaps', async () => {
    const before = await seasonCount();
    for (const [start, end] of [
      [days(1005), days(1020)],
      [days(995), days(1001)],
      [days(1002), days(1003)],
      [days(990), days(1030)],
    ] as const) {
      const refusal = await t.refused(admin, create, { input: { seasonName: `Overlap ${start.getTime()}`, seasonStart: start, seasonEnd: end } });
      expect(refusal).toEqual({ status: 409, message: 'Seasons cannot overlap: another season covers part of this time' });
    }
    expect(await seasonCount()).toBe(before);
  });

  it('lets a season start at the instant the previous one ends (the end is excluded)', async () => {
    const a = await makeSeason('Edge A', days(2000), days(2010));
    const b = await makeSeason('Edge B', days(2010), days(2020));
    expect(a.id).not.toBe(b.id);
  });

  it('creates one season when two overlapping ones are created at once', async () => {
    const before = await seasonCount();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => t.call(admin, create, { input: { seasonName: `Race ${i}`, seasonStart: days(3000 + i), seasonEnd: days(3010) } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expect(r.errors?.[0]?.extensions).toMatchObject({ status: 409, reason: 'SEASON_OVERLAP' });
    expect(await seasonCount()).toBe(before + 1);
  });

  it('refuses a taken name (409), bad dates and names (400), users (403) and guests (401), creating nothing', async () => {
    const before = await seasonCount();
    const input = (over: Record<string, unknown>) => ({ input: { seasonName: 'Fresh', seasonStart: days(4000), seasonEnd: days(4010), ...over } });
    expect(await t.refused(admin, create, input({ seasonName: 'Past' }))).toEqual({ status: 409, message: 'A season with this name already exists' });
    expect((await t.refused(admin, create, input({ seasonEnd: days(4000) }))).status).toBe(400);
    expect((await t.refused(admin, create, input({ seasonEnd: days(3990) }))).message).toBe(
      'seasonStart and seasonEnd must be ISO 8601 dates and times, seasonStart before seasonEnd',
    );
    for (const seasonName of ['', '   ', 'a\nb', 'x'.repeat(101), 'nul\u0000']) {
      expect((await t.refused(admin, create, input({ seasonName }))).status).toBe(400);
    }
    expect(await t.refused(user, create, input({}))).toEqual({ status: 403, message: 'Forbidden' });
    for (const who of [guest, anonymous]) expect((await t.refused(who, create, input({}))).status).toBe(401);
    expect(await seasonCount()).toBe(before);
  });
});

describe('current, next and previous seasons', () => {
  const current$ = `{ currentSeason { id } }`;
  it('answers the season covering now, to anyone', async () => {
    for (const who of [admin, user, guest, anonymous]) expect((await t.ok(who, current$)).currentSeason).toEqual({ id: current.id });
  });

  it('answers the next and previous seasons by seasonStart', async () => {
    const nav = `query($s: DateTimeISO!) { nextSeason(seasonStart: $s) { id } previousSeason(seasonStart: $s) { id } }`;
    const at = (await t.ok(admin, `query($id: ID!) { season(id: $id) { seasonStart } }`, { id: current.id })).season.seasonStart;
    expect(await t.ok(anonymous, nav, { s: at })).toEqual({ nextSeason: { id: future.id }, previousSeason: { id: past.id } });
    const pastStart = (await t.ok(admin, `query($id: ID!) { season(id: $id) { seasonStart } }`, { id: past.id })).season.seasonStart;
    expect((await t.ok(anonymous, nav, { s: pastStart })).previousSeason).toBeNull();
  });

  it('finds a season by name', async () => {
    expect((await t.ok(anonymous, `{ seasonByName(seasonName: "Future") { id } }`)).seasonByName).toEqual({ id: future.id });
    expect((await t.ok(anonymous, `{ seasonByName(seasonName: "Nope") { id } }`)).seasonByName).toBeNull();
  });
});

describe('updateSeason and deleteSeason', () => {
  it('changes a season that has not ended', async () => {
    const s = await makeSeason('To change', days(5000), days(5010));
    const data = await t.ok(admin, update, { id: s.id, input: { seasonName: 'Changed', seasonEnd: days(5020) } });
    expect(data.updateSeason).toMatchObject({ id: s.id, seasonName: 'Changed' });
    expect(new Date(data.updateSeason.seasonEnd).getTime() - new Date(data.updateSeason.seasonStart).getTime()).toBeGreaterThan(19 * day);
  });

  it('refuses a change into overlap (409), leaving the season as it was', async () => {
    const s = await makeSeason('Neighbour', days(5100), days(5110));
    const refusal = await t.refused(admin, update, { id: s.id, input: { seasonStart: days(5015) } });
    expect(refusal.status).toBe(409);
    const row = await t.subgraph.db.em.fork().findOneOrFail(SeasonSchema, { id: s.id });
    expect(row.seasonEnd.getTime() - row.seasonStart.getTime()).toBe(10 * day);
    expect(row.seasonName).toBe('Neighbour');
  });

  it('keeps an ended season’s dates (409) and refuses to delete it, but lets its name be corrected', async () => {
    expect(await t.refused(admin, update, { id: past.id, input: { seasonEnd: days(-20) } })).toEqual({
      status: 409,
      message: 'This season has ended: its dates can no longer change and it cannot be deleted (its ranking is final)',
    });
    expect((await t.refused(admin, remove, { id: past.id })).status).toBe(409);
    expect((await t.ok(admin, update, { id: past.id, input: { seasonName: 'Past season' } })).updateSeason.seasonName).toBe('Past season');
    expect(await t.subgraph.db.em.fork().count(SeasonSchema, { id: past.id })).toBe(1);
  });

  it('deletes a season not yet ended; unknown (404) and malformed (400) ids are refused', async () => {
    const s = await makeSeason('Doomed', days(6000), days(6010));
    expect((await t.ok(admin, remove, { id: s.id })).deleteSeason).toEqual({ id: s.id });
    expect(await t.subgraph.db.em.fork().count(SeasonSchema, { id: s.id })).toBe(0);
    expect(await t.refused(admin, remove, { id: s.id })).toEqual({ status: 404, message: 'Season not found' });
    expect((await t.refused(admin, remove, { id: 'nope' })).status).toBe(400);
    expect((await t.refused(user, remove, { id: future.id })).status).toBe(403);
  });
});

describe('allSeasons', () => {
  it('pages the seasons for admins, latest start first, filtered by the list query', async () => {
    const page = (await t.ok(admin, `{ allSeasons(query: { limit: 2 }) { data { seasonName seasonStart } count total page pageCount } }`)).allSeasons;
    expect(page.count).toBe(2);
    expect(page.total).toBe(await seasonCount());
    expect(new Date(page.data[0].seasonStart) >= new Date(page.data[1].seasonStart)).toBe(true);
    const byName = await t.ok(admin, `{ allSeasons(query: { where: { field: "seasonName", op: EQ, value: "Future" } }) { data { id } total } }`);
    expect(byName.allSeasons).toEqual({ data: [{ id: future.id }], total: 1 });
    expect((await t.refused(user, `{ allSeasons { total } }`)).status).toBe(403);
  });
});
