import { randomUUID } from 'node:crypto';
import {
  LockMode,
  raw,
  UniqueConstraintViolationException,
  type EntityManager,
  type FilterQuery,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { can, DomainError, httpUrlOf, idBasedProviders, isUuid, optionalText, pageOf, requiredText, requireUser, urlBasedProviders, type Identity } from '@backspin/platform';
import { AlbumSchema } from '../albums/album.entity.ts';
import type { AlbumService } from '../albums/album.service.ts';
import { ArtistSchema } from '../artists/artist.entity.ts';
import type { ArtistService } from '../artists/artist.service.ts';
import { newShortId } from './short-id.ts';
import {
  catalogueStatuses,
  musicProviders,
  providerIdColumn,
  SongSchema,
  streamKinds,
  type MusicProvider,
  type Song,
  type SongStatus,
  type StreamUrl,
} from './song.entity.ts';

export const songOrderFields = ['createdAt', 'updatedAt', 'trackName'] as const;
export type SongOrderField = (typeof songOrderFields)[number];
export type SortDirection = 'ASC' | 'DESC';

/** Filters of `GET /api/v1/songs` (spec 3, §7), as the service takes them. */
export interface SongFilter {
  /** Any of these song ids (repeatable). */
  id?: readonly string[] | null;
  /** None of these song ids (repeatable). */
  idNot?: readonly string[] | null;
  /** Any of these ISRCs (repeatable; case and dashes ignored). */
  isrc?: readonly string[] | null;
  /** Changed strictly after this instant. */
  updatedAfter?: Date | null;
  /** A substring of the track or the artist name, ignoring case (`%` and `_` are plain characters). */
  nameLike?: string | null;
  /** The whole track name, ignoring case. */
  trackName?: string | null;
  /** The whole artist name, ignoring case. */
  artistName?: string | null;
  /** true: songs with a sevenDigital id; false: songs without one. */
  hasSevenDigital?: boolean | null;
}

export interface SongOrder {
  field: SongOrderField;
  direction?: SortDirection | null;
}

/** What the owner of a song may change (PATCH /songs/{id}). */
export interface SongUpdate {
  tags?: readonly string[] | null;
  trackName?: string | null;
  artistName?: string | null;
  genre?: string | null;
  albumName?: string | null;
  releaseYear?: number | null;
  explicit?: boolean | null;
}

/** A song as another module (uploads, track import, search) hands it to the catalogue. */
export interface CatalogEntryInput {
  /** The song's id when the caller made it already (an upload); otherwise matched by provider ids or new. */
  id?: string;
  /** A fixed short id (demo data); otherwise a random one. */
  shortId?: string;
  trackName: string;
  artistName: string;
  duration: number;
  status: SongStatus;
  genre?: string | null;
  isrc?: string | null;
  explicit?: boolean;
  albumName?: string | null;
  releaseYear?: number | null;
  musicProviders?: Partial<Record<MusicProvider, string>>;
  thumbnails?: Partial<Record<MusicProvider, string>>;
  links?: readonly string[];
  previews?: readonly string[];
  streamUrls?: readonly StreamUrl[];
  ownerId?: string | null;
  tags?: readonly string[];
}

export const maxFilterValues = 100;
export const maxTags = 20;
export const maxTagLength = 50;

const spotifyTrackPrefix = 'spotify:track:';

/**
 * A provider id as stored: trimmed, and for Spotify without the `spotify:track:` prefix (spec 3, §5).
 * Null when nothing is left.
 */
export function normaliseProviderId(provider: MusicProvider, raw: string): string | null {
  let id = raw.trim();
  if (provider === 'spotify' && id.toLowerCase().startsWith(spotifyTrackPrefix)) id = id.slice(spotifyTrackPrefix.length).trim();
  return id || null;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** A song of the catalogue: an upload that passed verification, or a provider song whose data was fetched. */
export function isCatalogueSong(song: Pick<Song, 'status'>): boolean {
  return (catalogueStatuses as readonly string[]).includes(song.status);
}

/**
 * Whether a listener can play the song: it is in the catalogue and carries what a player needs (spec 3, §5) — a
 * stream URL of a URL-based provider (an upload's HLS, SoundCloud, Audius, 7digital), or its id on an id-based one
 * (Apple, Spotify, YouTube). A verified upload without its stream (a lost transcode) is not playable. Songs that
 * are not playable cannot join a queue, and the rooms skip one that reaches a DJ anyway.
 */
export function isPlayable(song: Pick<Song, 'status' | 'streamUrls' | 'musicProviders'>): boolean {
  if (!isCatalogueSong(song)) return false;
  const urlBased = urlBasedProviders as readonly MusicProvider[];
  return song.streamUrls.some((s) => urlBased.includes(s.provider) && !!s.url) || idBasedProviders.some((p) => !!song.musicProviders[p]);
}

/** An ISRC as stored: upper case, no dashes or spaces. */
export function normaliseIsrc(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Another module's part in an owner's edit: called in the edit's transaction with the song locked and changed
 * (uploads: a completed title and artist sends an upload on to verification). May answer what to do once committed.
 */
export type SongEditListener = (tx: EntityManager, song: Song) => Promise<(() => void) | void>;

/** The songs catalogue: lookups, the spec's filtered lists, the owner's edits and the entry point for new songs. */
export class SongService {
  private readonly editListeners: SongEditListener[] = [];

  constructor(
    private readonly artists: ArtistService,
    private readonly albums: AlbumService,
  ) {}

  /** Modules that act on an owner's edit register here at start (the song module cannot depend on them). */
  onOwnerEdit(listener: SongEditListener): void {
    this.editListeners.push(listener);
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Song>> {
    const valid = ids.filter(isUuid);
    const songs = valid.length ? await em.find(SongSchema, { id: { $in: valid } }) : [];
    return new Map(songs.map((s) => [s.id, s]));
  }

  /** A song of any status by id; 404 for unknown or malformed ids. */
  async byId(em: EntityManager, id: string): Promise<Song> {
    const song = isUuid(id) ? await em.findOne(SongSchema, { id }) : null;
    if (!song) throw new DomainError('SONG_NOT_FOUND');
    return song;
  }

  /** A song of any status by its short id, or by its id; 404 otherwise. */
  async byShortIdOrId(em: EntityManager, key: string): Promise<Song> {
    const song = isUuid(key) ? await em.findOne(SongSchema, { id: key }) : await em.findOne(SongSchema, { shortId: key });
    if (!song) throw new DomainError('SONG_NOT_FOUND');
    return song;
  }

  async byShortId(em: EntityManager, shortId: string): Promise<Song> {
    const song = await em.findOne(SongSchema, { shortId });
    if (!song) throw new DomainError('SONG_NOT_FOUND');
    return song;
  }

  /** The song that holds this provider id, if any. */
  async byProviderId(em: EntityManager, provider: MusicProvider, providerId: string): Promise<Song | null> {
    return em.findOne(SongSchema, { [raw(providerIdColumn(provider))]: providerId });
  }

  /**
   * `GET /api/v1/songs`: catalogue songs (VERIFIED or SUCCESS) matching every filter given; ordered by createdAt,
   * updatedAt or trackName (default createdAt, newest first), ties by id; `limit` 1 to 100 (default 20).
   */
  async catalogue(
    em: EntityManager,
    filter: SongFilter | null | undefined,
    order: SongOrder | null | undefined,
    limit?: number | null,
    offset?: number | null,
  ): Promise<Song[]> {
    const f = filter ?? {};
    const conditions: FilterQuery<Song>[] = [{ status: { $in: [...catalogueStatuses] } }];
    const ids = (values: readonly string[] | null | undefined) => {
      if (!values) return null;
      if (values.length > maxFilterValues) throw new DomainError('TOO_MANY_SONG_FILTER_VALUES');
      if (!values.every(isUuid)) throw new DomainError('INVALID_SONG_ID_FILTER');
      return [...new Set(values.map((v) => v.toLowerCase()))];
    };
    const id = ids(f.id);
    if (id) conditions.push({ id: { $in: id } });
    const idNot = ids(f.idNot);
    if (idNot?.length) conditions.push({ id: { $nin: idNot } });
    if (f.isrc) {
      if (f.isrc.length > maxFilterValues) throw new DomainError('TOO_MANY_SONG_FILTER_VALUES');
      conditions.push({ isrc: { $in: [...new Set(f.isrc.map(normaliseIsrc))] } });
    }
    if (f.updatedAfter) conditions.push({ updatedAt: { $gt: f.updatedAfter } });
    if (f.nameLike) {
      const pattern = `%${escapeLike(f.nameLike)}%`;
      conditions.push({ $or: [{ trackName: { $ilike: pattern } }, { artistName: { $ilike: pattern } }] });
    }
    if (f.trackName) conditions.push({ trackName: { $ilike: escapeLike(f.trackName) } });
    if (f.artistName) conditions.push({ artistName: { $ilike: escapeLike(f.artistName) } });
    if (f.hasSevenDigital != null) {
      conditions.push({ [raw(providerIdColumn('sevenDigital'))]: f.hasSevenDigital ? { $ne: null } : null });
    }
    const field = order?.field ?? 'createdAt';
    const direction = (order?.direction ?? 'DESC') === 'ASC' ? 'asc' : 'desc';
    const orderBy: QueryOrderMap<Song>[] = [{ [field]: direction }, { id: 'asc' }];
    return em.find(SongSchema, { $and: conditions }, { orderBy, ...pageOf(limit, offset) });
  }

  /** `GET /songs/public`: verified songs, newest first; `limit` 1 to 100 (default 20). */
  async publicSongs(em: EntityManager, limit?: number | null, offset?: number | null): Promise<Song[]> {
    return em.find(SongSchema, { status: 'VERIFIED' }, { orderBy: { createdAt: 'desc', id: 'asc' }, ...pageOf(limit, offset) });
  }

  /**
   * `GET /songs?verified=`: the caller's own uploads, newest first; verified true: VERIFIED only, false: every
   * other status, absent: all. Signed-in users only.
   */
  async mySongs(
    em: EntityManager,
    identity: Identity,
    verified: boolean | null | undefined,
    limit?: number | null,
    offset?: number | null,
  ): Promise<Song[]> {
    const ownerId = requireUser(identity);
    const status = verified == null ? {} : { status: verified ? 'VERIFIED' : { $ne: 'VERIFIED' } };
    return em.find(
      SongSchema,
      { ownerId, ...status } as FilterQuery<Song>,
      { orderBy: { createdAt: 'desc', id: 'asc' }, ...pageOf(limit, offset) },
    );
  }

  /**
   * `PATCH /songs/{id}`: the owner edits tags and metadata of their own song. Anyone else (staff included: it is
   * the owner's tagging) gets 403 with the spec's message; unknown songs 404. Changing the artist or album name
   * links the song to that artist and album. Modules registered with `onOwnerEdit` act in the same transaction
   * (an upload whose metadata is now complete goes on to verification).
   */
  async update(em: EntityManager, identity: Identity, id: string, input: SongUpdate): Promise<Song> {
    const userId = requireUser(identity);
    const changes = validUpdate(input);
    const afterCommit: (() => void)[] = [];
    const updated = await em.transactional(async (tx) => {
      const song = isUuid(id) ? await tx.findOne(SongSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!song) throw new DomainError('SONG_NOT_FOUND');
      if (song.ownerId !== userId) throw new DomainError('TAGS_NOT_OWNED');
      Object.assign(song, changes);
      if (changes.artistName !== undefined || changes.albumName !== undefined || changes.releaseYear !== undefined) {
        await this.linkCatalog(tx, song);
      }
      for (const listener of this.editListeners) {
        const then = await listener(tx, song);
        if (then) afterCommit.push(then);
      }
      await tx.flush();
      return song;
    });
    for (const then of afterCommit) then();
    return updated;
  }

  /** `DELETE /songs/{id}`: the owner, or staff (`library.manage`); 404 for unknown songs. Answers the id. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<string> {
    const userId = requireUser(identity);
    return em.transactional(async (tx) => {
      const song = isUuid(id) ? await tx.findOne(SongSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!song) throw new DomainError('SONG_NOT_FOUND');
      if (song.ownerId !== userId && !can(identity, 'library.manage')) throw new DomainError('UNAUTHORIZED_TO_DELETE');
      await tx.nativeDelete(SongSchema, { id: song.id });
      return song.id;
    });
  }

  /**
   * The entry point for songs from other modules (uploads, track import, search results, demo data).
   * Finds the song by `id`, else by any of its provider ids (in the spec's provider order), and merges into it:
   * known values stay, missing ones are filled, provider ids, thumbnails, links and previews are added, stream URLs
   * of the providers given are replaced, and the status is the one given. Otherwise creates the song.
   * Either way the song is linked to its artist and album, created when new.
   * Concurrent calls for the same provider id end with one song: the provider ids are unique in the database and
   * the loser of a race retries once, then finds the winner's song.
   */
  async upsertCatalogEntry(em: EntityManager, input: CatalogEntryInput): Promise<Song> {
    const entry = validEntry(input);
    try {
      return await this.upsertOnce(em, entry);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.upsertOnce(em, entry);
    }
  }

  private async upsertOnce(em: EntityManager, entry: ValidEntry): Promise<Song> {
    return em.transactional(async (tx) => {
      const existing = await this.findEntry(tx, entry);
      if (!existing) {
        const song = tx.create(SongSchema, {
          id: entry.id ?? randomUUID(),
          shortId: entry.shortId ?? newShortId(),
          trackName: entry.trackName,
          artistName: entry.artistName,
          genre: entry.genre,
          duration: entry.duration,
          isrc: entry.isrc,
          explicit: entry.explicit,
          status: entry.status,
          musicProviders: entry.musicProviders,
          thumbnails: entry.thumbnails,
          links: entry.links,
          previews: entry.previews,
          streamUrls: entry.streamUrls,
          albumName: entry.albumName,
          releaseYear: entry.releaseYear,
          ownerId: entry.ownerId,
          tags: entry.tags,
          artist: null,
          album: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        await this.linkCatalog(tx, song);
        await tx.flush();
        return song;
      }
      const providers = { ...existing.musicProviders };
      for (const provider of musicProviders) {
        const id = entry.musicProviders[provider];
        if (!id || providers[provider]) continue;
        const holder = await this.byProviderId(tx, provider, id);
        if (!holder || holder.id === existing.id) providers[provider] = id;
      }
      existing.musicProviders = providers;
      existing.thumbnails = { ...entry.thumbnails, ...existing.thumbnails };
      existing.links = union(existing.links, entry.links);
      existing.previews = union(existing.previews, entry.previews);
      const replaced = new Set(entry.streamUrls.map((s) => s.provider));
      existing.streamUrls = [...existing.streamUrls.filter((s) => !replaced.has(s.provider)), ...entry.streamUrls];
      existing.genre ??= entry.genre;
      existing.isrc ??= entry.isrc;
      existing.albumName ??= entry.albumName;
      existing.releaseYear ??= entry.releaseYear;
      existing.ownerId ??= entry.ownerId;
      if (!existing.tags.length) existing.tags = entry.tags;
      existing.status = entry.status;
      if (!existing.artist || (existing.albumName && !existing.album)) await this.linkCatalog(tx, existing);
      await tx.flush();
      return existing;
    });
  }

  private async findEntry(tx: EntityManager, entry: ValidEntry): Promise<Song | null> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    if (entry.id) return tx.findOne(SongSchema, { id: entry.id }, lock);
    const held = musicProviders.filter((p) => entry.musicProviders[p]);
    if (!held.length) return null;
    const candidates = await tx.find(
      SongSchema,
      { $or: held.map((p) => ({ [raw(providerIdColumn(p))]: entry.musicProviders[p] })) },
      lock,
    );
    for (const provider of held) {
      const match = candidates.find((s) => s.musicProviders[provider] === entry.musicProviders[provider]);
      if (match) return match;
    }
    return null;
  }

  /**
   * Points the song at the artist of its artist name and the album of its album name (created when new); the
   * caller flushes. `upsertCatalogEntry` does this itself; a module that writes songs its own way calls it when a
   * song enters the catalogue, so the song shows in the album and artist lists.
   */
  async linkCatalog(tx: EntityManager, song: Song): Promise<void> {
    const artist = await this.artists.ensure(tx, song.artistName);
    song.artist = tx.getReference(ArtistSchema, artist.id, { wrapped: true });
    const album = song.albumName ? await this.albums.ensure(tx, artist, song.albumName, song.releaseYear ?? null) : null;
    song.album = album ? tx.getReference(AlbumSchema, album.id, { wrapped: true }) : null;
  }

  /** The provider → id map as a list, in the spec's provider order, known providers only. */
  providerLinks(song: Song): { provider: MusicProvider; id: string }[] {
    return musicProviders.flatMap((provider) => {
      const id = song.musicProviders[provider];
      return id ? [{ provider, id }] : [];
    });
  }

  /** The provider → thumbnail URL map as a list, in the spec's provider order. */
  thumbnailList(song: Song): { provider: MusicProvider; url: string }[] {
    return musicProviders.flatMap((provider) => {
      const url = song.thumbnails[provider];
      return url ? [{ provider, url }] : [];
    });
  }
}

type ValidEntry = Required<Omit<CatalogEntryInput, 'id' | 'shortId' | 'links' | 'previews' | 'streamUrls' | 'tags'>> & {
  id: string | null;
  shortId: string | null;
  genre: string | null;
  isrc: string | null;
  albumName: string | null;
  releaseYear: number | null;
  ownerId: string | null;
  links: string[];
  previews: string[];
  streamUrls: StreamUrl[];
  tags: string[];
};

const isrcPattern = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

function releaseYearOf(value: number | null | undefined): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1000 || value > 9999) throw new DomainError('INVALID_RELEASE_YEAR');
  return value;
}

/** An absolute http(s) URL or a path on this service ("/api/..."). */
function url(value: string): string {
  const clean = typeof value === 'string' ? value.trim() : '';
  if (clean.startsWith('/') && !clean.startsWith('//') && clean.length <= 2000) return clean;
  // Kept as given (platform's rule checks it; the URL is not rewritten).
  if (httpUrlOf(clean, 2000, { allowSpaces: true })) return clean;
  throw new DomainError('INVALID_SONG_URL');
}

function union(known: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...known, ...added])];
}

