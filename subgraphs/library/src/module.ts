import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { createLoaders, type LibraryLoaders, type LibraryServices } from './context.ts';
import { seedDemoSongs } from './demo-data.ts';
import { SongSchema } from './songs/song.entity.ts';
import { SongResolver } from './songs/song.resolver.ts';
import { SongService } from './songs/song.service.ts';

/** library: the songs catalogue; later uploads & HLS, providers, crates, imports, search, recent plays. */
export const librarySubgraph: SubgraphModule<LibraryServices, LibraryLoaders> = {
  name: 'library',
  entities: [SongSchema],
  migrations,
  resolvers: [SongResolver],
  referenceResolvers: {
    Song: (ref, ctx) => ctx.loaders.song.load(ref.id),
  },
  createServices() {
    return { songs: new SongService() };
  },
  createLoaders,
  seedDemoData: seedDemoSongs,
};
