import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { FakeSpotify } from '../providers/fakes/spotify.fake.ts';

const spotifyId = (name: string) => name.padEnd(22, '0');
let spotify: FakeSpotify;
let t: TestSubgraph<LibraryServices>;
const owner: Identity = { userId: '00000000-0000-4000-8000-0000000000d1', tokenType: 'user', roles: ['user'] };

beforeAll(async () => {
  spotify = await FakeSpotify.start({
    tracks: [
      { id: spotifyId('first'), name: 'First Light', artists: ['Dawn Chorus'], durationMs: 200_000 },
      { id: spotifyId('second'), name: 'Second Wind', artists: ['Dawn Chorus'], durationMs: 210_000 },
    ],
  });
  t = await startTestSubgraph(librarySubgraph, { env: { ...spotify.env(), JOB_POLL_INTERVAL_MS: '50' } });
});
afterAll(async () => {
  await t?.stop();
  await spotify?.server.close();
});

const IMPORT = 'mutation($input: CrateImportInput!) { importCrate(input: $input) { id crateName importStatus count } }';
const CRATE = 'query($id: ID!) { crate(id: $id) { importStatus count songs { trackName } importFailures { musicProvider providerId reason message } } }';
const startImport = async (tracks: { musicProvider: string; providerId: string }[], identity: Identity = owner, crateName = 'Imported') =>
  t.subgraph.execute({ query: IMPORT, variables: { input: { crateName, tracks } } }, await t.headersFor(identity));
const crateCount = async () => (await t.subgraph.db.em.fork().getConnection().execute(`select count(*)::int as n from library.crate`))[0].n as number;

/** Waits for the background import of this crate to settle. */
async function importedCrate(id: string) {
  for (;;) {
    const settled = once(t.subgraph.services.jobs.events, 'settled');
    const result = await t.subgraph.execute({ query: CRATE, variables: { id } }, await t.headersFor(owner));
    const crate = result.data?.crate as { importStatus: string; count: number; songs: { trackName: string }[]; importFailures: unknown[] };
    if (crate.importStatus !== 'IN_PROGRESS') return crate;
    await settled;
  }
}

describe('importing provider tracks into a crate', () => {
  it('creates the crate at once IN_PROGRESS, then imports in the background and ends COMPLETE', async () => {
    const started = await startImport([
      { musicProvider: 'spotify', providerId: spotifyId('second') },
      { musicProvider: 'spotify', providerId: `spotify:track:${spotifyId('first')}` },
    ]);
    expect(started.errors).toBeUndefined();
    expect(started.data?.importCrate).toMatchObject({ crateName: 'Imported', importStatus: 'IN_PROGRESS', count: 0 });
    const crate = await importedCrate((started.data!.importCrate as { id: string }).id);
    expect(crate).toEqual({ importStatus: 'COMPLETE', count: 2, songs: [{ trackName: 'Second Wind' }, { trackName: 'First Light' }], importFailures: [] });
  });

  it('ends FAILED when some tracks cannot be imported, keeping the ones that could', async () => {
    const started = await startImport([
      { musicProvider: 'spotify', providerId: spotifyId('first') },
      { musicProvider: 'spotify', providerId: spotifyId('missing') },
      { musicProvider: 'napster', providerId: 'whatever' },
    ]);
    const crate = await importedCrate((started.data!.importCrate as { id: string }).id);
    expect(crate).toMatchObject({ importStatus: 'FAILED', count: 1, songs: [{ trackName: 'First Light' }] });
    // Each track that could not come in says why.
    expect(crate.importFailures).toEqual([
      { musicProvider: 'spotify', providerId: spotifyId('missing'), reason: 'SONG_NOT_IN_CATALOG', message: "Sorry, this song is not in our catalog and can't be imported." },
      { musicProvider: 'napster', providerId: 'whatever', reason: 'SONG_HAS_NO_SUPPORTED_PROVIDER', message: 'Sorry, this song does not have any supported music providers to import from.' },
    ]);
  });

  it('refuses an empty or oversized import and guests, creating no crate', async () => {
    const before = await crateCount();
    expect((await startImport([])).errors?.[0]?.message).toBe(
      'an import takes 1 to 500 tracks, each with a musicProvider and a providerId of at most 200 characters',
    );
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ musicProvider: 'spotify', providerId: `id${i}` }));
    expect((await startImport(tooMany)).errors?.[0]?.extensions?.status).toBe(400);
    const guest: Identity = { userId: '00000000-0000-4000-8000-0000000000d2', tokenType: 'guest', roles: [] };
    expect((await startImport([{ musicProvider: 'spotify', providerId: spotifyId('first') }], guest)).errors?.[0]?.extensions?.status).toBe(401);
    expect(await crateCount()).toBe(before);
  });
});
