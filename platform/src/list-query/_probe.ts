import { MikroORM, defineEntity, p } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PGlite } from '@electric-sql/pglite';

const Owner = defineEntity({ name: 'Owner', properties: { id: p.integer().primary(), name: p.string() } });
const Room = defineEntity({
  name: 'Room',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    note: p.string().nullable(),
    createdAt: p.datetime(),
    isActive: p.boolean(),
    owner: () => p.manyToOne(Owner),
  },
});
const pglite = await PGlite.create();
const orm = await MikroORM.init({ entities: [Owner, Room], driver: PgliteDriver, dbName: 'x', driverOptions: { pglite }, allowGlobalContext: true, debug: false } as never);

await orm.schema.create();
const em = orm.em.fork();
em.create(Owner, { id: 1, name: 'Ann' }); em.create(Owner, { id: 2, name: 'bob' });
em.create(Room, { id: 1, name: '100% DJ_set', note: null, createdAt: new Date('2026-01-05'), isActive: true, owner: 1 });
em.create(Room, { id: 2, name: '100 DJxset', note: 'n', createdAt: new Date('2025-12-05'), isActive: false, owner: 2 });
em.create(Room, { id: 3, name: 'chill', note: 'x', createdAt: new Date('2026-02-05'), isActive: true, owner: 2 });
await em.flush();
const q = async (label: string, where: object, orderBy?: object) => {
  const e = orm.em.fork();
  try {
    const r = await e.find(Room, where as never, { orderBy: (orderBy ?? { id: 'asc' }) as never });
    console.log(label, r.map((x) => x.id));
  } catch (err) { console.log(label, 'ERR', (err as Error).message.slice(0, 200)); }
};
await q('not-like top', { $not: { name: { $like: '%DJ%' } } });
await q('not ilike top', { $not: { name: { $ilike: 'CHILL' } } });
await q('not nested rel', { $not: { owner: { name: { $ilike: 'BOB' } } } });
await q('and of nots', { $and: [{ $not: { name: { $ilike: 'chill' } } }, { $not: { name: { $ilike: '100 djxset' } } }] });
await q('or in and', { $and: [{ $or: [{ name: { $ilike: 'CHILL' } }, { name: { $ilike: '100 djxset' } }] }, { id: { $gt: 2 } }] });
await q('nin', { id: { $nin: [1] } });
await q('empty', {});
await q('two ops', { id: { $gte: 2, $lte: 2 } });
await q('owner id', { owner: { id: { $eq: '2' } } });
await q('owner fk', { owner: { $eq: 2 } });
await q('bool false str', { isActive: { $eq: 'false' } });
await q('backslash', { name: { $like: '%\\\\%' } });
await orm.close();
