/**
 * Login timing: does a failed login take as long for an unknown address as for a known one with a wrong
 * password? (Issue 6: "an unknown user and a wrong password get the same answer in the same time order".)
 * Every subgraph and an embedded gateway run in this process on an in-memory PGlite; logins go over HTTP to the
 * gateway, interleaved (wrong password, unknown address, right password), one at a time. Prints the median and
 * p90 of each kind and the ratios to the wrong-password median.
 *
 * Usage: npm run bench:login -- [--rounds 20]
 */
import { startGateway } from '@backspin/gateway';
import { startSubgraphs } from '@backspin/platform';
import { createInProcessPubSub, loadConfig, openPglite } from '@backspin/platform';
import { readSupergraph } from '@backspin/product';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 20);

// High failure limits: the bench measures timing, not the lock-outs (per address and per client IP, both 429).
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_DATA: 'false', DATABASE_URL: undefined, REDIS_URL: undefined, LOGIN_MAX_FAILURES: '100000', LOGIN_MAX_FAILURES_PER_IP: '100000' });
const pglite = await openPglite('memory://');
const pubsub = createInProcessPubSub();
const subgraphs = await startSubgraphs({ config, pubsub, pglite });
const gateway = await startGateway({ config, supergraphSdl: readSupergraph(), connections: { mode: 'embedded', subgraphs }, pubsub, port: 0, host: '127.0.0.1' });

async function call(query: string, variables: Record<string, unknown>): Promise<{ ms: number; message: string | null }> {
  const started = performance.now();
  const response = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return { ms: performance.now() - started, message: body.errors?.[0]?.message ?? null };
}
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';
const login = (email: string, password: string) => call(LOGIN, { i: { email, password } });

for (let i = 0; i < rounds; i++) {
  const signedUp = await call('mutation($i: SignUpInput!) { signUp(input: $i) { accessToken } }', { i: { email: `timing-${i}@example.com`, password: 'the right password' } });
  if (signedUp.message) throw new Error(signedUp.message);
}
await login('warm-up@example.com', 'x'.repeat(12));

const kinds = { 'wrong password': [] as number[], 'unknown address': [] as number[], 'right password': [] as number[] };
const answers = new Set<string | null>();
for (let i = 0; i < rounds; i++) {
  const wrong = await login(`timing-${i}@example.com`, 'a wrong password');
  const unknown = await login(`nobody-${i}@example.com`, 'a wrong password');
  const right = await login(`timing-${i}@example.com`, 'the right password');
  if (right.message) throw new Error(right.message);
  answers.add(wrong.message).add(unknown.message);
  kinds['wrong password'].push(wrong.ms);
  kinds['unknown address'].push(unknown.ms);
  kinds['right password'].push(right.ms);
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const base = quantile(kinds['wrong password'], 0.5);
console.log(`\n${rounds} logins of each kind, over HTTP to an embedded gateway (argon2id: 19 MiB, 2 passes)`);
console.log('| login | median ms | p90 ms | median vs wrong password |');
console.log('|---|---|---|---|');
for (const [kind, values] of Object.entries(kinds)) {
  const median = quantile(values, 0.5);
  console.log(`| ${kind} | ${median.toFixed(1)} | ${quantile(values, 0.9).toFixed(1)} | ${(median / base).toFixed(2)}x |`);
}
console.log(`answers to the two failures: ${[...answers].map((a) => JSON.stringify(a)).join(', ')}`);

await gateway.stop();
for (const subgraph of subgraphs.values()) await subgraph.stop();
await pglite.close();
