import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobSettled } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { LibraryServices } from '@backspin/library/context';
import { JobSchema } from '@backspin/library/jobs';
import { FakeCyanite, spotifyAnalysisEvent, testEvent } from '@backspin/library/analysis/cyanite.fake';
import { SongSchema } from '@backspin/library/songs/song.entity';

const path = '/api/playlist-service/cyanite/webhook';
const spotifyId = (name: string) => name.padEnd(22, '0');
const analysed = spotifyId('RestAnalysed');
const similar = spotifyId('RestSimilar');

let cyanite: FakeCyanite;
let product: TestProduct;
let token: string;
let songId: string;

const library = () => product.subgraphs.get('library')!;
const jobs = () => (library().services as LibraryServices).jobs;
const nextSettled = () => once(jobs().events, 'settled').then(([settled]) => settled as JobSettled);
const webhookUrl = () => `${product.restBridgeUrl}${path}`;
const queuedJobs = () => library().db.em.fork().count(JobSchema, { kind: { $like: 'library.cyanite-%' } });

const SIMILAR = 'query($songId: ID!) { similarSongs(songId: $songId) { status tracks { spotifyTrackId song { trackName } } } }';
const similarSongs = async () => {
  const result = await postGraphQL<{ similarSongs: { status: string; tracks: unknown[] } }>(product.gatewayUrl, SIMILAR, { songId }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.similarSongs;
};

async function addSong(trackName: string, spotify: string): Promise<string> {
  const id = randomUUID();
  await library().db.em.fork().insert(SongSchema, {
    id,
    trackName,
    artistName: 'Bridge Artist',
    duration: 200,
    status: 'VERIFIED',
    musicProviders: { spotify },
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return id;
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  cyanite = await FakeCyanite.start({ tracks: { [similar]: { title: 'Similar Over The Bridge' } } });
  product = await startProduct({ env: { ...cyanite.env(), JOB_POLL_INTERVAL_MS: '50' } });
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "listener@backspin.local", password: "backspin-listener" }) { accessToken } }',
  );
  token = login.data!.login.accessToken;
  songId = await addSong('Analysed Over The Bridge', analysed);
  await addSong('Similar Over The Bridge', similar);
  // Not analysed yet: the first ask enqueues it at Cyanite.
  const enqueued = nextSettled();
  expect((await similarSongs()).status).toBe('ANALYSING');
  expect(await enqueued).toMatchObject({ kind: 'library.cyanite-enqueue', outcome: 'done' });
  expect(cyanite.enqueues).toEqual([analysed]);
});
afterAll(async () => {
  await product?.stop();
  await cyanite?.close();
  vi.restoreAllMocks();
});

describe('POST /api/playlist-service/cyanite/webhook', () => {
  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    cyanite.finishAnalysis(analysed, [similar]);
    const event = spotifyAnalysisEvent(analysed, 'finished');
    const jobsBefore = await queuedJobs();
    expect(await cyanite.sendWebhook(webhookUrl(), event, { signature: null })).toEqual({
      status: 401,
      body: JSON.stringify({ statusCode: 401, message: 'Missing Signature header: a Cyanite webhook must carry the HMAC-SHA512 of its body', error: 'Unauthorized' }),
    });
    const wrong = await cyanite.sendWebhook(webhookUrl(), event, { signature: cyanite.sign('something else') });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toEqual({
      statusCode: 401,
      message: 'Invalid Signature header: it is not the HMAC-SHA512 (hex) of this body with the Cyanite webhook secret',
      error: 'Unauthorized',
    });
    expect(await queuedJobs()).toBe(jobsBefore);
    expect((await similarSongs()).status).toBe('ANALYSING');
  });

  it('a signed "analysis finished": 200, the track is analysed and its similar songs available', async () => {
    const fetched = nextSettled();
    const answer = await cyanite.sendWebhook(webhookUrl(), spotifyAnalysisEvent(analysed, 'finished'));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ outcome: 'ANALYSED', spotifyTrackId: analysed }) });
    expect(await fetched).toMatchObject({ kind: 'library.cyanite-similar', outcome: 'done' });
    expect(await similarSongs()).toEqual({
      status: 'READY',
      tracks: [{ spotifyTrackId: similar, song: { trackName: 'Similar Over The Bridge' } }],
    });
  });

  it('a repeated delivery answers 200 and changes nothing', async () => {
    const jobsBefore = await queuedJobs();
    const hits = cyanite.hits;
    const answer = await cyanite.sendWebhook(webhookUrl(), spotifyAnalysisEvent(analysed, 'finished'));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ outcome: 'ALREADY_RECORDED', spotifyTrackId: analysed }) });
    expect(await queuedJobs()).toBe(jobsBefore);
    expect(cyanite.hits).toBe(hits);
    expect((await similarSongs()).status).toBe('READY');
  });

  it('keeps the body’s exact bytes for the signature, whatever its whitespace or content type', async () => {
    const raw = `{ "type":"TEST" ,\n\t"data": null, "note": "caf\u00e9 \u{1F3B5}" }`;
    expect(await cyanite.sendWebhook(webhookUrl(), null, { rawBody: raw })).toEqual({
      status: 200,
      body: JSON.stringify({ outcome: 'TEST', spotifyTrackId: null }),
    });
    const plain = await fetch(webhookUrl(), { method: 'POST', headers: { 'content-type': 'text/plain', signature: cyanite.sign(raw) }, body: raw });
    expect(plain.status).toBe(200);
  });

  it('answers the test event', async () => {
    expect(await cyanite.sendWebhook(webhookUrl(), testEvent)).toEqual({ status: 200, body: JSON.stringify({ outcome: 'TEST', spotifyTrackId: null }) });
  });

  it('answers 400 to a signed body that is not a Cyanite event', async () => {
    const answer = await cyanite.sendWebhook(webhookUrl(), null, { rawBody: '[1, 2, 3]' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'The webhook body is not a Cyanite event: expected a JSON object with an event or a type' });
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${product.restBridgeUrl}/docs/json`)).json()) as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths[path]?.post).toBeDefined();
  });
});
