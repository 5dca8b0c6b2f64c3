import { createClient, type Client, type FormattedExecutionResult, type Sink } from 'graphql-ws';

type ExecutionResult = FormattedExecutionResult<Record<string, unknown>, unknown>;
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// Small caps so the tests reach them: two subscriptions per socket, three sockets per client address.
let product: TestProduct;
const clients: Client[] = [];
let user: { id: string; token: string };

beforeAll(async () => {
  product = await startProduct({
    restBridge: false,
    env: { GRAPHQL_WS_MAX_SUBSCRIPTIONS: '2', GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS: '3' },
  });
  const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation { signUp(input: { email: "socket@example.com", password: "a long secret", displayName: "Socket" }) { accessToken user { id } } }',
  );
  user = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

function connect(token?: string): Client {
  const client = connectLiveClient(product.gatewayWsUrl, token);
  clients.push(client);
  return client;
}

/**
 * A graphql-ws client that connects at once and stays connected, whose socket the gateway sees as coming from
 * `address` (the test is a trusted loopback proxy, TRUST_PROXY=loopback); resolves once it is connected or closed.
 */
async function connectFrom(address: string): Promise<{ client: Client; closed?: { code: number; reason: string } }> {
  const client = createClient({
    url: product.gatewayWsUrl,
    webSocketImpl: forwardedFor(address),
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // a refused socket is what the test waits for, not a failure to log
  });
  clients.push(client);
  return new Promise((resolve) => {
    client.on('connected', () => resolve({ client }));
    client.on('closed', (event) => resolve({ client, closed: event as { code: number; reason: string } }));
  });
}

function forwardedFor(address: string) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': address } });
    }
  };
}

type Outcome = { results: ExecutionResult[]; error?: unknown; completed: boolean };

/** Runs one operation to its end: every `next`, then `complete` or `error`. */
function run(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { results: [], completed: false };
    client.subscribe({ query, variables }, {
      next: (result) => void outcome.results.push(result),
      error: (error) => resolve({ ...outcome, error }),
      complete: () => resolve({ ...outcome, completed: true }),
    });
  });
}

/** A live subscription: its results as they come, and its end. */
function live(client: Client, query: string, variables: Record<string, unknown>) {
  const results: ExecutionResult[] = [];
  const waiters: (() => void)[] = [];
  let ended: { error?: unknown } | undefined;
  const sink: Sink<ExecutionResult> = {
    next(result) {
      results.push(result);
      waiters.splice(0).forEach((wake) => wake());
    },
    error(error) {
      ended = { error };
      waiters.splice(0).forEach((wake) => wake());
    },
    complete() {
      ended = {};
      waiters.splice(0).forEach((wake) => wake());
    },
  };
  const unsubscribe = client.subscribe({ query, variables }, sink);
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { results, unsubscribe, until, ended: () => ended };
}

const USER_UPDATED = 'subscription($id: ID!) { userUpdated(userId: $id) { displayName } }';
const rename = (displayName: string) =>
  postGraphQL(product.gatewayUrl, 'mutation($n: String) { updateProfile(input: { displayName: $n }) { id } }', { n: displayName }, user.token);


describe('graphql-ws: errors of queries and mutations', () => {
  it('answers an execution error with `next` and a validation error with `error`, and the socket and its subscription live on', async () => {
    const client = connect(user.token);
    let socketClosed = false;
    client.on('closed', () => (socketClosed = true));
    const updates = live(client, USER_UPDATED, { id: user.id });
    await product.gateway.hub.until((hub) => hub.subscribers === 1);

    // A resolver's error (a mutation refused by the accounts subgraph): `next` with the error, then `complete`.
    const mutation = await run(client, 'mutation { login(input: { email: "nobody@example.com", password: "not the password" }) { accessToken } }');
    expect(mutation).toMatchObject({ completed: true, results: [{ data: null, errors: [{ message: 'Incorrect email or password', extensions: { status: 401 } }] }] });

    // A query the gateway refuses at execution (outside the caller's rights): `next` with the error.
    const query = await run(client, '{ tokenRevocations(since: "2020-01-01T00:00:00.000Z") { userId } }');
    expect(query.completed).toBe(true);
    expect(query.results[0]?.errors?.[0]?.message).toEqual(expect.any(String));

    // A document that does not validate: `error` with the validation errors.
    const invalid = await run(client, '{ noSuchField }');
    expect(invalid.completed).toBe(false);
    expect(invalid.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/noSuchField/) })]);

    // The socket is still open and its subscription still delivers.
    const fine = await run(client, '{ me { displayName } }');
    expect(fine.results).toEqual([{ data: { me: { displayName: 'Socket' } } }]);
    await rename('Still Here');
    await updates.until(() => updates.results.length === 1);
    expect(updates.results).toEqual([{ data: { userUpdated: { displayName: 'Still Here' } } }]);
    expect(socketClosed).toBe(false);
    updates.unsubscribe();
    await product.gateway.hub.until((hub) => hub.subscribers === 0);
  });
});

describe('graphql-ws: caps', () => {
  it('refuses a subscription beyond GRAPHQL_WS_MAX_SUBSCRIPTIONS on one socket, and keeps the others', async () => {
    const client = connect(user.token);
    const first = live(client, USER_UPDATED, { id: user.id });
    const second = live(client, USER_UPDATED, { id: user.id });
    await product.gateway.hub.until((hub) => hub.subscribers === 2);

    const third = live(client, USER_UPDATED, { id: user.id });
    await third.until(() => third.ended() !== undefined);
    expect(third.ended()!.error).toEqual([
      expect.objectContaining({
        message: 'Too many subscriptions on this connection: complete one before starting another',
        extensions: expect.objectContaining({ status: 429, maxSubscriptions: 2 }),
      }),
    ]);
    // Queries still run on that socket: only subscriptions are capped.
    expect((await run(client, '{ me { displayName } }')).results[0]?.data).toBeTruthy();

    await rename('Capped');
    await first.until(() => first.results.length === 1);
    await second.until(() => second.results.length === 1);

    // Once one ends, another may start.
    first.unsubscribe();
    await product.gateway.hub.until((hub) => hub.subscribers === 1);
    const fourth = live(client, USER_UPDATED, { id: user.id });
    await product.gateway.hub.until((hub) => hub.subscribers === 2);
    expect(fourth.ended()).toBeUndefined();
    second.unsubscribe();
    fourth.unsubscribe();
    await product.gateway.hub.until((hub) => hub.subscribers === 0);
  });

  it('closes a socket beyond GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS from one client address with a clear reason', async () => {
    const address = '203.0.113.7';
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await connectFrom(address));
    expect(open.map((o) => o.closed)).toEqual([undefined, undefined, undefined]);

    const extra = await connectFrom(address);
    expect(extra.closed).toMatchObject({ code: 1013, reason: 'Too many connections from this address' });

    // Another address is not affected, and the open sockets still work.
    expect((await connectFrom('203.0.113.8')).closed).toBeUndefined();
    expect((await run(open[0]!.client, '{ serverTime }')).completed).toBe(true);

    // A socket that closes frees its place (the server hears the close a moment after the client).
    await open[0]!.client.dispose();
    await expect.poll(async () => (await connectFrom(address)).closed).toBeUndefined();
  });
});
