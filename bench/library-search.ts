/**
 * Search over a 100,000-song catalogue: p50 and p99 of the library's catalogue search (word prefixes,
 * two-word queries and typos), on PGlite by default or on PostgreSQL with DATABASE_URL set.
 *
 * Usage: node --import tsx bench/library-search.ts [--songs 100000] [--queries 500]
 */
import { randomBytes } from 'node:crypto';
import { startOneSubgraph } from '@backspin/platform';
import { subgraphModules } from '@backspin/product';
import { createInProcessPubSub, loadConfig } from '@backspin/platform';
import { createTestDatabase } from '@backspin/test-kit';
import type { LibraryServices } from '@backspin/library';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const songCount = arg('songs', 100_000);
const queryCount = arg('queries', 500);

const words = `midnight drive neon harbor velvet static morning coffee quiet engines paper moon silver river
  golden hour electric dreams summer rain city lights broken glass ocean waves desert wind northern star
  lonely road wild heart crystal sky burning bridges falling leaves hidden valley dancing shadows secret
  garden purple haze thunder storm gentle breeze frozen lake distant echoes wandering soul restless night
  fading memory endless highway shining armor sweet surrender bitter truth crimson tide emerald city
  forgotten kingdom rising sun setting moon open door closed eyes silent scream loud whisper`.split(/\s+/).filter(Boolean);

const database = await createTestDatabase();
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_DATA: 'false', DATABASE_URL: database.databaseUrl });
const library = subgraphModules.find((m) => m.name === 'library')!;
const subgraph = await startOneSubgraph(library, {
  config,
  pubsub: createInProcessPubSub(),
  ...(database.pglite ? { pglite: database.pglite } : {}),
});
const services = subgraph.services as LibraryServices;
const em = subgraph.db.em.fork();

console.log(`seeding ${songCount} songs (${database.kind})…`);
const wordList = `array[${words.map((w) => `'${w}'`).join(',')}]`;
const pick = `(${wordList})[1 + floor(random() * ${words.length})::int]`;
const seeded = Date.now();
await em.getConnection().execute(
  `insert into library.song (id, track_name, artist_name, duration, explicit, status, music_providers, created_at)
   select gen_random_uuid(), initcap(${pick} || ' ' || ${pick} || ' ' || ${pick}), initcap(${pick} || ' ' || ${pick}),
          120 + (random() * 240)::int, random() < 0.1, 'VERIFIED', '{}'::jsonb, now() - (g || ' seconds')::interval
   from generate_series(1, ${songCount}) g`,
);
await em.getConnection().execute('analyze library.song');
console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

const random = (n: number) => randomBytes(4).readUInt32LE() % n;
const word = () => words[random(words.length)]!;
const typo = (w: string) => {
  const i = 1 + random(w.length - 2);
  return w.slice(0, i) + w.slice(i + 1);
};
const kinds: [string, () => string][] = [
  ['word prefix', () => word().slice(0, 3 + random(3))],
  ['two words', () => `${word()} ${word().slice(0, 4)}`],
  ['typo', () => `${typo(word())} ${word()}`],
];

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`\nlibrary-search: ${songCount} songs, ${queryCount} queries per kind, 20 results per page`);
console.log('query kind      p50 ms   p99 ms   mean hits');
for (const [kind, makeQuery] of kinds) {
  for (let i = 0; i < 20; i++) await services.search.catalogue(em.fork(), makeQuery());
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < queryCount; i++) {
    const q = makeQuery();
    const t0 = performance.now();
    hits += (await services.search.catalogue(em.fork(), q)).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${kind.padEnd(14)} ${percentile(times, 0.5).toFixed(2).padStart(7)} ${percentile(times, 0.99).toFixed(2).padStart(8)} ${(hits / queryCount).toFixed(1).padStart(10)}`);
}

await subgraph.stop();
await subgraph.db.close();
await database.drop();
