import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  createInProcessPubSub,
  identityHeader,
  loadConfig,
  serveSubgraphHttp,
  signIdentity,
  type ServedSubgraph,
  type SubgraphName,
} from '@backspin/platform';
import { createTestDatabase, postGraphQL, type TestDatabase } from '@backspin/test-kit';
import { readSupergraph } from '@backspin/product';
import { startGateway, type RunningGateway } from './gateway.ts';
import { startSubgraphs, stopSubgraphs } from '@backspin/platform';
import { accountsSubgraph as accountsModule } from '@backspin/accounts';
import { startTestSubgraph } from '@backspin/test-kit/subgraph';

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
    // On SUBGRAPH_HOST, as a subgraph's main.ts serves it: loopback unless told otherwise.
    const http = await serveSubgraphHttp(subgraph, 0);
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

const urlOf = (name: SubgraphName) => served.find((s) => s.subgraph.name === name)!.url;

/** A call straight to a subgraph over HTTP, as an attacker on the network could send it. */
async function direct(headers: Record<string, string>, query = '{ me { id } }', url = urlOf('accounts')) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: Record<string, unknown> }[] };
  return { status: response.status, data: body.data, errors: body.errors };
}

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

  it('subgraphs listen on loopback unless told otherwise', () => {
    expect(config.SUBGRAPH_HOST).toBe('127.0.0.1');
    expect(served.map((s) => s.address)).toEqual(served.map(() => '127.0.0.1'));
  });

  it('a subgraph answers only calls signed by a gateway: unsigned, bearer and forged ones are refused with 401', async () => {
    const login = await postGraphQL<{ login: { accessToken: string } }>(
      gateway.url,
      'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken user { id } } }',
    );
    const unsigned = {
      status: 401,
      data: undefined,
      errors: [
        {
          message: 'This service answers only requests signed by a Backspin gateway',
          extensions: { code: 'UNAUTHENTICATED', status: 401, reason: 'SUBGRAPH_CALL_UNSIGNED' },
        },
      ],
    };
    // Anonymous: no identity at all, even for a field anyone may read through the gateway.
    expect(await direct({}, '{ authPublicKey { kid } }')).toEqual(unsigned);
    expect(await direct({ authorization: `Bearer ${login.data!.login.accessToken}` })).toEqual(unsigned);
    const admin = { userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['admin'] } as const;
    expect(await direct({ [identityHeader]: await signIdentity(admin, 'not the secret at all, but long enough') })).toEqual(unsigned);
    expect(await direct({ [identityHeader]: 'not.a.jwt' })).toEqual(unsigned);
    const genuine = await signIdentity(admin, config.gatewaySecret);
    expect(await direct({ [identityHeader]: genuine })).toMatchObject({ status: 200, data: { me: { id: admin.userId } } });
    // An anonymous caller as the gateway signs it (a guest without a token) is answered.
    const signedAnonymous = await direct({ [identityHeader]: await signIdentity(anonymous, config.gatewaySecret) }, '{ authPublicKey { algorithm } }');
    expect(signedAnonymous).toMatchObject({ status: 200, data: { authPublicKey: { algorithm: 'EdDSA' } } });
  });

  it('a subgraph holds the alias limit itself, even for a signed call', async () => {
    const signed = { [identityHeader]: await signIdentity(anonymous, config.gatewaySecret) };
    const aliases = await direct(signed, `{ ${Array.from({ length: 100 }, (_, i) => `k${i}: authPublicKey { kid }`).join(' ')} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe('a subgraph told where to listen, with small depth and cost limits, over HTTP', () => {
  let strict: Awaited<ReturnType<typeof startTestSubgraph>>;
  let http: ServedSubgraph;
  beforeAll(async () => {
    strict = await startTestSubgraph(accountsModule, {
      demoData: true,
      // Another loopback address (all of 127/8 is), to see SUBGRAPH_HOST followed.
      env: { GRAPHQL_MAX_DEPTH: '2', GRAPHQL_MAX_COST: '20', SUBGRAPH_HOST: '127.0.0.2' },
    });
    http = await serveSubgraphHttp(strict.subgraph, 0);
  });
  afterAll(async () => {
    await http?.stop();
    await strict?.stop();
  });

  it('listens on SUBGRAPH_HOST', () => {
    expect(http.address).toBe('127.0.0.2');
  });

  it('refuses a signed call deeper or costlier than its own limits', async () => {
    const headers = await strict.headersFor(anonymous);
    const call = (query: string) => direct(headers, query, http.url.replace('//localhost:', '//127.0.0.2:'));
    expect(await call('{ authPublicKey { kid } }')).toMatchObject({ status: 200, data: { authPublicKey: { kid: expect.any(String) } } });
    const deep = await call('{ user(id: "00000000-0000-4000-8000-000000000001") { badges { badge } } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    const costly = await call(`{ ${Array.from({ length: 10 }, (_, i) => `k${i}: authPublicKey { kid pem }`).join(' ')} }`);
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0]?.message).toMatch(/cost/i);
  });
});