/** Tags as stored: trimmed, duplicates (ignoring case) dropped, at most 20 of 1 to 50 characters. */
export function validTags(tags: readonly string[]): string[] {
  if (!Array.isArray(tags) || tags.length > maxTags) throw new DomainError('INVALID_TAGS');
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const clean = typeof tag === 'string' ? tag.normalize('NFKC').trim().replace(/\s+/g, ' ') : '';
    if (!clean || clean.length > maxTagLength) throw new DomainError('INVALID_TAGS');
    if (seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    out.push(clean);
  }
  return out;
}

function validUpdate(input: SongUpdate): Partial<Pick<Song, 'tags' | 'trackName' | 'artistName' | 'genre' | 'albumName' | 'releaseYear' | 'explicit'>> {
  const changes: ReturnType<typeof validUpdate> = {};
  if (input.tags != null) changes.tags = validTags(input.tags);
  if (input.trackName != null) changes.trackName = requiredText(input.trackName, 300, 'INVALID_TRACK_NAME');
  if (input.artistName != null) changes.artistName = requiredText(input.artistName, 300, 'INVALID_ARTIST_NAME');
  if (input.genre !== undefined) changes.genre = optionalText(input.genre, 100, 'INVALID_GENRE');
  if (input.albumName !== undefined) changes.albumName = optionalText(input.albumName, 300, 'INVALID_ALBUM_NAME');
  if (input.releaseYear !== undefined) changes.releaseYear = releaseYearOf(input.releaseYear);
  if (input.explicit != null) changes.explicit = input.explicit;
  return changes;
}

