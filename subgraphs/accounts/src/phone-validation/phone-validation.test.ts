import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestResponse, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { PhoneValidationSchema } from './phone-validation.entity.ts';
import { phoneValidationRetentionDays, PhoneValidationService } from './phone-validation.service.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const ann: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const ben: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['superUser'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { env: { PHONE_CODE_MAX_PER_IP: '7', PHONE_CODE_TTL_SECONDS: '120' } });
});
afterAll(() => t?.stop());

const validate = (who: Identity, phone: string) =>
  t.call(who, 'mutation($p: String!) { validatePhone(phone: $p) { id userId phone e164 country type status whitelisted createdAt } }', { p: phone });
const recents = (who: Identity, args: { all?: boolean; limit?: number; offset?: number } = {}) =>
  t.call(who, 'query($a: Boolean, $l: Int, $o: Int) { phoneValidationRecents(all: $a, limit: $l, offset: $o) { total items { userId phone status } } }', {
    a: args.all,
    l: args.limit,
    o: args.offset,
  });
const clear = (who: Identity, all?: boolean) => t.call(who, 'mutation($a: Boolean) { clearPhoneValidationRecents(all: $a) }', { a: all });
const firstError = (r: TestResponse) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });

describe('validatePhone', () => {
  it.each([
    ['a mobile number', '+447400123456', { e164: '+447400123456', country: 'GB', type: 'MOBILE', status: 'VALID' }],
    ['a US number (fixed line or mobile: cannot tell)', ' +1 (415) 555-2671 ', { e164: '+14155552671', country: 'US', type: 'FIXED_LINE_OR_MOBILE', status: 'VALID' }],
    ['a VoIP number', '+445612345678', { e164: '+445612345678', country: 'GB', type: 'VOIP', status: 'VOIP' }],
    ['a fixed line', '+33140000000', { e164: '+33140000000', country: 'FR', type: 'FIXED_LINE', status: 'INVALID' }],
    ['a toll-free number', '+18002345678', { e164: '+18002345678', country: 'US', type: 'TOLL_FREE', status: 'INVALID' }],
    ['a possible but unassigned number', '+447700900123', { e164: '+447700900123', country: null, type: null, status: 'INVALID' }],
    ['letters', 'hello', { e164: null, country: null, type: null, status: 'VALIDATION_ERROR' }],
    ['a national number without country code', '0612345678', { e164: null, country: null, type: null, status: 'VALIDATION_ERROR' }],
    ['an unknown country code', '+999123456', { e164: null, country: null, type: null, status: 'VALIDATION_ERROR' }],
    ['an empty string', '', { e164: null, country: null, type: null, status: 'VALIDATION_ERROR' }],
  ])('%s: %j', async (_what, phone, expected) => {
    const result = await validate(ann, phone);
    expect(result.errors).toBeUndefined();
    expect(result.data?.validatePhone).toMatchObject({ ...expected, userId: ann.userId, phone: phone.trim(), whitelisted: false });
  });

  it('keeps at most 64 characters of an overlong input and answers VALIDATION_ERROR', async () => {
    const result = await validate(ben, '+4'.padEnd(500, '1'));
    expect(result.data?.validatePhone).toMatchObject({ status: 'VALIDATION_ERROR', e164: null });
    expect((result.data?.validatePhone.phone as string).length).toBe(64);
  });

  it('answers VALID for a whitelisted number whatever its type, and says so', async () => {
    await t.subgraph.services.phoneWhitelist.add(em(), admin, '+33140000001', 'app review');
    const result = await validate(ben, '+33 1 40 00 00 01');
    expect(result.data?.validatePhone).toMatchObject({ e164: '+33140000001', type: 'FIXED_LINE', status: 'VALID', whitelisted: true });
  });

  it('refuses guests and anonymous callers (401) and records nothing for them', async () => {
    const before = await em().count(PhoneValidationSchema, {});
    expect(firstError(await validate(guest, '+447400123456'))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await t.call({ userId: null, tokenType: 'anonymous', roles: [] }, 'mutation { validatePhone(phone: "+447400123456") { status } }'))).toEqual({
      message: 'Unauthorized',
      status: 401,
    });
    expect(await em().count(PhoneValidationSchema, {})).toBe(before);
  });
});

