import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The AES-128 key (and IV) of a song's HLS stream: 16 random bytes each, hex, kept in the database and
 * never in the media storage, so only GET /songs/hls/key (a caller with a valid token) ever hands it out.
 */
export const SongHlsKeySchema = defineEntity({
  name: 'SongHlsKey',
  tableName: 'song_hls_key',
  properties: {
    songId: p.uuid().primary(),
    key: p.string().length(32),
    iv: p.string().length(32),
    createdAt: p.datetime(),
  },
});
export type SongHlsKey = InferEntity<typeof SongHlsKeySchema>;
