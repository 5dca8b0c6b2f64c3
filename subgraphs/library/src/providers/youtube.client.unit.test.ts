import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeYouTube } from './fakes/youtube.fake.ts';
import { recordingLogger } from './testing.ts';
import { isoDurationSeconds, YouTubeClient, type YouTubeSettings } from './youtube.client.ts';

let fake: FakeYouTube;
let logger: ReturnType<typeof recordingLogger>;
const client = (over: Partial<YouTubeSettings> = {}) => new YouTubeClient({ apiUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 1000, ...over }, logger);
const many = Array.from({ length: 60 }, (_, i) => `vid${String(i).padStart(8, '0')}`);

beforeAll(async () => {
  fake = await FakeYouTube.start({
    videos: {
      dQw4w9WgXcQ: 'PT3M33S',
      longMixTape: 'PT1H2M3S',
      liveStream1: 'P0D',
      dayLongSet1: 'P1DT2H',
      brokenValue: 'three minutes',
      ...Object.fromEntries(many.map((id, i) => [id, `PT${i + 1}S`])),
    },
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('ISO 8601 durations', () => {
  it.each([
    ['PT4M13S', 253],
    ['PT45S', 45],
    ['PT1H', 3600],
    ['PT1H2M3S', 3723],
    ['P1DT2H', 93_600],
    ['P1W', 604_800],
    ['PT1.6S', 2],
    ['P0D', 0],
  ])('%s is %i seconds', (value, seconds) => {
    expect(isoDurationSeconds(value)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '4M13S', 'P1Y', 'P1M', 'PT4M13', 'PT-4S', 'three minutes'])('refuses %j', (value) => {
    expect(isoDurationSeconds(value)).toBeNull();
  });
});

describe('YouTube video duration', () => {
  it('reads contentDetails.duration of videos?part=contentDetails&id, with the API key', async () => {
    expect(await client().videoDuration('dQw4w9WgXcQ')).toBe(213);
    const sent = fake.server.requests.at(-1)!;
    expect(sent.path).toBe('/youtube/v3/videos');
    expect(Object.fromEntries(sent.query)).toEqual({ part: 'contentDetails', id: 'dQw4w9WgXcQ', key: fake.apiKey });
    expect(await client().videoDuration('longMixTape')).toBe(3723);
  });

  it('gives nothing for an unknown video, a live stream (P0D), or a duration that is not ISO 8601 (logged)', async () => {
    expect(await client().videoDuration('unknownVid1')).toBeNull();
    expect(await client().videoDuration('liveStream1')).toBeNull();
    expect(await client().videoDuration('brokenValue')).toBeNull();
    expect(logger.warnings).toEqual([
      { message: 'youtube video duration is not an ISO 8601 duration', details: { provider: 'youtube', id: 'brokenValue', duration: 'three minutes' } },
    ]);
  });

  it('looks many videos up 50 per call, skipping ids that cannot be YouTube ids', async () => {
    const before = fake.server.requests.length;
    const durations = await client().videoDurations([...many, 'dayLongSet1', 'bad id!', '']);
    expect(durations.size).toBe(61);
    expect(durations.get(many[59]!)).toBe(60);
    expect(durations.get('dayLongSet1')).toBe(93_600);
    expect(fake.server.requests.slice(before).map((r) => r.query.get('id')!.split(',').length)).toEqual([50, 11]);
  });

  it.each([
    ['a refused key (400 in Google’s error format)', { apiKey: 'wrong' }, undefined, 'rejected', 'API key not valid. Please pass a valid API key.'],
    ['an exhausted quota (403 quotaExceeded)', {}, { status: 403, json: { error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }] } } }, 'rejected', 'The request cannot be completed because you have exceeded your quota.'],
    ['a 503', {}, { status: 503, json: { error: { code: 503, message: 'The service is currently unavailable.', errors: [], status: 'UNAVAILABLE' } } }, 'unavailable', 'The service is currently unavailable.'],
    ['malformed JSON', {}, { status: 200, text: 'not json' }, 'unavailable', 'response body is not valid JSON'],
    ['no answer in time', { timeoutMs: 150 }, { hang: true as const }, 'unavailable', 'no answer within 150 ms'],
  ])('%s gives nothing, logged', async (_name, over, reply, kind, message) => {
    if (reply) fake.server.override('/youtube/v3/videos', reply);
    expect(await client(over).videoDuration('dQw4w9WgXcQ')).toBeNull();
    expect(logger.warnings).toEqual([{ message: 'youtube video duration failed', details: expect.objectContaining({ kind, error: message }) }]);
  });

  it('without an API key gives nothing and calls nothing, logged once', async () => {
    const c = client({ apiKey: undefined });
    const before = fake.server.requests.length;
    expect(await c.videoDuration('dQw4w9WgXcQ')).toBeNull();
    expect(await c.videoDurations(['dQw4w9WgXcQ'])).toEqual(new Map());
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toHaveLength(1);
  });
});
