import { z } from 'zod';
import {
  failed,
  failureOf,
  ProviderClientBase,
  requestJson,
  success,
  type ProviderFailure,
  type ProviderLogger,
  type ProviderResult,
} from '@backspin/platform/providers';

/**
 * Cyanite.ai, the music analysis service behind similar songs: GraphQL over HTTP (POST `{ query, variables }`
 * to one endpoint, `Authorization: Bearer <integration access token>`). Two operations (spec 3, §7):
 * - `spotifyTrack(id)` → `SpotifyTrack.similarTracks(target: { spotify: {} })`, a union of
 *   `SimilarTracksConnection` (edges of similar Spotify tracks) and `SimilarTracksError { code message }`;
 *   the code `trackNotAnalyzed` means Cyanite has not analysed the track yet (spec §8: enqueue it);
 * - `spotifyTrackEnqueue(input: { spotifyTrackId })`, a union of `SpotifyTrackEnqueueSuccess` (with the
 *   track's `audioAnalysisV7` state) and `SpotifyTrackEnqueueError` (no preview to analyse, ...).
 * Cyanite then calls our webhook when the analysis finished or failed (analysis.service.ts).
 * Reference: api-docs.cyanite.ai (Find Similar Tracks, Analyze Spotify tracks).
 */
export interface CyaniteSettings {
  /** The GraphQL endpoint, e.g. https://api.cyanite.ai/graphql. */
  apiUrl: string;
  /** An integration's access token; unset: the client is off and makes no calls. */
  accessToken?: string | undefined;
  timeoutMs: number;
}

export interface CyaniteSimilarTrack {
  spotifyTrackId: string;
  /** The title Cyanite gives the track, when it does. */
  title: string | null;
}

/** What Cyanite knows of a Spotify track's similar tracks: the tracks (best first), or that it has not analysed it yet. */
export type CyaniteSimilarTracks = { analysed: true; tracks: CyaniteSimilarTrack[] } | { analysed: false };

/**
 * What an enqueue gave: where the track's analysis stands (`audioAnalysisV7.__typename`), or `refused` when Cyanite
 * answered SpotifyTrackEnqueueError (it cannot analyse the track, e.g. Spotify has no preview of it).
 */
export type CyaniteAnalysisState = 'finished' | 'failed' | 'in-progress' | 'refused';

/** Cyanite's error code for a track it has not analysed yet (spec 3, §8). */
export const trackNotAnalyzedCode = 'trackNotAnalyzed';

/** Spotify track ids are 22 base-62 characters. */
export const spotifyTrackIdPattern = /^[0-9A-Za-z]{22}$/;

export const similarTracksQuery = /* GraphQL */ `
  query SimilarSpotifyTracks($spotifyTrackId: ID!, $first: Int!) {
    spotifyTrack(id: $spotifyTrackId) {
      __typename
      ... on Error {
        message
      }
      ... on SpotifyTrack {
        id
        similarTracks(first: $first, target: { spotify: {} }) {
          __typename
          ... on SimilarTracksError {
            code
            message
          }
          ... on SimilarTracksConnection {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      }
    }
  }
`;

