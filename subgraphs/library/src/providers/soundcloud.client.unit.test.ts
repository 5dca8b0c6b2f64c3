import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSoundCloud } from './fakes/soundcloud.fake.ts';
import { SoundCloudClient, soundCloudPage, type SoundCloudSettings } from './soundcloud.client.ts';
import { recordingLogger } from './testing.ts';

let fake: FakeSoundCloud;
let logger: ReturnType<typeof recordingLogger>;
const settings = (over: Partial<SoundCloudSettings> = {}): SoundCloudSettings => ({
  apiUrl: fake.url,
  authUrl: fake.url,
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  timeoutMs: 1000,
  ...over,
});
const client = (over: Partial<SoundCloudSettings> = {}, now?: () => number) => new SoundCloudClient(settings(over), logger, now);

beforeAll(async () => {
  fake = await FakeSoundCloud.start({
    tracks: [
      { id: 1001, title: 'Flickermood', username: 'forss', durationMs: 213_718, isrc: 'GB-AAA-03-00001', releaseYear: 2003, ownerId: 'u-forss' },
      { id: 1002, title: 'Private Sketch', username: 'forss', durationMs: 90_000, secretToken: 's-Xy12Ab', artworkUrl: null, ownerId: 'u-forss' },
      ...Array.from({ length: 7 }, (_, i) => ({ id: 2000 + i, title: `Loop ${i}`, username: 'looper', durationMs: 60_000 + i * 1000 })),
    ],
    userTokens: { 'sc-user-forss': 'u-forss', 'sc-user-forss-fresh': 'u-forss' },
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('SoundCloud track', () => {
  it('finds a track by id with an OAuth app token and maps it', async () => {
    expect(await client().track('1001')).toEqual({
      provider: 'soundCloudPublic',
      providerId: '1001',
      trackName: 'Flickermood',
      artistName: 'forss',
      albumName: null,
      durationSeconds: 214,
      isrc: 'GBAAA0300001',
      explicit: false,
      releaseYear: 2003,
      thumbnails: [
        { url: 'https://i1.sndcdn.com/artworks-1001-t500x500.jpg', width: 500, height: 500 },
        { url: 'https://i1.sndcdn.com/artworks-1001-t300x300.jpg', width: 300, height: 300 },
        { url: 'https://i1.sndcdn.com/artworks-1001-large.jpg', width: 100, height: 100 },
      ],
      previewUrl: null,
      links: { web: 'https://soundcloud.com/forss/flickermood', uri: 'soundcloud:tracks:1001' },
    });
    expect(fake.server.requests.at(-1)!.headers.authorization).toMatch(/^OAuth 2-/);
    const tokenRequest = fake.server.requestsTo('/oauth/token').at(-1)!;
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
  });

  it('accepts a URN, and gives nothing for an unknown or private track (404 in SoundCloud’s format), logged', async () => {
    expect((await client().track('soundcloud:tracks:1001'))?.trackName).toBe('Flickermood');
    expect(await client().lookupTrack('999')).toEqual({ ok: false, failure: { kind: 'not-found', status: 404, message: '404 - Not Found' } });
    expect(await client().track('1002')).toBeNull();
    expect(logger.warnings.map((w) => w.details.kind)).toEqual(['not-found', 'not-found']);
  });

  it('never sends an id that cannot be a SoundCloud id', async () => {
    const before = fake.server.requests.length;
    expect(await client().track('1001/../../me')).toBeNull();
    expect(fake.server.requests.length).toBe(before);
  });
});

describe('SoundCloud streams', () => {
  it('gives the stream URLs of a public track', async () => {
    expect(await client().streams('1001')).toEqual({
      httpMp3: `${fake.url}/tracks/soundcloud:tracks:1001/stream`,
      hlsMp3: `${fake.url}/tracks/soundcloud:tracks:1001/stream/hls`,
      hlsAac: `${fake.url}/tracks/soundcloud:tracks:1001/stream/hls-aac`,
      hlsOpus: `${fake.url}/tracks/soundcloud:tracks:1001/stream/hls-opus`,
      preview: `${fake.url}/tracks/soundcloud:tracks:1001/preview`,
    });
    expect(fake.server.requests.at(-1)!.query.has('secret_token')).toBe(false);
  });

  it('opens a private track with its secret_token, and only with it', async () => {
    expect((await client().streams('1002', { secretToken: 's-Xy12Ab' }))?.httpMp3).toMatch(/1002\/stream$/);
    expect(fake.server.requests.at(-1)!.query.get('secret_token')).toBe('s-Xy12Ab');
    expect(await client().streams('1002')).toBeNull();
    expect(await client().streams('1002', { secretToken: 's-wrong' })).toBeNull();
    expect(await client().streams('1002', { secretToken: 'a&b=c' })).toBeNull();
  });
});

describe('SoundCloud resolve (permalinks)', () => {
  it('reads the track id from the 302 of GET /resolve?url=, without following it', async () => {
    const before = fake.server.requests.length;
    expect(await client().resolveTrackId('https://soundcloud.com/forss/flickermood')).toEqual({ ok: true, value: '1001' });
    const sent = fake.server.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/oauth/token', '/resolve']);
    expect(sent[1]!.query.get('url')).toBe('https://soundcloud.com/forss/flickermood');
    expect(sent[1]!.headers.authorization).toMatch(/^OAuth 2-/);
  });

  it('resolves mobile and trailing-slash permalinks, and a private one carrying its secret', async () => {
    expect(await client().resolveTrackId('https://m.soundcloud.com/forss/flickermood/?in=x')).toEqual({ ok: true, value: '1001' });
    expect(await client().resolveTrackId('https://soundcloud.com/forss/private-sketch/s-Xy12Ab')).toEqual({ ok: true, value: '1002' });
    expect(await client().resolveTrackId('https://soundcloud.com/forss/private-sketch')).toMatchObject({ ok: false, failure: { kind: 'not-found', status: 404 } });
  });

  it('takes a 200 with the resource too, and refuses what is not a track', async () => {
    fake.resolveAnswers = 'resource';
    try {
      expect(await client().resolveTrackId('https://soundcloud.com/forss/flickermood')).toEqual({ ok: true, value: '1001' });
      expect(await client().resolveTrackId('https://soundcloud.com/forss')).toEqual({ ok: false, failure: { kind: 'not-found', message: 'the link is not a SoundCloud track' } });
    } finally {
      fake.resolveAnswers = 'redirect';
    }
    expect(await client().resolveTrackId('https://soundcloud.com/forss')).toEqual({ ok: false, failure: { kind: 'not-found', message: 'the link is not a SoundCloud track' } });
  });

  it('asks SoundCloud only about SoundCloud pages, and logs a failed resolve', async () => {
    expect(soundCloudPage('https://www.soundcloud.com/a/b?si=1#t=3')).toBe('https://soundcloud.com/a/b');
    expect(soundCloudPage('https://on.soundcloud.com/AbCd')).toBe('https://on.soundcloud.com/AbCd');
    const before = fake.server.requests.length;
    for (const link of ['https://evil.example/forss/flickermood', 'https://api.soundcloud.com/tracks/1', 'https://soundcloud.com/', 'nope']) {
      expect(await client().resolveTrackId(link)).toEqual({ ok: false, failure: { kind: 'not-found', message: 'not a SoundCloud page URL' } });
    }
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toEqual([]);
    fake.server.override('/resolve', { status: 503, json: { code: 503, message: 'Service Unavailable', status: '503 - Service Unavailable', errors: [] } });
    expect(await client().resolveTrackId('https://soundcloud.com/forss/flickermood')).toEqual({
      ok: false,
      failure: { kind: 'unavailable', status: 503, message: 'Service Unavailable' },
    });
    expect(logger.warnings).toEqual([{ message: 'soundCloudPublic resolve failed', details: expect.objectContaining({ kind: 'unavailable', url: 'https://soundcloud.com/forss/flickermood' }) }]);
  });
});

describe('SoundCloud search with linked partitioning', () => {
  it('asks for the first page with limit and linked_partitioning=true', async () => {
    const before = fake.server.requests.length;
    const tracks = await client().search('loop', { limit: 3 });
    expect(tracks.map((t) => t.trackName)).toEqual(['Loop 0', 'Loop 1', 'Loop 2']);
    const searches = fake.server.requests.slice(before).filter((r) => r.path === '/tracks');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toEqual({ q: 'loop', limit: '3', linked_partitioning: 'true' });
  });

  it('follows next_href up to the page asked for', async () => {
    const before = fake.server.requests.length;
    expect((await client().search('loop', { limit: 3, offset: 6 })).map((t) => t.trackName)).toEqual(['Loop 6']);
    const searches = fake.server.requests.slice(before).filter((r) => r.path === '/tracks');
    expect(searches.map((r) => r.query.get('cursor'))).toEqual([null, expect.any(String), expect.any(String)]);
    expect((await client().search('loop', { limit: 3, offset: 4 })).map((t) => t.trackName)).toEqual(['Loop 4', 'Loop 5', 'Loop 6']);
    expect(await client().search('loop', { limit: 3, offset: 30 })).toEqual([]);
  });

  it('does not follow a next_href that leaves the API (the token would go with it)', async () => {
    fake.server.override('/tracks', {
      status: 200,
      json: { collection: [], next_href: 'https://evil.example/tracks?cursor=abc' },
    });
    expect(await client().search('loop', { offset: 10 })).toEqual([]);
    expect(logger.warnings).toEqual([
      { message: 'soundCloudPublic next_href leaves the API, not followed', details: { provider: 'soundCloudPublic', next_href: 'https://evil.example/tracks?cursor=abc' } },
    ]);
  });

  it('an empty query asks nothing', async () => {
    const before = fake.server.requests.length;
    expect(await client().search('  ')).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
  });
});

describe('SoundCloud me/tracks', () => {
  it('lists the user’s own tracks, private ones included, with their token', async () => {
    const tracks = await client().myTracks({ accessToken: 'sc-user-forss' }, { limit: 1, offset: 1 });
    expect(tracks.map((t) => t.trackName)).toEqual(['Private Sketch']);
    expect(fake.server.requestsTo('/me/tracks').every((r) => r.headers.authorization === 'OAuth sc-user-forss')).toBe(true);
  });

  it('on 401 refreshes the user token once and retries', async () => {
    const refresh = vi.fn(async () => 'sc-user-forss-fresh');
    expect(await client().myTracks({ accessToken: 'sc-user-stale', refresh })).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await client().myTracks({ accessToken: 'sc-user-stale' })).toEqual([]);
    expect(logger.warnings[0]).toMatchObject({ message: 'soundCloudPublic me/tracks failed', details: { status: 401, error: '401 - Unauthorized' } });
  });
});

describe('SoundCloud app token', () => {
  it('is reused, and renewed with its single-use refresh token when it expires', async () => {
    let now = 5_000_000;
    const c = client({}, () => now);
    const grantsBefore = fake.grants.length;
    await c.track('1001');
    await c.search('loop');
    now += 3600 * 1000;
    await c.track('1001');
    await c.track('1001');
    expect(fake.grants.slice(grantsBefore)).toEqual(['client_credentials', 'refresh_token']);
  });

  it.each([401, 403])('on %i gets a new token and retries once (spec §4)', async (status) => {
    const c = client();
    await c.track('1001');
    if (status === 401) fake.expireAppTokens();
    else fake.server.override('/tracks/1001', { status: 403, json: { code: 403, message: 'Forbidden', status: '403 - Forbidden', errors: [], error: null } });
    const before = fake.server.requestsTo('/tracks/1001').length;
    expect((await c.track('1001'))?.trackName).toBe('Flickermood');
    expect(fake.server.requestsTo('/tracks/1001').length - before).toBe(2);
    expect(logger.warnings).toEqual([]);
  });

  it('retries only once', async () => {
    fake.server.override('/tracks/1001', { status: 403, json: { code: 403, message: 'Forbidden', status: '403 - Forbidden', errors: [], error: null } }, 2);
    const before = fake.server.requestsTo('/tracks/1001').length;
    expect(await client().track('1001')).toBeNull();
    expect(fake.server.requestsTo('/tracks/1001').length - before).toBe(2);
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'rejected', status: 403, error: 'Forbidden' } });
  });

  it('refused credentials give nothing, logged as a token failure', async () => {
    expect(await client({ clientSecret: 'nope' }).lookupTrack('1001')).toEqual({
      ok: false,
      failure: { kind: 'unavailable', status: 401, message: 'token request failed: Client authentication failed' },
    });
  });
});

