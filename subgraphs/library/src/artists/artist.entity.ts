import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An artist of the catalogue, derived from songs' artist names (one artist per name, ignoring case and spacing). */
export const ArtistSchema = defineEntity({
  name: 'Artist',
  tableName: 'artist',
  properties: {
    id: p.uuid().primary(),
    /** A short public id (10 base62 characters), the spec's `artistShortId`. */
    shortId: p.string().length(10).unique(),
    name: p.string().length(300),
    /** The name lower-cased with spaces collapsed: what makes two artists the same. */
    nameKey: p.string().length(300).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Artist = InferEntity<typeof ArtistSchema>;
