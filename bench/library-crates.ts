/**
 * Crates at scale: add, move and read a page of 300 in a 10-song, a 300-song and a 10,000-song crate, through the
 * library subgraph's GraphQL API in this process (no HTTP hop), on a fresh database: PostgreSQL when
 * DATABASE_URL is set (a new database on that server, dropped at the end), else PGlite in memory.
 *
 * - add: appends one song the crate does not have (the same-song rule runs against the whole crate), then
 *   removes it again outside the measurement, so the crate keeps its size;
 * - move: a random song to a random newPosition (0-based);
 * - read: a page of 300 songs (all 10 of the small crate) with their song fields, at a random offset.
 * The crates take turns, call by call, so all see the same machine. The target: a move in the 10,000-song
 * crate as fast as in the 10-song crate (p50 ratio ≤ 1.5).
 *
 * Usage: node --import tsx bench/library-crates.ts [--songs 10000] [--iterations 300] [--no-analyze]
 */
import { randomUUID } from 'node:crypto';
import { identityHeader, signIdentity, type Identity } from '@backspin/platform';
import { librarySubgraph } from '@backspin/library';
import { SongSchema } from '../subgraphs/library/src/songs/song.entity.ts';
import { startSubgraphAlone } from './subgraph-alone.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const bigSize = arg('songs', 10_000);
const iterations = arg('iterations', 300);
const warmup = 30;
const smallSize = 10;
const pageSize = 300;

const { subgraph, config, database, stop } = await startSubgraphAlone(librarySubgraph);

const owner: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
/** The gateway-signed identity header; it is valid for a minute, so it is signed again every 30 s. */
let signed = { header: await signIdentity(owner, config.gatewaySecret), at: Date.now() };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read field by field below
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  if (Date.now() - signed.at > 30_000) signed = { header: await signIdentity(owner, config.gatewaySecret), at: Date.now() };
  const result = await subgraph.execute({ query, variables }, { [identityHeader]: signed.header });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/**
 * Names like a catalogue's: two to four made-up words (seeded, so every run has the same catalogue). The same-song
 * rule looks names up in the catalogue's trigram index, which is selective for varied names; near-identical
 * names ("Track 1", "Track 2", ...) would make that lookup about as slow as a scan of the catalogue.
 */
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
const syllables = 'ka lo mi ne ru sa to vi da fe go hu ji pe ri so tu wa ze bo dra el fa gri in jo ly mo na ou pla que sti tra ve xo yu'.split(' ');
const word = () => {
  const w = Array.from({ length: 2 + Math.floor(random() * 2) }, () => syllables[Math.floor(random() * syllables.length)]).join('');
  return w[0]!.toUpperCase() + w.slice(1);
};
const words = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, word).join(' ');

// The catalogue: the crates' songs plus one fresh song per add, in bulk inserts of 1,000.
const catalogueSize = smallSize + pageSize + bigSize + 3 * (iterations + warmup);
const songIds = Array.from({ length: catalogueSize }, () => randomUUID());
let started = performance.now();
for (let from = 0; from < catalogueSize; from += 1000) {
  await subgraph.db.em.fork().insertMany(
    SongSchema,
    songIds.slice(from, from + 1000).map((id, i) => ({
      id,
      trackName: words(2, 4),
      artistName: words(1, 2),
      genre: null,
      duration: 120 + ((from + i) % 240),
      isrc: `XXBEN${String(from + i).padStart(7, '0')}`,
      explicit: false,
      status: 'VERIFIED' as const,
      musicProviders: { spotify: `bench-${from + i}` },
      createdAt: new Date(),
    })),
  );
}
const seedSeconds = (performance.now() - started) / 1000;

const createCrate = async (name: string) => (await gql('mutation($n: String) { createCrate(input: { crateName: $n }) { id } }', { n: name })).createCrate.id as string;
const ADD = 'mutation($c: ID!, $s: [ID!]!) { addCrateSongs(crate: { id: $c }, songIds: $s) { added { id } skipped { songId } } }';

const small = await createCrate('small');
const medium = await createCrate('medium');
const big = await createCrate('big');
await gql(ADD, { c: small, s: songIds.slice(0, smallSize) });
await gql(ADD, { c: medium, s: songIds.slice(smallSize, smallSize + pageSize) });
started = performance.now();
const bigFrom = smallSize + pageSize;
for (let from = bigFrom; from < bigFrom + bigSize; from += 1000) {
  const added = await gql(ADD, { c: big, s: songIds.slice(from, Math.min(from + 1000, bigFrom + bigSize)) });
  if (added.addCrateSongs.skipped.length) throw new Error(`the bench songs must all be different: ${JSON.stringify(added.addCrateSongs.skipped[0])}`);
}
const fillSeconds = (performance.now() - started) / 1000;
// Fresh statistics, as autovacuum keeps them on PostgreSQL. PGlite has no autovacuum: --no-analyze shows what
// the planner does without statistics (see bench/README.md).
const analyze = !process.argv.includes('--no-analyze');
if (analyze) {
  for (const table of ['crate_song', 'song', 'crate']) await subgraph.db.em.fork().getConnection().execute(`analyze "library"."${table}"`);
}

