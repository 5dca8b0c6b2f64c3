import { FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for an Audius discovery node's `/v1/tracks/search?query&app_name`, answering
 * `{ "data": [ Track… ] }`, and its validation error `{ "errors": { … }, "message": "Input payload validation failed" }`.
 */
export interface AudiusTrackFixture {
  id: string;
  title: string;
  handle: string;
  name: string;
  durationSeconds: number;
  isrc?: string;
}

export function audiusTrack(t: AudiusTrackFixture) {
  const slug = t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    artwork: {
      '150x150': `https://creatornode.audius.co/content/${t.id}/150x150.jpg`,
      '480x480': `https://creatornode.audius.co/content/${t.id}/480x480.jpg`,
      '1000x1000': `https://creatornode.audius.co/content/${t.id}/1000x1000.jpg`,
    },
    description: null,
    genre: 'Electronic',
    id: t.id,
    track_cid: `Qm${t.id}`,
    mood: 'Energizing',
    release_date: '2024-02-10T00:00:00Z',
    repost_count: 3,
    favorite_count: 9,
    tags: null,
    title: t.title,
    user: { album_count: 0, bio: null, handle: t.handle, id: `u${t.id}`, is_verified: false, name: t.name, track_count: 4 },
    duration: t.durationSeconds,
    downloadable: false,
    play_count: 321,
    permalink: `/${t.handle}/${slug}`,
    is_streamable: true,
    ...(t.isrc ? { isrc: t.isrc } : {}),
  };
}

export class FakeAudius {
  readonly tracks: AudiusTrackFixture[];

  private constructor(
    readonly server: FakeServer,
    tracks: AudiusTrackFixture[],
  ) {
    this.tracks = tracks;
  }

  static async start(options: { tracks?: AudiusTrackFixture[] } = {}): Promise<FakeAudius> {
    let fake: FakeAudius | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeAudius(server, options.tracks ?? []);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  env(): Record<string, string> {
    return { AUDIUS_API_URL: this.url };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.method !== 'GET' || request.path !== '/v1/tracks/search') return { status: 404, json: { message: 'The requested URL was not found on the server.' } };
    const query = request.query.get('query');
    if (!query) {
      return { status: 400, json: { errors: { query: 'Missing required parameter in the query string' }, message: 'Input payload validation failed' } };
    }
    const q = query.toLowerCase();
    const found = this.tracks.filter((t) => `${t.title} ${t.name} ${t.handle}`.toLowerCase().includes(q));
    return { status: 200, json: { data: found.map(audiusTrack) } };
  }
}
