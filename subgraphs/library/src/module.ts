import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { createLoaders, type LibraryLoaders, type LibraryServices } from './context.ts';
import { seedDemoSongs } from './demo-data.ts';
import { SongSchema } from './songs/song.entity.ts';
import { CrateSchema } from './crates/crate.entity.ts';
import { CrateSongSchema } from './crate-songs/crate-song.entity.ts';
import { CrateResolver } from './crates/crate.resolver.ts';
import { CrateService } from './crates/crate.service.ts';
import { CrateSongResolver } from './crate-songs/crate-song.resolver.ts';
import { CrateSongService } from './crate-songs/crate-song.service.ts';
import { SongResolver } from './songs/song.resolver.ts';
import { SongService } from './songs/song.service.ts';

/** library: the songs catalogue; later uploads & HLS, providers, crates, imports, search, recent plays. */
export const librarySubgraph: SubgraphModule<LibraryServices, LibraryLoaders> = {
  name: 'library',
  entities: [SongSchema, CrateSchema, CrateSongSchema],
  migrations,
  resolvers: [SongResolver, CrateResolver, CrateSongResolver],
  referenceResolvers: {
    Song: (ref, ctx) => ctx.loaders.song.load(ref.id),
    Crate: (ref, ctx) => ctx.loaders.crate.load(ref.id),
  },
  createServices() {
    const crates = new CrateService();
    return { songs: new SongService(), crates, crateSongs: new CrateSongService(crates) };
  },
  createLoaders,
  seedDemoData: seedDemoSongs,
};
