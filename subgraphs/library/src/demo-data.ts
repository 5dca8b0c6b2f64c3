import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { LibraryServices } from './context.ts';
import { readDemoMusicManifest } from './demo-music/demo-music.ts';
import { SongSchema, type MusicProvider, type SongStatus } from './songs/song.entity.ts';

interface DemoSong {
  id: string;
  trackName: string;
  artistName: string;
  genre: string;
  duration: number;
  isrc: string;
  explicit: boolean;
}

const demoMusicDurations = new Map(readDemoMusicManifest().tracks.map((track) => [track.songId, track.duration]));

const demoSongId = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

/**
 * Made-up songs (no real titles, artists or codes) with fixed ids, so other demo data can point at them.
 * The ISRCs only have the right shape: country "XX", registrant "BSP", year 26, a serial.
 */
export const demoSongs: readonly DemoSong[] = [
  { trackName: 'Harbour Lights at Dawn', artistName: 'The Paper Lanterns', genre: 'Indie Pop', duration: 214, explicit: false },
  { trackName: 'Velvet Static', artistName: 'Moth & Meridian', genre: 'Synthwave', duration: 247, explicit: false },
  { trackName: 'Concrete Garden', artistName: 'Lowtide Collective', genre: 'Hip-Hop', duration: 189, explicit: true },
  { trackName: 'Slow Orbit', artistName: 'Ada Quill', genre: 'Ambient', duration: 312, explicit: false },
  { trackName: 'Ferry to Nowhere', artistName: 'The Saltwater Sisters', genre: 'Folk', duration: 198, explicit: false },
  { trackName: 'Neon Cartography', artistName: 'Kilo Vantage', genre: 'House', duration: 366, explicit: false },
  { trackName: 'Paper Planes in July', artistName: 'Juniper Row', genre: 'Indie Rock', duration: 226, explicit: false },
  { trackName: 'Midnight Ledger', artistName: 'Orla Vance', genre: 'Soul', duration: 241, explicit: false },
]
  .map((song, i) => ({ ...song, id: demoSongId(i + 1), isrc: `XXBSP26${String(i + 1).padStart(5, '0')}` }))
  // The first three are playable: their audio ships in demo-music/ (see demo-music/demo-music.ts).
  .map((song) => ({ ...song, duration: demoMusicDurations.get(song.id) ?? song.duration }));

/** Creates the demo songs when missing (first start): verified, playable from the upload service. */
export async function seedDemoSongs(_services: LibraryServices, em: EntityManager): Promise<void> {
  const existing = new Set(
    (await em.find(SongSchema, { id: { $in: demoSongs.map((s) => s.id) } }, { fields: ['id'] })).map((s) => s.id),
  );
  const missing = demoSongs.filter((s) => !existing.has(s.id));
  if (!missing.length) return;
  const now = Date.now();
  try {
    await em.insertMany(
      SongSchema,
      missing.map((song, i) => ({
        ...song,
        status: 'VERIFIED' as SongStatus,
        musicProviders: { uploadService: song.id } as Partial<Record<MusicProvider, string>>,
        // One millisecond apart, in list order, so "newest first" is stable.
        createdAt: new Date(now - i),
      })),
    );
  } catch (error) {
    // Another instance seeded them at the same moment: fine.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
}
