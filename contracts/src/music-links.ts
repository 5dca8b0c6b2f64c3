/** Spec 3, §3: the music providers a song can be found on (the library's catalogue, play tracking, ...). */
export const musicProviders = [
  'apple',
  'audius',
  'napster',
  'soundCloudPublic',
  'spotify',
  'uploadService',
  'youtube',
  'pandora',
  'deezer',
  'tidal',
  'amazonMusic',
  'yandex',
  'spinrilla',
  'sevenDigital',
] as const;
export type MusicProvider = (typeof musicProviders)[number];

/** Spec 3, §5: the providers a song can be imported from (the library imports; the REST bridge documents them). */
export const importProviders = ['sevenDigital', 'soundCloudPublic', 'spotify', 'apple', 'uploadService'] as const satisfies readonly MusicProvider[];
export type ImportProvider = (typeof importProviders)[number];

/** The longest song link taken (a provider URL or URI), in characters. */
export const songLinkMaxLength = 2000;

export function isMusicProvider(value: unknown): value is MusicProvider {
  return (musicProviders as readonly unknown[]).includes(value);
}

/**
 * Spec 3, §5: providers whose players play a song by its id on them, and those that play a stream URL. One list
 * for the web player (which player to use) and the library (whether a song has anything to play from).
 */
export const idBasedProviders = ['apple', 'spotify', 'youtube'] as const satisfies readonly MusicProvider[];
export const urlBasedProviders = ['sevenDigital', 'soundCloudPublic', 'uploadService', 'audius'] as const satisfies readonly MusicProvider[];

/**
 * Spec 3, §5: music-provider links are recognised only from these host fragments, each naming a provider.
 * One rule for every subgraph (library reads songs from links, rooms turns chat links into song cards).
 * A fragment matches whole labels of the host ("open.spotify.com" has the label "spotify"; "notspotify.com" has
 * none), so look-alike hosts are not taken for a provider.
 */
export const musicLinkHostFragments = [
  ['apple', 'apple'],
  ['audius', 'audius'],
  ['napster', 'napster'],
  ['soundcloud', 'soundCloudPublic'],
  ['spotify', 'spotify'],
  ['youtube', 'youtube'],
  ['youtu.be', 'youtube'],
  ['pandora', 'pandora'],
  ['deezer', 'deezer'],
  ['tidal', 'tidal'],
  ['amazon', 'amazonMusic'],
  ['yandex', 'yandex'],
  ['spinrilla', 'spinrilla'],
] as const;

/** A provider a link can be recognised as (a subset of the library's music providers). */
export type LinkedMusicProvider = (typeof musicLinkHostFragments)[number][1];

/** Whether a (lower-case) host carries a fragment: as one of its labels, or as its tail when the fragment has a dot. */
export function hostHasFragment(host: string, fragment: string): boolean {
  if (fragment.includes('.')) return host === fragment || host.endsWith(`.${fragment}`);
  return host.split('.').includes(fragment);
}

/** The provider a host belongs to, by the spec's host fragments; null when none matches. */
export function musicProviderOfHost(host: string): LinkedMusicProvider | null {
  const lower = host.toLowerCase();
  return musicLinkHostFragments.find(([fragment]) => hostHasFragment(lower, fragment))?.[1] ?? null;
}
