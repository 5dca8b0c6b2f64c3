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
}

export interface LibraryLoaders {
  song: DataLoader<string, Song | null>;
  artist: DataLoader<string, Artist | null>;
  album: DataLoader<string, Album | null>;
  /** The catalogue songs of an album, by album id. */
  albumSongs: DataLoader<string, Song[]>;
  /** The albums (with catalogue songs) of an artist, by artist id. */
  artistAlbums: DataLoader<string, Album[]>;
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
  };
}
