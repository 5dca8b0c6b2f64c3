import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { DomainError, execute, isUuid, pageOf, pgArray, requireListener, type Identity } from '@backspin/platform';
import { crateLimits } from '@backspin/contracts/crate-options';
import { CrateSchema, type Crate } from '../crates/crate.entity.ts';
import { copySongs, type CrateService, type CrateTarget } from '../crates/crate.service.ts';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { isPlayable } from '../songs/song.service.ts';
import { CrateSongSchema } from './crate-song.entity.ts';

export const crateSongLimits = {
  /** Crate songs page size (spec 3, §9; platform's crate-options). */
  page: crateLimits.songsPage,
  /** Song ids in one add. */
  addMax: 1000,
  /** Spec 3, §9: song-match duration tolerance, seconds. */
  sameSongSeconds: 5,
  /** Keys longer than this (many insertions into one gap) make the edit rewrite the crate's keys evenly. */
  maxKeyLength: 128,
  /** Songs whose thumbnails stand for a crate. */
  thumbnails: 4,
} as const;

/**
 * A song at its place in a crate. `position` is 0-based, the index in the crate's order (the first song is 0),
 * the same numbering as `offset` in the pages and as `newPosition` in a move.
 */
export interface CrateSongView {
  id: string;
  crateId: string;
  songId: string;
  positionKey: string;
  position: number;
  createdAt: Date;
  /** The catalogue song, when the reader loaded it with the page. */
  song?: Song;
}

/** Which clause of the same-song rule (spec 3, §5) made two songs the same. */
export const sameSongReasons = [
  'SAME_CRATE_SONG',
  'SAME_SONG_ID',
  'SAME_SHORT_ID',
  'SAME_ISRC',
  'SAME_PROVIDER_ID',
  'SAME_NAMES_AND_DURATION',
] as const;
export type SameSongReason = (typeof sameSongReasons)[number];

/** What the same-song rule looks at. */
export interface SongLike {
  crateSongId?: string | null;
  id: string;
  shortId?: string | null;
  isrc?: string | null;
  musicProviders: Partial<Record<string, string>>;
  trackName: string;
  artistName: string;
  duration: number;
}

const lower = (s: string) => s.toLowerCase();

/**
 * Spec 3, §5: two songs are the same if crateSongUuid matches, or song id, short id or isrc match, or a provider
 * id matches (same provider, same id), or durations are within 5 s and track and artist names match ignoring
 * case. Answers the first clause that holds, or null.
 */
export function sameSong(a: SongLike, b: SongLike): SameSongReason | null {
  if (a.crateSongId && a.crateSongId === b.crateSongId) return 'SAME_CRATE_SONG';
  if (a.id === b.id) return 'SAME_SONG_ID';
  if (a.shortId && a.shortId === b.shortId) return 'SAME_SHORT_ID';
  if (a.isrc && b.isrc && a.isrc.toUpperCase() === b.isrc.toUpperCase()) return 'SAME_ISRC';
  for (const [provider, id] of Object.entries(a.musicProviders)) {
    if (id && b.musicProviders[provider] === id) return 'SAME_PROVIDER_ID';
  }
  if (
    Math.abs(a.duration - b.duration) <= crateSongLimits.sameSongSeconds &&
    lower(a.trackName) === lower(b.trackName) &&
    lower(a.artistName) === lower(b.artistName)
  ) {
    return 'SAME_NAMES_AND_DURATION';
  }
  return null;
}

/** A song left out of an add because the crate (or an earlier song of the same add) already has it. */
export interface SkippedSong {
  songId: string;
  reason: SameSongReason;
  /** The song it duplicates. */
  duplicateOfSongId: string;
  /** The crate song it duplicates; null when it duplicates an earlier song of the same request. */
  duplicateOfCrateSongId: string | null;
}

export interface AddSongsResult {
  crate: Crate;
  added: CrateSongView[];
  skipped: SkippedSong[];
}

