import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity, JobSettled } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { librarySubgraph } from '../module.ts';
import { recordingLogger } from '../providers/testing.ts';
import { SongSchema } from '../songs/song.entity.ts';
import { SpotifyTrackAnalysisSchema } from './analysis.entity.ts';
import { AnalysisService, signatureMatches } from './analysis.service.ts';
import { CyaniteClient } from './cyanite.client.ts';
import { FakeCyanite, spotifyAnalysisEvent, testEvent } from './cyanite.fake.ts';

const spotifyId = (name: string) => name.padEnd(22, '0');
const seed = spotifyId('Seed');
const [near, nearer, far] = [spotifyId('Near'), spotifyId('Nearer'), spotifyId('Far')];
const fresh = spotifyId('Fresh');
const previewless = spotifyId('NoPreview');

const listener: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

let cyanite: FakeCyanite;
let t: TestSubgraph<LibraryServices>;

const songIds = new Map<string, string>();
/** A catalogue song (VERIFIED) with these provider ids; its id is remembered under `name`. */
async function addSong(name: string, musicProviders: Record<string, string>, status: 'VERIFIED' | 'PENDING_UPLOAD' = 'VERIFIED') {
  const id = randomUUID();
  songIds.set(name, id);
  await t.subgraph.db.em.fork().insert(SongSchema, {
    id,
    trackName: name,
    artistName: 'Analysed Artist',
    duration: 200,
    status,
    musicProviders,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return id;
}

const SIMILAR = `query($songId: ID!) {
  similarSongs(songId: $songId) { songId spotifyTrackId status tracks { spotifyTrackId title song { id trackName } } }
}`;
const LIST = 'query($ids: [ID!]!) { similarSongsOfList(songIds: $ids) { songId spotifyTrackId status tracks { spotifyTrackId } } }';
const WEBHOOK = 'mutation($input: CyaniteWebhookInput!) { receiveCyaniteWebhook(input: $input) { outcome spotifyTrackId } }';

const similar = async (name: string) => (await t.ok(listener, SIMILAR, { songId: songIds.get(name) })).similarSongs;
/** The raw body, signed by Cyanite unless a signature is given, as the bridge hands it over. */
const delivery = (event: unknown, signature?: string | null, rawBody = JSON.stringify(event)) => ({
  input: { bodyBase64: Buffer.from(rawBody).toString('base64'), signature: signature === undefined ? cyanite.sign(rawBody) : signature },
});
const row = (spotifyTrackId: string) => t.subgraph.db.em.fork().findOne(SpotifyTrackAnalysisSchema, { spotifyTrackId }, { disableIdentityMap: true });
const jobs = () => t.subgraph.services.jobs;
/** The service as a server without Cyanite's access token and webhook secret runs it. */
const unconfigured = () =>
  new AnalysisService({
    cyanite: new CyaniteClient({ apiUrl: cyanite.url, timeoutMs: 1000 }, recordingLogger()),
    jobs: jobs(),
    songs: t.subgraph.services.songs,
    webhookSecret: undefined,
  });
/** The next job the subgraph's runner settles. */
const nextSettled = () => once(jobs().events, 'settled').then(([settled]) => settled as JobSettled);

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  cyanite = await FakeCyanite.start({
    tracks: {
      [seed]: { title: 'Seed', state: 'finished', similar: [nearer, near, far] },
      [near]: { title: 'Near' },
      [nearer]: { title: 'Nearer' },
      [previewless]: { noPreview: true },
    },
  });
  t = await startTestSubgraph(librarySubgraph, { env: { ...cyanite.env(), JOB_POLL_INTERVAL_MS: '50', JOB_RETRY_BASE_MS: '20', JOB_RETRY_MAX_MS: '20' } });
  await addSong('seed', { spotify: seed, youtube: 'yt-seed' });
  await addSong('near', { spotify: near });
  await addSong('far (pending upload)', { spotify: far }, 'PENDING_UPLOAD');
  await addSong('fresh', { spotify: fresh });
  await addSong('previewless', { spotify: previewless });
  await addSong('youtube only', { youtube: 'yt-only' });
});
afterAll(async () => {
  await t?.stop();
  await cyanite?.close();
  vi.restoreAllMocks();
});
beforeEach(() => {
  cyanite.server.requests.length = 0;
});

