import { graphql } from '../gql/index.ts';
import type { RestAlbumFragment, RestArtistFragment, RestSongFragment } from '../gql/graphql.ts';
import { booleanParam, integerParam, route, type RestRequest, type RestRoute } from './route.ts';
import { linkMigrationStatuses } from '@backspin/contracts/library-options';

/*
 * Songs, albums, artists and song data (spec 2 §7 "Songs and search", spec 3 §7 "Playlist service").
 * Whole-number and true/false parameters that are malformed (limit=abc, verified=maybe) are refused here with 400
 * naming the parameter; other values (an unknown orderBy field or quality, a malformed date) go through and the
 * gateway refuses them with 400 naming the value.
 */

graphql(`
  fragment RestArtist on Artist {
    id
    shortId
    name
  }
`);

graphql(`
  fragment RestAlbum on Album {
    id
    shortId
    name
    artistId
    artistName
    releaseYear
  }
`);

graphql(`
  fragment RestSong on Song {
    id
    shortId
    trackName
    artistName
    genre
    duration
    isrc
    explicit
    status
    playable
    musicProviders { provider id }
    thumbnails { provider url }
    links
    previews
    streamUrls { provider kind url }
    albumName
    releaseYear
    albumId
    artistId
    album { ...RestAlbum }
    artist { ...RestArtist }
    ownerId
    tags
    createdAt
    updatedAt
  }
`);

const Songs = graphql(`
  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {
    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }
  }
`);

const SongById = graphql(`
  query RestSongById($id: ID!) {
    song(id: $id) { ...RestSong }
  }
`);

const PublicSongs = graphql(`
  query RestPublicSongs($limit: Int, $offset: Int) {
    publicSongs(limit: $limit, offset: $offset) { ...RestSong }
  }
`);

const MySongs = graphql(`
  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {
    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }
  }
`);

const UpdateSong = graphql(`
  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {
    updateSong(id: $id, input: $input) { ...RestSong }
  }
`);

const DeleteSong = graphql(`
  mutation RestDeleteSong($id: ID!) {
    deleteSong(id: $id)
  }
`);

const Albums = graphql(`
  query RestAlbums($take: Int, $skip: Int) {
    albums(take: $take, skip: $skip) { ...RestAlbum }
  }
`);

const AlbumSongs = graphql(`
  query RestAlbumSongs($shortId: String!) {
    album(shortId: $shortId) { songs { ...RestSong } }
  }
`);

const SongsOnAlbums = graphql(`
  query RestSongsOnAlbums($take: Int, $skip: Int) {
    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }
  }
`);

const SongByShortId = graphql(`
  query RestSongByShortId($shortId: String!) {
    songByShortId(shortId: $shortId) { ...RestSong }
  }
`);

const Artists = graphql(`
  query RestArtists($take: Int, $skip: Int) {
    artists(take: $take, skip: $skip) { ...RestArtist }
  }
`);

const AlbumsByArtists = graphql(`
  query RestAlbumsByArtists($artists: [String!]!) {
    albumsByArtists(artists: $artists) { ...RestAlbum }
  }
`);

const ArtistAlbums = graphql(`
  query RestArtistAlbums($shortId: String!) {
    artist(shortId: $shortId) { albums { ...RestAlbum } }
  }
`);

const SongByLink = graphql(`
  query RestSongByLink($link: String!) {
    songByLink(link: $link) { ...RestSong }
  }
`);

const SongByProviderId = graphql(`
  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {
    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }
  }
`);

const SongProviderIds = graphql(`
  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {
    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }
  }
`);

const SongByProviderIdForService = graphql(`
  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {
    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }
  }
`);

const SongStream = graphql(`
  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {
    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }
  }
`);

const SongPreview = graphql(`
  query RestSongPreview($country: String!, $id: String!) {
    songPreview(country: $country, id: $id) { songId url country }
  }
`);

graphql(`
  fragment RestSongLinkMigration on SongLinkMigration {
    id
    status
    scanned
    updated
    providerIdsNormalised
    conflicts
    error
    createdAt
    startedAt
    finishedAt
  }
`);