/**
 * Makes this transaction walk crates in the order of the (crate_id, position_key) index instead of sorting them.
 * Without statistics (PGlite has no autovacuum; a new PostgreSQL table until its first ANALYZE) the planner
 * believes every crate is a handful of rows and picks a bitmap scan plus a sort of the whole crate: 10,000 rows
 * sorted to read 300 or to find two neighbours. Forbidding sorts leaves it the ordered index range scan.
 */
async function inIndexOrder(tx: EntityManager): Promise<void> {
  await execute(tx, 'set local enable_sort = off');
}

const view = (row: Omit<CrateSongView, 'position'>, position: number): CrateSongView => ({
  id: row.id,
  crateId: row.crateId,
  songId: row.songId,
  positionKey: row.positionKey,
  position,
  createdAt: row.createdAt,
});

interface KeyRow {
  id: string;
  positionKey: string;
}

/**
 * The songs of a crate and their order. Every edit runs in one transaction that first locks the crate row
 * (`CrateService.lockForEdit`), so concurrent edits of one crate apply one after the other, each on the order
 * the previous left. Order is kept by fractional keys: an insertion or a move writes only the rows it adds or
 * moves; shuffle, clear and replace rewrite the crate by nature.
 */
export class CrateSongService {
  constructor(
    private readonly crates: CrateService,
    private readonly options: { maxKeyLength?: number } = {},
  ) {}

  private get maxKeyLength() {
    return this.options.maxKeyLength ?? crateSongLimits.maxKeyLength;
  }

  /** A page of a crate's songs in order, 300 at most: a range scan of the (crate_id, position_key) index. */
  async page(
    em: EntityManager,
    identity: Identity,
    crateId: string,
    limit?: number | null,
    offset?: number | null,
  ): Promise<CrateSongView[]> {
    requireListener(identity);
    const page = pageOf(limit, offset, crateSongLimits.page, crateSongLimits.page);
    const rows = await em.transactional(async (tx) => {
      await inIndexOrder(tx);
      return tx.find(CrateSongSchema, { crateId }, { orderBy: { positionKey: 'asc' }, ...page, disableIdentityMap: true });
    });
    return rows.map((row, i) => view(row, page.offset + i));
  }

