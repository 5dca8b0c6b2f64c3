/**
 * Fan-out: N subscribers to one room on one gateway process; the room changes 20 times (200 ms apart) and
 * each change is timed from sending the mutation to its receipt by the last subscriber.
 *  - chat message: every subscriber follows `chatMessageChanged(roomId) { id lastChange revision message }`; the
 *    owner sends a message (`sendChatMessage`);
 *  - state patch: every subscriber follows `roomEvents(roomId) { seq kind patch }`; the owner renames the
 *    room (`updateRoom`), which publishes one PATCH event.
 * The server (bench/fanout-server.ts: the whole product, embedded, PGlite in memory, in-process pub/sub) and
 * the subscribers (bench/fanout-clients.ts, at most --per-process sockets each) run in child processes;
 * this process sends the mutations and collects the receipt times.
 *
 * Usage: npm run bench:fanout -- [--subscribers 1000,5000,10000] [--events 20] [--interval 200]
 *                                [--warmup 2] [--per-process 5000]
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ClientsMessage, ClientsRequest } from './fanout-clients.ts';
import type { ServerMessage, ServerRequest } from './fanout-server.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const sizes = arg('subscribers', '1000,5000,10000').split(',').map(Number);
const events = Number(arg('events', '20'));
const interval = Number(arg('interval', '200'));
const warmup = Number(arg('warmup', '2'));
const perProcess = Number(arg('per-process', '5000'));

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const script = (name: string) => new URL(name, import.meta.url).pathname;
const forkTs = (name: string) => fork(script(name), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

/** The next IPC message of `child` that `accept` takes (messages it does not take are left to other waiters). */
function next<M, T>(child: ChildProcess, accept: (message: M) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${child.spawnargs.at(-1) ?? 'child'} exited with ${code}`));
    const onMessage = (message: M) => {
      const value = accept(message);
      if (value === undefined) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(value);
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

const server = forkTs('./fanout-server.ts');
const ask = <T>(request: ServerRequest, accept: (message: ServerMessage) => T | undefined) => {
  const answer = next(server, accept);
  server.send(request);
  return answer;
};
const serverCpuSeconds = async () => {
  const cpu = await ask({ type: 'cpu' }, (m) => (m.type === 'cpu' ? m.cpu : undefined));
  return (cpu.user + cpu.system) / 1e6;
};
const untilSubscribers = (n: number) => ask({ type: 'until', subscribers: n }, (m) => (m.type === 'subscribers' ? m.subscribers : undefined));

interface Scenario {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** Makes event `i`: a mutation whose delivered payload carries the marker `Fanout-<i>`. */
  trigger(i: number): Promise<void>;
}

interface Figures {
  scenario: string;
  subscribers: number;
  processes: number;
  deliveries: number;
  expected: number;
  perSecond: number;
  firstP50: number;
  lastP50: number;
  lastP99: number;
  allP50: number;
  allP99: number;
  serverCpu: number;
  clientCpu: number;
  perServerCpuSecond: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function measure(scenario: Scenario, subscribers: number): Promise<Figures> {
  await untilSubscribers(0); // the sockets of earlier rounds are gone
  const processes = Math.ceil(subscribers / perProcess);
  const clients = Array.from({ length: processes }, () => forkTs('./fanout-clients.ts'));
  const request = (child: ChildProcess, message: ClientsRequest) => child.send(message);
  try {
    const subscribed = clients.map((child) => next<ClientsMessage, true>(child, (m) => (m.type === 'subscribed' ? true : undefined)));
    clients.forEach((child, i) =>
      request(child, {
        type: 'subscribe',
        wsUrl: info.wsUrl,
        count: Math.floor(subscribers / processes) + (i < subscribers % processes ? 1 : 0),
        query: scenario.query,
        variables: scenario.variables,
      }),
    );
    await Promise.all(subscribed);
    await untilSubscribers(subscribers);

    // Warm-up events (not counted), then the measured ones, `interval` ms apart whatever the fan-out takes.
    const fire = async (from: number, to: number) => {
      const sent: number[] = [];
      const started = now();
      await Promise.all(
        Array.from({ length: to - from }, async (_, k) => {
          await sleep(Math.max(0, started + k * interval - now()));
          sent[k] = now();
          await scenario.trigger(from + k);
        }),
      );
      return sent;
    };
    await fire(0, warmup);
    await sleep(1000);
    const cpuBefore = await serverCpuSeconds();
    for (const child of clients) request(child, { type: 'start' });
    const sent = await fire(warmup, warmup + events);
    const reports = clients.map((child) =>
      next<ClientsMessage, Extract<ClientsMessage, { type: 'report' }>>(child, (m) => (m.type === 'report' ? m : undefined)),
    );
    for (const child of clients) request(child, { type: 'report', events: warmup + events, timeoutMs: 30_000 });
    const received = await Promise.all(reports);
    const serverCpu = (await serverCpuSeconds()) - cpuBefore;
    for (const r of received) if (r.errors.length) console.error(`${scenario.name}, ${subscribers}: unexpected messages`, r.errors);

    const first: number[] = [];
    const last: number[] = [];
    const all: number[] = [];
    let deliveries = 0;
    let end = 0;
    for (let k = 0; k < events; k++) {
      const times = received.flatMap((r) => r.receipts[warmup + k]!);
      deliveries += times.length;
      if (!times.length) continue;
      let min = Infinity;
      let max = -Infinity;
      for (const t of times) {
        min = Math.min(min, t);
        max = Math.max(max, t);
        all.push(t - sent[k]!);
      }
      first.push(min - sent[k]!);
      last.push(max - sent[k]!);
      end = Math.max(end, max);
    }
    const clientCpu = received.reduce((sum, r) => sum + (r.cpu.user + r.cpu.system) / 1e6, 0);
    return {
      scenario: scenario.name,
      subscribers,
      processes,
      deliveries,
      expected: subscribers * events,
      perSecond: deliveries / ((end - sent[0]!) / 1000),
      firstP50: quantile(first, 0.5),
      lastP50: quantile(last, 0.5),
      lastP99: quantile(last, 0.99),
      allP50: quantile(all, 0.5),
      allP99: quantile(all, 0.99),
      serverCpu,
      clientCpu,
      perServerCpuSecond: deliveries / serverCpu,
    };
  } finally {
    for (const child of clients) child.kill('SIGKILL');
  }
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(info.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors || !body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

const info = await next<ServerMessage, { url: string; wsUrl: string }>(server, (m) => (m.type === 'listening' ? m : undefined));
try {
  const owner = (
    await gql<{ signUp: { accessToken: string } }>(
      'mutation { signUp(input: { email: "fanout-owner@example.com", password: "a long secret" }) { accessToken } }',
    )
  ).signUp.accessToken;
  const results: Figures[] = [];
  for (const subscribers of sizes) {
    const room = (
      await gql<{ createRoom: { id: string } }>('mutation($s: String!) { createRoom(input: { slug: $s, name: "Fanout" }) { id } }', { s: `fanout-${subscribers}` }, owner)
    ).createRoom.id;
    const statePatch: Scenario = {
      name: 'state patch',
      query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq kind patch } }',
      variables: { r: room },
      trigger: async (i) => {
        await gql('mutation($id: ID!, $n: String!) { updateRoom(id: $id, input: { name: $n }) { id } }', { id: room, n: `Fanout-${i}` }, owner);
      },
    };
    const chatMessage: Scenario = {
      name: 'chat message',
      query: 'subscription($r: ID!) { chatMessageChanged(roomId: $r) { id lastChange revision message } }',
      variables: { r: room },
      trigger: async (i) => {
        await gql(
          'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }',
          { input: { roomId: room, avatarId: 'fox', message: `Fanout-${i}` } },
          owner,
        );
      },
    };
    for (const scenario of [chatMessage, statePatch]) {
      const figures = await measure(scenario, subscribers);
      results.push(figures);
      console.error(`done: ${scenario.name}, ${subscribers} subscribers`);
    }
  }

  console.log(`\nfanout: one gateway process (the product, embedded, PGlite), ${events} events ${interval} ms apart after ${warmup} warm-up events`);
  console.log(
    'event          subscribers  client procs  delivered  deliveries/s  first p50 ms  last p50 ms  last p99 ms  all p50 ms  all p99 ms  server CPU s  deliveries/server CPU s  client CPU s',
  );
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(14)} ${String(r.subscribers).padStart(11)} ${String(r.processes).padStart(13)} ` +
        `${`${r.deliveries}/${r.expected}`.padStart(14)} ${r.perSecond.toFixed(0).padStart(13)} ${r.firstP50.toFixed(1).padStart(13)} ` +
        `${r.lastP50.toFixed(1).padStart(12)} ${r.lastP99.toFixed(1).padStart(12)} ${r.allP50.toFixed(1).padStart(11)} ${r.allP99.toFixed(1).padStart(11)} ` +
        `${r.serverCpu.toFixed(2).padStart(13)} ${r.perServerCpuSecond.toFixed(0).padStart(24)} ${r.clientCpu.toFixed(2).padStart(13)}`,
    );
  }
} finally {
  // Closing the channel ends the server (and lets `NODE_OPTIONS=--cpu-prof` write its profile).
  server.disconnect();
  setTimeout(() => server.kill('SIGKILL'), 5000).unref();
}
