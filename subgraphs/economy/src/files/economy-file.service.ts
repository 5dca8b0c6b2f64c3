import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  beginStagedUpload,
  DomainError,
  isUuid,
  keepStagedImage,
  requirePermission,
  requireUser,
  type Config,
  type Identity,
  type StagedImageRefusals,
  type Storage,
} from '@backspin/platform';
import { EconomyFileSchema, type EconomyFile } from './economy-file.entity.ts';

export interface EconomyFileDeps {
  storage: Storage;
  config: Pick<Config, 'ECONOMY_FILE_MAX_BYTES'>;
}

/** Uploads are staged under `economy/staging/<userId>/`. */
const stagingArea = 'economy';
const refusals: StagedImageRefusals = {
  notStaged: 'ECONOMY_FILE_NOT_STAGED',
  empty: 'ECONOMY_FILE_EMPTY',
  tooLarge: 'ECONOMY_FILE_TOO_LARGE',
  unsupportedType: 'ECONOMY_FILE_UNSUPPORTED_TYPE',
};

/**
 * Economy's uploaded pictures and animations (consumables' now, avatars' next): an admin (`console.manage`) uploads
 * one and gets its id; anyone may load it by id, served with the type sniffed at upload.
 *
 * An upload travels like a room poster (platform/src/media/staged-image.ts): `beginUpload` names a staging key and
 * the limit (ECONOMY_FILE_MAX_BYTES), the REST bridge streams the bytes there, `registerUpload` checks them (size;
 * JPEG, PNG, GIF or WebP by content, animated ones included) and keeps them under a new id. A file is never
 * changed: a new picture is a new file, so its URL may be cached forever.
 */
export class EconomyFileService {
  constructor(private readonly deps: EconomyFileDeps) {}

  beginUpload(identity: Identity): { stagingKey: string; maxBytes: number } {
    const userId = requireUser(identity);
    requirePermission(identity, 'console.manage');
    return beginStagedUpload(stagingArea, userId, this.deps.config.ECONOMY_FILE_MAX_BYTES);
  }

  async registerUpload(em: EntityManager, identity: Identity, stagingKey: string): Promise<EconomyFile> {
    const userId = requireUser(identity);
    const id = randomUUID();
    const kept = await keepStagedImage(
      this.deps.storage,
      { area: stagingArea, userId, stagingKey, maxBytes: this.deps.config.ECONOMY_FILE_MAX_BYTES },
      refusals,
      (type) => `economy/files/${id}.${type.ext}`,
      async () => requirePermission(identity, 'console.manage'),
    );
    try {
      const file = em.create(EconomyFileSchema, { id, storageKey: kept.key, contentType: kept.type.contentType, size: kept.size, uploadedBy: userId });
      await em.flush();
      return file;
    } catch (error) {
      await this.deps.storage.delete(kept.key);
      throw error;
    }
  }

  /**
   * An upload from the server itself (demo data, built-in pictures): the same checks and the same storage as an
   * admin's upload through the REST bridge, the bytes given here instead of streamed.
   */
  async keep(em: EntityManager, identity: Identity, bytes: Uint8Array): Promise<EconomyFile> {
    const { stagingKey } = this.beginUpload(identity);
    await this.deps.storage.put(stagingKey, bytes);
    return this.registerUpload(em, identity, stagingKey);
  }

  /** Anyone may load a file (consumables and avatars are shown to everyone); 404 for an unknown id. */
  async get(em: EntityManager, id: string): Promise<EconomyFile> {
    const file = isUuid(id) ? await em.findOne(EconomyFileSchema, { id: id.toLowerCase() }) : null;
    if (!file) throw new DomainError('ECONOMY_FILE_NOT_FOUND');
    return file;
  }

  /** Whether a file exists (a consumable or an avatar may only point at one). */
  async requireExists(em: EntityManager, id: string): Promise<string> {
    return (await this.get(em, id)).id;
  }
}
