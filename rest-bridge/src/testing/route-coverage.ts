import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '@backspin/platform';
import { buildRestBridge } from '../server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The spec-coverage tests' bridge: built as it is for serving (route table and the multipart routes alike), nothing
 * called. `missing(prefix, specPaths)` answers the spec's `METHOD /path/{param}` rows the bridge has no route for.
 */
export function bridgeRouteTable(): { missing(prefix: string, specPaths: readonly string[]): string[] } {
  let bridge: FastifyInstance;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'backspin-coverage-'));
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', STORAGE_DIR: storageDir });
    bridge = await buildRestBridge({ config, gatewayUrl: 'http://127.0.0.1:9/graphql' });
    await bridge.ready();
  });
  afterAll(async () => {
    await bridge?.close();
    await rm(storageDir, { recursive: true, force: true });
  });
  return {
    missing: (prefix, specPaths) =>
      specPaths.filter((row) => {
        const [method, path] = row.split(' ') as [Method, string];
        return !bridge.hasRoute({ method, url: `${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}` });
      }),
  };
}
