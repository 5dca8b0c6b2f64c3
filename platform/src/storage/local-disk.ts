import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config/config.ts';
import {
  assertSafeStorageKey,
  InvalidStorageKeyError,
  StorageLimitError,
  StorageNotFoundError,
  type Storage,
} from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under one directory; writes go to a temporary name first and are renamed into place. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a key, checked twice: the key's shape, then that it stays under the root. */
  pathOf(key: string): string {
    assertSafeStorageKey(key);
    const path = resolve(this.root, ...key.split('/'));
    const rel = relative(this.root, path);
    if (!rel || rel.startsWith('..') || rel.split(sep).includes('..')) throw new InvalidStorageKeyError(key);
    return path;
  }

  async put(key: string, body: Readable | Uint8Array | string, options: { maxBytes?: number } = {}): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const maxBytes = options.maxBytes ?? Infinity;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new StorageLimitError(maxBytes));
        else callback(null, chunk);
      },
    });
    const source = body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)]);
    try {
      await pipeline(source, counter, createWriteStream(temporary));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Open eagerly so a missing file is an error here, not a failed stream later.
    const stream = createReadStream(path);
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', (error) => reject(isMissing(error) ? new StorageNotFoundError(key) : error));
    });
    return stream;
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    const to = this.pathOf(toKey);
    await mkdir(dirname(to), { recursive: true });
    try {
      await rename(from, to);
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(fromKey);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}

/** The media directory the configuration names: STORAGE_DIR, else `${DATA_DIR}/media`. */
export function storageDirectory(config: Pick<Config, 'STORAGE_DIR' | 'DATA_DIR'>): string {
  return resolve(config.STORAGE_DIR ?? join(config.DATA_DIR, 'media'));
}

/** The storage every service of this process shares (local disk; the interface allows others). */
export function createStorage(config: Pick<Config, 'STORAGE_DIR' | 'DATA_DIR'>): Storage {
  return new LocalDiskStorage(storageDirectory(config));
}
