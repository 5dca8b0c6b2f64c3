import { createStorage, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { InfoResolver } from './info/info.resolver.ts';
import { AlbumSchema } from './albums/album.entity.ts';
import { SpotifyTrackAnalysisSchema } from './analysis/analysis.entity.ts';
import { AnalysisResolver } from './analysis/analysis.resolver.ts';
import { AnalysisService } from './analysis/analysis.service.ts';
import { CyaniteClient } from './analysis/cyanite.client.ts';
import { AlbumResolver } from './albums/album.resolver.ts';
import { AlbumService } from './albums/album.service.ts';
import { ArtistSchema } from './artists/artist.entity.ts';
import { ArtistResolver } from './artists/artist.resolver.ts';
import { ArtistService } from './artists/artist.service.ts';
import { CrateImportResolver } from './crate-imports/crate-import.resolver.ts';
import { CrateImportService } from './crate-imports/crate-import.service.ts';
import { ExportResolver } from './exports/export.resolver.ts';
import { ExportService } from './exports/export.service.ts';
import { createLoaders, type LibraryLoaders, type LibraryServices } from './context.ts';
import { seedDemoSongs } from './demo-data.ts';
import { SongLinksResolver } from './song-links/song-links.resolver.ts';
import { LinkMigrationSchema } from './song-links/link-migration.entity.ts';
import { SongLinksService } from './song-links/song-links.service.ts';
import { seedDemoMusic } from './demo-music/demo-music.ts';
import { SongHlsKeySchema } from './hls/hls-key.entity.ts';
import { HlsResolver } from './hls/hls.resolver.ts';
import { HlsService } from './hls/hls.service.ts';
import { createJobRunner, JobSchema } from './jobs.ts';
import { SongPlaySchema } from './recent-plays/recent-play.entity.ts';
import { RecentPlayResolver } from './recent-plays/recent-play.resolver.ts';
import { RecentPlayService } from './recent-plays/recent-play.service.ts';
import { QueuePlaySchema } from './queue-plays/queue-play.entity.ts';
import { QueuePlayResolver } from './queue-plays/queue-play.resolver.ts';
import { QueuePlayService } from './queue-plays/queue-play.service.ts';
import { SearchResolver } from './search/search.resolver.ts';
import { SearchService } from './search/search.service.ts';
import { SongSchema } from './songs/song.entity.ts';
import { CrateSchema } from './crates/crate.entity.ts';
import { CrateSongSchema } from './crate-songs/crate-song.entity.ts';
import { CrateResolver } from './crates/crate.resolver.ts';
import { CrateService } from './crates/crate.service.ts';
import { CrateSongResolver } from './crate-songs/crate-song.resolver.ts';
import { CrateSongService } from './crate-songs/crate-song.service.ts';
import { SongResolver } from './songs/song.resolver.ts';
import { SongService } from './songs/song.service.ts';
import { consoleProviderLogger } from '@backspin/platform/providers';
import { createProviders } from './providers/providers.ts';
import { TrackImportResolver } from './track-import/track-import.resolver.ts';
import { TrackImportService } from './track-import/track-import.service.ts';
import { SongUploadSchema } from './uploads/upload.entity.ts';
import { UploadResolver } from './uploads/upload.resolver.ts';
import { UploadService } from './uploads/upload.service.ts';

/** library: the songs catalogue with albums and artists, song data by link; later uploads & HLS, providers, crates, imports, search, recent plays. */
export const librarySubgraph: SubgraphModule<LibraryServices, LibraryLoaders> = {
  name: 'library',
  entities: [SongSchema, ArtistSchema, AlbumSchema, SongPlaySchema, JobSchema, SongUploadSchema, SongHlsKeySchema, CrateSchema, CrateSongSchema, QueuePlaySchema, LinkMigrationSchema, SpotifyTrackAnalysisSchema],
  migrations,
  resolvers: [
    InfoResolver,
    SongResolver,
    AlbumResolver,
    ArtistResolver,
    SongLinksResolver,
    RecentPlayResolver,
    SearchResolver,
    TrackImportResolver,
    UploadResolver,
    HlsResolver,
    CrateResolver,
    CrateSongResolver,
    CrateImportResolver,
    ExportResolver,
    QueuePlayResolver,
    AnalysisResolver,
  ],
  referenceResolvers: {
    Song: (ref, ctx) => ctx.loaders.song.load(ref.id),
    Album: (ref, ctx) => ctx.loaders.album.load(ref.id),
    Artist: (ref, ctx) => ctx.loaders.artist.load(ref.id),
    Crate: (ref, ctx) => ctx.loaders.crate.load(ref.id),
  },
  createServices(deps) {
    const { config } = deps;
    const logger = consoleProviderLogger(config.LOG_LEVEL);
    const providers = createProviders(config, logger);
    const artists = new ArtistService();
    const albums = new AlbumService();
    const songs = new SongService(artists, albums);
    const storage = createStorage(config);
    const jobs = createJobRunner(config);
    const hls = new HlsService(storage);
    const uploads = new UploadService({ storage, jobs, hls, songs, config });
    songs.onOwnerEdit((tx, song) => uploads.metadataEdited(tx, song));
    const crates = new CrateService();
    const crateSongs = new CrateSongService(crates);
    const trackImport = new TrackImportService(providers, logger, songs);
    const crateImports = new CrateImportService({ crates, crateSongs, trackImport, jobs });
    const songLinks = new SongLinksService(songs, providers, jobs);
    jobs.register('library.transcode', ({ songId }, { signal }) => uploads.transcode(deps.db.em.fork(), songId, signal));
    jobs.register('library.crate-import', (payload) => crateImports.run(deps.db.em.fork(), payload));
    jobs.register('library.migrate-links', ({ migrationId }) => songLinks.runMigration(deps.db.em.fork(), migrationId));
    const cyanite = new CyaniteClient(
      { apiUrl: config.CYANITE_API_URL, accessToken: config.CYANITE_ACCESS_TOKEN, timeoutMs: config.PROVIDER_TIMEOUT_MS },
      logger,
    );
    const analysis = new AnalysisService({ cyanite, jobs, songs, webhookSecret: config.CYANITE_WEBHOOK_SECRET });
    jobs.register('library.cyanite-enqueue', (payload) => analysis.runEnqueue(deps.db.em.fork(), payload));
    jobs.register('library.cyanite-similar', (payload) => analysis.fetchSimilar(deps.db.em.fork(), payload));
    return {
      songs,
      artists,
      albums,
      songLinks,
      recentPlays: new RecentPlayService(),
      search: new SearchService(providers),
      providers,
      trackImport,
      storage,
      jobs,
      hls,
      uploads,
      crates,
      crateSongs,
      crateImports,
      exports: new ExportService(crates, providers),
      queuePlays: new QueuePlayService(crates),
      analysis,
    };
  },
  createLoaders,
  async seedDemoData(services, em) {
    await seedDemoSongs(services, em);
    await seedDemoMusic(services, em);
  },
  /** The background job runner (transcoding, crate imports, link migrations, Cyanite analyses): started with the subgraph, stopped (in-flight job awaited) with it. */
  async start(services, deps) {
    services.jobs.start(deps.db);
    return () => services.jobs.stop();
  },
};
