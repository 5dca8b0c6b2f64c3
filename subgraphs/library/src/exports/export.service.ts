import type { EntityManager } from '@mikro-orm/core';
import { DomainError, requireUser, type Identity } from '@backspin/platform';
import type { CrateService } from '../crates/crate.service.ts';
import type { ProviderResult } from '@backspin/platform/providers';
import type { Providers } from '../providers/providers.ts';
import type { MusicProvider } from '../songs/song.entity.ts';

export const exportProviders = ['spotify', 'apple'] as const;
export type ExportProvider = (typeof exportProviders)[number];

export interface CrateExportInput {
  crateId: string;
  provider: ExportProvider;
  /** The user's own token on the provider (Spotify access token, Apple Music-User-Token). */
  userToken: string;
  name?: string | null;
  description?: string | null;
  public?: boolean | null;
}

export interface CrateExport {
  provider: ExportProvider;
  playlistId: string;
  url: string | null;
  trackCount: number;
  /** Songs of the crate the provider does not have (no id for it in the catalogue). */
  skipped: number;
}

/**
 * Exports a crate as a playlist on Spotify or Apple Music (spec 3, §1 and §7 /exports/spotify, /exports/apple), in
 * the crate's order, with the songs that provider has; the others are counted as skipped.
 */
export class ExportService {
  constructor(
    private readonly crates: CrateService,
    private readonly providers: Providers,
  ) {}

  async export(em: EntityManager, identity: Identity, input: CrateExportInput): Promise<CrateExport> {
    requireUser(identity);
    if (!exportProviders.includes(input.provider)) throw new DomainError('EXPORT_PROVIDER_UNSUPPORTED');
    const userToken = input.userToken.trim();
    if (!userToken) throw new DomainError('EXPORT_USER_TOKEN_MISSING');
    const crate = await this.crates.get(em, identity, input.crateId);
    const rows: { music_providers: Partial<Record<MusicProvider, string>> }[] = await em.getConnection().execute(
      `select s.music_providers from library.crate_song cs join library.song s on s.id = cs.song_id
        where cs.crate_id = ? order by cs.position_key`,
      [crate.id],
    );
    const ids = rows.map((row) => row.music_providers[input.provider]).filter((id): id is string => !!id);
    if (!ids.length) throw new DomainError('EXPORT_NOTHING_TO_EXPORT');
    const name = (input.name?.trim() || crate.crateName).slice(0, 100);
    const description = input.description?.trim() || undefined;
    const result: ProviderResult<{ playlistId: string; url?: string | null; trackCount: number }> =
      input.provider === 'spotify'
        ? await this.providers.spotify.exportPlaylist({ accessToken: userToken }, { name, ...(description ? { description } : {}), public: input.public ?? false, trackIds: ids })
        : await this.providers.apple.exportPlaylist({ accessToken: userToken }, { name, ...(description ? { description } : {}), songIds: ids });
    if (!result.ok) {
      switch (result.failure.kind) {
        case 'rejected':
        case 'not-found':
          throw new DomainError('EXPORT_REJECTED');
        case 'not-configured':
          throw new DomainError('EXPORT_PROVIDER_NOT_CONFIGURED');
        default:
          throw new DomainError('MUSIC_PROVIDER_UNAVAILABLE');
      }
    }
    return {
      provider: input.provider,
      playlistId: result.value.playlistId,
      url: result.value.url ?? null,
      trackCount: result.value.trackCount,
      skipped: rows.length - ids.length,
    };
  }
}