describe('similar songs of a song', () => {
  it('asks Cyanite once, answers the similar tracks best first with their catalogue songs, and caches them forever', async () => {
    expect(await similar('seed')).toEqual({
      songId: songIds.get('seed'),
      spotifyTrackId: seed,
      status: 'READY',
      tracks: [
        { spotifyTrackId: nearer, title: 'Nearer', song: null },
        { spotifyTrackId: near, title: 'Near', song: { id: songIds.get('near'), trackName: 'near' } },
        // In the catalogue, but not a playable catalogue song.
        { spotifyTrackId: far, title: `Track ${far.slice(0, 6)}`, song: null },
      ],
    });
    expect(cyanite.hits).toBe(1);
    // Cached forever: even when Cyanite would now say something else, nothing is asked again.
    cyanite.finishAnalysis(seed, [far]);
    expect((await similar('seed')).tracks.map((s: { spotifyTrackId: string }) => s.spotifyTrackId)).toEqual([nearer, near, far]);
    expect(cyanite.hits).toBe(1);
    expect(await row(seed)).toMatchObject({ status: 'ANALYSED', similarFetchedAt: expect.any(Date) });
  });

  it('a track Cyanite has not analysed is enqueued once (a durable job), and answers ANALYSING without asking again', async () => {
    const enqueued = nextSettled();
    const answers = await Promise.all([similar('fresh'), similar('fresh'), similar('fresh')]);
    expect(answers.map((a) => a.status)).toEqual(['ANALYSING', 'ANALYSING', 'ANALYSING']);
    expect(answers[0].tracks).toEqual([]);
    expect(await enqueued).toMatchObject({ kind: 'library.cyanite-enqueue', outcome: 'done' });
    expect(cyanite.enqueues.filter((id) => id === fresh)).toEqual([fresh]);
    expect(cyanite.tracks.get(fresh)?.state).toBe('enqueued');
    expect(await row(fresh)).toMatchObject({ status: 'ENQUEUED', enqueuedAt: expect.any(Date), similarTracks: null });

    const hits = cyanite.hits;
    expect((await similar('fresh')).status).toBe('ANALYSING');
    expect(cyanite.hits).toBe(hits); // Enqueued: the webhook will say when Cyanite is done.
    expect(await t.subgraph.db.em.fork().count(SpotifyTrackAnalysisSchema, { spotifyTrackId: fresh })).toBe(1);
  });

  it('a track Cyanite refuses to analyse (no preview) ends FAILED', async () => {
    const settled = nextSettled();
    expect((await similar('previewless')).status).toBe('ANALYSING');
    expect(await settled).toMatchObject({ kind: 'library.cyanite-enqueue', outcome: 'done' });
    expect(await similar('previewless')).toMatchObject({ status: 'FAILED', tracks: [] });
    expect(await row(previewless)).toMatchObject({ status: 'FAILED', failedAt: expect.any(Date) });
  });

  it('a song without a Spotify id answers NO_SPOTIFY_ID without asking Cyanite', async () => {
    expect(await similar('youtube only')).toEqual({ songId: songIds.get('youtube only'), spotifyTrackId: null, status: 'NO_SPOTIFY_ID', tracks: [] });
    expect(cyanite.hits).toBe(0);
  });

  it('when Cyanite fails it answers UNAVAILABLE, caches nothing, and asks again next time', async () => {
    const id = await addSong('flaky', { spotify: spotifyId('Flaky') });
    cyanite.finishAnalysis(spotifyId('Flaky'), [near]);
    cyanite.server.override('/graphql', { status: 502, json: { errors: [{ message: 'Bad gateway' }] } });
    expect((await t.ok(listener, SIMILAR, { songId: id })).similarSongs).toMatchObject({ status: 'UNAVAILABLE', tracks: [] });
    expect(await row(spotifyId('Flaky'))).toBeNull();
    expect((await similar('flaky')).status).toBe('READY');
    expect(cyanite.hits).toBe(2);
  });

  it('refuses anonymous callers (401) and unknown songs (404)', async () => {
    expect(await t.refused(anonymous, SIMILAR, { songId: songIds.get('seed') })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(listener, SIMILAR, { songId: randomUUID() })).toEqual({ status: 404, message: 'Song not found' });
  });

  it('without an access token it asks nothing and answers DISABLED; what is cached still answers', async () => {
    const off = unconfigured();
    const em = t.subgraph.db.em.fork();
    const newcomer = await addSong('newcomer', { spotify: spotifyId('Newcomer') });
    expect(await off.similarSongs(em, listener, newcomer)).toMatchObject({ status: 'DISABLED', tracks: [] });
    expect(await off.similarSongs(em, listener, songIds.get('seed')!)).toMatchObject({ status: 'READY', tracks: [{}, {}, {}] });
    expect(cyanite.hits).toBe(0);
  });
});

