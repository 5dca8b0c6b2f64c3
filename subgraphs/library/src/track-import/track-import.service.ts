import type { EntityManager } from '@mikro-orm/core';
import { DomainError, importProviders, isUuid, requireUser, type Identity, type ImportProvider } from '@backspin/platform';
import type { ProviderLogger, ProviderResult } from '@backspin/platform/providers';
import { thumbnailFor, type ProviderTrack } from '../providers/provider-track.ts';
import type { SongService } from '../songs/song.service.ts';
import type { Providers } from '../providers/providers.ts';
import { stripSpotifyPrefix } from '../providers/spotify.client.ts';
import { SongSchema, type MusicProvider, type Song } from '../songs/song.entity.ts';

/** Spec 3, §5: the providers a song can be imported from (platform's music-links). */
export { importProviders, type ImportProvider };

/** The providers a track is fetched from (every provider id is unique in the catalogue: see the song table's indexes). */
type FetchedProvider = Exclude<ImportProvider, 'uploadService'>;

export interface TrackImportInput {
  musicProvider: string;
  providerId: string;
}

const isImportProvider = (value: string): value is ImportProvider => (importProviders as readonly string[]).includes(value);

/** A provider's id as the catalogue stores it: Spotify without `spotify:track:`, SoundCloud without its URN prefix. */
export function canonicalProviderId(provider: ImportProvider, id: string): string {
  const trimmed = id.trim();
  if (provider === 'spotify') return stripSpotifyPrefix(trimmed);
  if (provider === 'soundCloudPublic') return trimmed.replace(/^soundcloud:tracks:/, '');
  return trimmed;
}

/**
 * Track import: a provider's track becomes a verified catalogue song, once. The same provider id
 * always gives the same song (found before asking the provider; a unique index settles races), and a
 * song already in the catalogue with the track's ISRC gains the provider id instead of a twin.
 */
export class TrackImportService {
  constructor(
    private readonly providers: Providers,
    private readonly logger: ProviderLogger,
    private readonly songs: SongService,
  ) {}

  async importTrack(em: EntityManager, identity: Identity, input: TrackImportInput): Promise<Song> {
    requireUser(identity);
    const provider = input.musicProvider.trim();
    if (!isImportProvider(provider)) throw new DomainError('SONG_HAS_NO_SUPPORTED_PROVIDER');
    const providerId = canonicalProviderId(provider, input.providerId);
    if (!providerId || providerId.length > 200) throw new DomainError('INVALID_PROVIDER_ID');

    if (provider === 'uploadService') return this.uploadedSong(em, providerId);

    const existing = await this.findByProviderId(em, provider, providerId);
    if (existing) return existing;
    const lookup = await this.fetch(provider, providerId);
    if (!lookup.ok) return this.failed(provider, providerId, lookup);
    const track = lookup.value;
    if (!track.durationSeconds || !track.trackName.trim() || !track.artistName.trim()) {
      return this.failed(provider, providerId, { ok: false, failure: { kind: 'not-found', message: 'the track has no duration, title or artist' } });
    }
    return this.createOrFind(em, provider, canonicalProviderId(provider, track.providerId), track);
  }

  private fetch(provider: FetchedProvider, id: string): Promise<ProviderResult<ProviderTrack>> {
    switch (provider) {
      case 'spotify':
        return this.providers.spotify.lookupTrack(id);
      case 'apple':
        return this.providers.apple.lookupSong(id);
      case 'soundCloudPublic':
        return this.providers.soundCloud.lookupTrack(id);
      case 'sevenDigital':
        return this.providers.sevenDigital.lookupTrack(id);
    }
  }

  /** Spec §8: "Track import failed" is logged; a 4xx (or nothing to find) is "not in our catalog". */
  private failed(provider: ImportProvider, providerId: string, result: Extract<ProviderResult<unknown>, { ok: false }>): never {
    const { failure } = result;
    this.logger.warn('Track import failed', {
      musicProvider: provider,
      providerId,
      kind: failure.kind,
      ...(failure.status !== undefined ? { status: failure.status } : {}),
      error: failure.message,
    });
    throw new DomainError(failure.kind === 'unavailable' ? 'MUSIC_PROVIDER_UNAVAILABLE' : 'SONG_NOT_IN_CATALOG');
  }

  /** uploadService ids are our own song ids: the song must exist, and be playable. */
  private async uploadedSong(em: EntityManager, id: string): Promise<Song> {
    const song = isUuid(id) ? await em.findOne(SongSchema, { id }) : null;
    if (!song) {
      this.logger.warn('Track import failed', { musicProvider: 'uploadService', providerId: id, kind: 'not-found', error: 'no such song' });
      throw new DomainError('SONG_NOT_IN_CATALOG');
    }
    if (song.status !== 'VERIFIED') throw new DomainError('SONG_NOT_VERIFIED');
    return song;
  }

  private findByProviderId(em: EntityManager, provider: MusicProvider, id: string): Promise<Song | null> {
    return em.findOne(SongSchema, { musicProviders: { [provider]: id } });
  }

  /**
   * Into the catalogue (songs/song.service.ts upsertCatalogEntry: artist and album linked, provider ids unique,
   * concurrent imports end with one song). The same recording already there from another provider (same ISRC)
   * gains this provider's id instead of becoming a second song. With the paid catalogue (7digital) configured, a
   * track of another provider also gains the 7digital id of its ISRC, so it plays from the paid catalogue first
   * (spec 3, §5 playback preference).
   */
  private async createOrFind(em: EntityManager, provider: FetchedProvider, id: string, track: ProviderTrack): Promise<Song> {
    const twin = track.isrc
      ? await em.findOne(
          SongSchema,
          { isrc: track.isrc, status: 'VERIFIED', musicProviders: { [provider]: null } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        )
      : null;
    const thumbnail = thumbnailFor(track.thumbnails)?.url;
    const { sevenDigital } = this.providers;
    const paid = provider !== 'sevenDigital' && track.isrc && sevenDigital.configured ? await sevenDigital.trackByIsrc(track.isrc) : null;
    return this.songs.upsertCatalogEntry(em, {
      ...(twin ? { id: twin.id } : {}),
      trackName: track.trackName.trim().slice(0, 300),
      artistName: track.artistName.trim().slice(0, 300),
      duration: track.durationSeconds!,
      isrc: track.isrc,
      explicit: track.explicit,
      status: 'VERIFIED',
      albumName: track.albumName,
      releaseYear: track.releaseYear,
      musicProviders: { [provider]: id, ...(paid ? { sevenDigital: paid.providerId } : {}) },
      ...(thumbnail ? { thumbnails: { [provider]: thumbnail } } : {}),
      links: track.links.web ? [track.links.web] : [],
      previews: track.previewUrl ? [track.previewUrl] : [],
    });
  }
}
