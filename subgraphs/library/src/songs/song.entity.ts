import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AlbumSchema } from '../albums/album.entity.ts';
import { ArtistSchema } from '../artists/artist.entity.ts';
import { newShortId } from './short-id.ts';

/**
 * A song's status (spec 3, §3: the union of the upload and verification statuses of spec 2, §3 and the
 * provider-data fetch statuses).
 */
export const songStatuses = [
  'PENDING_UPLOAD',
  'VALID_FILE_TYPE',
  'MISSING_METADATA',
  'VERIFIED',
  'UNVERIFIED',
  'VERIFICATION_ERROR',
  'VERIFICATION_POSTPONED',
  'DATA_NOT_FOUND',
  'PENDING_REQUEST',
  'SUCCESS',
  'FETCH_FAILED',
] as const;
export type SongStatus = (typeof songStatuses)[number];

/**
 * The statuses of a playable catalogue song: an upload that passed verification, or a provider song whose
 * data was fetched. Catalogue lists (`songs`, albums, artists) show these only.
 */
export const catalogueStatuses = ['VERIFIED', 'SUCCESS'] as const satisfies readonly SongStatus[];

/** Spec 3, §3: the music providers a song can be found on (one list, in platform: audit's play tracking names them too). */
import { musicProviders, type MusicProvider } from '@backspin/platform';
export { musicProviders, type MusicProvider } from '@backspin/platform';

/** How a stream URL plays: an HLS playlist or a plain HTTP audio file. */
export const streamKinds = ['hls', 'http'] as const;
export type StreamKind = (typeof streamKinds)[number];

export interface StreamUrl {
  provider: MusicProvider;
  kind: StreamKind;
  url: string;
}

/** A random 10-character base62 string, in SQL. */
export const randomShortIdSql = `(select string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 62)::int, 1), '') from generate_series(1, 10))`;

/** The SQL expression of one provider's id inside `music_providers` (the provider names are fixed identifiers). */
export const providerIdColumn = (provider: MusicProvider) => `(music_providers ->> '${provider}')`;

export const SongSchema = defineEntity({
  name: 'Song',
  tableName: 'song',
  indexes: [
    /** The catalogue lists verified songs, newest first. */
    { properties: ['status', 'createdAt'] },
    /** A user's own uploads, newest first. */
    { properties: ['ownerId', 'createdAt'] },
    /** The songs of an artist or an album (and the foreign keys' checks). */
    { properties: ['artist'] },
    { properties: ['album'] },
    /** Whole names ignoring case: the same-song rule of crates (crate-songs/crate-song.service.ts). */
    {
      name: 'song_lower_names_index',
      expression: `create index "song_lower_names_index" on "library"."song" (lower("track_name"), lower("artist_name"))`,
    },
    /** Search (search/search.service.ts): word prefixes, then trigram similarity for typos and fragments. */
    {
      name: 'song_search_fts',
      expression: `create index "song_search_fts" on "library"."song" using gin (to_tsvector('simple', "track_name" || ' ' || "artist_name"))`,
    },
    {
      name: 'song_search_trgm',
      expression: `create index "song_search_trgm" on "library"."song" using gin ((lower("track_name" || ' ' || "artist_name")) public.gin_trgm_ops)`,
    },
  ],
  /**
   * One song per provider id (imports and catalogue entries find the song instead of adding a duplicate): a partial
   * unique index per provider, which also serves the lookups by provider id (`music_providers ->> 'spotify' = $1`
   * implies the index predicate).
   */
  uniques: musicProviders.map((provider) => ({
    name: `song_${provider.toLowerCase()}_id_unique`,
    expression: `create unique index "song_${provider.toLowerCase()}_id_unique" on "library"."song" (${providerIdColumn(provider)}) where ${providerIdColumn(provider)} is not null`,
  })),
  /**
   * The service gives every song its short id; rows written without one (seeds, other modules' tests) get a
   * random one here, so the column can stay NOT NULL.
   */
  triggers: [
    {
      name: 'song_short_id_default',
      timing: 'before',
      events: ['insert'],
      forEach: 'row',
      body: `if new.short_id is null then new.short_id := ${randomShortIdSql}; end if; return new;`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    /** A short public id (10 base62 characters), the spec's `songShortId`. */
    shortId: p.string().length(10).unique().onCreate(() => newShortId()),
    trackName: p.string().length(300),
    artistName: p.string().length(300),
    genre: p.string().length(100).nullable(),
    /** Seconds. */
    duration: p.integer().check('duration > 0'),
    /** International Standard Recording Code, 12 characters (CC-XXX-YY-NNNNN without dashes). */
    isrc: p.string().length(12).nullable().index(),
    explicit: p.boolean().default(false),
    status: p.enum(songStatuses),
    /** The song's id on each provider that has it. */
    musicProviders: p.json<Partial<Record<MusicProvider, string>>>(),
    /** A thumbnail URL per provider. */
    thumbnails: p.json<Partial<Record<MusicProvider, string>>>().defaultRaw(`'{}'`),
    /** Links to the song's pages on its providers. */
    links: p.json<string[]>().defaultRaw(`'[]'`),
    /** Preview (short excerpt) URLs. */
    previews: p.json<string[]>().defaultRaw(`'[]'`),
    /** Where the song streams from, per provider. */
    streamUrls: p.json<StreamUrl[]>().defaultRaw(`'[]'`),
    albumName: p.string().length(300).nullable(),
    releaseYear: p.integer().nullable().check('(release_year >= 1000) AND (release_year <= 9999)'),
    /** The user who uploaded the song; null for provider catalogue songs. */
    ownerId: p.uuid().nullable(),
    /** Free tags, edited by the owner. */
    tags: p.json<string[]>().defaultRaw(`'[]'`),
    artist: () => p.manyToOne(ArtistSchema).ref().nullable().deleteRule('set null'),
    album: () => p.manyToOne(AlbumSchema).ref().nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('current_timestamp').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Song = InferEntity<typeof SongSchema>;
