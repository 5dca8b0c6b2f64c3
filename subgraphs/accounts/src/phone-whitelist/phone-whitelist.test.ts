import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestResponse, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { PhoneWhitelistEntrySchema } from './phone-whitelist.entity.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['superUser'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['moderator', 'staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

const fields = 'id phone note createdBy createdAt';
const add = (who: Identity, phone: string, note?: string) =>
  t.call(who, `mutation($p: String!, $n: String) { addPhoneToWhitelist(phone: $p, note: $n) { ${fields} } }`, { p: phone, n: note });
const list = (who: Identity, limit?: number, offset?: number) =>
  t.call(who, `query($l: Int, $o: Int) { phoneWhitelist(limit: $l, offset: $o) { total items { phone } } }`, { l: limit, o: offset });
const get = (who: Identity, id: string) => t.call(who, `query($id: ID!) { phoneWhitelistEntry(id: $id) { ${fields} } }`, { id });
const remove = (who: Identity, id: string) => t.call(who, `mutation($id: ID!) { removePhoneWhitelistEntry(id: $id) { ${fields} } }`, { id });
const removePhone = (who: Identity, phone: string) => t.call(who, `mutation($p: String!) { removePhoneFromWhitelist(phone: $p) { ${fields} } }`, { p: phone });
const firstError = (r: TestResponse) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });

describe('phone whitelist', () => {
  let entryId: string;

  it('adds a number, normalised to E.164, with a note and who added it; reads it back by id', async () => {
    const added = await add(admin, ' +44 7400 123456 ', '  app review  ');
    expect(added.errors).toBeUndefined();
    expect(added.data?.addPhoneToWhitelist).toMatchObject({ phone: '+447400123456', note: 'app review', createdBy: admin.userId });
    entryId = added.data?.addPhoneToWhitelist.id;
    expect((await get(superUser, entryId)).data?.phoneWhitelistEntry).toEqual(added.data?.addPhoneToWhitelist);
  });

  it('accepts a possible test number that is not assigned (+44 7700 900123), without a note', async () => {
    expect((await add(superUser, '+447700900123')).data?.addPhoneToWhitelist).toMatchObject({ phone: '+447700900123', note: null, createdBy: superUser.userId });
  });

  it('answers 409 to a number already there, however it is written', async () => {
    for (const phone of ['+447400123456', '+44 (0)7400 123 456', '+44-7400-123456']) {
      expect(firstError(await add(admin, phone))).toEqual({ message: 'This phone number is already on the whitelist', status: 409 });
    }
    expect(await em().count(PhoneWhitelistEntrySchema, { phone: '+447400123456' })).toBe(1);
  });

  it('lets exactly one of concurrent adds of one number win (unique constraint): the others are 409', async () => {
    const results = await Promise.all(['+33612345678', '+33 6 12 34 56 78', '+33612345678', '+33-612-345-678'].map((p) => add(admin, p)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual(
      Array(3).fill({ message: 'This phone number is already on the whitelist', status: 409 }),
    );
    expect(await em().count(PhoneWhitelistEntrySchema, { phone: '+33612345678' })).toBe(1);
  });

  it.each(['hello', '0612345678', '+999123456', '+4412', '+44740012345678901', ''])('answers 400 to %j and adds nothing', async (phone) => {
    const before = await em().count(PhoneWhitelistEntrySchema, {});
    expect(firstError(await add(admin, phone))).toEqual({ message: 'phone must be a phone number in international form, such as +14155552671', status: 400 });
    expect(await em().count(PhoneWhitelistEntrySchema, {})).toBe(before);
  });

  it('answers 400 to a note longer than 200 characters', async () => {
    expect(firstError(await add(admin, '+447400123457', 'x'.repeat(201)))).toEqual({ message: 'note must be at most 200 characters', status: 400 });
  });

  it('lists newest first with paging', async () => {
    const all = await list(admin);
    expect(all.data?.phoneWhitelist.total).toBe(3);
    expect(new Set(all.data?.phoneWhitelist.items.map((i: { phone: string }) => i.phone))).toEqual(new Set(['+447400123456', '+447700900123', '+33612345678']));
    const page = await list(admin, 2, 1);
    expect(page.data?.phoneWhitelist).toEqual({ total: 3, items: all.data?.phoneWhitelist.items.slice(1) });
  });

  it('refuses users, moderators and staff (403), guests and anonymous callers (401), on every call', async () => {
    for (const who of [user, moderator]) {
      for (const result of [await add(who, '+447400123458'), await list(who), await get(who, entryId), await remove(who, entryId), await removePhone(who, '+447400123456')]) {
        expect(firstError(result)).toEqual({ message: 'Forbidden', status: 403 });
      }
    }
    expect(firstError(await add(guest, '+447400123458'))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await list({ userId: null, tokenType: 'anonymous', roles: [] }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(await em().count(PhoneWhitelistEntrySchema, {})).toBe(3);
  });

  it('answers 400 to an id that is not a UUID and 404 to an unknown one', async () => {
    expect(firstError(await get(admin, 'nope'))).toEqual({ message: 'id must be a UUID', status: 400 });
    expect(firstError(await get(admin, randomUUID()))).toEqual({ message: 'Phone whitelist entry not found', status: 404 });
    expect(firstError(await remove(admin, randomUUID()))).toEqual({ message: 'Phone whitelist entry not found', status: 404 });
  });

  it('removes by id, and by number (any writing); a second removal is 404', async () => {
    expect((await remove(admin, entryId)).data?.removePhoneWhitelistEntry).toMatchObject({ id: entryId, phone: '+447400123456' });
    expect(firstError(await get(admin, entryId))).toEqual({ message: 'Phone whitelist entry not found', status: 404 });
    expect((await removePhone(superUser, '+33 6 12 34 56 78')).data?.removePhoneFromWhitelist).toMatchObject({ phone: '+33612345678' });
    expect(firstError(await removePhone(superUser, '+33612345678'))).toEqual({ message: 'This phone number is not on the whitelist', status: 404 });
    expect(firstError(await removePhone(superUser, 'hello'))).toEqual({ message: 'phone must be a phone number in international form, such as +14155552671', status: 400 });
    expect((await list(admin)).data?.phoneWhitelist).toEqual({ total: 1, items: [{ phone: '+447700900123' }] });
    // Removed numbers are no longer whitelisted for validation.
    expect(await t.subgraph.services.phoneWhitelist.isWhitelisted(em(), '+447400123456')).toBe(false);
    expect(await t.subgraph.services.phoneWhitelist.isWhitelisted(em(), '+447700900123')).toBe(true);
  });
});
