import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { z } from 'zod';
import { DomainError, FailJobError, isUuid, requireListener, RetryJobError, type Identity } from '@backspin/platform';
import type { LibraryJobRunner } from '../jobs.ts';
import { catalogueStatuses, SongSchema, type Song } from '../songs/song.entity.ts';
import type { SongService } from '../songs/song.service.ts';
import { SpotifyTrackAnalysisSchema, type CachedSimilarTrack } from './analysis.entity.ts';
import { spotifyTrackIdPattern, type CyaniteClient } from './cyanite.client.ts';
import type { WebhookOutcome } from '@backspin/contracts/library-options';

/**
 * What the client can show for a song's similar songs:
 * READY: Cyanite's similar tracks are known (cached forever); ANALYSING: Cyanite is analysing the track, ask again
 * later; FAILED: Cyanite could not analyse it; NO_SPOTIFY_ID: the song has no Spotify id, nothing to ask;
 * DISABLED: no Cyanite access token on this server; UNAVAILABLE: Cyanite could not be asked (logged), ask again later.
 */
export const similarSongsStatuses = ['READY', 'ANALYSING', 'FAILED', 'NO_SPOTIFY_ID', 'DISABLED', 'UNAVAILABLE'] as const;
export type SimilarSongsStatus = (typeof similarSongsStatuses)[number];

export interface SimilarTrack {
  spotifyTrackId: string;
  title: string | null;
  /** The catalogue song with this Spotify id, when there is one (else the client may import the track). */
  song: Song | null;
}

export interface SimilarSongs {
  songId: string;
  spotifyTrackId: string | null;
  status: SimilarSongsStatus;
  /** Best first; empty unless READY. */
  tracks: SimilarTrack[];
}

export const similarSongsLimits = {
  /** Similar tracks asked of Cyanite per song. */
  perSong: 10,
  /** Spec 3, §9: similar tracks only for the first 8 songs (with a Spotify id) of a list. */
  songsPerList: 8,
  /** The longest list a batch may name (a crate page). */
  listMax: 300,
} as const;

export type { WebhookOutcome };

export interface WebhookResult {
  outcome: WebhookOutcome;
  spotifyTrackId: string | null;
}

export interface WebhookDelivery {
  /** The request body exactly as received, base64 (the signature covers these bytes). */
  bodyBase64: string;
  /** The `Signature` header. */
  signature?: string | null;
}

type WebhookEvent = { kind: 'test' } | { kind: 'finished' | 'failed'; spotifyTrackId: string } | { kind: 'other' };

/** Cyanite's webhook formats: `{ version, resource { type id }, event { type status } }`, and the older `{ type, data }`. */
const eventBody = z.union([
  z.object({
    resource: z.object({ type: z.string(), id: z.union([z.string(), z.number()]) }).nullish(),
    event: z.object({ type: z.string(), status: z.string().nullish() }),
  }),
  z.object({ type: z.string(), data: z.record(z.string(), z.unknown()).nullish() }),
]);

function readEvent(body: unknown): WebhookEvent | null {
  const parsed = eventBody.safeParse(body);
  if (!parsed.success) return null;
  const spotifyTrack = (id: unknown) => (typeof id === 'string' && spotifyTrackIdPattern.test(id) ? id : null);
  if ('event' in parsed.data) {
    const { resource, event } = parsed.data;
    if (event.type.toUpperCase() === 'TEST') return { kind: 'test' };
    const spotifyTrackId = resource?.type === 'SpotifyTrack' ? spotifyTrack(resource.id) : null;
    const status = event.status?.toLowerCase();
    if (!spotifyTrackId || !event.type.startsWith('AudioAnalysis') || (status !== 'finished' && status !== 'failed')) return { kind: 'other' };
    return { kind: status, spotifyTrackId };
  }
  const { type, data } = parsed.data;
  if (type === 'TEST') return { kind: 'test' };
  const spotifyTrackId = spotifyTrack(data?.spotifyTrackId);
  if (spotifyTrackId && type === 'SPOTIFY_TRACK_ANALYSIS_FINISHED') return { kind: 'finished', spotifyTrackId };
  if (spotifyTrackId && type === 'SPOTIFY_TRACK_ANALYSIS_FAILED') return { kind: 'failed', spotifyTrackId };
  return { kind: 'other' };
}

