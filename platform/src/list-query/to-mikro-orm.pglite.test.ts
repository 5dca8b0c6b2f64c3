import { PGlite } from '@electric-sql/pglite';
import { MikroORM, defineEntity, p } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conditionFromInput,
  conditionToInput,
  parseListQuery,
  toMikroOrmOrderBy,
  toMikroOrmOrderByList,
  toMikroOrmWhere,
  type ConditionInput,
  type ListQueryOptions,
  type RawListQuery,
} from './index.ts';

// The MikroORM translation run against a real PostgreSQL (PGlite): what the SQL actually matches.

const Owner = defineEntity({
  name: 'Owner',
  properties: { id: p.integer().primary(), name: p.string() },
});
const Room = defineEntity({
  name: 'Room',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    note: p.string().nullable(),
    capacity: p.integer(),
    isActive: p.boolean(),
    createdAt: p.datetime(),
    owner: () => p.manyToOne(Owner),
  },
});

const options: ListQueryOptions = {
  allowedFields: ['id', 'name', 'note', 'capacity', 'isActive', 'createdAt', 'ownerName'],
  defaultLimit: 50,
  maxLimit: 50,
};
const fieldMap = { ownerName: 'owner.name' };

let orm: MikroORM;

beforeAll(async () => {
  const pglite = await PGlite.create();
  orm = await MikroORM.init({
    entities: [Owner, Room],
    driver: PgliteDriver,
    dbName: 'list_query_test',
    driverOptions: { pglite },
    allowGlobalContext: false,
    debug: false,
  });
  await orm.schema.create();
  const em = orm.em.fork();
  em.create(Owner, { id: 1, name: 'Ann' });
  em.create(Owner, { id: 2, name: 'bob' });
  const rooms = [
    { id: 1, name: '100% DJ_set', note: null, capacity: 10, isActive: true, createdAt: '2026-01-05T12:00:00Z', owner: 1 },
    { id: 2, name: '100 DJxset', note: 'n', capacity: 50, isActive: false, createdAt: '2025-12-05T12:00:00Z', owner: 2 },
    { id: 3, name: 'Chill', note: 'x', capacity: 20, isActive: true, createdAt: '2026-02-05T12:00:00Z', owner: 2 },
    { id: 4, name: 'back\\slash', note: null, capacity: 5, isActive: false, createdAt: '2026-01-20T12:00:00Z', owner: 1 },
  ];
  for (const room of rooms) em.create(Room, { ...room, createdAt: new Date(room.createdAt) });
  await em.flush();
});

afterAll(async () => {
  await orm?.close();
});

async function idsFor(query: RawListQuery, viaGraphql: boolean): Promise<number[]> {
  const parsed = parseListQuery(query, options);
  const condition =
    viaGraphql && parsed.where
      ? conditionFromInput(JSON.parse(JSON.stringify(conditionToInput(parsed.where))) as ConditionInput)
      : parsed.where;
  const rows = await orm.em.fork().find(Room, toMikroOrmWhere(condition, fieldMap), {
    orderBy: parsed.sort.length ? toMikroOrmOrderBy(parsed.sort, fieldMap) : { id: 'asc' },
    limit: parsed.limit,
    offset: parsed.offset,
  });
  return rows.map((room) => room.id);
}

describe('toMikroOrmWhere on PostgreSQL', () => {
  it.each<[RawListQuery, number[]]>([
    [{ filter: 'name||$cont||%' }, [1]],
    [{ filter: 'name||$cont||_' }, [1]],
    [{ filter: 'name||$cont||\\' }, [4]],
    [{ filter: 'name||$starts||100%' }, [1]],
    [{ filter: 'name||$ends||set' }, [1, 2]],
    [{ filter: 'name||$cont||DJ' }, [1, 2]],
    [{ filter: 'name||$cont||dj' }, []],
    [{ filter: 'name||$excl||DJ' }, [3, 4]],
    [{ filter: 'name||$eqL||chill' }, [3]],
    [{ filter: 'name||$eqL||c_ill' }, []],
    [{ filter: 'name||$neL||CHILL' }, [1, 2, 4]],
    [{ filter: 'name||$startsL||CH' }, [3]],
    [{ filter: 'name||$endsL||SET' }, [1, 2]],
    [{ filter: 'name||$contL||dj' }, [1, 2]],
    [{ filter: 'name||$exclL||dj' }, [3, 4]],
    [{ filter: 'name||$inL||CHILL,100 djxset' }, [2, 3]],
    [{ filter: 'name||$notinL||CHILL,100 djxset' }, [1, 4]],
    [{ filter: 'note||$isnull' }, [1, 4]],
    [{ filter: 'note||$notnull' }, [2, 3]],
    [{ filter: 'createdAt||$between||2026-01-01,2026-01-31' }, [1, 4]],
    [{ filter: 'createdAt||$gte||2026-01-10' }, [3, 4]],
    [{ filter: 'capacity||$gt||10' }, [2, 3]],
    [{ filter: 'capacity||$lte||10' }, [1, 4]],
    [{ filter: 'capacity||$lt||10' }, [4]],
    [{ filter: 'capacity||$ne||10' }, [2, 3, 4]],
    [{ filter: 'capacity||$eq||20' }, [3]],
    [{ filter: 'capacity||$in||5,50' }, [2, 4]],
    [{ filter: 'capacity||$notin||5,50' }, [1, 3]],
    [{ filter: 'isActive||$eq||true' }, [1, 3]],
    [{ filter: 'ownerName||$eqL||BOB' }, [2, 3]],
    // (active AND capacity > 15) OR (Ann AND capacity < 8)
    [{ filter: ['isActive||$eq||true', 'capacity||$gt||15'], or: ['ownerName||$eq||Ann', 'capacity||$lt||8'] }, [3, 4]],
    [{ or: ['capacity||$eq||5', 'capacity||$eq||50'] }, [2, 4]],
    [{ s: '{"$or":[{"name":{"$startsL":"chi"}},{"note":null}]}' }, [1, 3, 4]],
    [{ s: '{"capacity":{"$or":{"$lt":8,"$gt":40}},"isActive":false}' }, [2, 4]],
    [{ sort: ['ownerName,DESC', 'capacity,ASC'] }, [3, 2, 4, 1]],
    [{ sort: 'capacity,ASC', limit: '2', page: '2' }, [3, 2]],
  ])('%j', async (query, expected) => {
    expect(await idsFor(query, false)).toEqual(expected);
    // and the same through ConditionInput (values as strings, as a subgraph receives them)
    expect(await idsFor(query, true)).toEqual(expected);
  });

  it('the list form of orderBy keeps priority across a relation', async () => {
    const rows = await orm.em.fork().find(
      Room,
      {},
      {
        orderBy: toMikroOrmOrderByList(
          [
            { field: 'isActive', direction: 'ASC' },
            { field: 'ownerName', direction: 'ASC' },
            { field: 'capacity', direction: 'DESC' },
          ],
          fieldMap,
        ),
      },
    );
    expect(rows.map((room) => room.id)).toEqual([4, 2, 1, 3]);
  });
});
