import type { MusicProvider } from '../songs/song.entity.ts';

/** The providers this library has an HTTP client for. */
export type ClientProvider = Extract<MusicProvider, 'spotify' | 'apple' | 'youtube' | 'soundCloudPublic' | 'audius' | 'sevenDigital'>;

export interface ProviderImage {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * One track as any provider describes it, normalised: the shape the rest of the library works with
 * (search results, song data, imports). Fields a provider does not give are null or empty.
 */
export interface ProviderTrack {
  provider: ClientProvider;
  /** The provider's own id (Spotify: without the `spotify:track:` prefix). */
  providerId: string;
  trackName: string;
  artistName: string;
  albumName: string | null;
  /** Whole seconds, at least 1; null when the provider does not say. */
  durationSeconds: number | null;
  /** 12 characters, upper case, no dashes; null when absent or malformed. */
  isrc: string | null;
  explicit: boolean;
  releaseYear: number | null;
  /** Largest first. */
  thumbnails: ProviderImage[];
  /** A short, directly playable preview, when the provider offers one. */
  previewUrl: string | null;
  links: {
    /** The track's public page. */
    web?: string;
    /** The provider's app URI (e.g. `spotify:track:…`). */
    uri?: string;
    /** An API stream endpoint (Audius). */
    stream?: string;
  };
}

/** ISRC: CC-XXX-YY-NNNNN, stored as 12 characters without dashes. */
export function normalizeIsrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const isrc = value.replace(/[-\s]/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(isrc) ? isrc : null;
}

/** Milliseconds → whole seconds (at least 1), or null for a missing or non-positive duration. */
export function secondsFromMillis(ms: number | null | undefined): number | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return null;
  return Math.max(1, Math.round(ms / 1000));
}

export function wholeSeconds(seconds: number | null | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds));
}

/** The year of a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` date (or an ISO timestamp). */
export function yearOf(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  if (!match) return null;
  const year = Number(match[1]);
  return year > 0 ? year : null;
}

/** Images sorted largest first (unknown sizes last). */
export function largestFirst(images: ProviderImage[]): ProviderImage[] {
  return [...images].sort((a, b) => (b.width ?? -1) - (a.width ?? -1));
}

/** Spec 3, §9: the default thumbnail size, in pixels. */
export const thumbnailSize = 256;

/**
 * The image to show as a thumbnail: the smallest one at least `size` pixels wide (so it is never scaled up),
 * else the largest; an image of unknown size only when none has one.
 */
export function thumbnailFor(images: readonly ProviderImage[], size = thumbnailSize): ProviderImage | null {
  const sized = images.filter((i) => i.width !== null).sort((a, b) => a.width! - b.width!);
  return sized.find((i) => i.width! >= size) ?? sized.at(-1) ?? images[0] ?? null;
}
