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
  /** The catalogue lists verified songs, newest first. */
  indexes: [{ properties: ['status', 'createdAt'] }],
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
