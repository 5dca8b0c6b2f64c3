import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { MikroORM, type AnyEntity, type EntitySchema, type MigrationObject, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's entity list is heterogeneous by design
export type EntityDefinition = EntitySchema<any, any> | (new (...args: never[]) => AnyEntity);

export interface DatabaseOptions {
  /** The PostgreSQL schema this subgraph owns (one per subgraph). */
  schema: string;
  entities: EntityDefinition[];
  /** Committed migrations, in order. */
  migrations: MigrationObject[];
  /** PostgreSQL when set; PGlite otherwise. */
  databaseUrl?: string | undefined;
  /** Where a PGlite database lives when no shared instance is given ('memory://' for none). */
  dataDir?: string;
  /** A PGlite instance shared by the subgraphs of one process (embedded mode: one cluster, a schema each). */
  pglite?: PGlite;
  /** Sees every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
  poolMax?: number;
}

export type Database = MikroORM;

/** Opens a subgraph's database and applies its committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common: Partial<Options> = {
    entities: options.entities,
    schema: options.schema,
    extensions: [Migrator],
    migrations: {
      migrationsList: options.migrations,
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    allowGlobalContext: false,
    ensureDatabase: false,
    debug: false,
    ...(options.onQuery
      ? { onQuery: (sql: string) => (options.onQuery!(sql), sql) }
      : {}),
  };
  let orm: MikroORM;
  if (options.databaseUrl) {
    orm = await MikroORM.init({
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    } as Options);
  } else {
    const pglite = options.pglite ?? (await openPglite(options.dataDir ?? 'memory://'));
    orm = await MikroORM.init({
      ...common,
      driver: PgliteDriver,
      dbName: 'backspin',
      driverOptions: { pglite },
    } as Options);
  }
  await orm.em.getConnection().execute(`create schema if not exists "${options.schema}"`);
  await orm.migrator.up();
  return orm;
}

/** Extensions the subgraphs may create (PostgreSQL ships them in contrib; PGlite needs them loaded). */
const pgliteExtensions = { pg_trgm, unaccent };

/** A PGlite cluster: in memory for 'memory://', else persisted in the given directory. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory:')) return PGlite.create({ extensions: pgliteExtensions });
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
}