const MigrateLinks = graphql(`
  mutation RestMigrateSongLinks {
    migrateSongLinks { ...RestSongLinkMigration }
  }
`);

const LinkMigration = graphql(`
  query RestSongLinkMigration($id: ID!) {
    songLinkMigration(id: $id) { ...RestSongLinkMigration }
  }
`);

// ---- Mapping helpers: request → variables, data → the spec's bodies ----

type Query = RestRequest['query'];

/** Every value of a repeatable parameter (`?id=a&id=b`); undefined when absent or empty. */
function many(query: Query, key: string): string[] | undefined {
  const value = query[key];
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => v !== '');
  return values.length ? values : undefined;
}

/** The first value of a parameter; undefined when absent or empty (spec: empty parameters are skipped). */
function one(query: Query, key: string): string | undefined {
  return many(query, key)?.[0];
}

/** `orderBy=trackName`, `orderBy=trackName:asc` or `orderBy=updatedAt,DESC`. */
function orderOf(query: Query) {
  const value = one(query, 'orderBy');
  if (value === undefined) return undefined;
  const [field, direction] = value.split(/[:,]/, 2) as [string, string | undefined];
  return {
    field: field as 'createdAt',
    ...(direction !== undefined ? { direction: direction.toUpperCase() as 'ASC' } : {}),
  };
}

/** A list of per-provider entries as the spec's map of provider to value. */
function mapOf<E extends { provider: string }, V>(entries: readonly E[], value: (entry: E) => V): Record<string, V> {
  return Object.fromEntries(entries.map((e) => [e.provider, value(e)]));
}

/** A song as the spec shows it: musicProviders and thumbnails are maps of provider to id or URL. */
export function restSong(song: RestSongFragment) {
  return {
    ...song,
    musicProviders: mapOf(song.musicProviders, (l) => l.id),
    thumbnails: mapOf(song.thumbnails, (t) => t.url),
  };
}

const restAlbum = (album: RestAlbumFragment) => album;
const restArtist = (artist: RestArtistFragment) => artist;

const pageParams = (query: Query) => ({ limit: integerParam(query, 'limit'), offset: integerParam(query, 'offset') });
const takeSkip = (query: Query) => ({ take: integerParam(query, 'take'), skip: integerParam(query, 'skip') });

