import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, insertOnce, isUuid, requirePermission, textInputProblem, type Identity } from '@backspin/platform';
import type { RankingService } from '../rankings/ranking.service.ts';
import type { SeasonService } from '../seasons/season.service.ts';
import { pointsForPlay, type PlayEndReason, type PointGrant } from './point-rules.ts';
import { PointEntrySchema, PointEventSchema, type PointEntry, type PointEvent, type PointEventSource } from './point-event.entity.ts';

export const playEndReasons = ['ENDED', 'SKIPPED', 'VOTED_OFF', 'DJ_LEFT'] as const satisfies readonly PlayEndReason[];
export const pointsEventIdMaxLength = 200;
export const pointsReasonMaxLength = 500;
/** The most points one service call or one adjustment moves. */
export const maxPointsPerChange = 100_000;
/** The most voters or listeners one play report lists (a full room). */
export const maxPlayParticipants = 20_000;

export interface PlayPointsInput {
  playId: string;
  roomId: string;
  djUuid: string;
  endReason: string;
  startedAt: Date;
  endedAt: Date;
  upVoterUuids: readonly string[];
  listeners: readonly { userUuid: string; heardSeconds: number }[];
}

export interface ServicePointsInput {
  userUuid: string;
  points: number;
  /** The caller's idempotency key: a retry with the same key adds nothing. */
  eventId: string;
  reason?: string | null;
}

export interface AdminPointsInput {
  userUuid: string;
  /** Signed: an admin may take points away, never below zero. */
  points: number;
  reason: string;
  /** The season whose balance changes; the current season when absent (the lifetime total only, between seasons). */
  seasonId?: string | null;
  /** Optional idempotency key (a console retry applies once). */
  eventId?: string | null;
}

/** A points event with its entries, and whether this call applied it (false: it had been applied before). */
export interface PointsOutcome extends PointEvent {
  entries: PointEntry[];
  applied: boolean;
}

const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const validDate = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/**
 * Points (issue 14, item 4): who earns what is decided by point-rules.ts; this service applies each change once, to
 * the season current at its time and to the lifetime total, in one transaction with the rankings
 * (rankings/ranking.service.ts): the event row (unique `eventId`, written by `insertOnce`), one entry per user (unique
 * by event and user) and the balances and their counts commit together, so a redelivery after a crash, or two
 * deliveries at once, apply once. A change that would take a balance below zero is refused whole.
 */