describe('similar songs of a list', () => {
  it('answers for the first 8 songs that have a Spotify id, in list order, skipping the others', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = spotifyId(`List${i}`);
      cyanite.finishAnalysis(id, [seed]);
      ids.push(await addSong(`list-${i}`, { spotify: id }));
    }
    const list = [songIds.get('youtube only')!, randomUUID(), 'not-a-uuid', ids[0]!, ids[0]!, ...ids.slice(1)];
    const answer = (await t.ok(listener, LIST, { ids: list })).similarSongsOfList as { songId: string; status: string; tracks: unknown[] }[];
    expect(answer.map((a) => a.songId)).toEqual(ids.slice(0, 8));
    expect(answer.every((a) => a.status === 'READY' && a.tracks.length === 1)).toBe(true);
    expect(cyanite.hits).toBe(8);
  });

  it('refuses more than 300 ids', async () => {
    const ids = Array.from({ length: 301 }, () => randomUUID());
    expect(await t.refused(listener, LIST, { ids })).toEqual({ status: 400, message: 'songIds must list at most 300 song ids' });
  });
});

describe('Cyanite webhook', () => {
  it('a finished analysis marks the track ANALYSED, and a job fetches and caches its similar tracks', async () => {
    cyanite.finishAnalysis(fresh, [near, nearer]);
    const fetched = nextSettled();
    expect((await t.ok(anonymous, WEBHOOK, delivery(spotifyAnalysisEvent(fresh, 'finished')))).receiveCyaniteWebhook).toEqual({
      outcome: 'ANALYSED',
      spotifyTrackId: fresh,
    });
    expect(await fetched).toMatchObject({ kind: 'library.cyanite-similar', outcome: 'done' });
    expect(await row(fresh)).toMatchObject({ status: 'ANALYSED', analysedAt: expect.any(Date), similarTracks: [{ spotifyTrackId: near }, { spotifyTrackId: nearer }] });
    const hits = cyanite.hits;
    expect(await similar('fresh')).toMatchObject({ status: 'READY', tracks: [{ spotifyTrackId: near, song: { trackName: 'near' } }, { spotifyTrackId: nearer, song: null }] });
    expect(cyanite.hits).toBe(hits);
  });

  it('a repeated delivery changes nothing and queues nothing', async () => {
    const queued = () => t.subgraph.db.em.fork().count(JobSchema, { kind: 'library.cyanite-similar' });
    const before = await queued();
    const hits = cyanite.hits;
    expect((await t.ok(anonymous, WEBHOOK, delivery(spotifyAnalysisEvent(fresh, 'finished')))).receiveCyaniteWebhook.outcome).toBe('ALREADY_RECORDED');
    // A late "failed" never hides similar tracks already known.
    expect((await t.ok(anonymous, WEBHOOK, delivery(spotifyAnalysisEvent(fresh, 'failed')))).receiveCyaniteWebhook.outcome).toBe('ALREADY_RECORDED');
    expect(await queued()).toBe(before);
    expect(cyanite.hits).toBe(hits);
    expect((await similar('fresh')).status).toBe('READY');
  });

  it('refuses a missing or wrong signature with 401, changing nothing', async () => {
    const track = spotifyId('Unsigned');
    const event = spotifyAnalysisEvent(track, 'finished');
    const body = JSON.stringify(event);
    expect(await t.refused(anonymous, WEBHOOK, delivery(event, null))).toEqual({
      status: 401,
      message: 'Missing Signature header: a Cyanite webhook must carry the HMAC-SHA512 of its body',
    });
    const invalid = 'Invalid Signature header: it is not the HMAC-SHA512 (hex) of this body with the Cyanite webhook secret';
    for (const signature of ['deadbeef', 'z'.repeat(128), cyanite.sign(`${body} `), cyanite.sign(body).slice(2) + 'ab']) {
      expect(await t.refused(anonymous, WEBHOOK, delivery(event, signature))).toEqual({ status: 401, message: invalid });
    }
    // Signed for other bytes: the same JSON with other whitespace is not what was signed.
    expect(await t.refused(anonymous, WEBHOOK, delivery(event, cyanite.sign(body), JSON.stringify(event, null, 2)))).toEqual({ status: 401, message: invalid });
    expect(await row(track)).toBeNull();
  });

  it('verifies the signature over the exact bytes, whitespace and upper-case hex included', async () => {
    const raw = ` {\n  "type" : "TEST", "data": null }\n`;
    expect((await t.ok(anonymous, WEBHOOK, delivery(null, cyanite.sign(raw).toUpperCase(), raw))).receiveCyaniteWebhook).toEqual({ outcome: 'TEST', spotifyTrackId: null });
    expect(signatureMatches('secret', Buffer.from('body'), 'ab')).toBe(false);
  });

  it('answers the test event, ignores events about other things, and reads the older webhook format', async () => {
    expect((await t.ok(anonymous, WEBHOOK, delivery(testEvent))).receiveCyaniteWebhook.outcome).toBe('TEST');
    const library = { version: '2', resource: { type: 'LibraryTrack', id: '42' }, event: { type: 'AudioAnalysisV6', status: 'finished' } };
    expect((await t.ok(anonymous, WEBHOOK, delivery(library))).receiveCyaniteWebhook.outcome).toBe('IGNORED');
    const processing = { ...spotifyAnalysisEvent(fresh, 'finished'), event: { type: 'AudioAnalysisV6', status: 'processing' } };
    expect((await t.ok(anonymous, WEBHOOK, delivery(processing))).receiveCyaniteWebhook.outcome).toBe('IGNORED');

    const legacy = spotifyId('Legacy');
    const failed = { type: 'SPOTIFY_TRACK_ANALYSIS_FAILED', data: { spotifyTrackId: legacy } };
    expect((await t.ok(anonymous, WEBHOOK, delivery(failed))).receiveCyaniteWebhook).toEqual({ outcome: 'ANALYSIS_FAILED', spotifyTrackId: legacy });
    expect(await row(legacy)).toMatchObject({ status: 'FAILED' });
    // Analysed after all (re-enqueued elsewhere): FAILED → ANALYSED.
    cyanite.finishAnalysis(legacy, [seed]);
    const fetched = nextSettled();
    const finished = { type: 'SPOTIFY_TRACK_ANALYSIS_FINISHED', data: { spotifyTrackId: legacy } };
    expect((await t.ok(anonymous, WEBHOOK, delivery(finished))).receiveCyaniteWebhook.outcome).toBe('ANALYSED');
    expect(await fetched).toMatchObject({ outcome: 'done' });
    expect(await row(legacy)).toMatchObject({ status: 'ANALYSED', similarTracks: [{ spotifyTrackId: seed, title: 'Seed' }] });
  });

  it('refuses a signed body that is not a Cyanite event (400)', async () => {
    for (const raw of ['not json', '[1,2]', '{"hello":"world"}']) {
      expect(await t.refused(anonymous, WEBHOOK, delivery(null, undefined, raw))).toEqual({
        status: 400,
        message: 'The webhook body is not a Cyanite event: expected a JSON object with an event or a type',
      });
    }
  });

  it('retries the fetch of similar tracks when Cyanite fails, until it succeeds', async () => {
    const track = spotifyId('Retried');
    cyanite.finishAnalysis(track, [near]);
    cyanite.server.override('/graphql', { status: 503, json: { errors: [{ message: 'Service Unavailable' }] } });
    const settled: JobSettled[] = [];
    const done = new Promise<void>((resolve) => {
      const listener = (s: JobSettled) => {
        settled.push(s);
        if (s.outcome === 'done') {
          jobs().events.off('settled', listener);
          resolve();
        }
      };
      jobs().events.on('settled', listener);
    });
    expect((await t.ok(anonymous, WEBHOOK, delivery(spotifyAnalysisEvent(track, 'finished')))).receiveCyaniteWebhook.outcome).toBe('ANALYSED');
    await done;
    expect(settled.map((s) => s.outcome)).toEqual(['retry', 'done']);
    expect(await row(track)).toMatchObject({ status: 'ANALYSED', similarTracks: [{ spotifyTrackId: near }] });
  });

  it('answers 503 while no webhook secret is configured', async () => {
    await expect(unconfigured().receiveWebhook(t.subgraph.db.em.fork(), delivery(testEvent).input)).rejects.toMatchObject({
      status: 503,
      message: 'Cyanite webhooks are not configured on this server (CYANITE_WEBHOOK_SECRET is unset)',
    });
  });
});
