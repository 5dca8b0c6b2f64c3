import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError, hostHasFragment, musicLinkHostFragments, requirePermission, type Identity } from '@backspin/platform';
import { catalogueStatuses, SongSchema, type MusicProvider, type Song, type StreamUrl } from '../songs/song.entity.ts';
import { normaliseProviderId, type SongService } from '../songs/song.service.ts';

/** Spec 3, §5: playback preference when the paid-catalogue provider (sevenDigital) is enabled, and without it. */
export const streamPreference = {
  withPaidCatalogue: ['sevenDigital', 'soundCloudPublic', 'audius', 'spotify', 'apple', 'uploadService'],
  withoutPaidCatalogue: ['spotify', 'apple', 'youtube', 'soundCloudPublic', 'audius', 'uploadService'],
} as const satisfies Record<string, readonly MusicProvider[]>;

export const audioQualities = ['low', 'medium', 'high'] as const;
export type AudioQuality = (typeof audioQualities)[number];
/** Spec 3, §9: the default audio quality; §4: non-logged-in users have it forced. */
export const defaultAudioQuality: AudioQuality = 'medium';

export interface ParsedSongLink {
  provider: MusicProvider;
  /** The song's id on that provider, when the link carries one. */
  providerId: string | null;
}

export interface SongStream extends StreamUrl {
  songId: string;
  quality: AudioQuality;
  country: string;
}

export interface SongPreview {
  songId: string;
  url: string;
  country: string;
}

export interface MigrateLinksReport {
  /** Songs looked at. */
  scanned: number;
  /** Songs whose provider ids changed. */
  updated: number;
  /** Provider ids rewritten. */
  providerIdsNormalised: number;
  /** Provider ids left as they were because another song already holds the normalised id. */
  conflicts: number;
}

const spotifyId = /^[0-9A-Za-z]{22}$/;
const youtubeId = /^[0-9A-Za-z_-]{11}$/;
const digits = /^\d+$/;

/** The segment after `marker` in the path, when it matches `shape`. */
function after(segments: readonly string[], marker: string, shape: RegExp): string | null {
  const i = segments.indexOf(marker);
  const next = i >= 0 ? segments[i + 1] : undefined;
  return next && shape.test(next) ? next : null;
}

function songIdOf(provider: MusicProvider, url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const host = url.hostname;
  switch (provider) {
    case 'spotify':
      return after(segments, 'track', spotifyId);
    case 'apple': {
      // An album page names its track with ?i=; a song page ends with the song's id.
      const i = url.searchParams.get('i');
      if (i && digits.test(i)) return i;
      const last = segments.at(-1);
      return segments.includes('song') && last && digits.test(last) ? last : null;
    }
    case 'youtube': {
      if (hostHasFragment(host, 'youtu.be')) return segments[0] && youtubeId.test(segments[0]) ? segments[0] : null;
      const v = url.searchParams.get('v');
      if (v && youtubeId.test(v)) return v;
      for (const marker of ['shorts', 'embed', 'live', 'v']) {
        const id = after(segments, marker, youtubeId);
        if (id) return id;
      }
      return null;
    }
    case 'soundCloudPublic': {
      // API and widget links carry the numeric track id; a permalink (soundcloud.com/user/track) needs the
      // SoundCloud API to resolve, so it carries none here.
      const widget = url.searchParams.get('url');
      if (widget && URL.canParse(widget)) {
        const inner = parseSongLink(widget);
        return inner?.provider === 'soundCloudPublic' ? inner.providerId : null;
      }
      return hostHasFragment(host, 'api.soundcloud.com') || host === 'api-v2.soundcloud.com' ? after(segments, 'tracks', digits) : null;
    }
    case 'deezer':
    case 'tidal':
    case 'yandex':
      return after(segments, 'track', digits);
    case 'amazonMusic': {
      const asin = url.searchParams.get('trackAsin');
      return asin && /^[0-9A-Z]{10}$/.test(asin) ? asin : null;
    }
    default:
      return null;
  }
}

