import { createHmac } from 'node:crypto';
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { bearerOf, FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for Cyanite.ai's GraphQL API, for tests: `POST /graphql` with `{ query, variables }` and a bearer
 * token (401 without the right one), executed against a schema holding the documented part of Cyanite's API —
 * `spotifyTrack(id)` with `similarTracks(first, target)` (the union of `SimilarTracksConnection` and
 * `SimilarTracksError { code message }`, code `trackNotAnalyzed` until the track is analysed) and
 * `spotifyTrackEnqueue(input: { spotifyTrackId })` (`SpotifyTrackEnqueueSuccess` or `SpotifyTrackEnqueueError`).
 * Documents that do not fit the schema are refused as a GraphQL server does (400 with `errors`).
 * It records enqueues, and sends webhooks as Cyanite does: a JSON POST whose `Signature` header is the
 * HMAC-SHA512 (hex) of the raw body with the integration's webhook secret.
 */
const sdl = /* GraphQL */ `
  interface Error {
    message: String!
  }
  interface Track {
    id: ID!
    title: String!
  }
  type AudioAnalysisV7NotStarted {
    notStarted: Boolean
  }
  type AudioAnalysisV7Enqueued {
    enqueued: Boolean
  }
  type AudioAnalysisV7Processing {
    processing: Boolean
  }
  type AudioAnalysisV7Result {
    bpm: Float
  }
  type AudioAnalysisV7Finished {
    result: AudioAnalysisV7Result!
  }
  type AudioAnalysisV7Error {
    message: String!
  }
  type AudioAnalysisV7Failed {
    error: AudioAnalysisV7Error!
  }
  union AudioAnalysisV7 = AudioAnalysisV7NotStarted | AudioAnalysisV7Enqueued | AudioAnalysisV7Processing | AudioAnalysisV7Finished | AudioAnalysisV7Failed

  input SimilarTracksSpotifyTarget {
    market: String
  }
  input SimilarTracksLibraryTarget {
    libraryId: ID
  }
  input SimilarTracksCrateTarget {
    crateId: ID!
  }
  input SimilarTracksTarget {
    spotify: SimilarTracksSpotifyTarget
    library: SimilarTracksLibraryTarget
    crate: SimilarTracksCrateTarget
  }
  type PageInfo {
    hasNextPage: Boolean!
  }
  type SimilarTracksEdge {
    cursor: String!
    node: Track!
  }
  type SimilarTracksConnection {
    edges: [SimilarTracksEdge!]!
    pageInfo: PageInfo!
  }
  type SimilarTracksError implements Error {
    code: String!
    message: String!
  }
  union SimilarTracksResult = SimilarTracksConnection | SimilarTracksError

  type SpotifyTrack implements Track {
    id: ID!
    title: String!
    audioAnalysisV7: AudioAnalysisV7!
    similarTracks(first: Int, target: SimilarTracksTarget!): SimilarTracksResult!
  }
  type SpotifyTrackError implements Error {
    message: String!
  }
  union SpotifyTrackResult = SpotifyTrack | SpotifyTrackError

  input SpotifyTrackEnqueueInput {
    spotifyTrackId: ID!
  }
  type SpotifyTrackEnqueueSuccess {
    enqueuedSpotifyTrack: SpotifyTrack!
  }
  type SpotifyTrackEnqueueError implements Error {
    message: String!
  }
  union SpotifyTrackEnqueueResult = SpotifyTrackEnqueueSuccess | SpotifyTrackEnqueueError

  type Query {
    spotifyTrack(id: ID!): SpotifyTrackResult!
  }
  type Mutation {
    spotifyTrackEnqueue(input: SpotifyTrackEnqueueInput!): SpotifyTrackEnqueueResult!
  }
`;

export type FakeAnalysisState = 'not-started' | 'enqueued' | 'finished' | 'failed';

export interface FakeCyaniteTrack {
  title: string;
  state: FakeAnalysisState;
  /** Similar Spotify track ids, best first (answered once the track is analysed). */
  similar: string[];
  /** Cyanite cannot analyse a track without a Spotify preview: its enqueue is refused. */
  noPreview?: boolean;
}

export interface FakeCyaniteOptions {
  accessToken?: string;
  webhookSecret?: string;
  tracks?: Record<string, Partial<FakeCyaniteTrack>>;
}

const idPattern = /^[0-9A-Za-z]{22}$/;
const analysisTypename: Record<FakeAnalysisState, string> = {
  'not-started': 'AudioAnalysisV7NotStarted',
  enqueued: 'AudioAnalysisV7Enqueued',
  finished: 'AudioAnalysisV7Finished',
  failed: 'AudioAnalysisV7Failed',
};

/** A webhook as Cyanite sends it about a Spotify track's analysis (webhooks keep the AudioAnalysisV6 event type for V7 too). */
export const spotifyAnalysisEvent = (spotifyTrackId: string, status: 'finished' | 'failed') => ({
  version: '2',
  resource: { type: 'SpotifyTrack', id: spotifyTrackId },
  event: { type: 'AudioAnalysisV6', status },
});
/** The test event Cyanite sends when an integration's webhook is checked. */
export const testEvent = { type: 'TEST', data: null };

export interface WebhookDelivery {
  /** The body as sent, byte for byte (default: the event as JSON). */
  rawBody?: string;
  /** The Signature header: default the HMAC of the body with the fake's secret; null sends none. */
  signature?: string | null;
}

export class FakeCyanite {
  readonly accessToken: string;
  readonly webhookSecret: string;
  readonly tracks = new Map<string, FakeCyaniteTrack>();
  /** Every enqueue received, in order (Spotify track ids). */
  readonly enqueues: string[] = [];
  private readonly schema: GraphQLSchema = buildSchema(sdl);

  private constructor(
    readonly server: FakeServer,
    options: FakeCyaniteOptions,
  ) {
    this.accessToken = options.accessToken ?? 'fake-cyanite-access-token';
    this.webhookSecret = options.webhookSecret ?? 'fake-cyanite-webhook-secret';
    for (const [id, track] of Object.entries(options.tracks ?? {})) this.setTrack(id, track);
  }

  static async start(options: FakeCyaniteOptions = {}): Promise<FakeCyanite> {
    let fake: FakeCyanite | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeCyanite(server, options);
    return fake;
  }

  /** The GraphQL endpoint. */
  get url(): string {
    return `${this.server.url}/graphql`;
  }

  /** Environment for the product pointing at this fake. */
  env(): Record<string, string> {
    return { CYANITE_API_URL: this.url, CYANITE_ACCESS_TOKEN: this.accessToken, CYANITE_WEBHOOK_SECRET: this.webhookSecret };
  }

  /** GraphQL requests received so far (each a hit on Cyanite). */
  get hits(): number {
    return this.server.requestsTo('/graphql').length;
  }

  setTrack(id: string, track: Partial<FakeCyaniteTrack>): FakeCyaniteTrack {
    const current = this.tracks.get(id) ?? { title: `Track ${id.slice(0, 6)}`, state: 'not-started' as const, similar: [] };
    const next = { ...current, ...track };
    this.tracks.set(id, next);
    return next;
  }

  /** The analysis of a track ends: its similar tracks are known from now on. */
  finishAnalysis(id: string, similar: string[]): void {
    this.setTrack(id, { state: 'finished', similar });
  }

  sign(rawBody: string): string {
    return createHmac('sha512', this.webhookSecret).update(rawBody, 'utf8').digest('hex');
  }

  /** POSTs an event to a webhook URL as Cyanite does; answers the receiver's status and body. */
  async sendWebhook(url: string, event: unknown, delivery: WebhookDelivery = {}): Promise<{ status: number; body: string }> {
    const rawBody = delivery.rawBody ?? JSON.stringify(event);
    const signature = delivery.signature === undefined ? this.sign(rawBody) : delivery.signature;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature !== null ? { signature } : {}) },
      body: rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private async handle(request: RecordedRequest): Promise<FakeReply> {
    if (request.path !== '/graphql') return { status: 404, json: { errors: [{ message: 'Not Found' }] } };
    if (request.method !== 'POST') return { status: 405, json: { errors: [{ message: 'GraphQL only supports POST requests.' }] } };
    if (bearerOf(request) !== this.accessToken) {
      return { status: 401, json: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] } };
    }
    let body: { query?: unknown; variables?: unknown };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return { status: 400, json: { errors: [{ message: 'POST body is not valid JSON' }] } };
    }
    if (typeof body.query !== 'string') return { status: 400, json: { errors: [{ message: 'Must provide query string.' }] } };
    const result = await graphql({
      schema: this.schema,
      source: body.query,
      rootValue: this.root(),
      variableValues: (body.variables ?? {}) as Record<string, unknown>,
    });
    // Parse and validation errors come without data: the request itself was wrong.
    return { status: 'data' in result ? 200 : 400, json: result };
  }

  private root() {
    return {
      spotifyTrack: ({ id }: { id: string }) =>
        idPattern.test(id) ? this.spotifyTrackObject(id) : { __typename: 'SpotifyTrackError', message: `Invalid Spotify track id "${id}".` },
      spotifyTrackEnqueue: ({ input }: { input: { spotifyTrackId: string } }) => {
        const id = input.spotifyTrackId;
        this.enqueues.push(id);
        if (!idPattern.test(id)) return { __typename: 'SpotifyTrackEnqueueError', message: `Invalid Spotify track id "${id}".` };
        const track = this.tracks.get(id) ?? this.setTrack(id, {});
        if (track.noPreview) return { __typename: 'SpotifyTrackEnqueueError', message: 'No preview available for this Spotify track.' };
        if (track.state === 'not-started') track.state = 'enqueued';
        return { __typename: 'SpotifyTrackEnqueueSuccess', enqueuedSpotifyTrack: this.spotifyTrackObject(id) };
      },
    };
  }

  private spotifyTrackObject(id: string) {
    const track = this.tracks.get(id) ?? { title: `Track ${id.slice(0, 6)}`, state: 'not-started' as const, similar: [] };
    return {
      __typename: 'SpotifyTrack',
      id,
      title: track.title,
      audioAnalysisV7: {
        __typename: analysisTypename[track.state],
        result: { bpm: 120 },
        error: { message: 'The analysis failed.' },
      },
      similarTracks: ({ first }: { first?: number | null }) => {
        if (track.state !== 'finished') {
          return { __typename: 'SimilarTracksError', code: 'trackNotAnalyzed', message: 'The track has not been analyzed yet.' };
        }
        const ids = track.similar.slice(0, first ?? 10);
        return {
          __typename: 'SimilarTracksConnection',
          edges: ids.map((similarId) => ({
            cursor: similarId,
            node: { __typename: 'SpotifyTrack', id: similarId, title: this.tracks.get(similarId)?.title ?? `Track ${similarId.slice(0, 6)}` },
          })),
          pageInfo: { hasNextPage: track.similar.length > ids.length },
        };
      },
    };
  }
}
