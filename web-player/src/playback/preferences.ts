import { audioQualities, defaultAudioQuality, type AudioQuality } from './types';

/** Where the listener's volume and audio quality are remembered (localStorage, per browser). */
export const VOLUME_STORAGE_KEY = 'backspin.playback.volume';
export const QUALITY_STORAGE_KEY = 'backspin.playback.quality';
export const DEFAULT_VOLUME = 0.8;

type Readable = Pick<Storage, 'getItem'>;
type Writable = Pick<Storage, 'setItem'>;

/** The browser's localStorage, or null where it cannot be used (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered volume, 0 to 1 (DEFAULT_VOLUME when none or unreadable). */
export function readVolume(storage: Readable | null): number {
  const raw = storage?.getItem(VOLUME_STORAGE_KEY);
  if (raw === null || raw === undefined || raw.trim() === '') return DEFAULT_VOLUME;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : DEFAULT_VOLUME;
}

export function writeVolume(storage: Writable | null, volume: number): void {
  try {
    storage?.setItem(VOLUME_STORAGE_KEY, String(Math.min(1, Math.max(0, volume))));
  } catch {
    // Storage full or refused: the volume is simply not remembered.
  }
}

const isQuality = (value: unknown): value is AudioQuality => (audioQualities as readonly unknown[]).includes(value);

/** The remembered quality (default medium). */
export function readQuality(storage: Readable | null): AudioQuality {
  const raw = storage?.getItem(QUALITY_STORAGE_KEY);
  return isQuality(raw) ? raw : defaultAudioQuality;
}

export function writeQuality(storage: Writable | null, quality: AudioQuality): void {
  try {
    storage?.setItem(QUALITY_STORAGE_KEY, quality);
  } catch {
    // Not remembered.
  }
}

/** Spec 3, §4: listeners who are not signed in have the quality forced to medium. */
export function effectiveQuality(chosen: AudioQuality, signedIn: boolean): AudioQuality {
  return signedIn ? chosen : defaultAudioQuality;
}
