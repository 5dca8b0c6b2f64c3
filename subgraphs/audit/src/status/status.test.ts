import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import pkg from '../../package.json' with { type: 'json' };
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';

let t: TestSubgraph<AuditServices>;
beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

const query = '{ auditServiceStatus { service version status } }';

describe('auditServiceStatus', () => {
  it('answers name, version and ok to audit.read holders once the database has answered', async () => {
    t.queries.length = 0;
    const result = await t.subgraph.execute({ query }, await t.headersFor({ userId: randomUUID(), tokenType: 'user', roles: ['staff'] }));
    expect(result).toEqual({ data: { auditServiceStatus: { service: 'audit', version: pkg.version, status: 'ok' } } });
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(t.queries).toContain('select 1');
  });

  it('refuses ordinary users with 403 and anonymous callers with 401', async () => {
    const user = await t.subgraph.execute({ query }, await t.headersFor({ userId: randomUUID(), tokenType: 'user', roles: ['user'] }));
    expect(user.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const anonymous = await t.subgraph.execute({ query }, {});
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