export class PointsService {
  constructor(
    private readonly deps: { seasons: SeasonService; rankings: RankingService },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rooms' ended play (the `economy.play-points` effect): the rules' grants, once per play. Services only. */
  recordPlay(em: EntityManager, identity: Identity, input: PlayPointsInput): Promise<PointsOutcome> {
    requirePermission(identity, 'service.call');
    const fact = this.checkPlay(input);
    const grants = pointsForPlay(fact);
    const fingerprint = fingerprintOf({ ...fact, playId: input.playId, endedAt: input.endedAt.toISOString() });
    return this.apply(em, { eventId: `play:${input.playId}`, source: 'play', fingerprint, occurredAt: input.endedAt, actorId: null, reason: null }, grants, null);
  }

  /** POST /points/service: a service adds a user's points, once per `eventId`. */
  addForService(em: EntityManager, identity: Identity, input: ServicePointsInput): Promise<PointsOutcome> {
    requirePermission(identity, 'service.call');
    if (!isUuid(input.userUuid)) throw new DomainError('INVALID_USER_UUID');
    if (!Number.isInteger(input.points) || input.points < 1 || input.points > maxPointsPerChange) throw new DomainError('INVALID_POINTS');
    const eventId = this.checkEventId(input.eventId);
    const reason = this.checkReason(input.reason, false);
    const fingerprint = fingerprintOf({ userUuid: input.userUuid, points: input.points, reason });
    const grants = [{ userUuid: input.userUuid, points: input.points, rules: {} }];
    return this.apply(em, { eventId: `service:${eventId}`, source: 'service', fingerprint, occurredAt: this.now(), actorId: identity.userId, reason }, grants, null);
  }

  /**
   * POST /points/season/admin/handle-points: an admin adds or takes away a user's points in a season (and the lifetime
   * total), with a reason; recorded with the admin and the reason. Never below zero (409, nothing changes).
   */
  async adjust(em: EntityManager, identity: Identity, input: AdminPointsInput): Promise<PointsOutcome> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(input.userUuid)) throw new DomainError('INVALID_USER_UUID');
    const points = input.points;
    if (!Number.isInteger(points) || points === 0 || Math.abs(points) > maxPointsPerChange) throw new DomainError('INVALID_POINTS_ADJUSTMENT');
    const reason = this.checkReason(input.reason, true);
    const key = input.eventId == null ? randomUUID() : this.checkEventId(input.eventId);
    const season = input.seasonId != null ? await this.deps.seasons.getOrFail(em, input.seasonId) : await this.deps.seasons.seasonAt(em);
    const fingerprint = fingerprintOf({ userUuid: input.userUuid, points, reason, seasonId: season?.id ?? null });
    const grants = [{ userUuid: input.userUuid, points, rules: {} }];
    return this.apply(
      em,
      { eventId: `admin:${identity.userId}:${key}`, source: 'admin', fingerprint, occurredAt: this.now(), actorId: identity.userId, reason },
      grants,
      { seasonId: season?.id ?? null },
    );
  }

  /** A user's point entries, newest first (their history). */
  entriesOf(em: EntityManager, userUuid: string, limit = 50): Promise<PointEntry[]> {
    if (!isUuid(userUuid)) return Promise.resolve([]);
    return em.find(PointEntrySchema, { userUuid }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit, disableIdentityMap: true });
  }

  /**
   * Applies an event once. `season`: the season given by the caller (an admin's); otherwise the season covering
   * `occurredAt`, read in the transaction.
   */
  private async apply(
    em: EntityManager,
    event: { eventId: string; source: PointEventSource; fingerprint: string; occurredAt: Date; actorId: string | null; reason: string | null },
    grants: readonly PointGrant[],
    season: { seasonId: string | null } | null,
  ): Promise<PointsOutcome> {
    return em.transactional(async (tx) => {
      const seasonId = season ? season.seasonId : ((await this.deps.seasons.seasonAt(tx, event.occurredAt))?.id ?? null);
      const createdAt = this.now();
      const row: PointEvent = { id: randomUUID(), ...event, seasonId, createdAt };
      const stored = await insertOnce(tx, PointEventSchema, row, 'eventId');
      if (stored.id !== row.id) {
        // Applied before (a redelivery, a retry): answer the first record, change nothing.
        if (stored.fingerprint !== event.fingerprint) throw new DomainError('POINTS_EVENT_ID_REUSED');
        const entries = await tx.find(PointEntrySchema, { pointEventId: stored.id }, { orderBy: { userUuid: 'asc' }, disableIdentityMap: true });
        return { ...stored, entries, applied: false };
      }
      const entries: PointEntry[] = grants.map((g) => ({
        id: randomUUID(),
        pointEventId: row.id,
        userUuid: g.userUuid,
        seasonId,
        points: g.points,
        rules: g.rules,
        createdAt,
      }));
      if (entries.length) await tx.insertMany(PointEntrySchema, entries);
      await this.deps.rankings.applyPoints(tx, seasonId, new Map(grants.map((g) => [g.userUuid, g.points])), event.occurredAt);
      return { ...stored, entries, applied: true };
    });
  }

  private checkPlay(input: PlayPointsInput) {
    const ok =
      isUuid(input.playId) &&
      isUuid(input.roomId) &&
      isUuid(input.djUuid) &&
      (playEndReasons as readonly string[]).includes(input.endReason) &&
      validDate(input.startedAt) &&
      validDate(input.endedAt) &&
      input.startedAt <= input.endedAt &&
      input.upVoterUuids.length <= maxPlayParticipants &&
      input.listeners.length <= maxPlayParticipants &&
      input.upVoterUuids.every(isUuid) &&
      input.listeners.every((l) => isUuid(l.userUuid) && Number.isInteger(l.heardSeconds) && l.heardSeconds >= 0);
    if (!ok) throw new DomainError('INVALID_PLAY_POINTS');
    return {
      djUuid: input.djUuid,
      endReason: input.endReason as PlayEndReason,
      upVoterUuids: [...input.upVoterUuids].sort(),
      listeners: [...input.listeners].map((l) => ({ userUuid: l.userUuid, heardSeconds: l.heardSeconds })).sort((a, b) => (a.userUuid < b.userUuid ? -1 : 1)),
    };
  }

  private checkEventId(raw: string): string {
    if (typeof raw !== 'string' || !raw.length || textInputProblem(raw, pointsEventIdMaxLength)) throw new DomainError('INVALID_POINTS_EVENT_ID');
    return raw;
  }

  private checkReason(raw: string | null | undefined, required: boolean): string | null {
    const reason = raw?.trim() ?? '';
    if (!reason) {
      if (required) throw new DomainError('INVALID_POINTS_REASON');
      return null;
    }
    if (textInputProblem(reason, pointsReasonMaxLength)) throw new DomainError('INVALID_POINTS_REASON');
    return reason;
  }
}
