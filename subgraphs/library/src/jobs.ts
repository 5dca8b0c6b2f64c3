import { defineJobEntity, jobRunnerFromConfig, type JobRunnerConfig, type JobRunner } from '@backspin/platform';

/** The library's durable job table (`library.job`), shared by every module that queues background work. */
export const JobSchema = defineJobEntity();

/** Every kind of background job the library runs, with its payload. */
export type LibraryJobs = {
  /** Transcode an upload to AES-128 encrypted HLS (uploads/upload.service.ts). */
  'library.transcode': { songId: string };
  /** Import provider tracks into a crate (crate-imports/crate-import.service.ts). */
  'library.crate-import': { crateId: string; userId: string; tracks: { musicProvider: string; providerId: string }[] };
  /** Rewrite stored provider ids in canonical form (song-links/song-links.service.ts, `POST /song-data/migrate-links`). */
  'library.migrate-links': { migrationId: string };
  /** Ask Cyanite to analyse a Spotify track (analysis/analysis.service.ts). */
  'library.cyanite-enqueue': { spotifyTrackId: string };
  /** Fetch and cache the similar tracks of a Spotify track Cyanite has analysed (analysis/analysis.service.ts). */
  'library.cyanite-similar': { spotifyTrackId: string };
};

export type LibraryJobRunner = JobRunner<LibraryJobs>;

/** At most two library jobs at once per instance: a transcode is an ffmpeg process that takes a core. */
const libraryJobConcurrencyMax = 2;

export function createJobRunner(config: JobRunnerConfig): LibraryJobRunner {
  return jobRunnerFromConfig<LibraryJobs>(JobSchema, { ...config, JOB_CONCURRENCY: Math.min(config.JOB_CONCURRENCY, libraryJobConcurrencyMax) });
}
