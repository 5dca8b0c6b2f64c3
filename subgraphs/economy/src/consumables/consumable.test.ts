import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { ConsumableSchema } from './consumable.entity.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

const fields = 'id name description tokenCost fileId fileUrl createdAt deletedAt';
const create = `mutation($i: CreateConsumableInput!) { createConsumable(input: $i) { ${fields} } }`;
const update = `mutation($id: ID!, $i: UpdateConsumableInput!) { updateConsumable(id: $id, input: $i) { ${fields} } }`;
const remove = `mutation($id: ID!) { deleteConsumable(id: $id) { id deletedAt } }`;
const one = `query($id: ID!) { consumable(id: $id) { ${fields} } }`;
const list = `query($q: ListQueryInput) { consumables(query: $q) { data { id name createdAt } count total page pageCount } }`;
const invalid = 'a consumable needs a name of 1 to 100 characters, a description of at most 500 characters and a whole tokenCost of 1 to 1000000';

let t: TestSubgraph<EconomyServices>;
const em = () => t.subgraph.db.em.fork();
const rows = () => em().count(ConsumableSchema, {});

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
});
afterAll(() => t?.stop());

async function newConsumable(name = `Confetti ${randomUUID().slice(0, 6)}`, tokenCost = 5) {
  return (await t.ok(admin, create, { i: { name, description: 'Pop!', tokenCost } })).createConsumable as { id: string; name: string; createdAt: string };
}

describe('consumables: admins create, change and delete', () => {
  it('creates one with a name, description and price, then changes only the fields given', async () => {
    const created = await newConsumable('Confetti cannon', 25);
    expect(created).toMatchObject({ name: 'Confetti cannon', description: 'Pop!', tokenCost: 25, fileId: null, fileUrl: null, deletedAt: null });
    const changed = (await t.ok(admin, update, { id: created.id, i: { tokenCost: 30 } })).updateConsumable;
    expect(changed).toMatchObject({ id: created.id, name: 'Confetti cannon', description: 'Pop!', tokenCost: 30 });
    expect((await t.ok(user, one, { id: created.id })).consumable).toMatchObject({ tokenCost: 30 });
  });

  it('takes a file only when it exists, and shows where it loads from', async () => {
    expect(await t.refused(admin, create, { i: { name: 'Drinks', tokenCost: 3, fileId: randomUUID() } })).toEqual({ status: 404, message: 'File not found' });
    const file = await t.subgraph.db.em.fork().getConnection().execute(
      `insert into economy.economy_file (id, storage_key, content_type, size, uploaded_by, created_at) values (?, 'economy/files/x.png', 'image/png', 1, ?, now()) returning id`,
      [randomUUID(), admin.userId],
    );
    const fileId = (file as { id: string }[])[0]!.id;
    const made = (await t.ok(admin, create, { i: { name: 'Drinks', tokenCost: 3, fileId } })).createConsumable;
    expect(made).toMatchObject({ fileId, fileUrl: `/api/v1/consumables/files/${fileId}` });
    expect((await t.ok(admin, update, { id: made.id, i: { fileId: null } })).updateConsumable).toMatchObject({ fileId: null, fileUrl: null });
  });

  it.each([
    [{ name: '', tokenCost: 1 }],
    [{ name: '   ', tokenCost: 1 }],
    [{ name: 'x'.repeat(101), tokenCost: 1 }],
    [{ name: 'ok', description: 'd'.repeat(501), tokenCost: 1 }],
    [{ name: 'ok', tokenCost: 0 }],
    [{ name: 'ok', tokenCost: -3 }],
    [{ name: 'ok', tokenCost: 1_000_001 }],
    [{ name: 'nul\0', tokenCost: 1 }],
  ])('refuses an invalid consumable (%#) with 400, creating nothing', async (input) => {
    const before = await rows();
    expect(await t.refused(admin, create, { i: input })).toMatchObject({ status: 400 });
    expect(await rows()).toBe(before);
  });

  it('refuses invalid changes with the same message, changing nothing', async () => {
    const made = await newConsumable('Stable', 7);
    for (const i of [{ tokenCost: 0 }, { name: null }, { name: '' }, { tokenCost: null }]) {
      expect(await t.refused(admin, update, { id: made.id, i })).toEqual({ status: 400, message: invalid });
    }
    expect((await t.ok(user, one, { id: made.id })).consumable).toMatchObject({ name: 'Stable', tokenCost: 7 });
  });

  it('lets only admins manage: 403 for users, 401 for guests and anonymous callers', async () => {
    const made = await newConsumable();
    const before = await rows();
    for (const [who, status] of [[user, 403], [guest, 401], [anonymous, 401]] as const) {
      expect(await t.refused(who, create, { i: { name: 'Nope', tokenCost: 1 } })).toMatchObject({ status });
      expect(await t.refused(who, update, { id: made.id, i: { tokenCost: 1 } })).toMatchObject({ status });
      expect(await t.refused(who, remove, { id: made.id })).toMatchObject({ status });
    }
    expect(await rows()).toBe(before);
    expect((await t.ok(user, one, { id: made.id })).consumable).toMatchObject({ tokenCost: 5, deletedAt: null });
  });

  it('deletes one: it leaves the list and 404s, its row stays for past purchases', async () => {
    const made = await newConsumable();
    expect((await t.ok(admin, remove, { id: made.id })).deleteConsumable.deletedAt).not.toBeNull();
    expect(await t.refused(user, one, { id: made.id })).toEqual({ status: 404, message: 'Consumable not found' });
    expect(await t.refused(admin, remove, { id: made.id })).toEqual({ status: 404, message: 'Consumable not found' });
    expect(await t.refused(admin, update, { id: made.id, i: { tokenCost: 2 } })).toEqual({ status: 404, message: 'Consumable not found' });
    const listed = (await t.ok(user, list, { q: { where: { field: 'id', op: 'EQ', value: made.id } } })).consumables;
    expect(listed.total).toBe(0);
    expect(await em().count(ConsumableSchema, { id: made.id })).toBe(1);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'nope']) expect(await t.refused(user, one, { id })).toEqual({ status: 404, message: 'Consumable not found' });
  });
});

