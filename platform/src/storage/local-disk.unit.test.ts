import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, LocalDiskStorage, storageDirectory } from './local-disk.ts';
import { InvalidStorageKeyError, isSafeStorageKey, StorageLimitError, StorageNotFoundError } from './storage.ts';

let dir: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backspin-storage-'));
  storage = new LocalDiskStorage(join(dir, 'media'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('storage keys', () => {
  it.each(['songs/1/hls/index.m3u8', 'staging/u/abc', 'a', 'a-b_c.d/e'])('accepts %s', (key) => {
    expect(isSafeStorageKey(key)).toBe(true);
  });
  it.each(['', '/abs', '../up', 'a/../b', 'a/./b', 'a//b', 'a/', '.hidden', 'a\\b', 'a/b c', 'x'.repeat(513), 'a/\u0000'])(
    'refuses %j',
    async (key) => {
      expect(isSafeStorageKey(key)).toBe(false);
      await expect(storage.put(key, 'x')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

describe('LocalDiskStorage', () => {
  it('puts, reads, streams, stats, moves and deletes', async () => {
    expect(await storage.put('songs/s1/source', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await storage.exists('songs/s1/source')).toBe(true);
    expect(await storage.stat('songs/s1/source')).toEqual({ size: 11 });
    expect((await storage.read('songs/s1/source')).toString()).toBe('hello world');
    expect(await text(await storage.get('songs/s1/source'))).toBe('hello world');
    await storage.move('songs/s1/source', 'songs/s2/source');
    expect(await storage.exists('songs/s1/source')).toBe(false);
    expect((await storage.read('songs/s2/source')).toString()).toBe('hello world');
    await storage.delete('songs/s2/source');
    await storage.delete('songs/s2/source');
    expect(await storage.stat('songs/s2/source')).toBeNull();
  });

  it('answers StorageNotFoundError for a missing file', async () => {
    await expect(storage.get('nothing/here')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.read('nothing/here')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.move('nothing/here', 'else')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses a body over the limit and leaves no file, not even a partial one', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.put('limited/file', big, { maxBytes: 1000 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.exists('limited/file')).toBe(false);
    expect(await readdir(join(storage.root, 'limited'))).toEqual([]);
    expect(await storage.put('limited/file', Buffer.alloc(1000), { maxBytes: 1000 })).toEqual({ size: 1000 });
  });

  it('replaces a file atomically and deletes a whole prefix', async () => {
    await storage.put('songs/s3/hls/index.m3u8', 'v1');
    await storage.put('songs/s3/hls/index.m3u8', 'v2');
    await storage.put('songs/s3/hls/segment-00000.ts', new Uint8Array([0x47]));
    expect((await storage.read('songs/s3/hls/index.m3u8')).toString()).toBe('v2');
    await storage.deletePrefix('songs/s3/hls');
    expect(await storage.exists('songs/s3/hls/index.m3u8')).toBe(false);
    expect(await storage.exists('songs/s3/hls/segment-00000.ts')).toBe(false);
  });

  it('lives under STORAGE_DIR, else DATA_DIR/media', () => {
    expect(storageDirectory({ DATA_DIR: '/srv/data', STORAGE_DIR: undefined })).toBe('/srv/data/media');
    expect(storageDirectory({ DATA_DIR: '/srv/data', STORAGE_DIR: '/mnt/media' })).toBe('/mnt/media');
    expect((createStorage({ DATA_DIR: dir, STORAGE_DIR: undefined }) as LocalDiskStorage).root).toBe(join(dir, 'media'));
  });
});
