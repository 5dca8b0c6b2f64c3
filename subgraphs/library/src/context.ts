import type { AnalysisService } from './analysis/analysis.service.ts';
import type { ExportService } from './exports/export.service.ts';
import type { CrateImportService } from './crate-imports/crate-import.service.ts';
import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { Storage, SubgraphContext } from '@backspin/platform';
import type { Album } from './albums/album.entity.ts';
import type { AlbumService } from './albums/album.service.ts';
import type { Artist } from './artists/artist.entity.ts';
import type { ArtistService } from './artists/artist.service.ts';
import type { SongLinksService } from './song-links/song-links.service.ts';
import type { HlsService } from './hls/hls.service.ts';
import type { LibraryJobRunner } from './jobs.ts';
import type { Song } from './songs/song.entity.ts';
import type { RecentPlayService } from './recent-plays/recent-play.service.ts';
import type { SearchService } from './search/search.service.ts';
import type { SongService } from './songs/song.service.ts';
import type { Providers } from './providers/providers.ts';
import type { TrackImportService } from './track-import/track-import.service.ts';
import type { UploadService } from './uploads/upload.service.ts';
import type { Crate } from './crates/crate.entity.ts';
import type { QueuePlayService } from './queue-plays/queue-play.service.ts';
import type { CrateService } from './crates/crate.service.ts';
import type { CrateSongService } from './crate-songs/crate-song.service.ts';

export interface LibraryServices {
  songs: SongService;
  artists: ArtistService;
  albums: AlbumService;
  songLinks: SongLinksService;
  recentPlays: RecentPlayService;
  search: SearchService;
  /** The music-provider clients (e.g. `services.providers.spotify.search(...)`). */
  providers: Providers;
  trackImport: TrackImportService;
  storage: Storage;
  jobs: LibraryJobRunner;
  hls: HlsService;
  uploads: UploadService;
  crates: CrateService;
  crateSongs: CrateSongService;
  crateImports: CrateImportService;
  exports: ExportService;
  queuePlays: QueuePlayService;
  /** Similar songs from Cyanite.ai and its webhook. */
  analysis: AnalysisService;
}

export interface LibraryLoaders {
  song: DataLoader<string, Song | null>;
  artist: DataLoader<string, Artist | null>;
  album: DataLoader<string, Album | null>;
  /** The catalogue songs of an album, by album id. */
  albumSongs: DataLoader<string, Song[]>;
  /** The albums (with catalogue songs) of an artist, by artist id. */
  artistAlbums: DataLoader<string, Album[]>;
  crate: DataLoader<string, Crate | null>;
  /** Songs in a crate. */
  crateSongCount: DataLoader<string, number>;
  /** The first songs of a crate (ids, in order), for its thumbnails. */
  crateFirstSongIds: DataLoader<string, string[]>;
  /** The 0-based index of the crate's current song, or null. */
  crateCurrentPosition: DataLoader<string, number | null>;
}

export type LibraryContext = SubgraphContext<LibraryServices, LibraryLoaders>;

export function createLoaders(em: EntityManager, services: LibraryServices): LibraryLoaders {
  return {
    song: new DataLoader(async (ids) => {
      const found = await services.songs.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    artist: new DataLoader(async (ids) => {
      const found = await services.artists.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    album: new DataLoader(async (ids) => {
      const found = await services.albums.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    albumSongs: new DataLoader(async (ids) => {
      const found = await services.albums.songsOfAlbums(em, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    artistAlbums: new DataLoader(async (ids) => {
      const found = await services.albums.albumsOfArtists(em, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    crate: new DataLoader(async (ids) => {
      const found = await services.crates.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    crateSongCount: new DataLoader(async (ids) => {
      const counts = await services.crateSongs.counts(em, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    crateFirstSongIds: new DataLoader(async (ids) => {
      const first = await services.crateSongs.firstSongIds(em, ids);
      return ids.map((id) => first.get(id) ?? []);
    }),
    crateCurrentPosition: new DataLoader(async (ids) => {
      const positions = await services.crateSongs.currentPositions(em, ids);
      return ids.map((id) => positions.get(id) ?? null);
    }),
  };
}