/** The `Signature` header against the HMAC-SHA512 of the body, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, signature: string): boolean {
  const expected = createHmac('sha512', secret).update(body).digest();
  const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  return given !== null && timingSafeEqual(given, expected);
}

const none = (songId: string, spotifyTrackId: string | null, status: SimilarSongsStatus): SimilarSongs => ({
  songId,
  spotifyTrackId,
  status,
  tracks: [],
});

/**
 * Similar songs from Cyanite.ai (spec 3, §7-§9). A song's similar tracks are asked of Cyanite by its Spotify id and
 * cached forever; a track Cyanite has not analysed (trackNotAnalyzed) is enqueued once (the row's primary key
 * settles races), by a durable job, and Cyanite's webhook later says the analysis finished: a job then fetches and
 * caches the similar tracks. Without an access token nothing is asked and similar songs stay empty.
 */
export class AnalysisService {
  constructor(
    private readonly deps: {
      cyanite: CyaniteClient;
      jobs: LibraryJobRunner;
      songs: SongService;
      webhookSecret: string | undefined;
    },
  ) {}

  /** A song's similar songs (any token, guests included); 404 for an unknown song. */
  async similarSongs(em: EntityManager, identity: Identity, songId: string): Promise<SimilarSongs> {
    requireListener(identity);
    const song = await this.deps.songs.byId(em, songId);
    const [result] = await this.withSongs(em, [await this.forSong(em, song)]);
    return result!;
  }

  /**
   * The similar songs of the first 8 songs of a list (a queue, a crate page) that have a Spotify id (spec 3, §9), in
   * list order. Songs without one, unknown ids and repeats are skipped.
   */
  async similarSongsOfList(em: EntityManager, identity: Identity, songIds: readonly string[]): Promise<SimilarSongs[]> {
    requireListener(identity);
    if (songIds.length > similarSongsLimits.listMax) throw new DomainError('INVALID_SIMILAR_SONG_IDS');
    const ids = [...new Set(songIds.filter(isUuid))];
    const found = await this.deps.songs.findByIds(em, ids);
    const chosen = ids
      .map((id) => found.get(id))
      .filter((song): song is Song => Boolean(song && spotifyIdOf(song)))
      .slice(0, similarSongsLimits.songsPerList);
    const results = await Promise.all(chosen.map((song) => this.forSong(em.fork(), song)));
    return this.withSongs(em, results);
  }

  /** The cached similar tracks of a song, or (not cached yet) what Cyanite says now. */
  private async forSong(em: EntityManager, song: Song): Promise<SimilarSongs> {
    const spotifyTrackId = spotifyIdOf(song);
    if (!spotifyTrackId) return none(song.id, null, 'NO_SPOTIFY_ID');
    const row = await em.findOne(SpotifyTrackAnalysisSchema, { spotifyTrackId }, { disableIdentityMap: true });
    const ready = (tracks: readonly CachedSimilarTrack[]): SimilarSongs => ({
      songId: song.id,
      spotifyTrackId,
      status: 'READY',
      tracks: tracks.map((t) => ({ ...t, song: null })),
    });
    if (row?.similarTracks) return ready(row.similarTracks);
    if (row?.status === 'FAILED') return none(song.id, spotifyTrackId, 'FAILED');
    // Enqueued: the webhook will tell when Cyanite is done.
    if (row?.status === 'ENQUEUED') return none(song.id, spotifyTrackId, 'ANALYSING');
    // Unknown, or analysed with its similar tracks not fetched yet (the job may be waiting to retry): ask now.
    if (!this.deps.cyanite.configured) return none(song.id, spotifyTrackId, row ? 'ANALYSING' : 'DISABLED');
    const answer = await this.deps.cyanite.similarTracks(spotifyTrackId, similarSongsLimits.perSong);
    if (!answer.ok) return none(song.id, spotifyTrackId, row ? 'ANALYSING' : 'UNAVAILABLE');
    if (answer.value.analysed) {
      await this.cache(em, spotifyTrackId, answer.value.tracks);
      return ready(answer.value.tracks);
    }
    if (!row) await this.enqueueOnce(em, spotifyTrackId);
    return none(song.id, spotifyTrackId, 'ANALYSING');
  }

