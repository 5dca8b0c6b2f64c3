import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSpotify } from './fakes/spotify.fake.ts';
import { SpotifyClient, stripSpotifyPrefix, type SpotifySettings } from './spotify.client.ts';
import { recordingLogger } from './testing.ts';

const ids = {
  harbour: '4uLU6hMCjMI75M1A2tKUQC',
  velvet: '7ouMYWpwJ422jRcDASZB7P',
  missing: '0000000000000000000000',
};
let fake: FakeSpotify;
let logger: ReturnType<typeof recordingLogger>;
const settings = (over: Partial<SpotifySettings> = {}): SpotifySettings => ({
  apiUrl: fake.url,
  accountsUrl: fake.url,
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  timeoutMs: 1000,
  ...over,
});
const client = (over: Partial<SpotifySettings> = {}, now?: () => number) => new SpotifyClient(settings(over), logger, now);

beforeAll(async () => {
  fake = await FakeSpotify.start({
    tracks: [
      { id: ids.harbour, name: 'Harbour Lights', artists: ['The Paper Lanterns', 'Ada Quill'], album: 'Night Ferries', durationMs: 214_400, isrc: 'USRC17607839', explicit: true, releaseDate: '2019-03-01' },
      { id: ids.velvet, name: 'Velvet Static', artists: ['Moth & Meridian'], durationMs: 247_000, previewUrl: null },
      ...Array.from({ length: 7 }, (_, i) => ({
        id: `PageTrack${String(i).padStart(13, '0')}`,
        name: `Paging Song ${i}`,
        artists: ['Pager'],
        durationMs: 100_000 + i,
      })),
    ],
    userTokens: { 'user-token-alice': 'alice', 'user-token-alice-fresh': 'alice' },
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('Spotify search', () => {
  it('finds tracks by term and maps them to the normalised shape', async () => {
    const tracks = await client().search({ term: 'harbour lights' });
    expect(tracks).toEqual([
      {
        provider: 'spotify',
        providerId: ids.harbour,
        trackName: 'Harbour Lights',
        artistName: 'The Paper Lanterns, Ada Quill',
        albumName: 'Night Ferries',
        durationSeconds: 214,
        isrc: 'USRC17607839',
        explicit: true,
        releaseYear: 2019,
        thumbnails: [
          { url: expect.stringMatching(/-640$/), width: 640, height: 640 },
          { url: expect.stringMatching(/-300$/), width: 300, height: 300 },
          { url: expect.stringMatching(/-64$/), width: 64, height: 64 },
        ],
        previewUrl: `https://p.scdn.co/mp3-preview/${ids.harbour}`,
        links: { web: `https://open.spotify.com/track/${ids.harbour}`, uri: `spotify:track:${ids.harbour}` },
      },
    ]);
    const sent = fake.server.requestsTo('/v1/search').at(-1)!;
    expect(Object.fromEntries(sent.query)).toEqual({ q: 'harbour lights', type: 'track', limit: '20', offset: '0' });
    expect(sent.headers.authorization).toMatch(/^Bearer BQ/);
  });

  it('searches by ISRC with the isrc: filter, normalising the code, and never sends a malformed one', async () => {
    const tracks = await client().search({ isrc: 'us-rc1-76-07839' });
    expect(tracks.map((t) => t.providerId)).toEqual([ids.harbour]);
    expect(fake.server.requestsTo('/v1/search').at(-1)!.query.get('q')).toBe('isrc:USRC17607839');
    const before = fake.server.requests.length;
    expect(await client().search({ isrc: 'isrc:X OR 1' })).toEqual([]);
    expect(await client().search({ term: '   ' })).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
  });

  it('pages with limit and offset, bounded to what Spotify accepts', async () => {
    const c = client();
    const first = await c.search({ term: 'paging song' }, { limit: 3 });
    const third = await c.search({ term: 'paging song' }, { limit: 3, offset: 6 });
    expect(first.map((t) => t.trackName)).toEqual(['Paging Song 0', 'Paging Song 1', 'Paging Song 2']);
    expect(third.map((t) => t.trackName)).toEqual(['Paging Song 6']);
    await c.search({ term: 'paging song' }, { limit: 500, offset: -4, market: 'us' });
    expect(Object.fromEntries(fake.server.requestsTo('/v1/search').at(-1)!.query)).toMatchObject({ limit: '50', offset: '0', market: 'US' });
  });
});

describe('Spotify track by id', () => {
  it('strips the spotify:track: prefix (spec §5) and maps a track without preview or ISRC', async () => {
    expect(stripSpotifyPrefix(`spotify:track:${ids.velvet}`)).toBe(ids.velvet);
    const track = await client().track(`spotify:track:${ids.velvet}`);
    expect(track).toMatchObject({ providerId: ids.velvet, trackName: 'Velvet Static', isrc: null, previewUrl: null, explicit: false, albumName: 'Velvet Static (Single)' });
    expect(fake.server.requests.at(-1)!.path).toBe(`/v1/tracks/${ids.velvet}`);
  });

  it('gives nothing for an unknown id (404 in Spotify’s error format), logged', async () => {
    const c = client();
    expect(await c.track(ids.missing)).toBeNull();
    expect(logger.warnings).toEqual([
      { message: 'spotify track failed', details: expect.objectContaining({ kind: 'not-found', status: 404, error: 'Not found.', id: ids.missing }) },
    ]);
    const lookup = await c.lookupTrack(ids.missing);
    expect(lookup).toEqual({ ok: false, failure: { kind: 'not-found', status: 404, message: 'Not found.' } });
  });

  it('never sends an id that cannot be a Spotify id (no path tricks)', async () => {
    const before = fake.server.requests.length;
    expect(await client().lookupTrack('../me')).toEqual({ ok: false, failure: { kind: 'not-found', message: 'not a Spotify track id' } });
    expect(await client().track('')).toBeNull();
    expect(fake.server.requests.length).toBe(before);
  });
});

describe('Spotify app token', () => {
  it('asks for a client-credentials token once and reuses it until it expires', async () => {
    let now = 1_000_000;
    const c = client({}, () => now);
    const tokensBefore = fake.issuedTokens.length;
    await c.track(ids.harbour);
    await c.search({ term: 'velvet' });
    expect(fake.issuedTokens.length - tokensBefore).toBe(1);
    const tokenRequest = fake.server.requestsTo('/api/token').at(-1)!;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
    now += 3600 * 1000;
    await c.track(ids.harbour);
    expect(fake.issuedTokens.length - tokensBefore).toBe(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const c = client();
    const tokensBefore = fake.issuedTokens.length;
    await Promise.all([c.track(ids.harbour), c.track(ids.velvet), c.search({ term: 'paging' })]);
    expect(fake.issuedTokens.length - tokensBefore).toBe(1);
  });

  it('on 401 "The access token expired" gets a new token and retries the request once', async () => {
    const c = client();
    await c.track(ids.harbour);
    fake.expireAppTokens();
    const tokensBefore = fake.issuedTokens.length;
    const apiBefore = fake.server.requestsTo(/^\/v1\//).length;
    expect((await c.track(ids.harbour))?.trackName).toBe('Harbour Lights');
    expect(fake.issuedTokens.length - tokensBefore).toBe(1);
    expect(fake.server.requestsTo(/^\/v1\//).length - apiBefore).toBe(2);
    expect(logger.warnings).toEqual([]);
  });

  it('retries only once: a second 401 gives nothing, logged with Spotify’s message', async () => {
    const c = client();
    fake.server.override(`/v1/tracks/${ids.harbour}`, { status: 401, json: { error: { status: 401, message: 'The access token expired' } } }, 2);
    const apiBefore = fake.server.requestsTo(`/v1/tracks/${ids.harbour}`).length;
    expect(await c.track(ids.harbour)).toBeNull();
    expect(fake.server.requestsTo(`/v1/tracks/${ids.harbour}`).length - apiBefore).toBe(2);
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'rejected', status: 401, error: 'The access token expired' } });
  });

  it('refused credentials give nothing, logged as the token failure (never "not found")', async () => {
    const c = client({ clientSecret: 'wrong' });
    expect(await c.search({ term: 'harbour' })).toEqual([]);
    const lookup = await c.lookupTrack(ids.harbour);
    expect(lookup).toEqual({ ok: false, failure: { kind: 'unavailable', status: 400, message: 'token request failed: Invalid client' } });
    expect(logger.warnings[0]).toMatchObject({ message: 'spotify search failed', details: { kind: 'unavailable', error: 'token request failed: Invalid client' } });
  });
});

describe('Spotify failures give no result and are logged', () => {
  it.each([
    ['a 5xx in Spotify’s error format', { status: 503, json: { error: { status: 503, message: 'Service unavailable' } } }, 'unavailable', 'Service unavailable'],
    ['a 429 rate limit', { status: 429, json: { error: { status: 429, message: 'API rate limit exceeded' } }, headers: { 'retry-after': '3' } }, 'rejected', 'API rate limit exceeded'],
    ['a body that is not JSON', { status: 200, text: '<html>oops</html>' }, 'unavailable', 'response body is not valid JSON'],
    ['JSON of the wrong shape', { status: 200, json: { id: ids.harbour } }, 'unavailable', expect.stringMatching(/^unexpected response: name/)],
    ['an error without a body', { status: 502, text: '' }, 'unavailable', '502 Bad Gateway'],
    ['a dropped connection', { drop: true as const }, 'unavailable', expect.any(String)],
  ])('%s', async (_name, reply, kind, message) => {
    const c = client();
    fake.server.override(`/v1/tracks/${ids.harbour}`, reply);
    expect(await c.track(ids.harbour)).toBeNull();
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatchObject({ message: 'spotify track failed', details: { provider: 'spotify', operation: 'track', kind, error: message } });
  });

  it('a provider that does not answer is cut off at the time limit', async () => {
    const c = client({ timeoutMs: 150 });
    fake.server.override('/v1/search', { hang: true });
    const started = performance.now();
    expect(await c.search({ term: 'harbour' })).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'unavailable', error: 'no answer within 150 ms' } });
  });

  it('a provider that is not listening gives nothing', async () => {
    const gone = await FakeSpotify.start();
    await gone.close();
    const c = client({ apiUrl: gone.url, accountsUrl: gone.url });
    expect(await c.track(ids.harbour)).toBeNull();
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'unavailable', error: 'token request failed: ECONNREFUSED' } });
  });
});