  /**
   * Adds songs at `position` (0 = first; the number of songs = at the end, the default), in the order given.
   * Songs the same as one already in the crate, or as an earlier one of the list (spec 3, §5), are skipped and
   * reported. An unknown song id refuses the whole add, and so does, for the queue, a song no listener can play.
   */
  async add(
    em: EntityManager,
    identity: Identity,
    target: CrateTarget,
    songIds: readonly string[],
    position?: number | null,
  ): Promise<AddSongsResult> {
    if (!songIds.length || songIds.length > crateSongLimits.addMax || !songIds.every(isUuid)) {
      throw new DomainError('INVALID_CRATE_SONG_IDS');
    }
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      await inIndexOrder(tx);
      const found = new Map(
        (await tx.find(SongSchema, { id: { $in: [...new Set(songIds)] } })).map((s) => [s.id, s] as const),
      );
      const unknown = songIds.filter((id) => !found.has(id));
      if (unknown.length) throw new DomainError('CRATE_SONG_UNKNOWN', { songIds: unknown });
      if (crate.kind === 'queue') {
        // The rotation plays the queue: a song nobody can hear would be minutes of silence in a room.
        const unplayable = [...new Set(songIds)].filter((id) => !isPlayable(found.get(id)!));
        if (unplayable.length) throw new DomainError('SONG_NOT_PLAYABLE', { songIds: unplayable });
      }

      let prev: KeyRow | null;
      let next: KeyRow | null;
      let index: number;
      if (position === undefined || position === null) {
        index = await tx.count(CrateSongSchema, { crateId: crate.id });
        prev = index ? await this.last(tx, crate.id) : null;
        next = null;
      } else {
        if (!Number.isInteger(position) || position < 0) throw new DomainError('CRATE_INSERT_POSITION_OUT_OF_RANGE');
        [prev, next] = await this.around(tx, crate.id, position);
        if (position > 0 && !prev) {
          throw new DomainError('CRATE_INSERT_POSITION_OUT_OF_RANGE', { max: await tx.count(CrateSongSchema, { crateId: crate.id }) });
        }
        index = position;
      }

      const candidates = songIds.map((id) => found.get(id)!);
      const inCrate = await this.sameSongsInCrate(tx, crate.id, [...found.values()]);
      const accepted: Song[] = [];
      const skipped: SkippedSong[] = [];
      for (const song of candidates) {
        const duplicate =
          inCrate.map((other) => ({ other, reason: sameSong(song, other) })).find((m) => m.reason) ??
          accepted.map((other) => ({ other: { ...other, crateSongId: null }, reason: sameSong(song, other) })).find((m) => m.reason);
        if (duplicate?.reason) {
          skipped.push({
            songId: song.id,
            reason: duplicate.reason,
            duplicateOfSongId: duplicate.other.id,
            duplicateOfCrateSongId: duplicate.other.crateSongId ?? null,
          });
        } else {
          accepted.push(song);
        }
      }
      if (!accepted.length) return { crate, added: [], skipped };

      const keys = generateNKeysBetween(prev?.positionKey ?? null, next?.positionKey ?? null, accepted.length);
      const now = new Date();
      const rows = accepted.map((song, i) => ({
        id: randomUUID(),
        crateId: crate.id,
        songId: song.id,
        positionKey: keys[i]!,
        createdAt: now,
      }));
      await tx.insertMany(CrateSongSchema, rows);
      const added = rows.map((row, i) => view(row, index + i));
      if (keys.some((k) => k.length > this.maxKeyLength)) {
        const rekeyed = await this.rekey(tx, crate.id, await this.orderedIds(tx, crate.id));
        for (const song of added) song.positionKey = rekeyed.get(song.id)!;
      }
      return { crate, added, skipped };
    });
  }

  /**
   * Moves a crate song to `newPosition` (0-based, the index it will have; 0 to the number of songs minus 1).
   * Writes one row: the moved song gets a key between its new neighbours.
   */
  async move(
    em: EntityManager,
    identity: Identity,
    target: CrateTarget,
    crateSongId: string,
    newPosition: number | null | undefined,
  ): Promise<CrateSongView> {
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      await inIndexOrder(tx);
      const row = await this.crateSong(tx, crate.id, crateSongId);
      if (newPosition === null || newPosition === undefined || !Number.isInteger(newPosition) || newPosition < 0) {
        throw new DomainError('CRATE_NEW_POSITION_OUT_OF_RANGE');
      }
      // The neighbours it will have: the songs at newPosition - 1 and newPosition once it is taken out.
      const [prev, next] = await this.around(tx, crate.id, newPosition, row.id);
      if (newPosition > 0 && !prev) {
        throw new DomainError('CRATE_NEW_POSITION_OUT_OF_RANGE', { max: (await tx.count(CrateSongSchema, { crateId: crate.id })) - 1 });
      }
      const fits = (!prev || prev.positionKey < row.positionKey) && (!next || row.positionKey < next.positionKey);
      if (!fits) {
        row.positionKey = generateKeyBetween(prev?.positionKey ?? null, next?.positionKey ?? null);
        await tx.nativeUpdate(CrateSongSchema, { id: row.id }, { positionKey: row.positionKey });
        if (row.positionKey.length > this.maxKeyLength) {
          row.positionKey = (await this.rekey(tx, crate.id, await this.orderedIds(tx, crate.id))).get(row.id)!;
        }
      }
      row.position = newPosition;
      return row;
    });
  }

  /** Takes a song out of a crate; the current position is cleared if it was that song. */
  async remove(em: EntityManager, identity: Identity, target: CrateTarget, crateSongId: string): Promise<Crate> {
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      const deleted = isUuid(crateSongId) ? await tx.nativeDelete(CrateSongSchema, { id: crateSongId, crateId: crate.id }) : 0;
      if (!deleted) throw new DomainError('CRATE_SONG_NOT_FOUND');
      if (crate.currentCrateSongId === crateSongId) {
        crate.currentCrateSongId = null;
        crate.updatedAt = new Date();
        await tx.flush();
      }
      return crate;
    });
  }

  /** A new random order (crypto-random Fisher–Yates), written as fresh evenly spread keys in one statement. */
  async shuffle(em: EntityManager, identity: Identity, target: CrateTarget): Promise<Crate> {
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      const ids = (await tx.find(CrateSongSchema, { crateId: crate.id }, { fields: ['id'], disableIdentityMap: true })).map((r) => r.id);
      for (let i = ids.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      await this.rekey(tx, crate.id, ids);
      return crate;
    });
  }

  /** Empties a crate (spec 3, §4: "Clearing the queue empties it"). */
  async clear(em: EntityManager, identity: Identity, target: CrateTarget): Promise<Crate> {
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      await this.empty(tx, crate);
      return crate;
    });
  }

  /**
   * Spec 3, §4: "Replacing the queue clears it, then copies the source crate into it". The source is any crate
   * the caller can read; replacing the queue from itself changes nothing. Songs no listener can play are left out.
   */
  async replaceQueue(em: EntityManager, identity: Identity, sourceId: string): Promise<Crate> {
    return em.transactional(async (tx) => {
      const queue = await this.crates.lockForEdit(tx, identity, { special: 'queue' });
      const source = isUuid(sourceId) ? await tx.findOne(CrateSchema, { id: sourceId }) : null;
      if (!source) throw new DomainError('CRATE_NOT_FOUND');
      if (source.id === queue.id) return queue;
      await this.empty(tx, queue);
      await copySongs(tx, source.id, queue.id);
      // The queue takes only the songs a listener can play; the others stay in the source crate.
      const copied = await tx.find(CrateSongSchema, { crateId: queue.id }, { fields: ['id', 'songId'], disableIdentityMap: true });
      const songs = await tx.find(SongSchema, { id: { $in: [...new Set(copied.map((row) => row.songId))] } }, { disableIdentityMap: true });
      const unplayable = new Set(songs.filter((song) => !isPlayable(song)).map((song) => song.id));
      const dropped = copied.filter((row) => unplayable.has(row.songId)).map((row) => row.id);
      if (dropped.length) await tx.nativeDelete(CrateSongSchema, { id: { $in: dropped } });
      return queue;
    });
  }

  /**
   * Sets the crate's current song, by crate song id or by 0-based position; neither clears it. Stored as the
   * crate song's id, so later moves and insertions do not change which song is current.
   */
  async setCurrent(
    em: EntityManager,
    identity: Identity,
    target: CrateTarget,
    current: { crateSongId?: string | null; position?: number | null },
  ): Promise<Crate> {
    const hasId = current.crateSongId !== undefined && current.crateSongId !== null;
    const hasPosition = current.position !== undefined && current.position !== null;
    if (hasId && hasPosition) throw new DomainError('INVALID_CURRENT_POSITION');
    return em.transactional(async (tx) => {
      const crate = await this.crates.lockForEdit(tx, identity, target);
      await inIndexOrder(tx);
      let currentId: string | null = null;
      if (hasId) {
        currentId = (await this.crateSong(tx, crate.id, current.crateSongId!)).id;
      } else if (hasPosition) {
        const position = current.position!;
        const at = Number.isInteger(position) && position >= 0 ? (await this.around(tx, crate.id, position + 1))[0] : null;
        if (!at) throw new DomainError('CRATE_CURRENT_POSITION_OUT_OF_RANGE');
        currentId = at.id;
      }
      crate.currentCrateSongId = currentId;
      crate.updatedAt = new Date();
      await tx.flush();
      return crate;
    });
  }

  /** Number of songs per crate, in one grouped count. */
  async counts(em: EntityManager, crateIds: readonly string[]): Promise<Map<string, number>> {
    const rows = crateIds.length
      ? await execute<{ crate_id: string; n: number }>(
          em,
          `select "crate_id", count(*)::int as "n" from "library"."crate_song" where "crate_id" = any(?::uuid[]) group by "crate_id"`,
          [pgArray(crateIds)],
        )
      : [];
    return new Map(rows.map((r) => [r.crate_id, Number(r.n)]));
  }

  /** The first songs of each crate (song ids, in order), one index range scan per crate in one query. */
  async firstSongIds(em: EntityManager, crateIds: readonly string[], n: number = crateSongLimits.thumbnails): Promise<Map<string, string[]>> {
    if (!crateIds.length) return new Map();
    const rows = await em.transactional(async (tx) => {
      await inIndexOrder(tx);
      return execute<{ crate_id: string; song_id: string }>(
        tx,
        `select c."id" as "crate_id", s."song_id" from "library"."crate" c
         cross join lateral (
           select cs."song_id", cs."position_key" from "library"."crate_song" cs
           where cs."crate_id" = c."id" order by cs."position_key" limit ?
         ) s
         where c."id" = any(?::uuid[]) order by c."id", s."position_key"`,
        [n, pgArray(crateIds)],
      );
    });
    const result = new Map<string, string[]>();
    for (const row of rows) result.set(row.crate_id, [...(result.get(row.crate_id) ?? []), row.song_id]);
    return result;
  }

  /** The 0-based index of each crate's current song (absent when none), in one query. */
  async currentPositions(em: EntityManager, crateIds: readonly string[]): Promise<Map<string, number>> {
    const rows = crateIds.length
      ? await execute<{ crate_id: string; position: number }>(
          em,
          `select c."id" as "crate_id",
             (select count(*)::int from "library"."crate_song" x where x."crate_id" = c."id" and x."position_key" < cs."position_key") as "position"
           from "library"."crate" c
           join "library"."crate_song" cs on cs."id" = c."current_crate_song_id" and cs."crate_id" = c."id"
           where c."id" = any(?::uuid[])`,
          [pgArray(crateIds)],
        )
      : [];
    return new Map(rows.map((r) => [r.crate_id, Number(r.position)]));
  }

  private async crateSong(tx: EntityManager, crateId: string, crateSongId: string) {
    // Not managed: a move writes its one row itself, the unit of work must not write it again.
    const row = isUuid(crateSongId)
      ? await tx.findOne(CrateSongSchema, { id: crateSongId, crateId }, { disableIdentityMap: true })
      : null;
    if (!row) throw new DomainError('CRATE_SONG_NOT_FOUND');
    return view(row, -1);
  }

  /**
   * The rows at index-1 and index of the crate's order (without `excludeId`), by offset over the index: the
   * neighbours a song inserted or moved to `index` will have. Either may be null (start, end, out of range).
   */
  private async around(tx: EntityManager, crateId: string, index: number, excludeId?: string): Promise<[KeyRow | null, KeyRow | null]> {
    const where = excludeId ? { crateId, id: { $ne: excludeId } } : { crateId };
    const rows = await tx.find(CrateSongSchema, where, {
      fields: ['id', 'positionKey'],
      orderBy: { positionKey: 'asc' },
      offset: Math.max(index - 1, 0),
      limit: index === 0 ? 1 : 2,
      disableIdentityMap: true,
    });
    return index === 0 ? [null, rows[0] ?? null] : [rows[0] ?? null, rows[1] ?? null];
  }

  private async last(tx: EntityManager, crateId: string): Promise<KeyRow | null> {
    return tx.findOne(CrateSongSchema, { crateId }, { fields: ['id', 'positionKey'], orderBy: { positionKey: 'desc' }, disableIdentityMap: true });
  }

  private async orderedIds(tx: EntityManager, crateId: string): Promise<string[]> {
    const rows = await tx.find(CrateSongSchema, { crateId }, { fields: ['id'], orderBy: { positionKey: 'asc' }, disableIdentityMap: true });
    return rows.map((r) => r.id);
  }

  /**
   * Gives the crate's songs fresh, short, evenly spread keys in the given order, in one UPDATE (the unique
   * (crate_id, position_key) constraint is deferrable, so it is checked once the whole statement is done).
   */
  private async rekey(tx: EntityManager, crateId: string, orderedIds: readonly string[]): Promise<Map<string, string>> {
    const keys = generateNKeysBetween(null, null, orderedIds.length);
    if (orderedIds.length) {
      await execute(
        tx,
        `update "library"."crate_song" cs set "position_key" = v."key"
         from unnest(?::uuid[], ?::text[]) as v("id", "key")
         where cs."id" = v."id" and cs."crate_id" = ?`,
        [pgArray(orderedIds), pgArray(keys), crateId],
      );
    }
    return new Map(orderedIds.map((id, i) => [id, keys[i]!]));
  }

  private async empty(tx: EntityManager, crate: Crate): Promise<void> {
    await tx.nativeDelete(CrateSongSchema, { crateId: crate.id });
    if (crate.currentCrateSongId) {
      crate.currentCrateSongId = null;
      crate.updatedAt = new Date();
      await tx.flush();
    }
  }

  /**
   * The crate's songs that may be the same as one of `songs` (spec 3, §5), found from the songs' side through the
   * catalogue's indexes, then checked against the crate by its (crate_id, song_id) index: the cost follows the
   * number of songs asked about, not the crate's size. Candidates: the songs themselves, songs with the same ISRC
   * (`song_isrc_index`), songs with the same track and artist names ignoring case (`song_lower_names_index`).
   * A shared provider id needs no lookup: the catalogue keeps provider ids unique (one song per
   * provider id), so it only ever matches the song itself. `sameSong` then decides, durations included.
   */
  private async sameSongsInCrate(tx: EntityManager, crateId: string, songs: readonly Song[]): Promise<SongLike[]> {
    const rows = await execute<{
      crate_song_id: string;
      id: string;
      short_id: string | null;
      isrc: string | null;
      music_providers: Partial<Record<string, string>> | string;
      track_name: string;
      artist_name: string;
      duration: number;
    }>(
      tx,
      `with candidates as (
         select unnest(?::uuid[]) as "id"
         union select s."id" from "library"."song" s where s."isrc" = any(?::text[])
         union select x."id" from unnest(?::text[], ?::text[]) as n("track", "artist")
           cross join lateral (
             select s."id" from "library"."song" s where lower(s."track_name") = n."track" and lower(s."artist_name") = n."artist"
           ) x
       )
       select cs."id" as "crate_song_id", s."id", s."short_id", s."isrc", s."music_providers", s."track_name", s."artist_name", s."duration"
       from candidates c
       join "library"."crate_song" cs on cs."crate_id" = ? and cs."song_id" = c."id"
       join "library"."song" s on s."id" = c."id"`,
      [
        pgArray(songs.map((s) => s.id)),
        pgArray([...new Set(songs.flatMap((s) => (s.isrc ? [s.isrc, s.isrc.toUpperCase()] : [])))]),
        pgArray(songs.map((s) => lower(s.trackName))),
        pgArray(songs.map((s) => lower(s.artistName))),
        crateId,
      ],
    );
    return rows.map((r) => ({
      crateSongId: r.crate_song_id,
      id: r.id,
      shortId: r.short_id,
      isrc: r.isrc,
      musicProviders: typeof r.music_providers === 'string' ? (JSON.parse(r.music_providers) as Partial<Record<string, string>>) : r.music_providers,
      trackName: r.track_name,
      artistName: r.artist_name,
      duration: Number(r.duration),
    }));
  }
}
