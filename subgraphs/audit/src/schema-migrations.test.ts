import { describe, expect, it } from 'vitest';
import { entityMigrationDrift } from '@backspin/test-kit';
import { auditSubgraph } from './module.ts';

describe('the audit entities and the committed migrations', () => {
  // A changed entity needs its migration (npm run migration:create -- audit); the database a deployment migrates must
  // be the one the entities describe.
  it('agree: once the migrations are applied to a fresh database, MikroORM finds nothing to change', async () => {
    expect(await entityMigrationDrift(auditSubgraph)).toBe('');
  });
});