describe('SoundCloud failures and configuration', () => {
  it.each([
    ['a 500', { status: 500, json: { code: 500, message: 'Internal Server Error', status: '500 - Internal Server Error', errors: [], error: null } }, 'Internal Server Error'],
    ['malformed JSON', { status: 200, text: '{"collection": [' }, 'response body is not valid JSON'],
    ['a page of the wrong shape', { status: 200, json: { collection: [{ id: 'x' }] } }, expect.stringMatching(/^unexpected response: collection\.0\.id/)],
  ])('%s gives nothing, logged', async (_name, reply, message) => {
    fake.server.override('/tracks', reply);
    expect(await client().search('loop')).toEqual([]);
    expect(logger.warnings[0]).toMatchObject({ message: 'soundCloudPublic search failed', details: { kind: 'unavailable', error: message } });
  });

  it('times out', async () => {
    fake.server.override('/tracks/1001/streams', { hang: true });
    expect(await client({ timeoutMs: 150 }).streams('1001')).toBeNull();
    expect(logger.warnings[0]).toMatchObject({ details: { error: 'no answer within 150 ms' } });
  });

  it('without credentials gives nothing, calls nothing, logged once', async () => {
    const c = client({ clientId: undefined });
    const before = fake.server.requests.length;
    expect(await c.track('1001')).toBeNull();
    expect(await c.streams('1001')).toBeNull();
    expect(await c.search('loop')).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toHaveLength(1);
  });
});
