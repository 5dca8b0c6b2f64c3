import { openDatabase, type DatabaseOptions } from '@backspin/platform';
import { createTestDatabase } from './database.ts';

/**
 * What the entities describe that the committed migrations do not make: the SQL MikroORM's schema generator would
 * run on a fresh database once every committed migration is applied to it (PostgreSQL when DATABASE_URL is set,
 * else PGlite). Empty when they agree; otherwise `npm run migration:create -- <subgraph>` writes the migration.
 */
export async function entityMigrationDrift(
  module: Pick<DatabaseOptions, 'entities' | 'migrations'> & { name: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const database = await createTestDatabase(env);
  try {
    const db = await openDatabase({
      schema: module.name,
      entities: module.entities,
      migrations: module.migrations,
      ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
      ...(database.pglite ? { pglite: database.pglite } : {}),
    });
    try {
      return (await db.schema.getUpdateSchemaSQL({ wrap: false, schema: module.name })).trim();
    } finally {
      await db.close();
    }
  } finally {
    await database.drop();
  }
}
