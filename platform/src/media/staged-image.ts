import { randomUUID } from 'node:crypto';
import { DomainError, type ErrorReason } from '@backspin/contracts/catalogue';
import { isSafeStorageKey, type Storage } from '../storage/storage.ts';
import { imageTypeOfStream, type ImageType } from './image-type.ts';

/**
 * Uploaded images that are kept as sent (room posters, consumable and avatar pictures). The gateway cannot carry
 * multipart bodies, so an upload takes two calls: `begin` (the service has checked who may upload) names a staging
 * key under the uploader's own prefix and the byte limit; the REST bridge streams the bytes there; `keep` checks the
 * staged file (the caller's own, not empty, not over the limit, its type sniffed from the content) and moves it to
 * its final key. A refused file is deleted.
 */

/** The catalogue reasons an area refuses a staged image with (each names its own thing: poster, file...). */
export interface StagedImageRefusals {
  notStaged: ErrorReason;
  empty: ErrorReason;
  tooLarge: ErrorReason;
  unsupportedType: ErrorReason;
}

/** Where an area stages one user's uploads: `<area>/staging/<userId>/`. */
export const stagingPrefixOf = (area: string, userId: string) => `${area}/staging/${userId}/`;

/** A fresh staging key for one upload, and how many bytes the bridge may stage there. */
export function beginStagedUpload(area: string, userId: string, maxBytes: number): { stagingKey: string; maxBytes: number } {
  return { stagingKey: `${stagingPrefixOf(area, userId)}${randomUUID()}`, maxBytes };
}

/** Refuses a staging key that is not one this user was given in this area (before anything is read or deleted). */
export function requireOwnStagingKey(area: string, userId: string, stagingKey: string, refusals: Pick<StagedImageRefusals, 'notStaged'>): void {
  if (!stagingKey.startsWith(stagingPrefixOf(area, userId)) || !isSafeStorageKey(stagingKey)) throw new DomainError(refusals.notStaged);
}

/**
 * Checks the staged image and moves it to `finalKey(type)`; answers the key, the sniffed type and the size. `check`
 * runs first (a right that may have been lost since `begin`); a refusal by it or by the checks deletes the staged file.
 */
export async function keepStagedImage(
  storage: Storage,
  staged: { area: string; userId: string; stagingKey: string; maxBytes: number },
  refusals: StagedImageRefusals,
  finalKey: (type: ImageType) => string,
  check?: () => Promise<void>,
): Promise<{ key: string; type: ImageType; size: number }> {
  const { stagingKey, maxBytes } = staged;
  requireOwnStagingKey(staged.area, staged.userId, stagingKey, refusals);
  let key: string;
  let type: ImageType | null;
  let size: number;
  try {
    await check?.();
    const stat = await storage.stat(stagingKey);
    if (!stat) throw new DomainError(refusals.notStaged);
    if (stat.size === 0) throw new DomainError(refusals.empty);
    if (stat.size > maxBytes) throw new DomainError(refusals.tooLarge);
    size = stat.size;
    type = await imageTypeOfStream(await storage.get(stagingKey));
    if (!type) throw new DomainError(refusals.unsupportedType);
    key = finalKey(type);
  } catch (error) {
    // A refused file is of no further use (there is nothing to delete when nothing was staged).
    if (error instanceof DomainError && error.reason !== refusals.notStaged) await storage.delete(stagingKey);
    throw error;
  }
  await storage.move(stagingKey, key);
  return { key, type, size };
}
