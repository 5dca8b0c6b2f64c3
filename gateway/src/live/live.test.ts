import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startGateway, type RunningGateway } from '../gateway.ts';
import { readSupergraph } from '@backspin/product';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let secondGateway: RunningGateway;
const clients: Client[] = [];
let user: { id: string; token: string };

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  // A second gateway instance over the same subgraphs, with its own connection to the pub/sub bus.
  secondGateway = await startGateway({
    config: product.gateway.config,
    supergraphSdl: readSupergraph(),
    connections: { mode: 'embedded', subgraphs: product.subgraphs },
    pubsub: product.connectPubSub(),
    port: 0,
    host: '127.0.0.1',
  });
  const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { signUp(input: { email: "live@example.com", password: "a long secret", displayName: "Live" }) { accessToken user { id } } }',
  );
  user = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await secondGateway?.stop();
  await product?.stop();
});

function connect(url: string, token?: string): Client {
  const client = connectLiveClient(url, token);
  clients.push(client);
  return client;
}

function subscribe(client: Client, query: string, variables: Record<string, unknown>) {
  return client.iterate<Record<string, any>>({ query, variables });
}

const rename = (displayName: string) =>
  postGraphQL(product.gatewayUrl, 'mutation($n: String) { updateProfile(input: { displayName: $n }) { id } }', { n: displayName }, user.token);

const SELECTION = 'subscription($id: ID!) { userUpdated(userId: $id) { id displayName } }';

describe('live subscriptions through the gateway', () => {
  it('delivers a profile change to subscribers on every gateway instance, once each', async () => {
    const hubs = [product.gateway.hub, secondGateway.hub];
    const here = subscribe(connect(product.gatewayWsUrl), SELECTION, { id: user.id });
    const there = subscribe(connect(secondGateway.wsUrl), SELECTION, { id: user.id });
    const nextHere = here.next();
    const nextThere = there.next();
    await Promise.all(hubs.map((hub) => hub.until((h) => h.subscribers === 1)));

    await rename('Live Renamed');
    expect((await nextHere).value).toEqual({ data: { userUpdated: { id: user.id, displayName: 'Live Renamed' } } });
    expect((await nextThere).value).toEqual({ data: { userUpdated: { id: user.id, displayName: 'Live Renamed' } } });
    await here.return?.();
    await there.return?.();
    await Promise.all(hubs.map((hub) => hub.until((h) => h.subscribers === 0 && h.topicCount === 0)));
  });

  it('runs one query per distinct selection, however many subscribers share it', async () => {
    const hub = product.gateway.hub;
    const same = [1, 2, 3].map(() => subscribe(connect(product.gatewayWsUrl), SELECTION, { id: user.id }));
    const other = subscribe(connect(product.gatewayWsUrl), 'subscription($id: ID!) { userUpdated(userId: $id) { roles } }', { id: user.id });
    const pending = [...same, other].map((s) => s.next());
    await hub.until((h) => h.subscribers === 4);
    const before = hub.executions;

    await rename('Shared');
    const results = await Promise.all(pending);
    expect(results.slice(0, 3).map((r) => r.value)).toEqual(
      Array(3).fill({ data: { userUpdated: { id: user.id, displayName: 'Shared' } } }),
    );
    expect(results[3]!.value).toEqual({ data: { userUpdated: { roles: ['user'] } } });
    expect(hub.executions - before).toBe(2);
    for (const s of [...same, other]) await s.return?.();
    await hub.until((h) => h.subscribers === 0);
  });

  it('resolves fields of another subgraph in the event, with the subscriber’s roles deciding what is private', async () => {
    const opened = await postGraphQL<{ openTokenAccount: { id: string } }>(
      product.gatewayUrl,
      'mutation { openTokenAccount { id } }',
      {},
      user.token,
    );
    expect(opened.errors).toBeUndefined();
    const admin = await postGraphQL<{ login: { accessToken: string } }>(
      product.gatewayUrl,
      'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }',
    );
    const selection = 'subscription($id: ID!) { userUpdated(userId: $id) { displayName email tokenAccount { balance status } } }';
    const hub = product.gateway.hub;
    const asAdmin = subscribe(connect(product.gatewayWsUrl, admin.data!.login.accessToken), selection, { id: user.id });
    const asOwner = subscribe(connect(product.gatewayWsUrl, user.token), selection, { id: user.id });
    const pending = [asAdmin.next(), asOwner.next()];
    await hub.until((h) => h.subscribers === 2);
    await rename('Cross');
    const [adminView, ownerView] = await Promise.all(pending);
    // accounts publishes the event; economy resolves tokenAccount through the gateway's query plan.
    expect(adminView!.value).toEqual({
      data: { userUpdated: { displayName: 'Cross', email: 'live@example.com', tokenAccount: { balance: 0, status: 'active' } } },
    });
    // The owner's own identity is not used over a subscription: private fields show their public value.
    expect(ownerView!.value).toEqual({ data: { userUpdated: { displayName: 'Cross', email: null, tokenAccount: null } } });
    await asAdmin.return?.();
    await asOwner.return?.();
    await hub.until((h) => h.subscribers === 0);
  });

  it('runs queries and mutations sent over the socket as the connected user', async () => {
    const client = connect(product.gatewayWsUrl, user.token);
    const me = client.iterate<{ me: { id: string } }>({ query: '{ me { id } }' });
    expect((await me.next()).value).toEqual({ data: { me: { id: user.id } } });
  });

  it('refuses a connection with an invalid token', async () => {
    const client = connect(product.gatewayWsUrl, 'not-a-token');
    const iterator = subscribe(client, SELECTION, { id: user.id });
    await expect(iterator.next()).rejects.toMatchObject({ code: 4403 });
  });

  it('refuses an invalid selection, an unknown field and an over-aliased one with errors', async () => {
    const client = connect(product.gatewayWsUrl);
    await expect(subscribe(client, 'subscription { userUpdated(userId: "x") { nope } }', {}).next()).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Cannot query field "nope"/) }),
    ]);
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: displayName`).join(' ');
    await expect(subscribe(client, `subscription { userUpdated(userId: "x") { ${aliases} } }`, {}).next()).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/aliases/i) }),
    ]);
  });
});