describe('Spotify not configured', () => {
  it('gives no result without credentials, calls nothing, and says so once', async () => {
    const c = client({ clientId: undefined, clientSecret: undefined });
    const before = fake.server.requests.length;
    expect(c.configured).toBe(false);
    expect(await c.search({ term: 'harbour' })).toEqual([]);
    expect(await c.track(ids.harbour)).toBeNull();
    expect(await c.lookupTrack(ids.harbour)).toEqual({ ok: false, failure: { kind: 'not-configured', message: 'spotify is not configured' } });
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toEqual([{ message: 'spotify is not configured: its lookups give no result', details: { provider: 'spotify', operation: 'search' } }]);
  });
});

describe('Spotify playlist export', () => {
  const trackIds = Array.from({ length: 150 }, (_, i) => `Export${String(i).padStart(16, '0')}`);

  it('creates a private playlist for the user and adds the tracks 100 at a time, skipping malformed ids', async () => {
    const result = await client().exportPlaylist(
      { accessToken: 'user-token-alice' },
      { name: 'Backspin: Friday', description: 'From Backspin', trackIds: [...trackIds.map((id, i) => (i % 2 ? `spotify:track:${id}` : id)), 'not-an-id'] },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const playlist = fake.playlists.get(result.value.playlistId)!;
    expect(playlist).toMatchObject({ owner: 'alice', name: 'Backspin: Friday', description: 'From Backspin', public: false });
    expect(playlist.uris).toEqual(trackIds.map((id) => `spotify:track:${id}`));
    expect(result.value).toEqual({ playlistId: playlist.id, url: `https://open.spotify.com/playlist/${playlist.id}`, trackCount: 150 });
    expect(fake.server.requestsTo(`/v1/playlists/${playlist.id}/tracks`).map((r) => (JSON.parse(r.body) as { uris: string[] }).uris.length)).toEqual([100, 50]);
  });

  it('on 401 refreshes the user token once through the caller and retries', async () => {
    const refresh = vi.fn(async () => 'user-token-alice-fresh');
    const result = await client().exportPlaylist({ accessToken: 'user-token-expired', refresh }, { name: 'Refreshed', trackIds: trackIds.slice(0, 2) });
    expect(result.ok).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.server.requestsTo('/v1/me').slice(-2).map((r) => r.headers.authorization)).toEqual(['Bearer user-token-expired', 'Bearer user-token-alice-fresh']);
  });

  it('fails, logged, when the user token is refused and cannot be refreshed', async () => {
    const result = await client().exportPlaylist({ accessToken: 'user-token-expired', refresh: async () => null }, { name: 'Nope', trackIds });
    expect(result).toEqual({ ok: false, failure: { kind: 'rejected', status: 401, message: 'Invalid access token' } });
    expect(logger.warnings[0]).toMatchObject({ message: 'spotify playlist export failed', details: { step: 'me' } });
  });
});
