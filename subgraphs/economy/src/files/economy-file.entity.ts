import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An uploaded picture or animation economy shows (a consumable's, an avatar's), kept as sent. */
export const EconomyFileSchema = defineEntity({
  name: 'EconomyFile',
  tableName: 'economy_file',
  properties: {
    id: p.uuid().primary(),
    /** Where the bytes are in the media storage: `economy/files/<id>.<ext>`. */
    storageKey: p.string().length(200),
    /** Sniffed from the bytes at upload, never taken from the client. */
    contentType: p.string().length(50),
    size: p.integer(),
    uploadedBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type EconomyFile = InferEntity<typeof EconomyFileSchema>;
