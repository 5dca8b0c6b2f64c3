import { randomBytes } from 'node:crypto';
import { FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for the YouTube Data API v3 `videos.list` with `part=contentDetails`, under the same
 * `/youtube/v3` path as the real base URL, with Google's error format
 * `{ "error": { "code", "message", "errors": [ { "message", "domain", "reason" } ], "status" } }`.
 */
const googleError = (code: number, message: string, reason: string, status: string): FakeReply => ({
  status: code,
  json: { error: { code, message, errors: [{ message, domain: 'global', reason }], status } },
});

export class FakeYouTube {
  readonly apiKey: string;
  /** Video id → ISO 8601 duration. */
  readonly videos: Map<string, string>;

  private constructor(
    readonly server: FakeServer,
    options: { apiKey?: string; videos?: Record<string, string> },
  ) {
    this.apiKey = options.apiKey ?? 'fake-youtube-key';
    this.videos = new Map(Object.entries(options.videos ?? {}));
  }

  static async start(options: { apiKey?: string; videos?: Record<string, string> } = {}): Promise<FakeYouTube> {
    let fake: FakeYouTube | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeYouTube(server, options);
    return fake;
  }

  /** The base URL, with the API's path. */
  get url(): string {
    return `${this.server.url}/youtube/v3`;
  }

  env(): Record<string, string> {
    return { YOUTUBE_API_URL: this.url, YOUTUBE_API_KEY: this.apiKey };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.method !== 'GET' || request.path !== '/youtube/v3/videos') return { status: 404, text: 'Not Found' };
    const key = request.query.get('key');
    if (!key) return googleError(403, 'The request is missing a valid API key.', 'forbidden', 'PERMISSION_DENIED');
    if (key !== this.apiKey) return googleError(400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'INVALID_ARGUMENT');
    if (!request.query.get('part')) return googleError(400, "Required parameter: part", 'required', 'INVALID_ARGUMENT');
    const ids = (request.query.get('id') ?? '').split(',').filter(Boolean);
    if (ids.length > 50) return googleError(400, 'The request specifies an invalid filter parameter.', 'invalidFilters', 'INVALID_ARGUMENT');
    const items = ids.flatMap((id) => {
      const duration = this.videos.get(id);
      return duration === undefined
        ? []
        : [
            {
              kind: 'youtube#video',
              etag: randomBytes(12).toString('base64url'),
              id,
              contentDetails: {
                duration,
                dimension: '2d',
                definition: 'hd',
                caption: 'false',
                licensedContent: true,
                contentRating: {},
                projection: 'rectangular',
              },
            },
          ];
    });
    return {
      status: 200,
      json: {
        kind: 'youtube#videoListResponse',
        etag: randomBytes(12).toString('base64url'),
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      },
    };
  }
}
