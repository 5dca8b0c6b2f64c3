import type { EntityManager } from '@mikro-orm/core';
import { DomainError, requireUser, type Identity } from '@backspin/platform';
import { crateSongLimits, type CrateSongService } from '../crate-songs/crate-song.service.ts';
import { CrateSchema, type Crate, type CrateImportFailure } from '../crates/crate.entity.ts';
import type { CrateService } from '../crates/crate.service.ts';
import type { LibraryJobRunner } from '../jobs.ts';
import type { TrackImportService } from '../track-import/track-import.service.ts';

export interface ImportedTrack {
  musicProvider: string;
  providerId: string;
}

export interface CrateImportInput {
  crateName?: string | null;
  description?: string | null;
  tracks: readonly ImportedTrack[];
}

/** The most tracks one import may bring (a provider playlist's worth). */
export const maxImportedTracks = 500;

/**
 * Importing tracks from music providers into a new crate (spec 3, §4 "Crate import"): the crate exists at once
 * with importStatus IN_PROGRESS; a background job (durable: it survives a restart) imports each track into the
 * catalogue, adds them in the order given, and ends COMPLETE, or FAILED when some track could not be imported
 * (the crate keeps the ones that could).
 */
export class CrateImportService {
  constructor(
    private readonly deps: {
      crates: CrateService;
      crateSongs: CrateSongService;
      trackImport: TrackImportService;
      jobs: LibraryJobRunner;
    },
  ) {}

  async start(em: EntityManager, identity: Identity, input: CrateImportInput): Promise<Crate> {
    const userId = requireUser(identity);
    if (!input.tracks.length || input.tracks.length > maxImportedTracks) throw new DomainError('INVALID_CRATE_IMPORT');
    const tracks = input.tracks.map((t) => ({ musicProvider: t.musicProvider.trim(), providerId: t.providerId.trim() }));
    if (tracks.some((t) => !t.musicProvider || !t.providerId || t.providerId.length > 200)) throw new DomainError('INVALID_CRATE_IMPORT');
    const created = await this.deps.crates.create(em, identity, { crateName: input.crateName ?? null, description: input.description ?? null });
    return em.transactional(async (tx) => {
      const crate = await tx.findOneOrFail(CrateSchema, { id: created.id });
      crate.importStatus = 'IN_PROGRESS';
      await this.deps.jobs.enqueue(tx, 'library.crate-import', { crateId: crate.id, userId, tracks });
      return crate;
    });
  }

  /** The job: idempotent, so a retried or reclaimed run adds nothing twice (the same-song rule skips repeats). */
  async run(em: EntityManager, payload: { crateId: string; userId: string; tracks: ImportedTrack[] }): Promise<void> {
    const owner: Identity = { userId: payload.userId, tokenType: 'user', roles: ['user'] };
    const songIds: string[] = [];
    const failures: CrateImportFailure[] = [];
    for (const track of payload.tracks) {
      try {
        songIds.push((await this.deps.trackImport.importTrack(em.fork(), owner, track)).id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Logged by the track import ("Track import failed"); kept so the owner sees why, track by track.
        failures.push({ musicProvider: track.musicProvider, providerId: track.providerId, reason: error.reason, message: error.message });
      }
    }
    if (!(await em.fork().count(CrateSchema, { id: payload.crateId }))) return; // Deleted meanwhile: nothing to finish.
    for (let i = 0; i < songIds.length; i += crateSongLimits.addMax) {
      await this.deps.crateSongs.add(em.fork(), owner, { id: payload.crateId }, [...new Set(songIds.slice(i, i + crateSongLimits.addMax))]);
    }
    await em.fork().nativeUpdate(CrateSchema, { id: payload.crateId }, { importStatus: failures.length ? 'FAILED' : 'COMPLETE', importFailures: failures });
  }
}
