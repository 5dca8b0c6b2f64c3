import { randomUUID } from 'node:crypto';
import { raw, type EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, pageOf } from '@backspin/platform';
import { newShortId } from '../songs/short-id.ts';
import { catalogueStatuses } from '../songs/song.entity.ts';
import { ArtistSchema, type Artist } from './artist.entity.ts';

/** What makes two names the same: Unicode-normalised, lower-cased, spaces trimmed and collapsed. */
export function nameKeyOf(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Keeps a page request bounded: take 1 to 100 (default 20), skip from 0. */
export function takeSkip(take: number | null | undefined, skip: number | null | undefined) {
  return pageOf(take, skip, 100, 20);
}

/**
 * SQL (for a raw where key) that holds when the row at `alias` has at least one catalogue song through `column`
 * (`artist_id` or `album_id`): albums and artists are listed only while a playable song points at them.
 */
export const hasCatalogueSong = (column: 'artist_id' | 'album_id') =>
  raw(
    (alias: string) =>
      `exists (select 1 from "library"."song" as "cs" where "cs"."${column}" = ${alias}."id" and "cs"."status" in (${catalogueStatusList}))`,
  );
const catalogueStatusList = catalogueStatuses.map((s) => `'${s}'`).join(', ');

/** Artists: derived from songs' artist names, listed while they have catalogue songs. */
export class ArtistService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Artist>> {
    const valid = ids.filter(isUuid);
    const artists = valid.length ? await em.find(ArtistSchema, { id: { $in: valid } }) : [];
    return new Map(artists.map((a) => [a.id, a]));
  }

  /**
   * The artist of this name, created when new. Safe under concurrency: the name key is unique and a racing
   * insert merges into the row that won (`on conflict ... do update`, which also returns that row).
   */
  async ensure(em: EntityManager, name: string): Promise<Artist> {
    const clean = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
    return em.upsert(
      ArtistSchema,
      { id: randomUUID(), shortId: newShortId(), name: clean, nameKey: nameKeyOf(clean), createdAt: new Date() },
      { onConflictFields: ['nameKey'], onConflictAction: 'merge', onConflictMergeFields: ['nameKey'] },
    );
  }

  /** All artists with catalogue songs, by name; `take` 1 to 100 (default 20). */
  async list(em: EntityManager, take?: number | null, skip?: number | null): Promise<Artist[]> {
    const page = takeSkip(take, skip);
    return em.find(
      ArtistSchema,
      { [hasCatalogueSong('artist_id')]: true },
      { orderBy: { nameKey: 'asc', id: 'asc' }, limit: page.limit, offset: page.offset },
    );
  }

  async byShortId(em: EntityManager, shortId: string): Promise<Artist> {
    const artist = await em.findOne(ArtistSchema, { shortId });
    if (!artist) throw new DomainError('ARTIST_NOT_FOUND');
    return artist;
  }
}
