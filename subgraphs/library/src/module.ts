import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { AlbumSchema } from './albums/album.entity.ts';
import { AlbumResolver } from './albums/album.resolver.ts';
import { AlbumService } from './albums/album.service.ts';
import { ArtistSchema } from './artists/artist.entity.ts';
import { ArtistResolver } from './artists/artist.resolver.ts';
import { ArtistService } from './artists/artist.service.ts';
import { createLoaders, type LibraryLoaders, type LibraryServices } from './context.ts';
import { seedDemoSongs } from './demo-data.ts';
import { SongLinksResolver } from './song-links/song-links.resolver.ts';
import { SongLinksService } from './song-links/song-links.service.ts';
import { SongPlaySchema } from './recent-plays/recent-play.entity.ts';
import { RecentPlayResolver } from './recent-plays/recent-play.resolver.ts';
import { RecentPlayService } from './recent-plays/recent-play.service.ts';
import { SearchResolver } from './search/search.resolver.ts';
import { SearchService } from './search/search.service.ts';
import { SongSchema } from './songs/song.entity.ts';
import { SongResolver } from './songs/song.resolver.ts';
import { SongService } from './songs/song.service.ts';
import { consoleProviderLogger } from './providers/http.ts';
import { createProviders } from './providers/providers.ts';
import { TrackImportResolver } from './track-import/track-import.resolver.ts';
import { TrackImportService } from './track-import/track-import.service.ts';

/** library: the songs catalogue with albums and artists, song data by link; later uploads & HLS, providers, crates, imports, search, recent plays. */
export const librarySubgraph: SubgraphModule<LibraryServices, LibraryLoaders> = {
  name: 'library',
  entities: [SongSchema, ArtistSchema, AlbumSchema, SongPlaySchema],
  migrations,
  resolvers: [SongResolver, AlbumResolver, ArtistResolver, SongLinksResolver, RecentPlayResolver, SearchResolver, TrackImportResolver],
  referenceResolvers: {
    Song: (ref, ctx) => ctx.loaders.song.load(ref.id),
    Album: (ref, ctx) => ctx.loaders.album.load(ref.id),
    Artist: (ref, ctx) => ctx.loaders.artist.load(ref.id),
  },
  createServices({ config }) {
    const logger = consoleProviderLogger(config.LOG_LEVEL);
    const providers = createProviders(config, logger);
    const artists = new ArtistService();
    const albums = new AlbumService();
    const songs = new SongService(artists, albums);
    return {
      songs,
      artists,
      albums,
      songLinks: new SongLinksService(songs),
      recentPlays: new RecentPlayService(),
      search: new SearchService(providers),
      providers,
      trackImport: new TrackImportService(providers, logger),
    };
  },
  createLoaders,
  seedDemoData: seedDemoSongs,
};