  /** Fills in the catalogue songs of every similar track, in one query. */
  private async withSongs(em: EntityManager, results: SimilarSongs[]): Promise<SimilarSongs[]> {
    const spotifyIds = [...new Set(results.flatMap((r) => r.tracks.map((t) => t.spotifyTrackId)))];
    if (!spotifyIds.length) return results;
    const songs = await em.find(SongSchema, { musicProviders: { spotify: { $in: spotifyIds } }, status: { $in: [...catalogueStatuses] } });
    const bySpotifyId = new Map(songs.map((s) => [s.musicProviders.spotify!, s]));
    return results.map((r) => ({ ...r, tracks: r.tracks.map((t) => ({ ...t, song: bySpotifyId.get(t.spotifyTrackId) ?? null })) }));
  }

  /** Cyanite's similar tracks of an analysed track, kept forever. */
  private async cache(em: EntityManager, spotifyTrackId: string, tracks: readonly CachedSimilarTrack[]): Promise<void> {
    const now = new Date();
    await (em as SqlEntityManager)
      .createQueryBuilder(SpotifyTrackAnalysisSchema)
      .insert({
        spotifyTrackId,
        status: 'ANALYSED',
        similarTracks: tracks.map(({ spotifyTrackId: id, title }) => ({ spotifyTrackId: id, title })),
        similarFetchedAt: now,
        analysedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict('spotifyTrackId')
      .merge(['status', 'similarTracks', 'similarFetchedAt', 'updatedAt'])
      .execute();
  }

  /** Inserts the ENQUEUED row and, only if this call inserted it, queues the enqueue job in the same transaction. */
  private async enqueueOnce(em: EntityManager, spotifyTrackId: string): Promise<void> {
    const queued = await em.transactional(async (tx) => {
      const now = new Date();
      const inserted = await this.insertIfAbsent(tx, { spotifyTrackId, status: 'ENQUEUED', enqueuedAt: now });
      if (inserted) await this.deps.jobs.enqueue(tx, 'library.cyanite-enqueue', { spotifyTrackId });
      return inserted;
    });
    if (queued) this.deps.jobs.wake();
  }

  /** The job: asks Cyanite to analyse the track. Its failures are retried (the row stays ENQUEUED meanwhile). */
  async runEnqueue(em: EntityManager, { spotifyTrackId }: { spotifyTrackId: string }): Promise<void> {
    const answer = await this.deps.cyanite.enqueueSpotifyTrack(spotifyTrackId);
    if (!answer.ok) {
      if (answer.failure.kind === 'not-configured') throw new FailJobError(answer.failure.message);
      throw new Error(`Cyanite enqueue failed: ${answer.failure.message}`);
    }
    if (answer.value === 'finished') await this.analysisFinished(em, spotifyTrackId);
    else if (answer.value === 'failed' || answer.value === 'refused') await this.analysisFailed(em, spotifyTrackId);
  }

  /** The job: fetches and caches the similar tracks of an analysed track (nothing when already cached). */
  async fetchSimilar(em: EntityManager, { spotifyTrackId }: { spotifyTrackId: string }): Promise<void> {
    const row = await em.findOne(SpotifyTrackAnalysisSchema, { spotifyTrackId }, { disableIdentityMap: true });
    if (row?.similarTracks) return;
    const answer = await this.deps.cyanite.similarTracks(spotifyTrackId, similarSongsLimits.perSong);
    if (!answer.ok) {
      if (answer.failure.kind === 'not-configured') throw new FailJobError(answer.failure.message);
      throw new Error(`Cyanite similar tracks failed: ${answer.failure.message}`);
    }
    if (!answer.value.analysed) throw new RetryJobError('Cyanite does not list the track as analysed yet');
    await this.cache(em, spotifyTrackId, answer.value.tracks);
  }

  /**
   * POST /cyanite/webhook: the body is trusted only when its Signature is the HMAC-SHA512 of the exact bytes with our
   * webhook secret (nothing changes otherwise). A finished analysis of a Spotify track marks it ANALYSED and queues
   * the fetch of its similar tracks; a failed one marks it FAILED; a repeated delivery changes nothing.
   */
  async receiveWebhook(em: EntityManager, delivery: WebhookDelivery): Promise<WebhookResult> {
    const secret = this.deps.webhookSecret;
    if (!secret) throw new DomainError('CYANITE_WEBHOOK_NOT_CONFIGURED');
    const signature = delivery.signature?.trim();
    if (!signature) throw new DomainError('CYANITE_SIGNATURE_MISSING');
    const body = Buffer.from(delivery.bodyBase64, 'base64');
    if (!signatureMatches(secret, body, signature)) throw new DomainError('CYANITE_SIGNATURE_INVALID');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new DomainError('INVALID_CYANITE_WEBHOOK');
    }
    const event = readEvent(parsed);
    if (!event) throw new DomainError('INVALID_CYANITE_WEBHOOK');
    switch (event.kind) {
      case 'test':
        return { outcome: 'TEST', spotifyTrackId: null };
      case 'other':
        return { outcome: 'IGNORED', spotifyTrackId: null };
      case 'finished':
        return { outcome: (await this.analysisFinished(em, event.spotifyTrackId)) ? 'ANALYSED' : 'ALREADY_RECORDED', spotifyTrackId: event.spotifyTrackId };
      case 'failed':
        return { outcome: (await this.analysisFailed(em, event.spotifyTrackId)) ? 'ANALYSIS_FAILED' : 'ALREADY_RECORDED', spotifyTrackId: event.spotifyTrackId };
    }
  }

  /** → ANALYSED, queueing the fetch of the similar tracks; false when it already was (a repeated delivery). */
  private async analysisFinished(em: EntityManager, spotifyTrackId: string): Promise<boolean> {
    const changed = await em.transactional(async (tx) => {
      const now = new Date();
      const marked =
        (await this.insertIfAbsent(tx, { spotifyTrackId, status: 'ANALYSED', analysedAt: now })) ||
        (await tx.nativeUpdate(
          SpotifyTrackAnalysisSchema,
          { spotifyTrackId, status: { $ne: 'ANALYSED' } },
          { status: 'ANALYSED', analysedAt: now, updatedAt: now },
        )) === 1;
      if (marked) await this.deps.jobs.enqueue(tx, 'library.cyanite-similar', { spotifyTrackId });
      return marked;
    });
    if (changed) this.deps.jobs.wake();
    return changed;
  }

  /** → FAILED, unless already analysed (a late failure never hides known similar tracks); false when nothing changed. */
  private async analysisFailed(em: EntityManager, spotifyTrackId: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const now = new Date();
      return (
        (await this.insertIfAbsent(tx, { spotifyTrackId, status: 'FAILED', failedAt: now })) ||
        (await tx.nativeUpdate(SpotifyTrackAnalysisSchema, { spotifyTrackId, status: 'ENQUEUED' }, { status: 'FAILED', failedAt: now, updatedAt: now })) === 1
      );
    });
  }

  /** A new row unless the track has one: true when this call inserted it. */
  private async insertIfAbsent(
    em: EntityManager,
    row: { spotifyTrackId: string; status: 'ENQUEUED' | 'ANALYSED' | 'FAILED'; enqueuedAt?: Date; analysedAt?: Date; failedAt?: Date },
  ): Promise<boolean> {
    const now = new Date();
    const result = await (em as SqlEntityManager)
      .createQueryBuilder(SpotifyTrackAnalysisSchema)
      .insert({ ...row, createdAt: now, updatedAt: now })
      .onConflict('spotifyTrackId')
      .ignore()
      .execute('run');
    return result.affectedRows === 1;
  }
}

/** The song's Spotify track id, when it has a well-formed one. */
function spotifyIdOf(song: Song): string | null {
  const id = song.musicProviders.spotify;
  return id && spotifyTrackIdPattern.test(id) ? id : null;
}
