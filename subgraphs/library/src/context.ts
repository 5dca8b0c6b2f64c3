import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { Song } from './songs/song.entity.ts';
import type { SongService } from './songs/song.service.ts';
import type { Crate } from './crates/crate.entity.ts';
import type { CrateService } from './crates/crate.service.ts';
import type { CrateSongService } from './crate-songs/crate-song.service.ts';

export interface LibraryServices {
  songs: SongService;
  crates: CrateService;
  crateSongs: CrateSongService;
}

export interface LibraryLoaders {
  song: DataLoader<string, Song | null>;
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
