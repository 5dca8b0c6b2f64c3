import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requirePermission, textInputProblem, type Identity } from '@backspin/platform';
import { adminListPaging, seasonListFields } from '@backspin/contracts/admin-lists';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { SeasonSchema, type Season } from './season.entity.ts';

export const seasonNameMaxLength = 100;

/** The admin season list (GET /admin/seasons): newest season first by default. */
export const seasonListSpec: ListSpec = {
  fields: seasonListFields,
  defaultLimit: adminListPaging.defaultLimit,
  maxLimit: adminListPaging.maxLimit,
  defaultSort: [{ field: 'seasonStart', direction: 'DESC' }],
};

export interface SeasonInput {
  seasonName?: string | null;
  seasonStart?: Date | null;
  seasonEnd?: Date | null;
}

/** Whether a database error is the refusal of this constraint (PostgreSQL and PGlite both name it). */
function violates(error: unknown, constraint: string): boolean {
  const e = error as { constraint?: string; message?: string; cause?: { constraint?: string } } | null;
  return !!e && (e.constraint === constraint || e.cause?.constraint === constraint || (e.message ?? '').includes(`"${constraint}"`));
}

/**
 * Seasons (spec 1, §3 and §7.1). Admins (`console.manage`) create, change, delete, list and read them; anyone reads
 * the current season and, by `seasonStart`, the next and previous one. A season covers [seasonStart, seasonEnd).
 *
 * - Seasons never overlap: PostgreSQL's exclusion constraint decides, so two admins creating overlapping seasons at
 *   once get one season and one 409 (SEASON_OVERLAP).
 * - A season that has ended is history: its ranking is final and its season avatars are awarded from it. Its dates
 *   cannot change and it cannot be deleted (409 SEASON_ENDED); only its name may still be corrected.
 * - Deleting a season that has not ended removes its ranking (its ranking statuses and counts); the point entries of
 *   its events stay, as the record of what happened.
 * - Points already recorded stay in the season they were given to when the season's dates change later.
 */
