import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ArtistSchema } from '../artists/artist.entity.ts';

/** An album of the catalogue, derived from songs' album and artist names (one per artist and album name). */
export const AlbumSchema = defineEntity({
  name: 'Album',
  tableName: 'album',
  /** One album per artist and name; also serves an artist's albums. */
  uniques: [{ properties: ['artist', 'nameKey'] }],
  properties: {
    id: p.uuid().primary(),
    /** A short public id (10 base62 characters), the spec's `albumShortId`. */
    shortId: p.string().length(10).unique(),
    name: p.string().length(300),
    /** The name lower-cased with spaces collapsed: what makes two albums of one artist the same. */
    nameKey: p.string().length(300),
    artist: () => p.manyToOne(ArtistSchema).ref(),
    releaseYear: p.integer().nullable().check('(release_year >= 1000) AND (release_year <= 9999)'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Album = InferEntity<typeof AlbumSchema>;
