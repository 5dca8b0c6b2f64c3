import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An uploaded song's file: where its original bytes are, what they are, and how transcoding went. */
export const SongUploadSchema = defineEntity({
  name: 'SongUpload',
  tableName: 'song_upload',
  properties: {
    songId: p.uuid().primary(),
    ownerId: p.uuid().index(),
    /** The name the uploader gave the file (informative only: the type is sniffed from the bytes). */
    fileName: p.string().length(255),
    /** Sniffed from the bytes, e.g. audio/mpeg. */
    mimeType: p.string().length(100),
    sizeBytes: p.integer(),
    /** Storage key of the original file (`songs/<id>/source`). */
    sourceKey: p.string().length(512),
    /** The transcoder's last error (VERIFICATION_ERROR) or why it is postponed. */
    error: p.text().nullable(),
    createdAt: p.datetime(),
    transcodedAt: p.datetime().nullable(),
  },
});
export type SongUpload = InferEntity<typeof SongUploadSchema>;