const crateSongIds = async (crateId: string, size: number) => {
  const ids: string[] = [];
  for (let offset = 0; offset < size; offset += 300) {
    const page = await gql('query($c: ID!, $o: Int) { crate(id: $c) { songs(offset: $o) { id } } }', { c: crateId, o: offset });
    ids.push(...page.crate.songs.map((s: { id: string }) => s.id));
  }
  return ids;
};
const crates = [
  { name: `${smallSize} songs`, id: small, size: smallSize, rows: await crateSongIds(small, smallSize) },
  { name: `${pageSize} songs`, id: medium, size: pageSize, rows: await crateSongIds(medium, pageSize) },
  { name: `${bigSize.toLocaleString('en')} songs`, id: big, size: bigSize, rows: await crateSongIds(big, bigSize) },
];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
let nextFresh = smallSize + pageSize + bigSize;

type Operation = 'add' | 'move' | 'read 300';
const operations: Record<Operation, (crate: (typeof crates)[number]) => Promise<() => Promise<void>>> = {
  /** Returns the measured call; anything to undo runs after it, unmeasured. */
  add: async (crate) => async () => {
    const songId = songIds[nextFresh++]!;
    const data = await gql(ADD, { c: crate.id, s: [songId] });
    const added = data.addCrateSongs.added[0].id as string;
    pending.undo = () => gql('mutation($c: ID!, $id: ID!) { removeCrateSong(crate: { id: $c }, crateSongId: $id) { id } }', { c: crate.id, id: added });
  },
  move: async (crate) => async () => {
    await gql('mutation($c: ID!, $id: ID!, $p: Int) { moveCrateSong(crate: { id: $c }, crateSongId: $id, newPosition: $p) { position } }', {
      c: crate.id,
      id: pick(crate.rows),
      p: Math.floor(Math.random() * crate.size),
    });
  },
  'read 300': async (crate) => async () => {
    const offset = Math.floor(Math.random() * Math.max(crate.size - pageSize + 1, 1));
    const data = await gql(
      'query($c: ID!, $o: Int) { crate(id: $c) { songs(offset: $o) { id position songId trackName artistName duration isrc musicProviders { provider id } } } }',
      { c: crate.id, o: offset },
    );
    if (data.crate.songs.length !== Math.min(pageSize, crate.size)) throw new Error('short page');
  },
};
/** What the last measured call left to undo (outside the measurement). */
const pending: { undo?: () => Promise<unknown> } = {};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const figures: { operation: Operation; crate: string; p50: number; p99: number }[] = [];
for (const operation of Object.keys(operations) as Operation[]) {
  const times = crates.map(() => [] as number[]);
  for (let i = 0; i < warmup + iterations; i++) {
    for (const [c, crate] of crates.entries()) {
      const run = await operations[operation](crate);
      const t0 = performance.now();
      await run();
      const elapsed = performance.now() - t0;
      if (pending.undo) {
        await pending.undo();
        delete pending.undo;
      }
      if (i >= warmup) times[c]!.push(elapsed);
    }
  }
  for (const [c, crate] of crates.entries()) {
    const sorted = times[c]!.sort((a, b) => a - b);
    figures.push({ operation, crate: crate.name, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) });
  }
}

// The plan of a page read in the big crate, as the service runs it (sorts off, see crate-song.service.ts): an
// index range scan, no sort.
const plan = await subgraph.db.em.fork().transactional(async (tx) => {
  const connection = tx.getConnection();
  await connection.execute('set local enable_sort = off', [], 'run', tx.getTransactionContext());
  return (await connection.execute(
    `explain select * from "library"."crate_song" where "crate_id" = ? order by "position_key" asc limit 300 offset ${bigSize - 300}`,
    [big],
    'all',
    tx.getTransactionContext(),
  )) as Record<string, string>[];
});

const { keys, longest } = ((await subgraph.db.em.fork().getConnection().execute(
  'select count(distinct position_key)::int as keys, max(length(position_key))::int as longest from "library"."crate_song" where crate_id = ?',
  [big],
)) as { keys: number; longest: number }[])[0]!;

await stop();

const f = (n: number) => n.toFixed(2);
console.log(`\nlibrary crates on ${database.kind}: ${catalogueSize.toLocaleString('en')} songs seeded in ${seedSeconds.toFixed(1)} s (bulk inserts of 1,000); ` +
  `the ${bigSize.toLocaleString('en')}-song crate filled through addCrateSongs (1,000 per call) in ${fillSeconds.toFixed(1)} s`);
console.log(`${iterations} measured calls per cell after ${warmup} warm-up calls; statistics ${analyze ? 'fresh (ANALYZE after the fill)' : 'never gathered (--no-analyze)'}\n`);
console.log(`| operation | crate | p50 ms | p99 ms | p50 vs ${smallSize} songs | p99 vs ${smallSize} songs |`);
console.log('|---|---|---|---|---|---|');
for (const row of figures) {
  const base = figures.find((x) => x.operation === row.operation)!;
  console.log(`| ${row.operation} | ${row.crate} | ${f(row.p50)} | ${f(row.p99)} | ${f(row.p50 / base.p50)}x | ${f(row.p99 / base.p99)}x |`);
}
const moves = figures.filter((x) => x.operation === 'move');
const ratio = moves.at(-1)!.p50 / moves[0]!.p50;
const reads = figures.filter((x) => x.operation === 'read 300');
console.log(`\nread a full page of ${pageSize}, p50 ${bigSize.toLocaleString('en')} vs ${pageSize} songs: ${f(reads.at(-1)!.p50 / reads[1]!.p50)}`);
console.log(`move ratio (p50, ${bigSize.toLocaleString('en')} vs ${smallSize} songs): ${f(ratio)} — target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'}`);
console.log(`big crate after the run: ${keys.toLocaleString('en')} distinct keys, longest ${longest} characters`);
console.log(`page read plan:\n${plan.map((row) => `  ${Object.values(row)[0]}`).join('\n')}`);
