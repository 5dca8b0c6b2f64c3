import { defineEntity, p } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { openDatabase, type Database } from './database.ts';
import { selectTogether, writeTogether } from './fused-statements.ts';
import { execute, pgArray } from './sql.ts';

// On a real database: PostgreSQL when DATABASE_URL is set, else PGlite.

const ItemSchema = defineEntity({
  name: 'FusedItem',
  tableName: 'item',
  properties: { id: p.integer().primary(), name: p.text(), at: p.datetime() },
});

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({
    schema: 'fused_test',
    entities: [ItemSchema],
    migrations: [],
    databaseUrl: database.databaseUrl,
    ...(database.pglite ? { pglite: database.pglite } : {}),
  });
  await db.schema.create();
  const em = db.em.fork();
  await execute(em, 'create table "fused_test"."tag" ("item_id" int not null references "fused_test"."item" ("id"), "tag" text not null)');
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('fused statements', () => {
  it('writes several parts in one statement and answers how many rows each wrote, a foreign key to a row written alongside included', async () => {
    const em = db.em.fork();
    const written = await writeTogether(em, {
      items: { sql: 'insert into "fused_test"."item" ("id", "name", "at") values (?, ?, ?::timestamptz), (?, ?, ?::timestamptz)', params: [1, 'one', '2026-03-01T12:00:00.000Z', 2, 'two', '2026-03-01T12:00:01.000Z'] },
      tags: { sql: 'insert into "fused_test"."tag" ("item_id", "tag") values (?, ?)', params: [2, 'second'] },
      none: { sql: 'update "fused_test"."item" set "name" = ? where "id" = ?', params: ['nobody', 99] },
    });
    expect(written).toEqual({ items: 2, tags: 1, none: 0 });
  });

  it('reads several selects in one statement, each as JSON rows named as the part names its columns', async () => {
    const read = await selectTogether(db.em.fork(), {
      items: { sql: 'select "id", "name" as "itemName", "at" from "fused_test"."item" where "id" = any(?::int[]) order by "id"', params: [pgArray([1, 2, 3])] },
      tags: { sql: 'select "tag" from "fused_test"."tag" where "item_id" = ?', params: [2] },
      empty: { sql: 'select "id" from "fused_test"."item" where false', params: [] },
    });
    expect(read.items.map((r) => [r.id, r.itemName, new Date(String(r.at)).toISOString()])).toEqual([
      [1, 'one', '2026-03-01T12:00:00.000Z'],
      [2, 'two', '2026-03-01T12:00:01.000Z'],
    ]);
    expect(read.tags).toEqual([{ tag: 'second' }]);
    expect(read.empty).toEqual([]);
  });

  it('writes nothing when one part fails (one statement), and refuses a part name that is not an identifier', async () => {
    const em = db.em.fork();
    await expect(
      writeTogether(em, {
        item: { sql: 'insert into "fused_test"."item" ("id", "name", "at") values (?, ?, now())', params: [3, 'three'] },
        orphan: { sql: 'insert into "fused_test"."tag" ("item_id", "tag") values (?, ?)', params: [404, 'no such item'] },
      }),
    ).rejects.toThrow();
    expect(await execute(em, 'select "id" from "fused_test"."item" where "id" = 3')).toEqual([]);
    await expect(selectTogether(em, { 'a"; drop table x; --': { sql: 'select 1', params: [] } })).rejects.toThrow('must be an identifier');
  });
});
