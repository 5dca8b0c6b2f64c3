import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isoDateTimeOf, isUuid, pgArray, requireService, type Identity } from '@backspin/platform';
import { subscriptionLevels, type SubscriptionLevel } from '@backspin/contracts/subscriptions';
import { UserPlanSchema } from './plan.entity.ts';

/** Economy's `rooms.plan-level` delivery, as the resolver receives it (strings, checked here). */
export interface PlanLevelDelivery {
  eventId: string;
  userId: string;
  level: string;
  until?: string | null;
  decidedAt: string;
}

export interface RecordedPlan {
  userId: string;
  level: SubscriptionLevel;
  until: Date | null;
}

/** PRO includes PLUS (contracts/subscriptions.ts): a level holds every level at or below it. */
export function levelIncludes(held: SubscriptionLevel, wanted: SubscriptionLevel): boolean {
  return subscriptionLevels.indexOf(held) >= subscriptionLevels.indexOf(wanted);
}

/**
 * Users' plan levels, as economy decides them (economy/subscriptions sends each change through the job queue,
 * platform effect-routes.ts `planLevelRoute`): what the PRO_PLAN_OWNER DJ rule reads (presence.service.ts `mayDj`)
 * and what setting that rule needs (rooms/room.service.ts: the owner on PRO).
 *
 * Rooms keeps the most recently decided level per user: deliveries may come late, twice or out of order, so a
 * delivery applies only when its `decidedAt` is newer than the stored one (a tie broken by the event id, so the
 * outcome never depends on arrival order), decided by the database in one upsert. A level lapses by itself at
 * `until` (the paid period's end) without another delivery: `levelsOf` answers NONE from then on.
 */
export class PlanService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Economy's delivery (its service identity only): applied if newer than what rooms holds; answers what rooms holds. */
  async record(em: EntityManager, identity: Identity, input: PlanLevelDelivery): Promise<RecordedPlan> {
    requireService(identity);
    const plan = validDelivery(input);
    await execute(
      em,
      `insert into rooms.user_plan (user_id, level, until, decided_at, event_id) values (?, ?, ?::timestamptz, ?::timestamptz, ?)
       on conflict (user_id) do update
         set level = excluded.level, until = excluded.until, decided_at = excluded.decided_at, event_id = excluded.event_id
         where (user_plan.decided_at, user_plan.event_id) < (excluded.decided_at, excluded.event_id)`,
      [plan.userId, plan.level, plan.until?.toISOString() ?? null, plan.decidedAt.toISOString(), plan.eventId],
    );
    const row = await em.findOneOrFail(UserPlanSchema, { userId: plan.userId }, { disableIdentityMap: true });
    return { userId: row.userId, level: row.level, until: row.until ?? null };
  }

  /** Each user's level in effect at `now`: NONE without a row or from `until` on. One query for them all. */
  async levelsOf(em: EntityManager, userIds: readonly string[], now: Date = this.now()): Promise<Map<string, SubscriptionLevel>> {
    const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const levels = new Map<string, SubscriptionLevel>(userIds.map((id) => [id, 'NONE']));
    if (!ids.length) return levels;
    const rows = await execute<{ user_id: string; level: SubscriptionLevel; until: Date | string | null }>(
      em,
      'select user_id, level, until from rooms.user_plan where user_id = any(?)',
      [pgArray(ids)],
    );
    const held = new Map(rows.map((r) => [r.user_id, r.until === null || new Date(r.until).getTime() > now.getTime() ? r.level : 'NONE']));
    for (const id of userIds) levels.set(id, (isUuid(id) && held.get(id.toLowerCase())) || 'NONE');
    return levels;
  }

  /** One user's level in effect at `now`. */
  async levelOf(em: EntityManager, userId: string, now: Date = this.now()): Promise<SubscriptionLevel> {
    return (await this.levelsOf(em, [userId], now)).get(userId) ?? 'NONE';
  }
}


/** The delivery checked whole before anything is written; NONE holds no period, so its `until` is dropped. */
function validDelivery(input: PlanLevelDelivery): { eventId: string; userId: string; level: SubscriptionLevel; until: Date | null; decidedAt: Date } {
  const uuid = (value: unknown) => {
    if (typeof value !== 'string' || !isUuid(value)) throw new DomainError('INVALID_PLAN_LEVEL');
    return value.toLowerCase();
  };
  const eventId = uuid(input.eventId);
  const userId = uuid(input.userId);
  const level = subscriptionLevels.find((l) => l === input.level);
  if (!level) throw new DomainError('INVALID_PLAN_LEVEL');
  const until = input.until === null || input.until === undefined ? null : dateTime(input.until);
  const decidedAt = dateTime(input.decidedAt);
  return { eventId, userId, level, until: level === 'NONE' ? null : until, decidedAt };
}

function dateTime(value: unknown): Date {
  const at = isoDateTimeOf(value);
  if (!at) throw new DomainError('INVALID_PLAN_LEVEL');
  return at;
}