export const spotifyTrackEnqueueMutation = /* GraphQL */ `
  mutation SpotifyTrackEnqueue($input: SpotifyTrackEnqueueInput!) {
    spotifyTrackEnqueue(input: $input) {
      __typename
      ... on SpotifyTrackEnqueueSuccess {
        enqueuedSpotifyTrack {
          id
          audioAnalysisV7 {
            __typename
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const graphqlBody = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.unknown().optional() }).loose().optional() })).optional(),
});

const similarResult = z.object({
  __typename: z.string(),
  code: z.string().nullish(),
  message: z.string().nullish(),
  edges: z.array(z.object({ node: z.object({ id: z.string(), title: z.string().nullish() }) })).optional(),
});
const similarData = z.object({
  spotifyTrack: z.object({ __typename: z.string(), message: z.string().nullish(), similarTracks: similarResult.optional() }).nullable(),
});
const enqueueData = z.object({
  spotifyTrackEnqueue: z.object({
    __typename: z.string(),
    message: z.string().nullish(),
    enqueuedSpotifyTrack: z.object({ id: z.string(), audioAnalysisV7: z.object({ __typename: z.string() }).nullish() }).nullish(),
  }),
});

/** `{ "errors": [{ "message": "..." }] }`: the first message. */
function graphqlErrorMessage(body: unknown): string | undefined {
  const parsed = graphqlBody.safeParse(body);
  return parsed.success ? parsed.data.errors?.[0]?.message : undefined;
}

export class CyaniteClient extends ProviderClientBase {
  readonly provider = 'cyanite';

  constructor(
    private readonly settings: CyaniteSettings,
    logger: ProviderLogger,
  ) {
    super(settings.timeoutMs, logger);
  }

  get configured(): boolean {
    return Boolean(this.settings.accessToken);
  }

  /**
   * The Spotify tracks Cyanite finds similar to this one (at most `first`, best first), or "not analysed"
   * (code trackNotAnalyzed). Any other answer is a failure, logged.
   */
  async similarTracks(spotifyTrackId: string, first: number): Promise<ProviderResult<CyaniteSimilarTracks>> {
    if (!this.configured) return this.notConfigured('similar tracks');
    if (!spotifyTrackIdPattern.test(spotifyTrackId)) return failed({ kind: 'not-found', message: 'not a Spotify track id' });
    const details = { spotifyTrackId };
    const result = await this.execute('similar tracks', similarTracksQuery, { spotifyTrackId, first }, similarData, details);
    if (!result.ok) return result;
    const track = result.value.spotifyTrack;
    if (!track || !track.similarTracks) {
      return this.logFailure('similar tracks', { kind: 'not-found', message: track?.message ?? `no Spotify track (${track?.__typename ?? 'null'})` }, details);
    }
    const similar = track.similarTracks;
    if (similar.edges) {
      return success({
        analysed: true,
        tracks: similar.edges.map(({ node }) => ({ spotifyTrackId: node.id, title: node.title ?? null })),
      });
    }
    if (similar.code === trackNotAnalyzedCode) return success({ analysed: false });
    const message = `${similar.code ?? similar.__typename}: ${similar.message ?? 'no message'}`;
    return this.logFailure('similar tracks', { kind: 'rejected', message }, details);
  }

  /** Asks Cyanite to analyse a Spotify track; a SpotifyTrackEnqueueError (e.g. no preview to analyse) answers `refused`, logged. */
  async enqueueSpotifyTrack(spotifyTrackId: string): Promise<ProviderResult<CyaniteAnalysisState>> {
    if (!this.configured) return this.notConfigured('enqueue');
    if (!spotifyTrackIdPattern.test(spotifyTrackId)) return failed({ kind: 'not-found', message: 'not a Spotify track id' });
    const details = { spotifyTrackId };
    const result = await this.execute('enqueue', spotifyTrackEnqueueMutation, { input: { spotifyTrackId } }, enqueueData, details);
    if (!result.ok) return result;
    const answer = result.value.spotifyTrackEnqueue;
    if (answer.__typename !== 'SpotifyTrackEnqueueSuccess') {
      this.logger.warn('cyanite refused to analyse a track', { provider: this.provider, ...details, error: `${answer.__typename}: ${answer.message ?? 'no message'}` });
      return success('refused');
    }
    const state = answer.enqueuedSpotifyTrack?.audioAnalysisV7?.__typename;
    return success(state === 'AudioAnalysisV7Finished' ? 'finished' : state === 'AudioAnalysisV7Failed' ? 'failed' : 'in-progress');
  }

  /** One GraphQL operation: HTTP failures and GraphQL `errors` are failures (logged); `data` is checked against its shape. */
  private async execute<T>(
    operation: string,
    query: string,
    variables: Record<string, unknown>,
    shape: z.ZodType<T>,
    details: Record<string, unknown>,
  ): Promise<ProviderResult<T>> {
    const outcome = await requestJson({
      method: 'POST',
      url: new URL(this.settings.apiUrl),
      headers: { authorization: `Bearer ${this.settings.accessToken ?? ''}` },
      json: { query, variables },
      schema: graphqlBody,
      timeoutMs: this.timeoutMs,
      errorMessage: graphqlErrorMessage,
    });
    if (!outcome.ok) return this.logFailure(operation, failureOf(outcome), details);
    const { data, errors } = outcome.data;
    if (errors?.length) {
      const internal = errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
      const failure: ProviderFailure = { kind: internal ? 'unavailable' : 'rejected', status: outcome.status, message: errors[0]!.message };
      return this.logFailure(operation, failure, details);
    }
    const checked = shape.safeParse(data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const where = issue?.path.length ? `data.${issue.path.join('.')}` : 'data';
      return this.logFailure(operation, { kind: 'unavailable', status: outcome.status, message: `unexpected response: ${where}: ${issue?.message ?? 'invalid'}` }, details);
    }
    return success(checked.data);
  }
}