const songSchema = { type: 'object', additionalProperties: true };
const songList = { type: 'array', items: songSchema };
const count = { type: 'integer', minimum: 0 };
const linkMigrationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: [...linkMigrationStatuses] },
    scanned: count,
    updated: count,
    providerIdsNormalised: count,
    conflicts: count,
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    startedAt: { type: ['string', 'null'], format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

export const songsRoutes: RestRoute[] = [
  // ---- Playlist service: the catalogue ----
  route({
    method: 'GET',
    service: 'playlist',
    path: '/api/v1/songs',
    tag: 'songs',
    summary:
      'Catalogue songs (VERIFIED or SUCCESS). Query: id and idNot (repeatable UUIDs), isrc (repeatable), updatedAfter ' +
      '(ISO date-time), nameLike (part of the track or artist name, any case), trackName and artistName (whole name, ' +
      'any case), hasSevenDigital (true|false), orderBy (createdAt|updatedAt|trackName, optionally :asc or :desc; ' +
      'default createdAt:desc), limit (1-100, default 20), offset',
    operation: Songs,
    variables: ({ query }) => {
      const filter = {
        id: many(query, 'id'),
        idNot: many(query, 'idNot'),
        isrc: many(query, 'isrc'),
        updatedAfter: one(query, 'updatedAfter'),
        nameLike: one(query, 'nameLike'),
        trackName: one(query, 'trackName'),
        artistName: one(query, 'artistName'),
        hasSevenDigital: booleanParam(query, 'hasSevenDigital'),
      };
      return { filter, orderBy: orderOf(query), ...pageParams(query) };
    },
    result: (data) => data.songs.map(restSong),
    responseSchema: songList,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/api/v1/songs/{songId}',
    tag: 'songs',
    summary: 'A song by id (any status); 404 "Song not found"',
    operation: SongById,
    variables: ({ params }) => ({ id: params.songId ?? '' }),
    result: (data) => restSong(data.song),
    responseSchema: songSchema,
  }),

  // ---- Room service: songs and uploads ----
  route({
    method: 'GET',
    service: 'room',
    path: '/songs/public',
    tag: 'songs',
    summary: 'Verified songs, newest first (limit 1-100, default 20; offset)',
    operation: PublicSongs,
    variables: ({ query }) => pageParams(query),
    result: (data) => data.publicSongs.map(restSong),
    responseSchema: songList,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/songs',
    tag: 'songs',
    summary: 'The caller’s own uploads, newest first; verified=true: verified only, verified=false: the others',
    operation: MySongs,
    variables: ({ query }) => ({ verified: booleanParam(query, 'verified'), ...pageParams(query) }),
    result: (data) => data.mySongs.map(restSong),
    responseSchema: songList,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/songs/{id}',
    tag: 'songs',
    summary: 'A song by id (any status); 404 "Song not found"',
    operation: SongById,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => restSong(data.song),
    responseSchema: songSchema,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/songs/{id}',
    tag: 'songs',
    summary:
      'The owner edits tags and metadata of their own song; another user’s song: 403 "Unauthorized to edit tags that not belongs to the user"',
    operation: UpdateSong,
    variables: ({ params, body }) => {
      const keys = ['tags', 'trackName', 'artistName', 'genre', 'albumName', 'releaseYear', 'explicit'] as const;
      const input = Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
      return { id: params.id ?? '', input };
    },
    result: (data) => restSong(data.updateSong),
    bodySchema: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        trackName: { type: 'string' },
        artistName: { type: 'string' },
        genre: { type: ['string', 'null'] },
        albumName: { type: ['string', 'null'] },
        releaseYear: { type: ['integer', 'null'] },
        explicit: { type: 'boolean' },
      },
    },
    responseSchema: songSchema,
    auth: true,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/songs/{id}',
    tag: 'songs',
    summary: 'Deletes a song: its owner, or staff; 403 "Unauthorized to delete" otherwise, 404 when unknown',
    operation: DeleteSong,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => ({ id: data.deleteSong, deleted: true }),
    auth: true,
  }),

  // ---- Playlist service: albums and artists ----
  route({
    method: 'GET',
    service: 'playlist',
    path: '/albums/service/all-albums',
    tag: 'albums',
    summary: 'Albums with catalogue songs, by name (take 1-100, default 20; skip)',
    operation: Albums,
    variables: ({ query }) => takeSkip(query),
    result: (data) => data.albums.map(restAlbum),
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/albums/service/all-songs',
    tag: 'albums',
    summary: 'Catalogue songs that belong to an album, by album name (take 1-100, default 20; skip)',
    operation: SongsOnAlbums,
    variables: ({ query }) => takeSkip(query),
    result: (data) => data.songsOnAlbums.map(restSong),
    responseSchema: songList,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/albums/service/{albumShortId}/songs',
    tag: 'albums',
    summary: 'The catalogue songs of an album; 404 "Album not found"',
    operation: AlbumSongs,
    variables: ({ params }) => ({ shortId: params.albumShortId ?? '' }),
    result: (data) => data.album.songs.map(restSong),
    responseSchema: songList,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/albums/service/{songShortId}/song',
    tag: 'albums',
    summary: 'A song by its short id, with its album and artist; 404 "Song not found"',
    operation: SongByShortId,
    variables: ({ params }) => ({ shortId: params.songShortId ?? '' }),
    result: (data) => restSong(data.songByShortId),
    responseSchema: songSchema,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/artists/service/all-artists',
    tag: 'artists',
    summary: 'Artists with catalogue songs, by name (take 1-100, default 20; skip)',
    operation: Artists,
    variables: ({ query }) => takeSkip(query),
    result: (data) => data.artists.map(restArtist),
  }),
  route({
    method: 'POST',
    service: 'playlist',
    path: '/artists/service/albums-by-artists',
    tag: 'artists',
    summary:
      'Albums of the named artists. Body: {"artists": ["name", ...]} (1-100 artist names, matched ignoring case and ' +
      'spacing; unknown names skipped); grouped by artist in the order asked, newest release first',
    operation: AlbumsByArtists,
    variables: ({ body }) => ({ artists: (body.artists ?? []) as string[] }),
    result: (data) => data.albumsByArtists.map(restAlbum),
    bodySchema: {
      type: 'object',
      properties: { artists: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 100 } },
      required: ['artists'],
    },
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/artists/service/{artistShortId}/albums',
    tag: 'artists',
    summary: 'An artist’s albums with catalogue songs, newest release first; 404 "Artist not found"',
    operation: ArtistAlbums,
    variables: ({ params }) => ({ shortId: params.artistShortId ?? '' }),
    result: (data) => data.artist.albums.map(restAlbum),
  }),

  // ---- Playlist service: song data ----
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/stream/{country}/{id}',
    tag: 'song-data',
    summary:
      'Where a song (id or short id) streams from: the stream URL of the most preferred provider; quality ' +
      'low|medium|high (default medium, always medium without a user token); country: ISO 3166-1 alpha-2',
    operation: SongStream,
    variables: ({ params, query }) => ({
      country: params.country ?? '',
      id: params.id ?? '',
      quality: one(query, 'quality') as 'medium' | undefined,
    }),
    result: (data) => data.songStream,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/preview/{country}/{id}',
    tag: 'song-data',
    summary: 'A song’s (id or short id) first preview URL',
    operation: SongPreview,
    variables: ({ params }) => ({ country: params.country ?? '', id: params.id ?? '' }),
    result: (data) => data.songPreview,
  }),
  route({
    method: 'POST',
    service: 'playlist',
    path: '/song-data/migrate-links',
    tag: 'song-data',
    summary:
      'Staff: queues the background job that rewrites stored provider ids in canonical form (Spotify prefix stripped, ' +
      'stored links replaced by their ids) and answers 202 at once with it (id, status queued); while one is queued ' +
      'or running, answers with that one. Its progress and report: GET /song-data/migrate-links/{id}',
    operation: MigrateLinks,
    variables: () => ({}),
    result: (data) => data.migrateSongLinks,
    status: 202,
    responseSchema: linkMigrationSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/migrate-links/{id}',
    tag: 'song-data',
    summary:
      'Staff: a link migration: status queued, running, done or failed; songs scanned, songs updated, provider ids ' +
      'normalised and conflicts so far (the report once done); 404 "Link migration not found"',
    operation: LinkMigration,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.songLinkMigration,
    responseSchema: linkMigrationSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/{link}',
    tag: 'song-data',
    summary:
      'The catalogue song a music-provider link points at (the link URL-encoded in the path); 404 when no provider, ' +
      'no song id or no catalogue song is found',
    operation: SongByLink,
    variables: ({ params }) => ({ link: params.link ?? '' }),
    result: (data) => restSong(data.songByLink),
    responseSchema: songSchema,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/{providerSongId}/{musicProvider}',
    tag: 'song-data',
    summary: 'The catalogue song with this provider id (spotify:track: prefix accepted)',
    operation: SongByProviderId,
    variables: ({ params }) => providerParams(params),
    result: (data) => restSong(data.songByProviderId),
    responseSchema: songSchema,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/{providerSongId}/{musicProvider}/providers',
    tag: 'song-data',
    summary: 'Every provider id of the catalogue song with this provider id, as a map of provider to id',
    operation: SongProviderIds,
    variables: ({ params }) => providerParams(params),
    result: (data) => mapOf(data.songProviderIds, (l) => l.id),
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/song-data/{providerSongId}/{musicProvider}/service',
    tag: 'song-data',
    summary: 'For other services (service token): the song with this provider id, whatever its status',
    operation: SongByProviderIdForService,
    variables: ({ params }) => providerParams(params),
    result: (data) => restSong(data.songByProviderIdForService),
    responseSchema: songSchema,
    auth: true,
  }),
];

function providerParams(params: Record<string, string>) {
  return { provider: (params.musicProvider ?? '') as 'spotify', providerSongId: params.providerSongId ?? '' };
}
