import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../providers/testing.ts';
import { CyaniteClient, type CyaniteSettings } from './cyanite.client.ts';
import { FakeCyanite } from './cyanite.fake.ts';

const id = (name: string) => name.padEnd(22, '0');
const seed = id('Seed');
const fresh = id('Fresh');
const previewless = id('NoPreview');
const [near, nearer] = [id('Near'), id('Nearer')];

let fake: FakeCyanite;
let logger: ReturnType<typeof recordingLogger>;
const client = (over: Partial<CyaniteSettings> = {}) =>
  new CyaniteClient({ apiUrl: fake.url, accessToken: fake.accessToken, timeoutMs: 1000, ...over }, logger);

beforeAll(async () => {
  fake = await FakeCyanite.start({
    tracks: {
      [seed]: { title: 'Seed Song', state: 'finished', similar: [nearer, near] },
      [near]: { title: 'Near Song' },
      [nearer]: { title: 'Nearer Song' },
      [previewless]: { noPreview: true },
    },
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('Cyanite similar tracks', () => {
  it('POSTs the similar-tracks query with the bearer token and answers the similar Spotify tracks, best first', async () => {
    expect(await client().similarTracks(seed, 10)).toEqual({
      ok: true,
      value: { analysed: true, tracks: [{ spotifyTrackId: nearer, title: 'Nearer Song' }, { spotifyTrackId: near, title: 'Near Song' }] },
    });
    const request = fake.server.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/graphql', headers: { authorization: `Bearer ${fake.accessToken}` } });
    const body = JSON.parse(request.body) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ spotifyTrackId: seed, first: 10 });
    expect(body.query).toContain('similarTracks(first: $first, target: { spotify: {} })');
    expect(logger.warnings).toEqual([]);
  });

  it('asks for at most `first` tracks', async () => {
    expect(await client().similarTracks(seed, 1)).toMatchObject({ ok: true, value: { tracks: [{ spotifyTrackId: nearer }] } });
  });

  it('answers "not analysed" for the code trackNotAnalyzed (not a failure, not logged)', async () => {
    expect(await client().similarTracks(fresh, 10)).toEqual({ ok: true, value: { analysed: false } });
    expect(logger.warnings).toEqual([]);
  });

  it('any other SimilarTracksError is a rejection, logged with its code and message', async () => {
    fake.server.override('/graphql', {
      status: 200,
      json: { data: { spotifyTrack: { __typename: 'SpotifyTrack', id: seed, similarTracks: { __typename: 'SimilarTracksError', code: 'notAuthorized', message: 'Not allowed.' } } } },
    });
    expect(await client().similarTracks(seed, 10)).toEqual({ ok: false, failure: { kind: 'rejected', message: 'notAuthorized: Not allowed.' } });
    expect(logger.warnings).toEqual([
      { message: 'cyanite similar tracks failed', details: expect.objectContaining({ kind: 'rejected', spotifyTrackId: seed }) },
    ]);
  });

  it('a SpotifyTrackError is "not found"', async () => {
    fake.server.override('/graphql', { status: 200, json: { data: { spotifyTrack: { __typename: 'SpotifyTrackError', message: 'Track not found.' } } } });
    expect(await client().similarTracks(seed, 10)).toEqual({ ok: false, failure: { kind: 'not-found', message: 'Track not found.' } });
  });

  it('a wrong token is refused with 401: rejected, logged', async () => {
    expect(await client({ accessToken: 'wrong' }).similarTracks(seed, 10)).toEqual({
      ok: false,
      failure: { kind: 'rejected', status: 401, message: 'Unauthorized' },
    });
    expect(logger.warnings[0]).toMatchObject({ message: 'cyanite similar tracks failed', details: { status: 401, error: 'Unauthorized' } });
  });

  it.each([
    ['a 500', { status: 500, json: { errors: [{ message: 'Internal server error' }] } }, 'unavailable', 'Internal server error'],
    ['GraphQL errors in a 200', { status: 200, json: { errors: [{ message: 'Cannot query field "x"' }] } }, 'rejected', 'Cannot query field "x"'],
    ['an internal GraphQL error', { status: 200, json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } }, 'unavailable', 'boom'],
    ['a body of the wrong shape', { status: 200, json: { data: { spotifyTrack: 'nope' } } }, 'unavailable', expect.stringMatching(/^unexpected response: data\.spotifyTrack/)],
    ['malformed JSON', { status: 200, text: '{"data":' }, 'unavailable', 'response body is not valid JSON'],
    ['a dropped connection', { drop: true as const }, 'unavailable', expect.any(String)],
  ])('%s gives no result, logged', async (_name, reply, kind, message) => {
    fake.server.override('/graphql', reply);
    const result = await client().similarTracks(seed, 10);
    expect(result).toMatchObject({ ok: false, failure: { kind, message } });
    expect(logger.warnings).toEqual([{ message: 'cyanite similar tracks failed', details: expect.objectContaining({ kind, error: message }) }]);
  });

  it('times out', async () => {
    fake.server.override('/graphql', { hang: true });
    expect(await client({ timeoutMs: 150 }).similarTracks(seed, 10)).toMatchObject({ ok: false, failure: { kind: 'unavailable', message: 'no answer within 150 ms' } });
  });

  it('without an access token it is off: no call, logged once', async () => {
    const before = fake.hits;
    const off = client({ accessToken: undefined });
    expect(off.configured).toBe(false);
    expect(await off.similarTracks(seed, 10)).toMatchObject({ ok: false, failure: { kind: 'not-configured' } });
    expect(await off.enqueueSpotifyTrack(seed)).toMatchObject({ ok: false, failure: { kind: 'not-configured' } });
    expect(fake.hits).toBe(before);
    expect(logger.warnings).toHaveLength(1);
  });

  it('never sends what is not a Spotify track id', async () => {
    const before = fake.hits;
    expect(await client().similarTracks('not-an-id', 10)).toMatchObject({ ok: false, failure: { kind: 'not-found' } });
    expect(fake.hits).toBe(before);
  });
});

describe('Cyanite enqueue', () => {
  it('sends spotifyTrackEnqueue(input: { spotifyTrackId }) and answers the analysis state', async () => {
    const track = id('Enqueued');
    expect(await client().enqueueSpotifyTrack(track)).toEqual({ ok: true, value: 'in-progress' });
    expect(fake.enqueues.at(-1)).toBe(track);
    expect(JSON.parse(fake.server.requests.at(-1)!.body)).toMatchObject({ variables: { input: { spotifyTrackId: track } } });
    // Already analysed: Cyanite says so.
    expect(await client().enqueueSpotifyTrack(seed)).toEqual({ ok: true, value: 'finished' });
  });

  it('a SpotifyTrackEnqueueError (no preview) answers "refused", logged', async () => {
    expect(await client().enqueueSpotifyTrack(previewless)).toEqual({ ok: true, value: 'refused' });
    expect(logger.warnings).toEqual([
      {
        message: 'cyanite refused to analyse a track',
        details: { provider: 'cyanite', spotifyTrackId: previewless, error: 'SpotifyTrackEnqueueError: No preview available for this Spotify track.' },
      },
    ]);
  });

  it('a wrong token is refused with 401', async () => {
    expect(await client({ accessToken: 'wrong' }).enqueueSpotifyTrack(fresh)).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 401 } });
  });
});
