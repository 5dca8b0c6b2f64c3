import type { Readable } from 'node:stream';

/**
 * Where media bytes live (uploads, HLS playlists and segments), behind one interface so local disk can
 * become an object store without touching the services. There are no public URLs: the library serves
 * files through its own routes (the REST bridge), after its rules have said yes.
 *
 * Keys are relative paths of safe segments (`songs/<id>/hls/segment-00000.ts`): letters, digits, `.`, `_`
 * and `-`, no segment starting with a dot, so a key can never climb out of the storage root.
 */
export interface Storage {
  /** Writes the whole body under `key`, replacing any earlier file atomically; refuses more than `maxBytes`. */
  put(key: string, body: Readable | Uint8Array | string, options?: { maxBytes?: number }): Promise<{ size: number }>;
  /** The file's bytes as a stream; throws StorageNotFoundError when missing. */
  get(key: string): Promise<Readable>;
  /** The whole file in memory (small files: playlists, keys); throws StorageNotFoundError when missing. */
  read(key: string): Promise<Buffer>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Renames a file (atomic on local disk); throws StorageNotFoundError when the source is missing. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix (`songs/<id>/hls`). */
  deletePrefix(prefix: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
  }
}

export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
  }
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(readonly key: string) {
    super(`invalid storage key ${JSON.stringify(key)}`);
  }
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for a key made of safe path segments (no `..`, no leading `/`, no backslashes, at most 512 characters). */
export function isSafeStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  return key.split('/').every((part) => segment.test(part));
}

export function assertSafeStorageKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}
