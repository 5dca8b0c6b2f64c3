import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Where Cyanite's analysis of a Spotify track stands: ENQUEUED (we asked Cyanite to analyse it), ANALYSED
 * (Cyanite has: its similar tracks can be fetched) or FAILED (Cyanite could not analyse it).
 */
export const analysisStatuses = ['ENQUEUED', 'ANALYSED', 'FAILED'] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];

/** One of Cyanite's similar tracks, as cached. */
export interface CachedSimilarTrack {
  spotifyTrackId: string;
  title: string | null;
}

/**
 * One row per Spotify track Cyanite was asked about: its analysis state and, once fetched, its similar tracks,
 * kept forever (spec 3, §9). The primary key makes the enqueue happen once per track however many callers race.
 */
export const SpotifyTrackAnalysisSchema = defineEntity({
  name: 'SpotifyTrackAnalysis',
  tableName: 'spotify_track_analysis',
  properties: {
    spotifyTrackId: p.string().length(22).primary(),
    status: p.enum(analysisStatuses),
    /** Cyanite's similar Spotify tracks, best first; null until fetched, then never fetched again. */
    similarTracks: p.json<CachedSimilarTrack[]>().nullable(),
    similarFetchedAt: p.datetime().nullable(),
    enqueuedAt: p.datetime().nullable(),
    analysedAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type SpotifyTrackAnalysis = InferEntity<typeof SpotifyTrackAnalysisSchema>;
