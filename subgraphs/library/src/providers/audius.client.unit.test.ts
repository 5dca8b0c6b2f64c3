import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AudiusClient, type AudiusSettings } from './audius.client.ts';
import { FakeAudius } from './fakes/audius.fake.ts';
import { recordingLogger } from './testing.ts';

let fake: FakeAudius;
let logger: ReturnType<typeof recordingLogger>;
const client = (over: Partial<AudiusSettings> = {}) => new AudiusClient({ apiUrl: fake.url, appName: 'backspin-test', timeoutMs: 1000, ...over }, logger);

beforeAll(async () => {
  fake = await FakeAudius.start({
    tracks: [
      { id: 'D7KyD', title: 'Night Drive', handle: 'neonwave', name: 'Neon Wave', durationSeconds: 187.4, isrc: 'QZES52000001' },
      ...Array.from({ length: 30 }, (_, i) => ({ id: `L${i}xyz`, title: `Lofi Loop ${i}`, handle: 'loopy', name: '', durationSeconds: 60 })),
    ],
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('Audius search', () => {
  it('searches /v1/tracks/search with the query and the app name, and maps tracks', async () => {
    expect(await client().search('night drive')).toEqual([
      {
        provider: 'audius',
        providerId: 'D7KyD',
        trackName: 'Night Drive',
        artistName: 'Neon Wave',
        albumName: null,
        durationSeconds: 187,
        isrc: 'QZES52000001',
        explicit: false,
        releaseYear: 2024,
        thumbnails: [1000, 480, 150].map((px) => ({ url: `https://creatornode.audius.co/content/D7KyD/${px}x${px}.jpg`, width: px, height: px })),
        previewUrl: null,
        links: { web: 'https://audius.co/neonwave/night-drive', stream: `${fake.url}/v1/tracks/D7KyD/stream?app_name=backspin-test` },
      },
    ]);
    expect(Object.fromEntries(fake.server.requests.at(-1)!.query)).toEqual({ query: 'night drive', app_name: 'backspin-test' });
  });

  it('keeps the first `limit` results and falls back to the handle for a nameless artist', async () => {
    const tracks = await client().search('lofi', { limit: 5 });
    expect(tracks).toHaveLength(5);
    expect(tracks[0]!.artistName).toBe('loopy');
    expect(await client().search('lofi')).toHaveLength(20);
  });

  it('an empty query asks nothing', async () => {
    const before = fake.server.requests.length;
    expect(await client().search('')).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
  });

  it.each([
    ['a validation error (400)', { status: 400, json: { errors: { query: 'Missing required parameter in the query string' }, message: 'Input payload validation failed' } }, 'rejected', 'Input payload validation failed'],
    ['a 500', { status: 500, json: { message: 'Internal Server Error' } }, 'unavailable', 'Internal Server Error'],
    ['malformed JSON', { status: 200, text: '{"data":' }, 'unavailable', 'response body is not valid JSON'],
    ['a dropped connection', { drop: true as const }, 'unavailable', expect.any(String)],
  ])('%s gives nothing, logged', async (_name, reply, kind, message) => {
    fake.server.override('/v1/tracks/search', reply);
    expect(await client().search('night')).toEqual([]);
    expect(logger.warnings).toEqual([{ message: 'audius search failed', details: expect.objectContaining({ kind, error: message, query: 'night' }) }]);
  });

  it('times out', async () => {
    fake.server.override('/v1/tracks/search', { hang: true });
    expect(await client({ timeoutMs: 150 }).search('night')).toEqual([]);
    expect(logger.warnings[0]).toMatchObject({ details: { error: 'no answer within 150 ms' } });
  });
});
