import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  DomainError,
  hostHasFragment,
  httpUrlOf,
  isUuid,
  musicLinkHostFragments,
  requirePermission,
  songLinkMaxLength,
  type Identity,
} from '@backspin/platform';
import { JobSchema, type LibraryJobRunner } from '../jobs.ts';
import type { Providers } from '../providers/providers.ts';
import { SongSchema, type MusicProvider, type Song, type StreamUrl } from '../songs/song.entity.ts';
import { isCatalogueSong, normaliseIsrc, normaliseProviderId, type SongService } from '../songs/song.service.ts';
import { activeLinkMigrationStatuses, LinkMigrationSchema, type LinkMigration } from './link-migration.entity.ts';

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

/** What a link migration did so far (kept on its row, link-migration.entity.ts). */
export type MigrateLinksReport = Pick<LinkMigration, 'scanned' | 'updated' | 'providerIdsNormalised' | 'conflicts'>;

/** Songs per migrate-links batch (one transaction each). */
export const migrateLinksBatchSize = 500;

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
      // API and widget links carry the numeric track id; a permalink (soundcloud.com/user/track) carries none:
      // SongLinksService.byLink asks SoundCloud's resolve for it.
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
  if (!link || link.length > songLinkMaxLength) throw new DomainError('INVALID_SONG_LINK');
  const uri = /^(spotify|soundcloud):([a-z]+):([^:/?#\s]+)$/i.exec(link);
  if (uri) {
    const [, scheme, kind, id] = uri as unknown as [string, string, string, string];
    if (scheme.toLowerCase() === 'spotify') {
      return { provider: 'spotify', providerId: kind.toLowerCase() === 'track' && spotifyId.test(id) ? id : null };
    }
    return { provider: 'soundCloudPublic', providerId: kind.toLowerCase() === 'tracks' && digits.test(id) ? id : null };
  }
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  // The link's own length was checked above; the bound here only allows for the scheme added and the parser's escapes.
  const url = httpUrlOf(candidate, 3 * candidate.length, { allowSpaces: true });
  if (!url || !url.hostname.includes('.')) throw new DomainError('INVALID_SONG_LINK');
  const host = url.hostname.toLowerCase();
  // Spec 3, §5: recognised only from the host fragments (contracts/src/music-links.ts).
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


/** Song data: songs by provider link or provider id, their stream and preview URLs, and the migrate-links job. */
export class SongLinksService {
  constructor(
    private readonly songs: SongService,
    private readonly providers: Pick<Providers, 'sevenDigital' | 'soundCloud'>,
    private readonly jobs: LibraryJobRunner,
  ) {}

  /** Spec 3, §5: the paid-catalogue provider (7digital) is enabled when its client is configured. */
  get paidCatalogue(): boolean {
    return this.providers.sevenDigital.configured;
  }

  /**
   * `GET /song-data/{link}`: the catalogue song a provider link points at. A SoundCloud permalink
   * (soundcloud.com/user/track) names no id: SoundCloud's resolve gives it (503 when SoundCloud cannot answer).
   */
  async byLink(em: EntityManager, link: string): Promise<Song> {
    const parsed = parseSongLink(link);
    if (!parsed) throw new DomainError('SONG_LINK_PROVIDER_UNKNOWN');
    const providerId = parsed.providerId ?? (parsed.provider === 'soundCloudPublic' ? await this.resolveSoundCloud(link) : null);
    if (!providerId) throw new DomainError('SONG_LINK_WITHOUT_SONG_ID', { provider: parsed.provider });
    return this.byProviderId(em, parsed.provider, providerId);
  }

  /**
   * A song's metadata looked up by a provider link or an ISRC (POST /metadata): the catalogue song the link points
   * at (as `byLink`), else the earliest catalogue song with that ISRC. Neither given: 400; none found: 404.
   */
  async metadata(em: EntityManager, input: { link?: string | null; isrc?: string | null }): Promise<Song> {
    const link = typeof input.link === 'string' ? input.link.trim() : '';
    if (link) return this.byLink(em, link);
    const raw = typeof input.isrc === 'string' ? input.isrc.trim() : '';
    if (!raw) throw new DomainError('INVALID_METADATA_LOOKUP');
    const isrc = normaliseIsrc(raw);
    if (!/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(isrc)) throw new DomainError('INVALID_ISRC');
    const songs = await em.find(SongSchema, { isrc }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 20 });
    const song = songs.find(isCatalogueSong);
    if (!song) throw new DomainError('SONG_NOT_FOUND');
    return song;
  }

  private async resolveSoundCloud(link: string): Promise<string | null> {
    const trimmed = link.trim();
    const result = await this.providers.soundCloud.resolveTrackId(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (result.ok) return result.value;
    if (result.failure.kind === 'unavailable') throw new DomainError('MUSIC_PROVIDER_UNAVAILABLE');
    return null;
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
   * Callers who are not signed in get the default quality (spec 3, §4). With the paid catalogue enabled, a song
   * with a 7digital id streams from a URL signed now for that quality and country (7digital's links are short-lived).
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
    const signedIn = identity.tokenType === 'user' || identity.tokenType === 'bot';
    const granted = signedIn ? (quality ?? defaultAudioQuality) : defaultAudioQuality;
    const order: readonly MusicProvider[] = this.paidCatalogue ? streamPreference.withPaidCatalogue : streamPreference.withoutPaidCatalogue;
    const streams = this.streamsOf(song, code, granted);
    const best =
      order.map((p) => streams.find((s) => s.provider === p)).find((s) => s !== undefined) ??
      streams.find((s) => !order.includes(s.provider));
    if (!best) throw new DomainError('NO_STREAM_URL');
    return { songId: song.id, provider: best.provider, kind: best.kind, url: best.url, quality: granted, country: code };
  }

  /** The song's stored stream URLs, its 7digital one signed now in place of any stored. */
  private streamsOf(song: Song, country: string, quality: AudioQuality): StreamUrl[] {
    const sevenDigitalId = this.paidCatalogue ? song.musicProviders.sevenDigital : undefined;
    const signed = sevenDigitalId ? this.providers.sevenDigital.streamUrl(sevenDigitalId, { quality, country }) : null;
    if (!signed) return song.streamUrls;
    return [{ provider: 'sevenDigital', kind: 'http', url: signed }, ...song.streamUrls.filter((s) => s.provider !== 'sevenDigital')];
  }

  /**
   * `GET /song-data/preview/{country}/{id}`: with the paid catalogue enabled and a 7digital id, 7digital's preview
   * clip signed for the country; else the song's first stored preview URL.
   */
  async preview(em: EntityManager, country: string, id: string): Promise<SongPreview> {
    const code = countryOf(country);
    const song = await this.playable(em, id);
    const sevenDigitalId = this.paidCatalogue ? song.musicProviders.sevenDigital : undefined;
    const url = (sevenDigitalId ? this.providers.sevenDigital.previewUrl(sevenDigitalId, { country: code }) : null) ?? song.previews[0];
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
   * `POST /song-data/migrate-links` (staff): queues the migration as a durable background job and answers at once
   * with it (status queued). While one is queued or running, it is the answer instead: the database holds at most
   * one (link_migration_one_active), so concurrent requests on any instances end with the same migration.
   */
  async startMigration(em: EntityManager, identity: Identity): Promise<LinkMigration> {
    requirePermission(identity, 'library.manage');
    for (let attempt = 0; attempt < 3; attempt++) {
      const active = await this.activeMigration(em);
      if (active) return active;
      try {
        const id = await em.fork().transactional(async (tx) => {
          const migrationId = randomUUID();
          const jobId = await this.jobs.enqueue(tx, 'library.migrate-links', { migrationId });
          await tx.insert(LinkMigrationSchema, {
            id: migrationId,
            jobId,
            status: 'queued',
            requestedBy: identity.userId,
            scanned: 0,
            updated: 0,
            providerIdsNormalised: 0,
            conflicts: 0,
            cursor: null,
            error: null,
            createdAt: new Date(),
            startedAt: null,
            finishedAt: null,
          });
          return migrationId;
        });
        this.jobs.wake();
        return await em.fork().findOneOrFail(LinkMigrationSchema, { id });
      } catch (error) {
        // Another request queued one between our look and our insert: the next look finds it.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    throw new Error('link migration: could not queue or find the active migration');
  }

  /** A link migration (staff): by id, or the latest when no id is given. 404 when there is none. */
  async migration(em: EntityManager, identity: Identity, id: string | null | undefined): Promise<LinkMigration> {
    requirePermission(identity, 'library.manage');
    // Looking for the active one first settles a migration whose job ended without it.
    const active = await this.activeMigration(em);
    const fork = em.fork();
    const found = id
      ? isUuid(id)
        ? await fork.findOne(LinkMigrationSchema, { id })
        : null
      : (active ?? (await fork.find(LinkMigrationSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 }))[0] ?? null);
    if (!found) throw new DomainError('LINK_MIGRATION_NOT_FOUND');
    return found;
  }

  /**
   * The queued or running migration, if any. One whose job has ended (failed for good, say after its worker died on
   * the last attempt) without finishing it is marked failed here, so it never blocks the next request.
   */
  private async activeMigration(em: EntityManager): Promise<LinkMigration | null> {
    const fork = em.fork();
    const active = await fork.findOne(LinkMigrationSchema, { status: { $in: [...activeLinkMigrationStatuses] } });
    if (!active) return null;
    const job = await fork.findOne(JobSchema, { id: active.jobId });
    if (job && (job.status === 'queued' || job.status === 'running')) return active;
    await fork.nativeUpdate(
      LinkMigrationSchema,
      { id: active.id, status: { $in: [...activeLinkMigrationStatuses] } },
      { status: 'failed', error: job?.lastError ?? 'its background job ended without finishing it', finishedAt: new Date() },
    );
    return null;
  }

  /**
   * The `library.migrate-links` job: rewrites every stored provider id in its canonical form (the Spotify prefix
   * stripped, a stored link replaced by its id), in batches of songs by id, each a transaction that holds its rows
   * and records the progress (counts and the last id), so a retried or reclaimed job resumes after the last batch
   * done. An id another song already holds is left as it was and counted as a conflict. Running it again changes
   * nothing. A job that fails for good leaves the migration to `activeMigration`, which marks it failed.
   */
  async runMigration(em: EntityManager, migrationId: string, options: { batchSize?: number } = {}): Promise<void> {
    const batchSize = options.batchSize ?? migrateLinksBatchSize;
    const migration = await em.fork().findOne(LinkMigrationSchema, { id: migrationId });
    if (!migration || migration.status === 'done' || migration.status === 'failed') return;
    await em.fork().nativeUpdate(LinkMigrationSchema, { id: migrationId }, { status: 'running', startedAt: migration.startedAt ?? new Date() });
    const report: MigrateLinksReport = {
      scanned: migration.scanned,
      updated: migration.updated,
      providerIdsNormalised: migration.providerIdsNormalised,
      conflicts: migration.conflicts,
    };
    let afterId = migration.cursor;
    for (;;) {
      const lastId: string | null = await em.fork().transactional(async (tx) => {
        const batch = await tx.find(SongSchema, afterId ? { id: { $gt: afterId } } : {}, {
          orderBy: { id: 'asc' },
          limit: batchSize,
          lockMode: LockMode.PESSIMISTIC_WRITE,
        });
        for (const song of batch) await this.migrateSong(tx, song, report);
        const last = batch.at(-1)?.id ?? null;
        await tx.nativeUpdate(LinkMigrationSchema, { id: migrationId }, { ...report, ...(last ? { cursor: last } : {}) });
        return batch.length === batchSize ? last : null;
      });
      if (!lastId) break;
      afterId = lastId;
    }
    await em.fork().nativeUpdate(LinkMigrationSchema, { id: migrationId }, { status: 'done', finishedAt: new Date(), error: null });
  }

  /** One song's provider ids in canonical form, counted into the report; written before the next song is checked. */
  private async migrateSong(tx: EntityManager, song: Song, report: MigrateLinksReport): Promise<void> {
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
}

function countryOf(raw: string): string {
  if (typeof raw !== 'string' || !/^[A-Za-z]{2}$/.test(raw)) throw new DomainError('INVALID_COUNTRY');
  return raw.toUpperCase();
}
