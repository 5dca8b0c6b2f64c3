/**
 * What the player sends to `importTrack` and `importCrate`: a provider's track as { musicProvider, providerId }.
 * Spec 3, §5: importing needs one of the supported providers — sevenDigital, soundCloudPublic, spotify, apple,
 * uploadService (the library checks it too: subgraphs/library/src/track-import/track-import.service.ts).
 */
export const importProviders = ['sevenDigital', 'soundCloudPublic', 'spotify', 'apple', 'uploadService'] as const;
export type ImportProvider = (typeof importProviders)[number];

export interface ImportedTrack {
  musicProvider: ImportProvider;
  providerId: string;
}

/** The most tracks one crate import takes (the library's limit). */
export const maxImportedTracks = 500;

export function isImportProvider(provider: string): provider is ImportProvider {
  return (importProviders as readonly string[]).includes(provider);
}

/** Names a person may type for a provider, lower-case, to the provider. */
const providerNames: Readonly<Record<string, ImportProvider>> = {
  spotify: 'spotify',
  apple: 'apple',
  applemusic: 'apple',
  soundcloud: 'soundCloudPublic',
  soundcloudpublic: 'soundCloudPublic',
  sevendigital: 'sevenDigital',
  '7digital': 'sevenDigital',
  upload: 'uploadService',
  uploadservice: 'uploadService',
};

const spotifyId = /^[0-9A-Za-z]{22}$/;
const digits = /^\d+$/;

/** Whether a (lower-case) host has `label` as one of its dot-separated labels ("open.spotify.com" has "spotify"). */
const hostHas = (host: string, label: string) => host.split('.').includes(label);

function fromUrl(raw: string): ImportedTrack | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (hostHas(host, 'spotify')) {
    const id = segments[segments.indexOf('track') + 1];
    return segments.includes('track') && id && spotifyId.test(id) ? { musicProvider: 'spotify', providerId: id } : null;
  }
  if (hostHas(host, 'apple')) {
    // An album page names its track with ?i=; a song page ends with the song's id.
    const i = url.searchParams.get('i');
    if (i && digits.test(i)) return { musicProvider: 'apple', providerId: i };
    const last = segments.at(-1);
    return segments.includes('song') && last && digits.test(last) ? { musicProvider: 'apple', providerId: last } : null;
  }
  if (hostHas(host, 'soundcloud')) {
    // Only API links carry the numeric track id; a page link (soundcloud.com/user/track) does not.
    const id = segments[segments.indexOf('tracks') + 1];
    return segments.includes('tracks') && id && digits.test(id) ? { musicProvider: 'soundCloudPublic', providerId: id } : null;
  }
  return null;
}

/**
 * One track from a line: a Spotify, Apple Music or SoundCloud API link, a `spotify:track:…` or `soundcloud:tracks:…`
 * URI, or a provider name and an id ("spotify:4uLU6hMCjMI75M1A2tKUQC", "apple 1440857781"). Null otherwise.
 */
export function parseTrackLine(line: string): ImportedTrack | null {
  const text = line.trim();
  if (!text) return null;
  const uri = /^(spotify):track:([0-9A-Za-z]{22})$/i.exec(text) ?? /^(soundcloud):tracks:(\d+)$/i.exec(text);
  if (uri) return { musicProvider: uri[1]!.toLowerCase() === 'spotify' ? 'spotify' : 'soundCloudPublic', providerId: uri[2]! };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^[^\s:]+\.[a-z]{2,}\//i.test(text)) return fromUrl(text);
  const named = /^([A-Za-z0-9 ]+?)\s*[:\s]\s*(\S+)$/.exec(text);
  if (named) {
    const provider = providerNames[named[1]!.replace(/\s+/g, '').toLowerCase()];
    const id = named[2]!;
    if (provider && id.length <= 200) return { musicProvider: provider, providerId: id };
  }
  return null;
}

export interface ParsedImport {
  tracks: ImportedTrack[];
  /** 1-based numbers of the lines that are not a track (blank lines are skipped, not counted). */
  invalidLines: number[];
}

/** Every track of a pasted list, one per line, in order; a track listed twice is kept once. */
export function parseTrackList(text: string): ParsedImport {
  const tracks: ImportedTrack[] = [];
  const invalidLines: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const track = parseTrackLine(line);
    if (!track) {
      invalidLines.push(i + 1);
      return;
    }
    const key = `${track.musicProvider}:${track.providerId}`;
    if (seen.has(key)) return;
    seen.add(key);
    tracks.push(track);
  });
  return { tracks, invalidLines };
}

/** Spec 3, §4: while any listed crate's import is IN_PROGRESS, the crate list is re-polled. */
export function anyImportInProgress(crates: readonly { importStatus?: string | null }[]): boolean {
  return crates.some((crate) => crate.importStatus === 'IN_PROGRESS');
}
