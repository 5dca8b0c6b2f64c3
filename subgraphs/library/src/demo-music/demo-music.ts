import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/core';
import type { LibraryServices } from '../context.ts';
import { SongHlsKeySchema } from '../hls/hls-key.entity.ts';
import { hlsLayout, hlsPlaylistPath } from '../hls/hls.service.ts';
import { SongSchema } from '../songs/song.entity.ts';

/**
 * The demo music: a short original track for each demo song (demo-data.ts), synthesised and encoded once by
 * `scripts/make-demo-music.ts` (which needs ffmpeg) and shipped ready as AES-128 encrypted HLS in
 * `subgraphs/library/demo-music/`, with their keys in its manifest. On start the demo data copies them into
 * the media storage and registers their keys, so `npm start` plays music with no ffmpeg installed.
 */
export const demoMusicDir = fileURLToPath(new URL('../../demo-music/', import.meta.url));

export interface DemoTrack {
  songId: string;
  /** The track's folder under demo-music/. */
  folder: string;
  trackName: string;
  artistName: string;
  genre: string;
  /** Seconds. */
  duration: number;
  /** AES-128 key and IV, hex. */
  key: string;
  iv: string;
  /** The playlist and its segments, as written by ffmpeg. */
  files: string[];
}

export interface DemoMusicManifest {
  tracks: DemoTrack[];
}

export function readDemoMusicManifest(dir = demoMusicDir): DemoMusicManifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as DemoMusicManifest;
}

/**
 * Makes the shipped tracks playable: files copied into the storage where missing or different, keys
 * registered, the songs VERIFIED with their real length and stream URL. Idempotent, and repairs a storage
 * that was emptied while the database kept its rows.
 */
export async function seedDemoMusic(services: Pick<LibraryServices, 'storage' | 'hls'>, em: EntityManager, dir = demoMusicDir): Promise<void> {
  for (const track of readDemoMusicManifest(dir).tracks) {
    const playlist = track.files.find((f) => f.endsWith('.m3u8'));
    // Segments before the playlist, as the transcoder does.
    for (const file of [...track.files.filter((f) => f !== playlist), ...(playlist ? [playlist] : [])]) {
      const source = join(dir, track.folder, file);
      const key = file === playlist ? hlsLayout.playlist(track.songId) : hlsLayout.segment(track.songId, file);
      const [stored, shipped] = await Promise.all([services.storage.stat(key), stat(source)]);
      if (stored?.size !== shipped.size) await services.storage.put(key, await readFile(source));
    }
    const material = { key: Buffer.from(track.key, 'hex'), iv: Buffer.from(track.iv, 'hex') };
    const current = await services.hls.ensureKey(em, track.songId, material);
    if (!current.key.equals(material.key) || !current.iv.equals(material.iv)) {
      await em.nativeUpdate(SongHlsKeySchema, { songId: track.songId }, { key: track.key, iv: track.iv });
    }
    await em.nativeUpdate(
      SongSchema,
      { id: track.songId },
      { status: 'VERIFIED', duration: track.duration, streamUrls: [{ provider: 'uploadService', kind: 'hls', url: hlsPlaylistPath(track.songId) }] },
    );
  }
}
