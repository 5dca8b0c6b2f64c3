import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CrateSchema } from '../crates/crate.entity.ts';
import { SongSchema } from '../songs/song.entity.ts';

/**
 * A song in a crate. The order is the order of `positionKey`, a fractional index (npm `fractional-indexing`):
 * a key strictly between two neighbours always exists, so a move or an insertion writes one row and never
 * renumbers the crate. Keys are ASCII and compared bytewise (collation "C"), as the library generates them.
 */
export const CrateSongSchema = defineEntity({
  name: 'CrateSong',
  tableName: 'crate_song',
  uniques: [
    /**
     * A page of a crate is a range scan of this index; two songs can never share a place. Deferrable (checked at
     * the end of each statement, not row by row) so that one UPDATE can rewrite every key of a crate (shuffle).
     */
    { name: 'crate_song_crate_id_position_key_unique', properties: ['crateId', 'positionKey'], deferMode: 'immediate' },
    /** A song is in a crate at most once (the first clause of the same-song rule, enforced by the database). */
    { name: 'crate_song_crate_id_song_id_unique', properties: ['crateId', 'songId'] },
  ],
  indexes: [{ name: 'crate_song_song_id_index', properties: ['songId'] }],
  properties: {
    /** The spec's crateSongUuid. */
    id: p.uuid().primary(),
    crateId: p.manyToOne(CrateSchema).mapToPk().fieldName('crate_id').deleteRule('cascade'),
    /** The library's Song; a song deleted from the catalogue leaves every crate with it. */
    songId: p.manyToOne(SongSchema).mapToPk().fieldName('song_id').deleteRule('cascade'),
    positionKey: p.string().length(1024).collation('C'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CrateSong = InferEntity<typeof CrateSongSchema>;
