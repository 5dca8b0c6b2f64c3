import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 2, §3: a song's verification status. */
export const songStatuses = [
  'PENDING_UPLOAD',
  'VALID_FILE_TYPE',
  'MISSING_METADATA',
  'VERIFIED',
  'UNVERIFIED',
  'VERIFICATION_ERROR',
  'VERIFICATION_POSTPONED',
] as const;
export type SongStatus = (typeof songStatuses)[number];

/** Spec 3, §3: the music providers a song can be found on. */
export const musicProviders = [
  'apple',
  'audius',
  'napster',
  'soundCloudPublic',
  'spotify',
  'uploadService',
  'youtube',
  'pandora',
  'deezer',
  'tidal',
  'amazonMusic',
  'yandex',
  'spinrilla',
  'sevenDigital',
] as const;
export type MusicProvider = (typeof musicProviders)[number];

export const SongSchema = defineEntity({
  name: 'Song',
  tableName: 'song',
  indexes: [
    /** The catalogue lists verified songs, newest first. */
    { properties: ['status', 'createdAt'] },
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
  /** A song has one catalogue entry per provider id: imports find it instead of adding a duplicate. */
  uniques: (['spotify', 'apple', 'soundCloudPublic'] as const).map((provider) => ({
    name: `song_${provider.toLowerCase()}_id_unique`,
    expression: (columns: Record<string, string>, table: { toString(): string }, name: string) =>
      `create unique index "${name}" on ${table} ((${columns.musicProviders} ->> '${provider}'))`,
  })),
  properties: {
    id: p.uuid().primary(),
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
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The user who uploaded it (uploads only). */
    ownerId: p.uuid().nullable().index(),
    albumName: p.string().length(300).nullable(),
    /** Where each provider streams it from (an upload: the path of its HLS playlist on the REST bridge). */
    streamUrls: p.json<Partial<Record<MusicProvider, string>>>().nullable(),
  },
});
export type Song = InferEntity<typeof SongSchema>;