describe('recents', () => {
  it('lists the caller’s own validations, newest first, with paging', async () => {
    const all = (await t.ok(ann, '{ phoneValidationRecents(limit: 100) { total items { userId phone status createdAt } } }')).phoneValidationRecents;
    expect(all.total).toBe(10);
    expect(all.items).toHaveLength(10);
    expect(all.items.every((i: { userId: string }) => i.userId === ann.userId)).toBe(true);
    const times = all.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.items.map((i: { phone: string }) => i.phone))).toEqual(new Set(['+447400123456', '+1 (415) 555-2671', '+445612345678', '+33140000000', '+18002345678', '+447700900123', 'hello', '0612345678', '+999123456', '']));
    const page = await recents(ann, { limit: 3, offset: 8 });
    expect(page.data?.phoneValidationRecents).toEqual({
      total: 10,
      items: all.items.slice(8).map(({ userId, phone, status }: { userId: string; phone: string; status: string }) => ({ userId, phone, status })),
    });
    expect((await recents(ann, { limit: 1000 })).data?.phoneValidationRecents.items).toHaveLength(10);
    const bens = await recents(ben);
    expect(bens.data?.phoneValidationRecents.total).toBe(2);
  });

  it('shows everyone’s to admins and superUsers who ask for all; 403 to others who ask', async () => {
    expect((await recents(admin, { all: true, limit: 1 })).data?.phoneValidationRecents.total).toBe(12);
    expect((await recents(superUser, { all: true })).data?.phoneValidationRecents.items).toHaveLength(12);
    expect(firstError(await recents(ann, { all: true }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await recents(moderator, { all: true }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await recents(guest))).toEqual({ message: 'Unauthorized', status: 401 });
    // An admin's own recents are theirs only unless they ask for all.
    expect((await recents(admin)).data?.phoneValidationRecents).toEqual({ total: 0, items: [] });
  });

  it('clears the caller’s own recents only; all (admins) clears everyone’s', async () => {
    expect(await t.ok(ben, 'mutation { clearPhoneValidationRecents }')).toEqual({ clearPhoneValidationRecents: 2 });
    expect((await recents(ben)).data?.phoneValidationRecents.total).toBe(0);
    expect((await recents(ann)).data?.phoneValidationRecents.total).toBe(10);
    expect(firstError(await clear(ann, true))).toEqual({ message: 'Forbidden', status: 403 });
    expect((await recents(ann)).data?.phoneValidationRecents.total).toBe(10);
    await validate(ben, '+447400123456');
    expect((await clear(admin, true)).data).toEqual({ clearPhoneValidationRecents: 11 });
    expect(await em().count(PhoneValidationSchema, {})).toBe(0);
  });
});

describe('phoneFraudConstants', () => {
  const query = '{ phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts } }';

  it('shows the configured thresholds (defaults where unset) to admins and superUsers', async () => {
    const expected = {
      phoneFraudConstants: { maxCodesPerNumber: 5, maxCodesPerIp: 7, maxCodesPerPrefix: 50, prefixDigits: 6, windowSeconds: 3600, ipWindowSeconds: 3600, prefixWindowSeconds: 3600, codeTtlSeconds: 120, maxCodeAttempts: 5 },
    };
    expect(await t.ok(admin, query)).toEqual(expected);
    expect(await t.ok(superUser, query)).toEqual(expected);
  });

  it('refuses users and moderators (403) and guests (401)', async () => {
    expect(firstError(await t.call(ann, query))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(moderator, query))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(guest, query))).toEqual({ message: 'Unauthorized', status: 401 });
  });
});

describe('retention', () => {
  it(`removes validations older than ${phoneValidationRetentionDays} days when new ones are made`, async () => {
    // Frozen at the real now (the boundary is exact to the millisecond), then moved by hand.
    const clock = { now: new Date() };
    const service = new PhoneValidationService(t.subgraph.config, t.subgraph.services.phoneWhitelist, () => clock.now);
    const carol: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
    const old = await service.validate(em(), carol, '+447400123456');
    clock.now = new Date(clock.now.getTime() + phoneValidationRetentionDays * 86_400_000);
    await service.validate(em(), carol, '+447400123457');
    expect(await em().count(PhoneValidationSchema, { id: old.id })).toBe(1);
    clock.now = new Date(clock.now.getTime() + 1000);
    const fresh = await service.validate(em(), carol, '+447400123458');
    expect(await em().count(PhoneValidationSchema, { id: old.id })).toBe(0);
    expect(await em().count(PhoneValidationSchema, { id: fresh.id })).toBe(1);
  });
});