describe('the consumables list', () => {
  it('pages 32 at a time, newest first, never more than 32, with createdAt-before and id filters', async () => {
    const base = Date.now() - 3_600_000;
    // 40 consumables a second apart, written straight to the table so their ages are known.
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(randomUUID());
    const writer = em();
    for (const [i, id] of ids.entries()) writer.create(ConsumableSchema, { id, name: `Paged ${i}`, description: '', tokenCost: 1, fileId: null, createdBy: admin.userId!, deletedAt: null, createdAt: new Date(base + i * 1000) });
    await writer.flush();
    const paged = { field: 'name', op: 'STARTS', value: 'Paged ' };

    const first = (await t.ok(user, list, { q: { where: paged } })).consumables;
    expect(first).toMatchObject({ count: 32, total: 40, page: 1, pageCount: 2 });
    expect(first.data.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 32 }, (_, i) => `Paged ${39 - i}`));
    const second = (await t.ok(user, list, { q: { where: paged, offset: 32, limit: 500 } })).consumables;
    expect(second.data.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 8 }, (_, i) => `Paged ${7 - i}`));
    expect((await t.ok(user, list, { q: { where: paged, limit: 1000 } })).consumables.count).toBe(32);

    const before = { and: [paged, { field: 'createdAt', op: 'LT', value: new Date(base + 10_000).toISOString() }] };
    const older = (await t.ok(user, list, { q: { where: before } })).consumables;
    expect(older.total).toBe(10);
    expect(older.data[0].name).toBe('Paged 9');

    const byId = (await t.ok(user, list, { q: { where: { field: 'id', op: 'EQ', value: ids[3] } } })).consumables;
    expect(byId.data.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
  });

  it('is for signed-in users: 401 for guests and anonymous callers', async () => {
    for (const who of [guest, anonymous]) expect(await t.refused(who, list, {})).toMatchObject({ status: 401 });
  });
});
