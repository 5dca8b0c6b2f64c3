import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInProcessPubSub,
  identityHeader,
  loadConfig,
  serveSubgraphHttp,
  signIdentity,
  type ServedSubgraph,
  type SubgraphName,
} from '@backspin/platform';
import { createTestDatabase, postGraphQL, type TestDatabase } from '@backspin/platform/testing';
import { readSupergraph } from '@backspin/product';
import { startGateway, type RunningGateway } from './gateway.ts';
import { startSubgraphs, stopSubgraphs } from './subgraphs.ts';

// Distributed mode: the gateway reaches every subgraph over HTTP, with the identity in a signed header.
let database: TestDatabase;
let subgraphs: Awaited<ReturnType<typeof startSubgraphs>>;
const served: ServedSubgraph[] = [];
let gateway: RunningGateway;
const pubsub = createInProcessPubSub();
const storageDir = mkdtempSync(join(tmpdir(), 'backspin-media-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_DATA: 'true', GATEWAY_SECRET: 's'.repeat(40), STORAGE_DIR: storageDir });

beforeAll(async () => {
  database = await createTestDatabase();
  const dbConfig = { ...config, DATABASE_URL: database.databaseUrl };
  subgraphs = await startSubgraphs({ config: dbConfig, pubsub, ...(database.pglite ? { pglite: database.pglite } : {}) });
  const urls = {} as Record<SubgraphName, string>;
  for (const [name, subgraph] of subgraphs) {
    const http = await serveSubgraphHttp(subgraph, 0, '127.0.0.1');
    served.push(http);
    urls[name] = http.url;
  }
  gateway = await startGateway({
    config: dbConfig,
    supergraphSdl: readSupergraph(),
    connections: { mode: 'distributed', urls },
    pubsub,
    port: 0,
    host: '127.0.0.1',
  });
});

afterAll(async () => {
  await gateway?.stop();
  for (const http of served) await http.stop();
  if (subgraphs) await stopSubgraphs(subgraphs);
  await database?.drop();
  rmSync(storageDir, { recursive: true, force: true });
});

const accountsUrl = () => served.find((s) => s.subgraph.name === 'accounts')!.url;

describe('distributed mode', () => {
  it('signs up, logs in and plans a query across subgraphs over HTTP', async () => {
    const login = await postGraphQL<{ login: { accessToken: string } }>(
      gateway.url,
      'mutation { login(input: { email: "dj@backspin.local", password: "backspin-dj" }) { accessToken } }',
    );
    const token = login.data!.login.accessToken;
    const me = await postGraphQL(gateway.url, '{ me { email } roomBySlug(slug: "lobby") { name owner { displayName } } }', {}, token);
    expect(me.data).toEqual({ me: { email: 'dj@backspin.local' }, roomBySlug: { name: 'Lobby', owner: { displayName: 'DJ Demo' } } });
  });

  it('a subgraph called directly ignores bearer tokens and forged signatures', async () => {
    const login = await postGraphQL<{ login: { accessToken: string } }>(
      gateway.url,
      'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
    );
    const direct = async (headers: Record<string, string>) => {
      const response = await fetch(accountsUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      return (await response.json()) as { data: unknown; errors?: { extensions: { code: string } }[] };
    };
    const bearer = await direct({ authorization: `Bearer ${login.data!.login.accessToken}` });
    expect(bearer.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const forged = await signIdentity({ userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['admin'] }, 'not the secret at all, but long enough');
    expect((await direct({ [identityHeader]: forged })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const genuine = await signIdentity({ userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['admin'] }, config.gatewaySecret);
    expect((await direct({ [identityHeader]: genuine })).data).toEqual({ me: { id: '00000000-0000-4000-8000-000000000003' } });
  });
});
