import { defineEntity, p } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { openDatabase, type Database } from './database.ts';
import { writeTogether } from './fused-statements.ts';
import { pipelinedTransaction } from './pipelined-transaction.ts';
import { execute } from './sql.ts';

// On a real database: PostgreSQL when DATABASE_URL is set (a pooled connection, begin and commit sent with the
// statements), else PGlite (an ordinary MikroORM transaction).

const ItemSchema = defineEntity({
  name: 'PipelinedItem',
  tableName: 'item',
  properties: { id: p.integer().primary(), name: p.text() },
});

let database: TestDatabase;
let db: Database;
const names = async () => (await execute<{ name: string }>(db.em.fork(), 'select "name" from "pipelined_test"."item" order by "id"')).map((r) => r.name);

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({
    schema: 'pipelined_test',
    entities: [ItemSchema],
    migrations: [],
    databaseUrl: database.databaseUrl,
    ...(database.pglite ? { pglite: database.pglite } : {}),
  });
  await db.schema.create();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('pipelinedTransaction', () => {
  it('runs its statements in one transaction, answering each its rows, and commits with the last', async () => {
    const answer = await pipelinedTransaction(db, async (tx) => {
      await tx.query('insert into "pipelined_test"."item" ("id", "name") values (?, ?)', [1, 'one']);
      // Its own earlier statement is visible inside; nothing is visible to another connection before the commit
      // (PGlite has only one connection).
      const inside = await tx.query<{ n: number }>('select count(*)::int as "n" from "pipelined_test"."item"', []);
      const outside = database.pglite ? null : await names();
      const last = await tx.commitWith<{ id: number }>('insert into "pipelined_test"."item" ("id", "name") values (?, ?) returning "id"', [2, "two's"]);
      return { inside: inside[0]!.n, outside, last };
    });
    expect(answer).toEqual({ inside: 1, outside: database.pglite ? null : [], last: [{ id: 2 }] });
    expect(await names()).toEqual(['one', "two's"]);
  });

  it('rolls everything back when the last statement fails, or when the work throws, and the next transaction runs clean', async () => {
    await expect(
      pipelinedTransaction(db, async (tx) => {
        await tx.query('insert into "pipelined_test"."item" ("id", "name") values (?, ?)', [3, 'three']);
        await tx.commitWith('insert into "pipelined_test"."item" ("id", "name") values (?, ?)', [1, 'a taken id']);
      }),
    ).rejects.toThrow();
    await expect(
      pipelinedTransaction(db, async (tx) => {
        await tx.query('insert into "pipelined_test"."item" ("id", "name") values (?, ?)', [4, 'four']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names()).toEqual(['one', "two's"]);
    // A part that writes other than it must fails the statement that carries the commit: nothing stays.
    await expect(
      pipelinedTransaction(db, async (tx) => {
        await tx.query('insert into "pipelined_test"."item" ("id", "name") values (?, ?)', [5, 'five']);
        await writeTogether(
          tx,
          { renamed: { sql: 'update "pipelined_test"."item" set "name" = ? where "id" in (1, 99)', params: ['uno'], rows: 2, otherwise: 'one item was missing' } },
          { commit: true },
        );
      }),
    ).rejects.toThrow('one item was missing');
    expect(await names()).toEqual(['one', "two's"]);
    // Committed without commitWith: a plain commit.
    await pipelinedTransaction(db, (tx) => tx.query('update "pipelined_test"."item" set "name" = ? where "id" = ?', ['uno', 1]));
    expect(await names()).toEqual(['uno', "two's"]);
  });
});
