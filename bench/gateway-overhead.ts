/**
 * Gateway overhead: one query that needs two subgraphs (a room and its owner's name), sent
 *  - directly to the subgraphs (rooms, then accounts' _entities: what the gateway's plan does),
 *  - through the gateway with in-process subgraphs (embedded mode),
 *  - through the gateway with subgraphs over HTTP (distributed mode).
 * The servers run in a child process; this process is the load generator. Prints requests per second,
 * p50 and p99 for each, and the ratios to the direct baseline.
 *
 * Usage: npm run bench -- [--seconds 10] [--concurrency 16]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Agent, request } from 'undici';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const concurrency = arg('concurrency', 16);

const server = spawn(process.execPath, ['--import', 'tsx', new URL('./servers.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const info = await new Promise<{ subgraphs: Record<string, string>; embedded: string; distributed: string; identityHeader: string }>(
  (resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`servers exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  },
);

const agent = new Agent({ connections: concurrency * 2, pipelining: 1 });
async function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(url, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as { data?: any; errors?: unknown[] };
  if (response.statusCode !== 200 || body.errors) throw new Error(`${url}: ${response.statusCode} ${JSON.stringify(body.errors)}`);
  return body.data;
}

const QUERY = '{ roomBySlug(slug: "lobby") { name owner { displayName } } }';
const signed = { 'x-backspin-identity': info.identityHeader };
const targets: [string, () => Promise<unknown>][] = [
  [
    'direct to subgraphs',
    async () => {
      const rooms = await post(info.subgraphs.rooms!, '{ roomBySlug(slug: "lobby") { name owner { __typename id } } }', {}, signed);
      const owner = rooms.roomBySlug.owner;
      const accounts = await post(
        info.subgraphs.accounts!,
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { displayName } } }',
        { r: [owner] },
        signed,
      );
      return { name: rooms.roomBySlug.name, owner: accounts._entities[0] };
    },
  ],
  ['gateway, embedded', () => post(info.embedded, QUERY)],
  ['gateway, HTTP subgraphs', () => post(info.distributed, QUERY)],
];

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  serverCpu: number;
  clientCpu: number;
}

async function measure(name: string, run: () => Promise<unknown>): Promise<Figures> {
  // Warm up, and check the answer is right before timing anything.
  const sample = JSON.stringify(await run());
  if (!sample.includes('Lobby') || !sample.includes('DJ Demo')) throw new Error(`${name}: unexpected answer ${sample}`);
  for (let i = 0; i < 200; i++) await run();

  const latencies: number[] = [];
  const serverBefore = cpuSeconds(server.pid!);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    name,
    rps: latencies.length / elapsed,
    p50: pick(0.5),
    p99: pick(0.99),
    serverCpu: (cpuSeconds(server.pid!) - serverBefore) / elapsed,
    clientCpu: (client.user + client.system) / 1e6 / elapsed,
  };
}

try {
  const results: Figures[] = [];
  for (const [name, run] of targets) results.push(await measure(name, run));
  const base = results[0]!;
  console.log(`\ngateway-overhead: ${seconds}s per target, ${concurrency} concurrent clients, one load-generator process`);
  console.log('target                     req/s     p50 ms   p99 ms   req/s vs direct  p50 vs direct  p99 vs direct  server CPU  client CPU');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ` +
        `${(r.rps / base.rps).toFixed(2).padStart(16)}x ${(r.p50 / base.p50).toFixed(2).padStart(13)}x ${(r.p99 / base.p99).toFixed(2).padStart(13)}x ` +
        `${(r.serverCpu * 100).toFixed(0).padStart(9)}% ${(r.clientCpu * 100).toFixed(0).padStart(10)}%`,
    );
  }
} finally {
  server.kill('SIGKILL');
  await agent.close();
}
