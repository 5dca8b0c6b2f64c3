import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSevenDigital } from './fakes/seven-digital.fake.ts';
import { hmacSha1Signature, signatureBaseString, signUrl, verifySignedUrl } from './oauth1.ts';
import { thumbnailFor } from './provider-track.ts';
import { SevenDigitalClient, sevenDigitalImages, type SevenDigitalSettings } from './seven-digital.client.ts';
import { recordingLogger } from './testing.ts';

let fake: FakeSevenDigital;
let logger: ReturnType<typeof recordingLogger>;
const settings = (over: Partial<SevenDigitalSettings> = {}): SevenDigitalSettings => ({
  apiUrl: fake.url,
  streamUrl: fake.url,
  previewUrl: fake.url,
  consumerKey: fake.consumerKey,
  consumerSecret: fake.consumerSecret,
  country: 'US',
  formatIds: { low: 26, medium: 55, high: 56 },
  timeoutMs: 1000,
  ...over,
});
const client = (over: Partial<SevenDigitalSettings> = {}, now?: () => number) => new SevenDigitalClient(settings(over), logger, now);

beforeAll(async () => {
  fake = await FakeSevenDigital.start({
    tracks: [
      { id: 12345678, title: 'Harbour Lights', version: 'Radio Edit', artist: 'The Paper Lanterns', durationSeconds: 214, isrc: 'USRC17607839', explicit: true, releaseId: 1044021, releaseTitle: 'Night Ferries', releaseDate: '2019-03-01' },
      { id: 23456789, title: 'Velvet Static', artist: 'Moth & Meridian', durationSeconds: 247 },
      { id: 34567890, title: 'Only In Britain', artist: 'Moth & Meridian', durationSeconds: 100, countries: ['GB'] },
      ...Array.from({ length: 7 }, (_, i) => ({ id: 50_000_000 + i, title: `Paging Song ${i}`, artist: 'Pager', durationSeconds: 100 + i })),
    ],
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('OAuth 1.0a signing', () => {
  it('gives the signature of the OAuth Core 1.0 example (Appendix A.5)', () => {
    const url = new URL('http://photos.example.net/photos?file=vacation.jpg&size=original');
    const base = signatureBaseString('GET', url, [
      ...url.searchParams,
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_token', 'nnch734d00sl2jdk'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1191242096'],
      ['oauth_nonce', 'kllo9940pd9333jh'],
      ['oauth_version', '1.0'],
    ]);
    expect(base).toBe(
      'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3Dkllo9940pd9333jh%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1191242096%26oauth_token%3Dnnch734d00sl2jdk%26oauth_version%3D1.0%26size%3Doriginal',
    );
    expect(hmacSha1Signature(base, 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00')).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=');
    const signed = signUrl(url, { consumerKey: 'dpf43f3p2l4k3l03', consumerSecret: 'kd94hf93k423kf44', token: 'nnch734d00sl2jdk', tokenSecret: 'pfkkdhi9sl3r4s00' }, { timestamp: 1191242096, nonce: 'kllo9940pd9333jh' });
    expect(signed.searchParams.get('oauth_signature')).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=');
  });

  it('a signed URL verifies with its secret only, and not once a parameter changes', () => {
    const signed = signUrl(new URL('https://stream.example/stream/catalogue?trackId=1&country=US'), { consumerKey: 'k', consumerSecret: 's' });
    expect(verifySignedUrl(signed, 's')).toBe(true);
    expect(verifySignedUrl(signed, 'other')).toBe(false);
    signed.searchParams.set('trackId', '2');
    expect(verifySignedUrl(signed, 's')).toBe(false);
  });
});

describe('7digital images', () => {
  it('offers the release image at 800, 500 and 350 px (spec §9 sizes), and 350 as the 256 px thumbnail', () => {
    const images = sevenDigitalImages('http://artwork-cdn.7static.com/static/img/sleeveart/00/000/121/0000012134_50.jpg');
    expect(images).toEqual([800, 500, 350].map((px) => ({ url: `http://artwork-cdn.7static.com/static/img/sleeveart/00/000/121/0000012134_${px}.jpg`, width: px, height: px })));
    expect(thumbnailFor(images)?.width).toBe(350);
    expect(sevenDigitalImages('https://img.example/cover.jpg')).toEqual([{ url: 'https://img.example/cover.jpg', width: null, height: null }]);
    expect(sevenDigitalImages('https://img.example/cover_64.jpg')).toEqual([{ url: 'https://img.example/cover_64.jpg', width: null, height: null }]);
    expect(sevenDigitalImages(null)).toEqual([]);
  });
});

describe('7digital search', () => {
  it('searches /track/search as JSON with the consumer key, and maps tracks to the normalised shape', async () => {
    expect(await client().search('harbour lights')).toEqual([
      {
        provider: 'sevenDigital',
        providerId: '12345678',
        trackName: 'Harbour Lights (Radio Edit)',
        artistName: 'The Paper Lanterns',
        albumName: 'Night Ferries',
        durationSeconds: 214,
        isrc: 'USRC17607839',
        explicit: true,
        releaseYear: 2019,
        thumbnails: [800, 500, 350].map((px) => ({
          url: `http://artwork-cdn.7static.com/static/img/sleeveart/00/010/440/0001044021_${px}.jpg`,
          width: px,
          height: px,
        })),
        previewUrl: null,
        links: { web: 'https://us.7digital.com/artist/the-paper-lanterns/release/night-ferries-1044021' },
      },
    ]);
    const sent = fake.server.requestsTo('/track/search').at(-1)!;
    expect(Object.fromEntries(sent.query)).toEqual({ q: 'harbour lights', country: 'US', page: '1', pageSize: '20', oauth_consumer_key: fake.consumerKey });
    expect(sent.headers.accept).toBe('application/json');
  });

  it('pages by page number and size: an offset inside a page asks for the two pages around it', async () => {
    const c = client();
    expect((await c.search('paging song', { limit: 3 })).map((t) => t.trackName)).toEqual(['Paging Song 0', 'Paging Song 1', 'Paging Song 2']);
    expect((await c.search('paging song', { limit: 3, offset: 6 })).map((t) => t.trackName)).toEqual(['Paging Song 6']);
    const before = fake.server.requestsTo('/track/search').length;
    expect((await c.search('paging song', { limit: 3, offset: 2 })).map((t) => t.trackName)).toEqual(['Paging Song 2', 'Paging Song 3', 'Paging Song 4']);
    expect(fake.server.requestsTo('/track/search').slice(before).map((r) => [r.query.get('page'), r.query.get('pageSize')])).toEqual([
      ['1', '3'],
      ['2', '3'],
    ]);
  });

  it('asks in the shop country given (or the configured one), and never sends an empty query', async () => {
    expect(await client().search('only in britain')).toEqual([]);
    expect((await client().search('only in britain', { country: 'gb' })).map((t) => t.providerId)).toEqual(['34567890']);
    expect((await client({ country: 'GB' }).search('only in britain')).map((t) => t.providerId)).toEqual(['34567890']);
    const before = fake.server.requests.length;
    expect(await client().search('   ')).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
  });

  it('finds a track by ISRC, keeping exact matches only', async () => {
    expect((await client().trackByIsrc('us-rc1-76-07839'))?.providerId).toBe('12345678');
    expect(fake.server.requestsTo('/track/search').at(-1)!.query.get('q')).toBe('USRC17607839');
    expect(await client().trackByIsrc('GBAYE9700386')).toBeNull();
    const before = fake.server.requests.length;
    expect(await client().trackByIsrc('not an isrc')).toBeNull();
    expect(fake.server.requests.length).toBe(before);
  });
});

describe('7digital track details', () => {
  it('maps a track by id, its version and release absent', async () => {
    expect(await client().track(' 23456789 ')).toMatchObject({
      providerId: '23456789',
      trackName: 'Velvet Static',
      artistName: 'Moth & Meridian',
      durationSeconds: 247,
      isrc: null,
      explicit: false,
      releaseYear: 2021,
    });
    expect(Object.fromEntries(fake.server.requestsTo('/track/details').at(-1)!.query)).toEqual({
      trackId: '23456789',
      country: 'US',
      oauth_consumer_key: fake.consumerKey,
    });
  });

  it('gives nothing for an unknown track (2001, 404), logged with 7digital’s message', async () => {
    const c = client();
    expect(await c.lookupTrack('99999999')).toEqual({ ok: false, failure: { kind: 'not-found', status: 404, message: '2001 Track not found' } });
    expect(await c.track('99999999')).toBeNull();
    expect(logger.warnings[0]).toEqual({
      message: 'sevenDigital track failed',
      details: expect.objectContaining({ provider: 'sevenDigital', kind: 'not-found', status: 404, error: '2001 Track not found', id: '99999999' }),
    });
  });

  it('never sends an id that cannot be a 7digital id', async () => {
    const before = fake.server.requests.length;
    expect(await client().lookupTrack('../track/search')).toEqual({ ok: false, failure: { kind: 'not-found', message: 'not a 7digital track id' } });
    expect(await client().track('0')).toBeNull();
    expect(fake.server.requests.length).toBe(before);
  });
});

describe('7digital failures', () => {
  it('a wrong consumer key is refused (401, 7002), logged, and gives no result', async () => {
    const c = client({ consumerKey: 'stolen' });
    expect(await c.lookupSearch('harbour')).toEqual({ ok: false, failure: { kind: 'rejected', status: 401, message: '7002 Invalid oauth_consumer_key parameter' } });
    expect(await c.search('harbour')).toEqual([]);
    expect(logger.warnings.map((w) => w.details.kind)).toEqual(['rejected', 'rejected']);
  });

  it('server errors, malformed bodies, dropped connections and time limits give nothing (unavailable)', async () => {
    const c = client({ timeoutMs: 200 });
    fake.server.override('/track/search', { status: 500, json: { status: 'error', error: { code: 9001, errorMessage: 'An unexpected error has occurred' } } });
    expect(await c.lookupSearch('harbour')).toEqual({ ok: false, failure: { kind: 'unavailable', status: 500, message: '9001 An unexpected error has occurred' } });
    fake.server.override('/track/search', { status: 200, json: { status: 'ok', searchResults: { page: 1 } } });
    expect(await c.lookupSearch('harbour')).toMatchObject({ ok: false, failure: { kind: 'unavailable', message: expect.stringMatching(/^unexpected response: searchResults/) } });
    fake.server.override('/track/details', { drop: true });
    expect(await c.lookupTrack('12345678')).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    fake.server.override('/track/details', { hang: true });
    expect(await c.lookupTrack('12345678')).toEqual({ ok: false, failure: { kind: 'unavailable', message: 'no answer within 200 ms' } });
    expect(logger.warnings).toHaveLength(4);
  });

  it('without a consumer key and secret it is off: no calls, no URLs, "not configured" logged once', async () => {
    const before = fake.server.requests.length;
    for (const c of [client({ consumerKey: undefined }), client({ consumerSecret: undefined })]) {
      expect(c.configured).toBe(false);
      expect(await c.search('harbour')).toEqual([]);
      expect(await c.track('12345678')).toBeNull();
      expect(await c.trackByIsrc('USRC17607839')).toBeNull();
      expect(c.streamUrl('12345678')).toBeNull();
      expect(c.previewUrl('12345678')).toBeNull();
    }
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toEqual([
      { message: 'sevenDigital is not configured: its lookups give no result', details: { provider: 'sevenDigital', operation: 'search' } },
      { message: 'sevenDigital is not configured: its lookups give no result', details: { provider: 'sevenDigital', operation: 'search' } },
    ]);
  });
});

describe('7digital stream and preview URLs', () => {
  it('signs a stream URL with the format of the quality and the country; the stream host plays it', async () => {
    const url = new URL(client().streamUrl('12345678', { quality: 'high', country: 'gb' })!);
    expect(url.origin + url.pathname).toBe(`${fake.url}/stream/catalogue`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      trackId: '12345678',
      formatId: '56',
      country: 'GB',
      oauth_consumer_key: fake.consumerKey,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
      oauth_signature: expect.any(String),
    });
    expect(new URL(client().streamUrl('12345678')!).searchParams.get('formatId')).toBe('55');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/mp4');
    expect(await answer.text()).toBe(fake.audio);
  });

  it('signs a preview (clip) URL the preview host accepts', async () => {
    const url = client().previewUrl('23456789')!;
    expect(url.startsWith(`${fake.url}/clip/23456789?country=US&oauth_consumer_key=`)).toBe(true);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(fake.audio);
  });

  it('the hosts refuse a URL signed with another secret, tampered with, or signed over an hour ago', async () => {
    const forged = new URL(client({ consumerSecret: 'guessed' }).streamUrl('12345678')!);
    expect((await fetch(forged)).status).toBe(401);
    const tampered = new URL(client().streamUrl('12345678')!);
    tampered.searchParams.set('trackId', '23456789');
    expect((await fetch(tampered)).status).toBe(401);
    const old = client({}, () => Date.now() - 2 * 3600_000).previewUrl('23456789')!;
    const refused = await fetch(old);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ status: 'error', version: '1.2', error: { code: 7003, errorMessage: 'OAuth signature invalid' } });
  });

  it('gives no URL for an id that cannot be a 7digital id', () => {
    expect(client().streamUrl('abc')).toBeNull();
    expect(client().previewUrl('1/../2')).toBeNull();
  });
});
