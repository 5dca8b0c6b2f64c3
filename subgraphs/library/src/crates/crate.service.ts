import { randomInt, randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, optionalText, pageOf, requireListener, requirePermission, requiredText, requireUser, type Identity } from '@backspin/platform';
import {
  CrateSchema,
  specialCrateNames,
  type Crate,
  type CrateKind,
  type SpecialCrateKind,
} from './crate.entity.ts';
import { musicProviders, type Song } from '../songs/song.entity.ts';
import { crateLimits } from '@backspin/contracts/crate-options';

/** Spec 3, §9 and the limits chosen here (platform's crate-options, shared with the REST bridge). */
export { crateLimits };

/** Spec 3, §5: "New Playlist #" plus the lowest unused number. */
export const defaultCrateNamePrefix = 'New Playlist #';
const defaultNamePattern = /^New Playlist #([1-9]\d*)$/;

/** Which crate an edit is about: one of the caller's crates by id, or the caller's queue or likes list. */
export interface CrateTarget {
  id?: string | null;
  special?: SpecialCrateKind | null;
}

export interface CrateFields {
  crateName?: string | null;
  description?: string | null;
}

/** Raw SQL in the caller's transaction, if any (`?` placeholders; arrays go in as `pgArray` literals). */
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function newShortId(): string {
  return Array.from({ length: crateLimits.shortIdLength }, () => base62[randomInt(62)]).join('');
}

/**
 * Crates: creation with the default name, copy, rename, delete, the lists, and the rule every edit goes
 * through (`lockForEdit`): only the owner changes a crate, and edits of one crate run one at a time.
 *
 * Who may read: crates are not private. Anyone holding a token (guests included) reads any crate by id and a
 * user's public list (`userCrates`: their regular crates; the queue and likes list are listed to their owner
 * only). The service lists (all crates, any user's crates, songs by short id) need `library.service`.
 */