/**
 * Recognises the provider of a song link and reads the song's id from it (WHATWG URL parsing). Takes http(s) URLs
 * (the scheme may be left out: "open.spotify.com/track/…"), and the URIs `spotify:track:<id>` and
 * `soundcloud:tracks:<id>`. Null when no provider is recognised; throws INVALID_SONG_LINK when it is no link at all.
 */
export function parseSongLink(raw: string): ParsedSongLink | null {
  const link = typeof raw === 'string' ? raw.trim() : '';
  if (!link || link.length > 2000) throw new DomainError('INVALID_SONG_LINK');
  const uri = /^(spotify|soundcloud):([a-z]+):([^:/?#\s]+)$/i.exec(link);
  if (uri) {
    const [, scheme, kind, id] = uri as unknown as [string, string, string, string];
    if (scheme.toLowerCase() === 'spotify') {
      return { provider: 'spotify', providerId: kind.toLowerCase() === 'track' && spotifyId.test(id) ? id : null };
    }
    return { provider: 'soundCloudPublic', providerId: kind.toLowerCase() === 'tracks' && digits.test(id) ? id : null };
  }
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  if (!URL.canParse(candidate)) throw new DomainError('INVALID_SONG_LINK');
  const url = new URL(candidate);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    throw new DomainError('INVALID_SONG_LINK');
  }
  const host = url.hostname.toLowerCase();
  // Spec 3, §5: recognised only from the host fragments (platform/src/music-links.ts).
  const match = musicLinkHostFragments.find(([fragment]) => hostHasFragment(host, fragment));
  if (!match) return null;
  return { provider: match[1], providerId: songIdOf(match[1], url) };
}

/**
 * A stored provider id made canonical: `normaliseProviderId` (the Spotify prefix), and a link or URI stored in
 * place of an id replaced by the id it carries, when it is a link of that same provider.
 */
export function canonicalProviderId(provider: MusicProvider, stored: string): string | null {
  const id = normaliseProviderId(provider, stored);
  if (!id || !/[/:]/.test(id)) return id;
  let parsed: ParsedSongLink | null = null;
  try {
    parsed = parseSongLink(id);
  } catch {
    return id;
  }
  return parsed?.provider === provider && parsed.providerId ? parsed.providerId : id;
}

const isCatalogueSong = (song: Song) => (catalogueStatuses as readonly string[]).includes(song.status);

/** Song data: songs by provider link or provider id, their stream and preview URLs, and the migrate-links job. */
export class SongLinksService {
  constructor(
    private readonly songs: SongService,
    private readonly options: { paidCatalogue: boolean } = { paidCatalogue: false },
  ) {}

  /** `GET /song-data/{link}`: the catalogue song a provider link points at. */
  async byLink(em: EntityManager, link: string): Promise<Song> {
    const parsed = parseSongLink(link);
    if (!parsed) throw new DomainError('SONG_LINK_PROVIDER_UNKNOWN');
    if (!parsed.providerId) throw new DomainError('SONG_LINK_WITHOUT_SONG_ID', { provider: parsed.provider });
    return this.byProviderId(em, parsed.provider, parsed.providerId);
  }

  /** `GET /song-data/{providerSongId}/{musicProvider}`: the catalogue song (VERIFIED or SUCCESS) with that id. */
  async byProviderId(em: EntityManager, provider: MusicProvider, providerSongId: string): Promise<Song> {
    const song = await this.holder(em, provider, providerSongId);
    if (!song || !isCatalogueSong(song)) throw new DomainError('PROVIDER_SONG_NOT_FOUND', { provider });
    return song;
  }

  /** The `/service` variant: for other services (`service.call`), the song whatever its status. */
  async byProviderIdForService(em: EntityManager, identity: Identity, provider: MusicProvider, providerSongId: string): Promise<Song> {
    requirePermission(identity, 'service.call');
    const song = await this.holder(em, provider, providerSongId);
    if (!song) throw new DomainError('PROVIDER_SONG_NOT_FOUND', { provider });
    return song;
  }

  private async holder(em: EntityManager, provider: MusicProvider, providerSongId: string): Promise<Song | null> {
    const id = canonicalProviderId(provider, providerSongId);
    return id ? this.songs.byProviderId(em, provider, id) : null;
  }

  /**
   * `GET /song-data/stream/{country}/{id}`: the stream URL of the best provider the song streams from, in the
   * spec's preference order (then any other provider, in the song's order). `id` is the song's id or short id.
   * Callers who are not signed in get the default quality (spec 3, §4).
   */
  async stream(
    em: EntityManager,
    identity: Identity,
    country: string,
    id: string,
    quality: AudioQuality | null | undefined,
  ): Promise<SongStream> {
    const code = countryOf(country);
    const song = await this.playable(em, id);
    const order: readonly MusicProvider[] = this.options.paidCatalogue
      ? streamPreference.withPaidCatalogue
      : streamPreference.withoutPaidCatalogue;
    const best =
      order.map((p) => song.streamUrls.find((s) => s.provider === p)).find((s) => s !== undefined) ??
      song.streamUrls.find((s) => !order.includes(s.provider));
    if (!best) throw new DomainError('NO_STREAM_URL');
    const signedIn = identity.tokenType === 'user' || identity.tokenType === 'bot';
    return {
      songId: song.id,
      provider: best.provider,
      kind: best.kind,
      url: best.url,
      quality: signedIn ? (quality ?? defaultAudioQuality) : defaultAudioQuality,
      country: code,
    };
  }

  /** `GET /song-data/preview/{country}/{id}`: the song's first preview URL. */
  async preview(em: EntityManager, country: string, id: string): Promise<SongPreview> {
    const code = countryOf(country);
    const song = await this.playable(em, id);
    const url = song.previews[0];
    if (!url) throw new DomainError('NO_PREVIEW_URL');
    return { songId: song.id, url, country: code };
  }

  /** A song that may be played: 404 when unknown, 403 "Song is not verified" while it is not in the catalogue. */
  private async playable(em: EntityManager, id: string): Promise<Song> {
    const song = await this.songs.byShortIdOrId(em, id);
    if (!isCatalogueSong(song)) throw new DomainError('SONG_NOT_VERIFIED');
    return song;
  }

  /**
   * `POST /song-data/migrate-links` (staff): rewrites every stored provider id in its canonical form (the Spotify
   * prefix stripped, a stored link replaced by its id). Runs in batches, each a transaction holding its rows;
   * an id another song already holds is left as it was and counted as a conflict. Running it again changes nothing.
   */
  async migrateLinks(em: EntityManager, identity: Identity, batchSize = 500): Promise<MigrateLinksReport> {
    requirePermission(identity, 'library.manage');
    const report: MigrateLinksReport = { scanned: 0, updated: 0, providerIdsNormalised: 0, conflicts: 0 };
    let afterId: string | null = null;
    for (;;) {
      const lastId: string | null = await em.fork().transactional(async (tx) => {
        const batch = await tx.find(SongSchema, afterId ? { id: { $gt: afterId } } : {}, {
          orderBy: { id: 'asc' },
          limit: batchSize,
          lockMode: LockMode.PESSIMISTIC_WRITE,
        });
        for (const song of batch) {
          report.scanned++;
          let changed = false;
          const providers = { ...song.musicProviders };
          for (const [key, stored] of Object.entries(song.musicProviders)) {
            const provider = key as MusicProvider;
            if (typeof stored !== 'string') continue;
            const canonical = canonicalProviderId(provider, stored);
            if (!canonical || canonical === stored) continue;
            const holder = await this.songs.byProviderId(tx, provider, canonical);
            if (holder && holder.id !== song.id) {
              report.conflicts++;
              continue;
            }
            providers[provider] = canonical;
            report.providerIdsNormalised++;
            changed = true;
          }
          if (changed) {
            song.musicProviders = providers;
            report.updated++;
            // Each song is written before the next is checked, so two songs of a batch cannot claim one id.
            await tx.flush();
          }
        }
        return batch.length === batchSize ? batch.at(-1)!.id : null;
      });
      if (!lastId) return report;
      afterId = lastId;
    }
  }
}

function countryOf(raw: string): string {
  if (typeof raw !== 'string' || !/^[A-Za-z]{2}$/.test(raw)) throw new DomainError('INVALID_COUNTRY');
  return raw.toUpperCase();
}