export class SeasonService {
  constructor(
    /** Removes a deleted season's ranking, in the deletion's transaction (rankings/ranking.service.ts). */
    private readonly deps: { removeSeasonRanking: (tx: EntityManager, seasonId: string) => Promise<void> },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(em: EntityManager, identity: Identity, input: SeasonInput): Promise<Season> {
    requirePermission(identity, 'console.manage');
    const seasonName = this.checkName(input.seasonName);
    const { seasonStart, seasonEnd } = this.checkDates(input.seasonStart, input.seasonEnd);
    const now = this.now();
    const season: Season = { id: randomUUID(), seasonName, seasonStart, seasonEnd, createdAt: now, updatedAt: now };
    await this.write(em, (tx) => tx.insert(SeasonSchema, season));
    return season;
  }

  /** PATCH /points/season/{id}: any of name, start, end. */
  async update(em: EntityManager, identity: Identity, id: string, input: SeasonInput): Promise<Season> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(id)) throw new DomainError('INVALID_SEASON_ID');
    const newName = input.seasonName == null ? null : this.checkName(input.seasonName);
    if (input.seasonStart != null) this.checkDate(input.seasonStart);
    if (input.seasonEnd != null) this.checkDate(input.seasonEnd);
    let updated: Season | undefined;
    await this.write(em, async (tx) => {
      // Locked: two changes of one season apply one after the other, each checking the season as the other left it.
      const existing = await this.lockOrFail(tx, id);
      const { seasonStart, seasonEnd } = this.checkDates(input.seasonStart ?? existing.seasonStart, input.seasonEnd ?? existing.seasonEnd);
      const datesChange = seasonStart.getTime() !== existing.seasonStart.getTime() || seasonEnd.getTime() !== existing.seasonEnd.getTime();
      if (datesChange && this.hasEnded(existing)) throw new DomainError('SEASON_ENDED');
      updated = { ...existing, seasonName: newName ?? existing.seasonName, seasonStart, seasonEnd, updatedAt: this.now() };
      await tx.nativeUpdate(SeasonSchema, { id }, { seasonName: updated.seasonName, seasonStart, seasonEnd, updatedAt: updated.updatedAt });
    });
    return updated!;
  }

  /** DELETE /points/season/{id}, /admin/seasons/{id}: a season not yet ended, with its ranking. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<Season> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(id)) throw new DomainError('INVALID_SEASON_ID');
    return em.transactional(async (tx) => {
      const existing = await this.lockOrFail(tx, id);
      if (this.hasEnded(existing)) throw new DomainError('SEASON_ENDED');
      await tx.nativeDelete(SeasonSchema, { id });
      await this.deps.removeSeasonRanking(tx, id);
      return existing;
    });
  }

  list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<Season>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, SeasonSchema, query, seasonListSpec);
  }

  /** Admins: GET /admin/seasons/{id}; null when unknown. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<Season | null> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(id)) throw new DomainError('INVALID_SEASON_ID');
    return em.findOne(SeasonSchema, { id }, { disableIdentityMap: true });
  }

  /** The season covering `at` (now by default), or null between seasons. */
  seasonAt(em: EntityManager, at: Date = this.now()): Promise<Season | null> {
    return em.findOne(SeasonSchema, { seasonStart: { $lte: at }, seasonEnd: { $gt: at } }, { disableIdentityMap: true });
  }

  /** The first season starting after `seasonStart`. */
  next(em: EntityManager, seasonStart: Date): Promise<Season | null> {
    this.checkDate(seasonStart);
    return em.findOne(SeasonSchema, { seasonStart: { $gt: seasonStart } }, { orderBy: { seasonStart: 'asc' }, disableIdentityMap: true });
  }

  /** The last season starting before `seasonStart`. */
  previous(em: EntityManager, seasonStart: Date): Promise<Season | null> {
    this.checkDate(seasonStart);
    return em.findOne(SeasonSchema, { seasonStart: { $lt: seasonStart } }, { orderBy: { seasonStart: 'desc' }, disableIdentityMap: true });
  }

  async byName(em: EntityManager, seasonName: string): Promise<Season | null> {
    if (textInputProblem(seasonName, seasonNameMaxLength)) return null;
    return em.findOne(SeasonSchema, { seasonName }, { disableIdentityMap: true });
  }

  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Season>> {
    const valid = ids.filter(isUuid);
    const seasons = valid.length ? await em.find(SeasonSchema, { id: { $in: valid } }, { disableIdentityMap: true }) : [];
    return new Map(seasons.map((s) => [s.id, s]));
  }

  hasEnded(season: Pick<Season, 'seasonEnd'>): boolean {
    return season.seasonEnd <= this.now();
  }

  private async lockOrFail(tx: EntityManager, id: string): Promise<Season> {
    const season = await tx.findOne(SeasonSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
    if (!season) throw new DomainError('SEASON_NOT_FOUND');
    return season;
  }

  async getOrFail(em: EntityManager, id: string): Promise<Season> {
    if (!isUuid(id)) throw new DomainError('INVALID_SEASON_ID');
    const season = await em.findOne(SeasonSchema, { id }, { disableIdentityMap: true });
    if (!season) throw new DomainError('SEASON_NOT_FOUND');
    return season;
  }

  private checkName(raw: string | null | undefined): string {
    const name = raw?.trim() ?? '';
    // One line, no control characters: a name shown in leaderboards and used in a URL path (/points/season-ranking/{seasonName}).
    if (!name || name.length > seasonNameMaxLength || /[\u0000-\u001f\u007f]/.test(name)) throw new DomainError('INVALID_SEASON_NAME');
    return name;
  }

  private checkDate(date: Date | null | undefined): Date {
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new DomainError('INVALID_SEASON_DATES');
    return date;
  }

  private checkDates(start: Date | null | undefined, end: Date | null | undefined): { seasonStart: Date; seasonEnd: Date } {
    const seasonStart = this.checkDate(start);
    const seasonEnd = this.checkDate(end);
    if (seasonEnd <= seasonStart) throw new DomainError('INVALID_SEASON_DATES');
    return { seasonStart, seasonEnd };
  }

  /** A write in its own transaction, its constraint refusals as the catalogue's 409s. */
  private async write(em: EntityManager, work: (tx: EntityManager) => Promise<unknown>): Promise<void> {
    try {
      await em.transactional(async (tx) => {
        await work(tx);
      });
    } catch (error) {
      if (violates(error, 'season_no_overlap')) throw new DomainError('SEASON_OVERLAP');
      if (error instanceof UniqueConstraintViolationException || violates(error, 'season_season_name_unique')) throw new DomainError('SEASON_NAME_TAKEN');
      throw error;
    }
  }
}