export class CrateService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Crate>> {
    const valid = ids.filter(isUuid);
    const crates = valid.length ? await em.find(CrateSchema, { id: { $in: valid } }) : [];
    return new Map(crates.map((c) => [c.id, c]));
  }

  /** Any crate, for any caller holding a token; 404 when unknown. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<Crate> {
    requireListener(identity);
    const crate = isUuid(id) ? await em.findOne(CrateSchema, { id }) : null;
    if (!crate) throw new DomainError('CRATE_NOT_FOUND');
    return crate;
  }

  /** The caller's queue or likes list, created on first use. */
  async special(em: EntityManager, identity: Identity, kind: SpecialCrateKind): Promise<Crate> {
    const userId = requireUser(identity);
    return this.ensureSpecial(em, userId, kind);
  }

  /** The crate a target names, for reading: the caller's special crate, or any crate by id. */
  async resolve(em: EntityManager, identity: Identity, target: CrateTarget): Promise<Crate> {
    const { id, special } = validTarget(target);
    return special ? this.special(em, identity, special) : this.get(em, identity, id!);
  }

  /** Service: a crate by its short id. */
  async byShortId(em: EntityManager, identity: Identity, shortId: string): Promise<Crate> {
    requirePermission(identity, 'library.service');
    const crate = shortId.length <= 16 ? await em.findOne(CrateSchema, { shortId }) : null;
    if (!crate) throw new DomainError('CRATE_NOT_FOUND');
    return crate;
  }

  /** The caller's crates, the queue and likes list included, newest first; 100 per page. */
  async mine(em: EntityManager, identity: Identity, limit?: number | null, offset?: number | null): Promise<Crate[]> {
    return this.ofUser(em, requireUser(identity), ['regular', 'queue', 'likes'], limit, offset);
  }

  /** Another user's public list: their regular crates, newest first; 100 per page. */
  async ofOtherUser(
    em: EntityManager,
    identity: Identity,
    userId: string,
    limit?: number | null,
    offset?: number | null,
  ): Promise<Crate[]> {
    const caller = requireListener(identity);
    if (!isUuid(userId)) return [];
    return this.ofUser(em, userId, caller === userId ? ['regular', 'queue', 'likes'] : ['regular'], limit, offset);
  }

  /** Service: every crate of a user, newest first; 100 per page. */
  async ofUserForService(
    em: EntityManager,
    identity: Identity,
    userId: string,
    limit?: number | null,
    offset?: number | null,
  ): Promise<Crate[]> {
    requirePermission(identity, 'library.service');
    if (!isUuid(userId)) return [];
    return this.ofUser(em, userId, ['regular', 'queue', 'likes'], limit, offset);
  }

  /** Service: every crate, newest first; 100 per page. */
  async all(em: EntityManager, identity: Identity, limit?: number | null, offset?: number | null): Promise<Crate[]> {
    requirePermission(identity, 'library.service');
    const page = pageOf(limit, offset, crateLimits.listPage, crateLimits.listPage);
    return em.find(CrateSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
  }

  private ofUser(em: EntityManager, userId: string, kinds: CrateKind[], limit?: number | null, offset?: number | null) {
    const page = pageOf(limit, offset, crateLimits.listPage, crateLimits.listPage);
    return em.find(
      CrateSchema,
      { userId, kind: { $in: kinds } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, ...page },
    );
  }

  /**
   * A new regular crate owned by the caller. Without a name it is "New Playlist #n", n the lowest number no
   * crate of the caller is named with; the caller's name lock makes concurrent creations pick different n.
   */
  async create(em: EntityManager, identity: Identity, input: CrateFields): Promise<Crate> {
    const userId = requireUser(identity);
    const given = input.crateName?.trim() ? validName(input.crateName) : null;
    const description = validDescription(input.description);
    return em.transactional(async (tx) => {
      await this.lockNames(tx, userId);
      const crateName = given ?? (await this.defaultName(tx, userId));
      const now = new Date();
      const crate = tx.create(CrateSchema, {
        id: randomUUID(),
        shortId: newShortId(),
        crateName,
        description,
        userId,
        kind: 'regular',
        currentCrateSongId: null,
        importStatus: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      return crate;
    });
  }

  /**
   * A copy of any readable crate (another user's too) as a new regular crate of the caller, named after it
   * with " (copy)", with the same songs in the same order (the keys are copied: one INSERT ... SELECT).
   */
  async copy(em: EntityManager, identity: Identity, sourceId: string): Promise<Crate> {
    const userId = requireUser(identity);
    return em.transactional(async (tx) => {
      const source = isUuid(sourceId) ? await tx.findOne(CrateSchema, { id: sourceId }) : null;
      if (!source) throw new DomainError('CRATE_NOT_FOUND');
      const now = new Date();
      const crate = tx.create(CrateSchema, {
        id: randomUUID(),
        shortId: newShortId(),
        crateName: `${[...source.crateName].slice(0, crateLimits.nameMax - ' (copy)'.length).join('')} (copy)`,
        description: source.description,
        userId,
        kind: 'regular',
        currentCrateSongId: null,
        importStatus: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      await copySongs(tx, source.id, crate.id);
      return crate;
    });
  }

  /** Rename and/or describe one of the caller's regular crates (an empty description clears it). */
  async update(em: EntityManager, identity: Identity, id: string, input: CrateFields): Promise<Crate> {
    const crateName = input.crateName === undefined || input.crateName === null ? null : validName(input.crateName);
    const description = input.description === undefined ? undefined : validDescription(input.description);
    return em.transactional(async (tx) => {
      const crate = await this.lockForEdit(tx, identity, { id });
      if (crate.kind !== 'regular') throw new DomainError('SPECIAL_CRATE_FIXED');
      if (crateName !== null) {
        await this.lockNames(tx, crate.userId);
        crate.crateName = crateName;
      }
      if (description !== undefined) crate.description = description;
      crate.updatedAt = new Date();
      await tx.flush();
      return crate;
    });
  }

  /** Deletes one of the caller's regular crates with its songs; answers its id. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<string> {
    return em.transactional(async (tx) => {
      const crate = await this.lockForEdit(tx, identity, { id });
      if (crate.kind !== 'regular') throw new DomainError('SPECIAL_CRATE_FIXED');
      await tx.nativeDelete(CrateSchema, { id: crate.id });
      return crate.id;
    });
  }

  /**
   * The gate of every edit, inside the edit's transaction: the caller must be signed in and own the crate,
   * whose row stays locked (FOR UPDATE) until the transaction ends, so edits of one crate run one at a time
   * and each sees the order the previous one left. Unknown crate: 404; another user's crate: 403.
   */
  async lockForEdit(tx: EntityManager, identity: Identity, target: CrateTarget): Promise<Crate> {
    const userId = requireUser(identity);
    const { id, special } = validTarget(target);
    if (special) {
      await this.insertSpecial(tx, userId, special);
      const crate = await tx.findOne(CrateSchema, { userId, kind: special }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!crate) throw new Error(`the ${special} crate of ${userId} vanished`);
      return crate;
    }
    const crate = isUuid(id!) ? await tx.findOne(CrateSchema, { id: id! }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!crate) throw new DomainError('CRATE_NOT_FOUND');
    if (crate.userId !== userId) throw new DomainError('CRATE_NOT_OWNED');
    return crate;
  }

  /** The user's special crate, created if missing; concurrent first uses all get the same one. */
  async ensureSpecial(em: EntityManager, userId: string, kind: SpecialCrateKind): Promise<Crate> {
    const existing = await em.findOne(CrateSchema, { userId, kind });
    if (existing) return existing;
    await this.insertSpecial(em, userId, kind);
    const crate = await em.findOne(CrateSchema, { userId, kind }, { refresh: true });
    if (!crate) throw new Error(`the ${kind} crate of ${userId} vanished`);
    return crate;
  }

  /** INSERT ... ON CONFLICT DO NOTHING on the partial unique index: never fails, never makes a second one. */
  private async insertSpecial(em: EntityManager, userId: string, kind: SpecialCrateKind): Promise<void> {
    await execute(
      em,
      `insert into "library"."crate" ("id", "short_id", "crate_name", "description", "user_id", "kind", "current_crate_song_id", "import_status", "created_at", "updated_at")
       values (?, ?, ?, null, ?, ?, null, null, now(), now())
       on conflict ("user_id", "kind") where kind <> 'regular' do nothing`,
      [randomUUID(), newShortId(), specialCrateNames[kind], userId, kind],
    );
  }

  /** Serialises the naming of one user's crates (a transaction-scoped advisory lock). */
  private async lockNames(tx: EntityManager, userId: string): Promise<void> {
    await execute(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [`library.crate-names:${userId}`]);
  }

  private async defaultName(tx: EntityManager, userId: string): Promise<string> {
    const named = await tx.find(
      CrateSchema,
      { userId, crateName: { $like: `${defaultCrateNamePrefix}%` } },
      { fields: ['crateName'], disableIdentityMap: true },
    );
    return `${defaultCrateNamePrefix}${lowestUnusedNumber(named.map((c) => c.crateName))}`;
  }
}

/** The lowest n ≥ 1 such that no name is exactly "New Playlist #n". */
export function lowestUnusedNumber(names: readonly string[]): number {
  const used = new Set(names.flatMap((name) => {
    const match = defaultNamePattern.exec(name);
    return match ? [Number(match[1])] : [];
  }));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/** Copies a crate's songs into an empty crate, order kept (same keys), in one statement. */
export async function copySongs(tx: EntityManager, sourceId: string, targetId: string): Promise<void> {
  await execute(
    tx,
    `insert into "library"."crate_song" ("id", "crate_id", "song_id", "position_key", "created_at")
     select gen_random_uuid(), ?, "song_id", "position_key", now() from "library"."crate_song" where "crate_id" = ?`,
    [targetId, sourceId],
  );
}

function validTarget(target: CrateTarget): { id: string | null; special: SpecialCrateKind | null } {
  const id = target.id ?? null;
  const special = target.special ?? null;
  if ((id === null) === (special === null)) throw new DomainError('INVALID_CRATE_TARGET');
  return { id, special };
}

function validName(raw: string): string {
  const name = requiredText(raw, crateLimits.nameMax, 'INVALID_CRATE_NAME');
  if (Object.values(specialCrateNames).includes(name)) throw new DomainError('CRATE_NAME_RESERVED');
  return name;
}

const validDescription = (raw: string | null | undefined): string | null => optionalText(raw, crateLimits.descriptionMax, 'INVALID_CRATE_DESCRIPTION');

/**
 * The crate's thumbnails (spec 3, §3): one image per first song that has one, in crate order; of a song's
 * thumbnails, the first in the spec's provider order.
 */
export function crateThumbnails(firstSongs: readonly (Song | null)[]): string[] {
  return firstSongs.flatMap((song) => {
    const url = song ? musicProviders.map((provider) => song.thumbnails[provider]).find(Boolean) : undefined;
    return url ? [url] : [];
  });
}
