import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requireUser, type Identity } from '@backspin/platform';
import type { Season } from '../seasons/season.entity.ts';
import type { SeasonService } from '../seasons/season.service.ts';
import { lifetimeScope, type RankedStatus, type RankingPage, type RankingService } from './ranking.service.ts';

/** Which season's ranking: the current one, by name, or the one after / before a seasonStart. */
export type SeasonChoice = { current: true } | { seasonName: string } | { nextAfter: Date } | { previousBefore: Date };

export interface CurrentRankingStatus {
  hasCurrentRankingStatus: boolean;
  season: Season | null;
  rankingStatus: RankedStatus | null;
}

/**
 * The rankings as the product reads them (GET /points/...): by season (current, by name, next or previous by
 * seasonStart) and all seasons. Public: a leaderboard and a user's points are for everyone to see.
 */
export class SeasonRankingService {
  constructor(private readonly deps: { seasons: SeasonService; rankings: RankingService }) {}

  /** GET /points/ranking-status/{userUuid}: the user's status in every season they have points in, latest first. */
  seasonStatuses(em: EntityManager, userUuid: string): Promise<RankedStatus[]> {
    this.checkUser(userUuid);
    return this.deps.rankings.seasonStatusesOf(em, userUuid);
  }

  /** GET /points/ranking-status/sum/{userUuid}: the user's lifetime total and all-time rank; null before any points. */
  lifetimeStatus(em: EntityManager, userUuid: string): Promise<RankedStatus | null> {
    this.checkUser(userUuid);
    return this.deps.rankings.statusOf(em, lifetimeScope, userUuid);
  }

  /** GET /points/current-ranking-status[/{userUuid}]: the user's (the caller's by default) status in the current season. */
  async currentStatus(em: EntityManager, identity: Identity, userUuid: string | null | undefined): Promise<CurrentRankingStatus> {
    const user = userUuid ?? requireUser(identity);
    this.checkUser(user);
    const season = await this.deps.seasons.seasonAt(em);
    const rankingStatus = season ? await this.deps.rankings.statusOf(em, season.id, user) : null;
    return { hasCurrentRankingStatus: rankingStatus !== null, season, rankingStatus };
  }

  /** A page of a season's ranking; null when there is no such season (no current one, no next one...). */
  async seasonRanking(
    em: EntityManager,
    choice: SeasonChoice,
    take: number | null | undefined,
    skip: number | null | undefined,
  ): Promise<(RankingPage & { season: Season }) | null> {
    const season = await this.seasonOf(em, choice);
    if (!season) return null;
    return { season, ...(await this.deps.rankings.page(em, season.id, take, skip)) };
  }

  /** GET /points/all-seasons-ranking: a page of the lifetime ranking. */
  lifetimeRanking(em: EntityManager, take: number | null | undefined, skip: number | null | undefined): Promise<RankingPage> {
    return this.deps.rankings.page(em, lifetimeScope, take, skip);
  }

  private seasonOf(em: EntityManager, choice: SeasonChoice): Promise<Season | null> {
    if ('current' in choice) return this.deps.seasons.seasonAt(em);
    if ('seasonName' in choice) return this.deps.seasons.byName(em, choice.seasonName);
    if ('nextAfter' in choice) return this.deps.seasons.next(em, choice.nextAfter);
    return this.deps.seasons.previous(em, choice.previousBefore);
  }

  private checkUser(userUuid: string): void {
    if (!isUuid(userUuid)) throw new DomainError('INVALID_USER_UUID');
  }
}
