import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { CustomFieldSchema } from './custom-field.entity.ts';

const asUser = (userId: string = randomUUID()): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const set = `mutation SetCustomField($input: SetCustomFieldInput!) { setCustomField(input: $input) { id userId key value createdAt updatedAt } }`;
const del = `mutation DeleteCustomField($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { id userId key value } }`;
const list = `query CustomFields($userId: ID) { customFields(userId: $userId) { key value userId } }`;

let t: TestSubgraph<EconomyServices>;
const rowsOf = (userId: string) => t.subgraph.db.em.fork().find(CustomFieldSchema, { userId }, { orderBy: { key: 'asc' } });

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
});
afterAll(() => t?.stop());

describe('setCustomField (POST /custom-fields)', () => {
  it('creates the caller’s field, then replaces its value under the same key (one row per key)', async () => {
    const ada = asUser();
    const first = (await t.ok(ada, set, { input: { key: 'shelf.sort', value: 'price' } })).setCustomField;
    expect(first).toMatchObject({ userId: ada.userId, key: 'shelf.sort', value: 'price' });
    const second = (await t.ok(ada, set, { input: { key: 'shelf.sort', value: 'newest' } })).setCustomField;
    expect(second).toMatchObject({ id: first.id, value: 'newest', createdAt: first.createdAt });
    expect(await rowsOf(ada.userId!)).toEqual([expect.objectContaining({ key: 'shelf.sort', value: 'newest' })]);
    expect((await t.ok(ada, list)).customFields).toEqual([{ key: 'shelf.sort', value: 'newest', userId: ada.userId }]);
  });

  it('lets staff and services set and read anyone’s fields; other users are refused and nothing is written', async () => {
    const bob = asUser();
    await t.ok(staff, set, { input: { userId: bob.userId, key: 'partner-ref', value: 'abc' } });
    await t.ok(service, set, { input: { userId: bob.userId!.toUpperCase(), key: 'leaderboard_view', value: 'friends' } });
    expect((await t.ok(service, list, { userId: bob.userId })).customFields.map((f: { key: string }) => f.key)).toEqual(['leaderboard_view', 'partner-ref']);

    const cyd = asUser();
    expect(await t.refused(cyd, set, { input: { userId: bob.userId, key: 'x', value: 'mine now' } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(moderator, set, { input: { userId: bob.userId, key: 'x', value: 'y' } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(cyd, list, { userId: bob.userId })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(guest, set, { input: { key: 'x', value: 'y' } })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(anonymous, set, { input: { userId: bob.userId, key: 'x', value: 'y' } })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(service, set, { input: { key: 'x', value: 'y' } })).toEqual({ status: 401, message: 'Unauthorized' });
    expect((await rowsOf(bob.userId!)).map((r) => r.key)).toEqual(['leaderboard_view', 'partner-ref']);
  });

  it.each([
    ['an empty key', { key: '', value: 'v' }, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['a key starting with a digit', { key: '1abc', value: 'v' }, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['a key with a space', { key: 'has space', value: 'v' }, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['a 65-character key', { key: 'k'.repeat(65), value: 'v' }, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['a 1001-character value', { key: 'ok', value: 'v'.repeat(1001) }, 'value must be a string of at most 1000 characters'],
    ['a NUL character', { key: 'ok', value: 'nul\u0000here' }, 'input.value must not contain NUL characters (U+0000)'],
    ['a userId that is no UUID', { key: 'ok', value: 'v', userId: 'not-a-uuid' }, 'userId must be a UUID'],
  ])('refuses %s with a 400 and writes nothing', async (_what, input, message) => {
    const dee = asUser();
    const refusal = await t.refused('userId' in input ? staff : dee, set, { input });
    expect(refusal).toEqual({ status: 400, message });
    expect(await rowsOf(dee.userId!)).toEqual([]);
  });

  it('accepts the bounds themselves: a 64-character key and a 1000-character value (one character per code point)', async () => {
    const eve = asUser();
    const value = '🎉'.repeat(1000);
    await t.ok(eve, set, { input: { key: `k${'x'.repeat(63)}`, value } });
    expect((await rowsOf(eve.userId!))[0]?.value).toBe(value);
  });

  it('holds at most 50 fields per user, even when 60 different keys arrive at once', async () => {
    const fay = asUser();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.call(fay, set, { input: { key: `key${i}`, value: String(i) } })),
    );
    const refused = results.filter((r) => r.errors);
    expect(results.length - refused.length).toBe(50);
    expect(refused.map((r) => [r.errors?.[0]?.extensions?.status, r.errors?.[0]?.message])).toEqual(
      Array(10).fill([409, 'A user holds at most 50 custom fields: delete one before adding another']),
    );
    expect(await rowsOf(fay.userId!)).toHaveLength(50);
    // Replacing an existing key is still allowed at the limit.
    const kept = (await rowsOf(fay.userId!))[0]!;
    await t.ok(fay, set, { input: { key: kept.key, value: 'changed' } });
  });
});

describe('deleteCustomField (DELETE /custom-fields)', () => {
  it('removes the caller’s field and answers it; a second delete is a 404', async () => {
    const gil = asUser();
    await t.ok(gil, set, { input: { key: 'theme', value: 'dark' } });
    expect((await t.ok(gil, del, { input: { key: 'theme' } })).deleteCustomField).toMatchObject({ key: 'theme', value: 'dark', userId: gil.userId });
    expect(await rowsOf(gil.userId!)).toEqual([]);
    expect(await t.refused(gil, del, { input: { key: 'theme' } })).toEqual({ status: 404, message: 'Custom field not found' });
  });

  it('deletes another user’s field only for staff and services', async () => {
    const hal = asUser();
    await t.ok(hal, set, { input: { key: 'theme', value: 'dark' } });
    expect(await t.refused(asUser(), del, { input: { userId: hal.userId, key: 'theme' } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(guest, del, { input: { key: 'theme' } })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await rowsOf(hal.userId!)).toHaveLength(1);
    await t.ok(staff, del, { input: { userId: hal.userId, key: 'theme' } });
    expect(await rowsOf(hal.userId!)).toEqual([]);
  });

  it('refuses a malformed key with a 400', async () => {
    expect(await t.refused(asUser(), del, { input: { key: 'no/slash' } })).toEqual({
      status: 400,
      message: 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter',
    });
  });
});
