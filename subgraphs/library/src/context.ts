import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { Storage, SubgraphContext } from '@backspin/platform';
import type { HlsService } from './hls/hls.service.ts';
import type { LibraryJobRunner } from './jobs.ts';
import type { Song } from './songs/song.entity.ts';
import type { RecentPlayService } from './recent-plays/recent-play.service.ts';
import type { SearchService } from './search/search.service.ts';
import type { SongService } from './songs/song.service.ts';
import type { Providers } from './providers/providers.ts';
import type { TrackImportService } from './track-import/track-import.service.ts';
import type { UploadService } from './uploads/upload.service.ts';

export interface LibraryServices {
  songs: SongService;
  recentPlays: RecentPlayService;
  search: SearchService;
  /** The music-provider clients (e.g. `services.providers.spotify.search(...)`). */
  providers: Providers;
  trackImport: TrackImportService;
  storage: Storage;
  jobs: LibraryJobRunner;
  hls: HlsService;
  uploads: UploadService;
}

export interface LibraryLoaders {
  song: DataLoader<string, Song | null>;
}

export type LibraryContext = SubgraphContext<LibraryServices, LibraryLoaders>;

export function createLoaders(em: EntityManager, services: LibraryServices): LibraryLoaders {
  return {
    song: new DataLoader(async (ids) => {
      const found = await services.songs.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