function providerMap(map: Partial<Record<MusicProvider, string>> | undefined, value: (provider: MusicProvider, raw: string) => string | null) {
  const out: Partial<Record<MusicProvider, string>> = {};
  for (const [provider, raw] of Object.entries(map ?? {})) {
    if (!(musicProviders as readonly string[]).includes(provider) || typeof raw !== 'string') continue;
    const clean = value(provider as MusicProvider, raw);
    if (clean) out[provider as MusicProvider] = clean;
  }
  return out;
}

function validEntry(input: CatalogEntryInput): ValidEntry {
  if (!Number.isInteger(input.duration) || input.duration <= 0) throw new DomainError('INVALID_DURATION');
  const isrc = input.isrc ? normaliseIsrc(input.isrc) : null;
  if (isrc && !isrcPattern.test(isrc)) throw new DomainError('INVALID_ISRC');
  if (input.id != null && !isUuid(input.id)) throw new DomainError('SONG_NOT_FOUND');
  return {
    id: input.id ?? null,
    shortId: input.shortId ?? null,
    trackName: requiredText(input.trackName, 300, 'INVALID_TRACK_NAME'),
    artistName: requiredText(input.artistName, 300, 'INVALID_ARTIST_NAME'),
    duration: input.duration,
    status: input.status,
    genre: optionalText(input.genre, 100, 'INVALID_GENRE'),
    isrc,
    explicit: input.explicit ?? false,
    albumName: optionalText(input.albumName, 300, 'INVALID_ALBUM_NAME'),
    releaseYear: releaseYearOf(input.releaseYear),
    musicProviders: providerMap(input.musicProviders, (provider, raw) => {
      const id = normaliseProviderId(provider, raw);
      if (id && id.length > 200) throw new DomainError('INVALID_PROVIDER_ID');
      return id;
    }),
    thumbnails: providerMap(input.thumbnails, (_provider, raw) => url(raw)),
    links: union([], (input.links ?? []).map(url)),
    previews: union([], (input.previews ?? []).map(url)),
    streamUrls: (input.streamUrls ?? []).map((s) => {
      if (!(musicProviders as readonly string[]).includes(s.provider) || !(streamKinds as readonly string[]).includes(s.kind)) {
        throw new DomainError('INVALID_SONG_URL');
      }
      return { provider: s.provider, kind: s.kind, url: url(s.url) };
    }),
    ownerId: input.ownerId ?? null,
    tags: validTags(input.tags ?? []),
  };
}
