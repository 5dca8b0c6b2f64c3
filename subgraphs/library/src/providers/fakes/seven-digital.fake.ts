import { verifySignedUrl } from '../oauth1.ts';
import { FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for the 7digital API v1.2 and its stream and preview hosts, in their documented formats:
 * `GET /track/search?q&country&page&pageSize` → `{ "status": "ok", "searchResults": { page, pageSize, totalItems,
 * searchResult: [ { "type": "track", "track": { … } } ] } }`, `GET /track/details?trackId&country` →
 * `{ "status": "ok", "track": { … } }`, every catalogue call checked for its `oauth_consumer_key` and answered in
 * JSON only when asked with `Accept: application/json` (XML otherwise, as 7digital does); errors as
 * `{ "status": "error", "error": { "code": 2001, "errorMessage": "Track not found" } }` with a 4xx or 5xx status
 * (1xxx: bad input, 2xxx: unknown resource, 7xxx: API usage, 9xxx: internal). `GET /stream/catalogue?trackId&formatId&country`
 * and `GET /clip/{trackId}?country` answer audio only to a URL OAuth 1.0a-signed with the consumer's secret.
 */
export interface SevenDigitalTrackFixture {
  id: number;
  title: string;
  artist: string;
  durationSeconds: number;
  version?: string;
  isrc?: string;
  explicit?: boolean;
  releaseId?: number;
  releaseTitle?: string;
  releaseDate?: string;
  /** Shop countries the track is sold in; every country when absent. */
  countries?: string[];
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function sevenDigitalTrack(t: SevenDigitalTrackFixture) {
  const releaseId = t.releaseId ?? t.id * 10;
  const padded = String(releaseId).padStart(10, '0');
  const artist = { id: t.id + 500_000, name: t.artist, appearsAs: t.artist, slug: slug(t.artist), image: `http://artwork-cdn.7static.com/static/img/artistimages/00/000/000/${padded}_150.jpg`, isPlaceholderImage: true };
  return {
    id: t.id,
    title: t.title,
    version: t.version ?? '',
    artist,
    trackNumber: 1,
    duration: t.durationSeconds,
    explicitContent: t.explicit ?? false,
    isrc: t.isrc ?? '',
    type: 'audio',
    release: {
      id: releaseId,
      title: t.releaseTitle ?? t.title,
      version: '',
      type: 'Album',
      barcode: `0${padded}00`,
      slug: slug(t.releaseTitle ?? t.title),
      artist,
      image: `http://artwork-cdn.7static.com/static/img/sleeveart/${padded.slice(0, 2)}/${padded.slice(2, 5)}/${padded.slice(5, 8)}/${padded}_50.jpg`,
      label: { id: 226994, name: 'Fake Label' },
      licensor: { id: 18, name: 'Fake Licensor' },
      url: `https://us.7digital.com/artist/${slug(t.artist)}/release/${slug(t.releaseTitle ?? t.title)}-${releaseId}`,
    },
    discNumber: 1,
    number: 1,
    download: { releaseDate: `${t.releaseDate ?? '2021-06-04'}T00:00:00Z`, previewDate: `${t.releaseDate ?? '2021-06-04'}T00:00:00Z`, packages: [] },
    streaming: { releaseDate: `${t.releaseDate ?? '2021-06-04'}T00:00:00Z` },
  };
}

const sdError = (status: number, code: number, errorMessage: string): FakeReply => ({
  status,
  json: { status: 'error', version: '1.2', error: { code, errorMessage } },
});

/** Streaming links live an hour (7digital's documented validity). */
const signatureLifetimeSeconds = 3600;

export class FakeSevenDigital {
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly tracks = new Map<number, SevenDigitalTrackFixture>();
  /** What the stream and preview endpoints answer with. */
  readonly audio = 'ID3fake-7digital-audio';

  private constructor(
    readonly server: FakeServer,
    options: { consumerKey?: string; consumerSecret?: string; tracks?: SevenDigitalTrackFixture[] },
  ) {
    this.consumerKey = options.consumerKey ?? 'fake-7d-key';
    this.consumerSecret = options.consumerSecret ?? 'fake-7d-secret';
    for (const t of options.tracks ?? []) this.tracks.set(t.id, t);
  }

  static async start(options: { consumerKey?: string; consumerSecret?: string; tracks?: SevenDigitalTrackFixture[] } = {}): Promise<FakeSevenDigital> {
    let fake: FakeSevenDigital | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeSevenDigital(server, options);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  /** The configuration that points the library at this fake (API, stream and preview hosts alike). */
  env(): Record<string, string> {
    return {
      SEVEN_DIGITAL_API_URL: this.url,
      SEVEN_DIGITAL_STREAM_URL: this.url,
      SEVEN_DIGITAL_PREVIEW_URL: this.url,
      SEVEN_DIGITAL_CONSUMER_KEY: this.consumerKey,
      SEVEN_DIGITAL_CONSUMER_SECRET: this.consumerSecret,
    };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** Whether a (stream or preview) URL carries a valid signature of this consumer, made within the last hour. */
  signatureValid(url: URL, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
    if (url.searchParams.get('oauth_consumer_key') !== this.consumerKey) return false;
    if (url.searchParams.get('oauth_signature_method') !== 'HMAC-SHA1') return false;
    const timestamp = Number(url.searchParams.get('oauth_timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > signatureLifetimeSeconds) return false;
    return verifySignedUrl(url, this.consumerSecret);
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.method !== 'GET') return sdError(405, 1003, 'Method not allowed');
    const clip = /^\/clip\/([^/]+)$/.exec(request.path);
    if (request.path === '/stream/catalogue' || clip) return this.media(request, clip ? decodeURIComponent(clip[1]!) : request.query.get('trackId'));
    if (!(request.headers.accept ?? '').includes('application/json')) {
      return { status: 200, text: '<?xml version="1.0" encoding="utf-8"?><response status="ok" version="1.2" />', headers: { 'content-type': 'text/xml; charset=utf-8' } };
    }
    const key = request.query.get('oauth_consumer_key');
    if (!key) return sdError(401, 7001, 'Missing oauth_consumer_key parameter');
    if (key !== this.consumerKey) return sdError(401, 7002, 'Invalid oauth_consumer_key parameter');
    const country = (request.query.get('country') ?? 'GB').toUpperCase();
    if (request.path === '/track/search') return this.search(request, country);
    if (request.path === '/track/details') {
      const raw = request.query.get('trackId') ?? request.query.get('trackid');
      if (!raw) return sdError(400, 1001, 'Missing parameter trackId');
      if (!/^\d+$/.test(raw)) return sdError(400, 1002, 'Invalid parameter value trackId');
      const t = this.tracks.get(Number(raw));
      if (!t || !this.soldIn(t, country)) return sdError(404, 2001, 'Track not found');
      return { status: 200, json: { status: 'ok', version: '1.2', track: sevenDigitalTrack(t) } };
    }
    return sdError(404, 2000, 'Resource not found');
  }

  private search(request: RecordedRequest, country: string): FakeReply {
    const q = (request.query.get('q') ?? '').trim().toLowerCase();
    if (!q) return sdError(400, 1001, 'Missing parameter q');
    const page = Number(request.query.get('page') ?? 1);
    const pageSize = Number(request.query.get('pageSize') ?? 10);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      return sdError(400, 1002, 'Invalid parameter value page or pageSize');
    }
    const found = [...this.tracks.values()].filter(
      (t) => this.soldIn(t, country) && `${t.title} ${t.artist} ${t.isrc ?? ''}`.toLowerCase().includes(q),
    );
    return {
      status: 200,
      json: {
        status: 'ok',
        version: '1.2',
        searchResults: {
          page,
          pageSize,
          totalItems: found.length,
          searchResult: found.slice((page - 1) * pageSize, page * pageSize).map((t) => ({ type: 'track', score: 1, track: sevenDigitalTrack(t) })),
        },
      },
    };
  }

  private media(request: RecordedRequest, id: string | null): FakeReply {
    const url = new URL(`${request.path}?${request.query.toString()}`, this.url);
    if (!this.signatureValid(url)) return sdError(401, 7003, 'OAuth signature invalid');
    const t = id && /^\d+$/.test(id) ? this.tracks.get(Number(id)) : undefined;
    if (!t) return sdError(404, 2001, 'Track not found');
    const type = request.path === '/stream/catalogue' ? 'audio/mp4' : 'audio/mpeg';
    return { status: 200, text: this.audio, headers: { 'content-type': type } };
  }

  private soldIn(t: SevenDigitalTrackFixture, country: string): boolean {
    return !t.countries || t.countries.includes(country);
  }
}
