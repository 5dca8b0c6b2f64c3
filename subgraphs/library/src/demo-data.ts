import type { EntityManager } from '@mikro-orm/core';
import type { LibraryServices } from './context.ts';
import { readDemoMusicManifest } from './demo-music/demo-music.ts';
import { SongSchema } from './songs/song.entity.ts';

interface DemoSong {
  id: string;
  shortId: string;
  trackName: string;
  artistName: string;
  albumName: string;
  releaseYear: number;
  genre: string;
  duration: number;
  isrc: string;
  explicit: boolean;
}

const demoMusicDurations = new Map(readDemoMusicManifest().tracks.map((track) => [track.songId, track.duration]));

/** A demo song's length is its shipped audio's (demo-music/manifest.json): every demo song plays, to its end. */
function demoMusicDuration(songId: string, trackName: string): number {
  const duration = demoMusicDurations.get(songId);
  if (!duration) throw new Error(`demo song ${trackName} has no audio in demo-music/: run scripts/make-demo-music.ts`);
  return duration;
}

const demoSongId = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

/** The demo DJ of the accounts demo data: the demo songs are their uploads. */
export const demoSongOwnerId = '00000000-0000-4000-8000-000000000001';

/**
 * Made-up songs (no real titles, artists, albums or codes) with fixed ids and short ids, so other demo data can
 * point at them. The ISRCs only have the right shape: country "XX", registrant "BSP", year 26, a serial. Each
 * plays a short original piece shipped in demo-music/ (see demo-music/demo-music.ts), which also gives it its
 * stream URL; its duration is that piece's.
 */
export const demoSongs: readonly DemoSong[] = [
  { trackName: 'Harbour Lights at Dawn', artistName: 'The Paper Lanterns', albumName: 'Lantern Season', releaseYear: 2024, genre: 'Indie Pop', explicit: false },
  { trackName: 'Velvet Static', artistName: 'Moth & Meridian', albumName: 'Night Signals', releaseYear: 2023, genre: 'Synthwave', explicit: false },
  { trackName: 'Concrete Garden', artistName: 'Lowtide Collective', albumName: 'Block Parties', releaseYear: 2025, genre: 'Hip-Hop', explicit: true },
  { trackName: 'Slow Orbit', artistName: 'Ada Quill', albumName: 'Quiet Satellites', releaseYear: 2022, genre: 'Ambient', explicit: false },
  { trackName: 'Ferry to Nowhere', artistName: 'The Saltwater Sisters', albumName: 'Tidewater', releaseYear: 2021, genre: 'Folk', explicit: false },
  { trackName: 'Neon Cartography', artistName: 'Kilo Vantage', albumName: 'Grid Lines', releaseYear: 2025, genre: 'House', explicit: false },
  { trackName: 'Paper Planes in July', artistName: 'Juniper Row', albumName: 'Summer Almanac', releaseYear: 2024, genre: 'Indie Rock', explicit: false },
  { trackName: 'Midnight Ledger', artistName: 'Orla Vance', albumName: 'Small Hours', releaseYear: 2023, genre: 'Soul', explicit: false },
]
  .map((song, i) => ({
    ...song,
    id: demoSongId(i + 1),
    shortId: `DemoSong${String(i + 1).padStart(2, '0')}`,
    isrc: `XXBSP26${String(i + 1).padStart(5, '0')}`,
    duration: demoMusicDuration(demoSongId(i + 1), song.trackName),
  }));

/**
 * Creates the demo songs when missing (first start) through the catalogue's own entry point, which also makes
 * their artists and albums; songs from an earlier version get their artist and album. Idempotent and safe when
 * two instances seed at once. The demo music (seeded next) makes them playable.
 */
export async function seedDemoSongs(services: LibraryServices, em: EntityManager): Promise<void> {
  const complete = await em.count(SongSchema, { id: { $in: demoSongs.map((s) => s.id) }, artist: { $ne: null } });
  if (complete === demoSongs.length) return;
  // Created last to first: newest first (ties by id) is then the list order.
  for (const song of [...demoSongs].reverse()) {
    await services.songs.upsertCatalogEntry(em.fork(), {
      ...song,
      status: 'VERIFIED',
      musicProviders: { uploadService: song.id },
      ownerId: demoSongOwnerId,
    });
  }
}
