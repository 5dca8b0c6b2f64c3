import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  can,
  DomainError,
  optionalText,
  optionalUuid,
  requiredText,
  execute,
  isRoomSlug,
  isUuid,
  pageOf,
  requirePermission,
  requireUser,
  type Identity,
} from '@backspin/platform';
import { adminListPaging } from '@backspin/contracts/admin-lists';
import { adminEventListFields, eventLimits } from '@backspin/contracts/events';
import { findPage, listPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { CommunityService } from '../communities/community.service.ts';
import type { EventReminderJob, RoomsJobRunner } from '../jobs.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { roomIdOf } from '../rooms/room.service.ts';
import { EventInterestSchema, EventSchema, type Event } from './event.entity.ts';

/** The job kind of an event's reminder to one interested user (rooms' job table; the notifications module sends it). */
export const eventReminderKind = 'rooms.event-reminder' as const;

/** What an event's reminder says: an eventReminder notification (the user's `eventReminders` setting decides whether it is pushed). */
export function reminderContent(job: EventReminderJob) {
  return {
    kind: 'eventReminder' as const,
    title: job.title,
    body: 'Starting now: join the room',
    data: { type: eventReminderKind, eventId: job.eventId, eventSlug: job.slug, roomId: job.roomId },
    senderId: null,
  };
}

export type ReminderContent = ReturnType<typeof reminderContent>;

/** GET /admin/events: the nestjsx list query over events, newest first, 25 a page (at most 100). */
export const adminEventListSpec: ListSpec = { fields: adminEventListFields, ...adminListPaging };

/** What a room's staff give for an event (POST /events; PATCH /events/{id} gives some of them). */
export interface EventFields {
  slug?: string | null;
  title?: string | null;
  description?: string | null;
  roomId?: string | null;
  communityId?: string | null;
  /** ISO 8601 date-times. */
  startsAt?: string | null;
  endsAt?: string | null;
}

/** The filters of the public lists. */
export interface EventListFilter {
  roomId?: string | null;
  communityId?: string | null;
  limit?: number | null;
  offset?: number | null;
}

export interface EventServiceDeps {
  authority: RoomAuthorityService;
  communities: CommunityService;
  jobs: RoomsJobRunner;
  /** The time every rule of events reads (tests drive it with testClock). */
  clock?: () => Date;
  /** Reminders enqueued by one pass of the sweep at most (the next pass takes the rest). */
  reminderBatch?: number;
}

const validTitle = (raw: unknown): string => requiredText(raw, eventLimits.titleMax, 'INVALID_EVENT_TITLE');

const validDescription = (raw: unknown): string | null => optionalText(raw, eventLimits.descriptionMax, 'INVALID_EVENT_DESCRIPTION');

function validSlug(raw: unknown): string {
  const slug = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isRoomSlug(slug)) throw new DomainError('INVALID_EVENT_SLUG');
  return slug;
}

/** A slug from the title (its letters and digits, hyphenated) and 6 random characters, so two titles never collide. */
function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 57)
    .replace(/-+$/, '');
  const suffix = [...randomBytes(6)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  return `${base || 'event'}-${suffix}`;
}

function validTime(raw: unknown): Date {
  const at = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw.trim()) ? new Date(raw.trim()) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new DomainError('INVALID_EVENT_TIMES');
  return at;
}

/** A start and an end: the end after the start, at most 7 days later, not yet passed; the start at most a year ahead. */
function validTimes(startsAt: Date, endsAt: Date, now: Date): void {
  const length = endsAt.getTime() - startsAt.getTime();
  if (length <= 0 || length > eventLimits.longestMs) throw new DomainError('INVALID_EVENT_TIMES');
  if (endsAt.getTime() <= now.getTime()) throw new DomainError('EVENT_ENDS_IN_PAST');
  if (startsAt.getTime() > now.getTime() + eventLimits.aheadMs) throw new DomainError('EVENT_STARTS_TOO_LATE');
}

const validCommunityId = (raw: unknown): string | null => optionalUuid(raw, 'COMMUNITY_NOT_FOUND');

function eventIdOf(raw: string): string {
  const id = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isUuid(id)) throw new DomainError('INVALID_EVENT_ID');
  return id;
}

/**
 * Events: a time in a room (and, it may be, of a community) that people see coming and join when it starts.
 *
 * - A room's staff (its owner, coOwners and moderators; platform moderators and staff: the room's authority,
 *   `canModerate`) create, change and delete the room's events. An event of a community must be in one of its rooms.
 * - An event has a start and an end: the end after the start, at most 7 days later, and not yet passed when set; the
 *   start at most a year ahead. The database holds `ends_at > starts_at` too.
 * - Anyone reads an event by id or slug; the lists (all, upcoming) show events of PUBLIC rooms only.
 * - A signed-in user marks (and unmarks) their interest, once per event (a unique constraint). When the event starts,
 *   the reminder sweep (a PeriodicTask, event-reminders.ts) enqueues one `rooms.event-reminder` job per interested
 *   user, in the transaction of the conditional update that sets the interest's `remindedAt`: once per user and
 *   event, however many instances sweep (`for update skip locked`). An interest marked after the start is not reminded.
 */
export class EventService {
  private readonly clock: () => Date;
  private readonly reminderBatch: number;

  constructor(private readonly deps: EventServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.reminderBatch = deps.reminderBatch ?? 500;
  }

  // ---- reads

  /** GET /events/{id}; 400 for a malformed id, 404 when there is none. */
  async get(em: EntityManager, id: string): Promise<Event> {
    const event = await em.findOne(EventSchema, { id: eventIdOf(id) });
    if (!event) throw new DomainError('EVENT_NOT_FOUND');
    return event;
  }

  /** GET /events/slug/{slug} (trimmed, any case). */
  async bySlug(em: EntityManager, slug: string): Promise<Event> {
    const normalized = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
    const event = isRoomSlug(normalized) ? await em.findOne(EventSchema, { slug: normalized }) : null;
    if (!event) throw new DomainError('EVENT_NOT_FOUND');
    return event;
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Event>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await em.find(EventSchema, { id: { $in: valid } }) : [];
    return new Map(rows.map((e) => [e.id, e]));
  }

  /** GET /events: events of public rooms (of one room or community when asked), latest start first. */
  list(em: EntityManager, filter: EventListFilter = {}): Promise<ListPage<Event>> {
    return this.page(em, filter, null, 'e.starts_at desc, e.id desc');
  }

  /** GET /events/upcoming: events of public rooms not yet ended (those under way first), soonest start first. */
  upcoming(em: EntityManager, filter: EventListFilter = {}): Promise<ListPage<Event>> {
    return this.page(em, filter, this.clock(), 'e.starts_at asc, e.id asc');
  }

  private async page(em: EntityManager, filter: EventListFilter, endingAfter: Date | null, order: string): Promise<ListPage<Event>> {
    const paging = pageOf(filter.limit, filter.offset, 100, 20);
    const conditions = [`r.type = 'PUBLIC'`];
    const params: unknown[] = [];
    if (filter.roomId) {
      conditions.push('e.room_id = ?');
      params.push(roomIdOf(filter.roomId));
    }
    if (filter.communityId) {
      conditions.push('e.community_id = ?');
      params.push(validCommunityId(filter.communityId));
    }
    if (endingAfter) {
      conditions.push('e.ends_at > ?::timestamptz');
      params.push(endingAfter.toISOString());
    }
    const from = `from rooms.event e join rooms.room r on r.id = e.room_id where ${conditions.join(' and ')}`;
    const [rows, [count]] = await Promise.all([
      execute<Record<string, unknown>>(em, `select e.* ${from} order by ${order} limit ? offset ?`, [...params, paging.limit, paging.offset]),
      execute<{ n: string }>(em, `select count(*) as n ${from}`, params),
    ]);
    return listPage(
      rows.map((row) => em.map(EventSchema, row)),
      Number(count?.n ?? 0),
      paging,
    );
  }

  /** How many users marked their interest in each event (one grouped query). */
  async interestedCounts(em: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
    const valid = [...new Set(ids.filter(isUuid))];
    const counts = new Map(valid.map((id) => [id, 0]));
    if (!valid.length) return counts;
    const rows = await execute<{ event_id: string; n: string }>(
      em,
      'select event_id, count(*) as n from rooms.event_interest where event_id = any(?::uuid[]) group by event_id',
      [`{${valid.join(',')}}`],
    );
    for (const row of rows) counts.set(row.event_id, Number(row.n));
    return counts;
  }

  /** Which of these events this user marked their interest in. */
  async interestsOf(em: EntityManager, userId: string, ids: readonly string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (!valid.length || !isUuid(userId)) return new Set();
    const rows = await em.find(EventInterestSchema, { userId: userId.toLowerCase(), eventId: { $in: valid } }, { fields: ['eventId'] });
    return new Set(rows.map((r) => r.eventId));
  }

  // ---- the room's staff

  /** POST /events: one of the room's staff creates an event of the room (and of a community it is in). */
  async create(em: EntityManager, identity: Identity, input: EventFields): Promise<Event> {
    const now = this.clock();
    const title = validTitle(input.title);
    const description = validDescription(input.description);
    const slug = input.slug === undefined || input.slug === null || input.slug === '' ? slugFromTitle(title) : validSlug(input.slug);
    const roomId = roomIdOf(typeof input.roomId === 'string' ? input.roomId : '');
    const communityId = validCommunityId(input.communityId);
    const startsAt = validTime(input.startsAt);
    const endsAt = validTime(input.endsAt);
    validTimes(startsAt, endsAt, now);
    const createdBy = await this.requireRoomStaff(em, identity, roomId);
    if (communityId) await this.requireCommunityRoom(em, communityId, roomId);
    try {
      return await em.transactional(async (tx) => {
        const event = tx.create(EventSchema, { id: randomUUID(), slug, title, description, roomId, communityId, startsAt, endsAt, createdBy, createdAt: now, updatedAt: now });
        await tx.flush();
        return event;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EVENT_SLUG_TAKEN');
      throw error;
    }
  }

  /**
   * PATCH /events/{id}: the room's staff change the fields given (communityId null takes it out of its community). An
   * event stays in its room.
   */
  async update(em: EntityManager, identity: Identity, id: string, input: Omit<EventFields, 'roomId'>): Promise<Event> {
    const eventId = eventIdOf(id);
    const changes: Partial<Pick<Event, 'title' | 'description' | 'slug' | 'communityId' | 'startsAt' | 'endsAt'>> = {};
    if (input.title !== undefined && input.title !== null) changes.title = validTitle(input.title);
    if (input.description !== undefined) changes.description = validDescription(input.description);
    if (input.slug !== undefined && input.slug !== null) changes.slug = validSlug(input.slug);
    if (input.communityId !== undefined) changes.communityId = validCommunityId(input.communityId);
    if (input.startsAt !== undefined && input.startsAt !== null) changes.startsAt = validTime(input.startsAt);
    if (input.endsAt !== undefined && input.endsAt !== null) changes.endsAt = validTime(input.endsAt);
    const found = await this.get(em, eventId);
    await this.requireRoomStaff(em, identity, found.roomId);
    try {
      return await em.transactional(async (tx) => {
        const event = await tx.findOne(EventSchema, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!event) throw new DomainError('EVENT_NOT_FOUND');
        if (changes.startsAt || changes.endsAt) validTimes(changes.startsAt ?? event.startsAt, changes.endsAt ?? event.endsAt, this.clock());
        if (changes.communityId) await this.requireCommunityRoom(tx, changes.communityId, event.roomId);
        tx.assign(event, { ...changes, updatedAt: this.clock() });
        await tx.flush();
        return event;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EVENT_SLUG_TAKEN');
      throw error;
    }
  }

  /** DELETE /events/{id}: the room's staff; the interests go with it. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<Event> {
    const event = await this.get(em, id);
    await this.requireRoomStaff(em, identity, event.roomId);
    await em.nativeDelete(EventSchema, { id: event.id });
    return event;
  }

  // ---- interest and reminders

  /** The caller is interested (again: nothing changes); reminded when it starts, unless it has started already. */
  async markInterest(em: EntityManager, identity: Identity, id: string): Promise<Event> {
    const userId = requireUser(identity).toLowerCase();
    const event = await this.get(em, id);
    const now = this.clock();
    if (event.endsAt.getTime() <= now.getTime()) throw new DomainError('EVENT_ENDED');
    const remindedAt = event.startsAt.getTime() <= now.getTime() ? now.toISOString() : null;
    await execute(
      em,
      'insert into rooms.event_interest (id, event_id, user_id, created_at, reminded_at) values (?, ?, ?, ?::timestamptz, ?::timestamptz) on conflict (event_id, user_id) do nothing',
      [randomUUID(), event.id, userId, now.toISOString(), remindedAt],
    );
    return event;
  }

  /** The caller is no longer interested (was not: nothing changes). */
  async unmarkInterest(em: EntityManager, identity: Identity, id: string): Promise<Event> {
    const userId = requireUser(identity).toLowerCase();
    const event = await this.get(em, id);
    await em.nativeDelete(EventInterestSchema, { eventId: event.id, userId });
    return event;
  }

  /**
   * One pass of the reminder sweep: for the interests of events that have started and not ended, not yet reminded,
   * sets `remindedAt` and enqueues each user's `rooms.event-reminder` job in the same transaction. Rows another
   * instance's pass holds are skipped, never waited for; a row is reminded once. Returns the reminders enqueued.
   */
  async sweepReminders(em: EntityManager, now: Date = this.clock()): Promise<EventReminderJob[]> {
    const at = now.toISOString();
    const reminders = await em.transactional(async (tx) => {
      const rows = await execute<{ event_id: string; user_id: string }>(
        tx,
        `update rooms.event_interest i set reminded_at = ?::timestamptz
          where i.id in (
            select i2.id from rooms.event_interest i2 join rooms.event e on e.id = i2.event_id
             where i2.reminded_at is null and e.starts_at <= ?::timestamptz and e.ends_at > ?::timestamptz
             order by e.starts_at, i2.id
             limit ?
             for update of i2 skip locked)
          returning i.event_id, i.user_id`,
        [at, at, at, this.reminderBatch],
      );
      if (!rows.length) return [];
      const events = await this.findByIds(tx, [...new Set(rows.map((r) => r.event_id))]);
      const jobs: EventReminderJob[] = [];
      for (const row of rows) {
        const event = events.get(row.event_id);
        if (!event) continue;
        const job: EventReminderJob = {
          eventId: event.id,
          userId: row.user_id,
          roomId: event.roomId,
          communityId: event.communityId ?? null,
          slug: event.slug,
          title: event.title,
          startsAt: event.startsAt.toISOString(),
          endsAt: event.endsAt.toISOString(),
        };
        await this.deps.jobs.enqueue(tx, eventReminderKind, job);
        jobs.push(job);
      }
      return jobs;
    });
    if (reminders.length) this.deps.jobs.wake();
    return reminders;
  }

  /**
   * The `rooms.event-reminder` job's work: in one transaction, marks the interest notified (a conditional update: a
   * redelivered job, or an interest withdrawn meanwhile, finds nothing to mark) and writes the notification through
   * `deliver` (the notifications module: its row and its push fan-out job). True when it was delivered now.
   */
  deliverReminder(em: EntityManager, job: EventReminderJob, deliver: (tx: EntityManager, userId: string, content: ReminderContent) => Promise<unknown>): Promise<boolean> {
    return em.transactional(async (tx) => {
      const marked = await tx.nativeUpdate(EventInterestSchema, { eventId: job.eventId, userId: job.userId, notifiedAt: null }, { notifiedAt: this.clock() });
      if (!marked) return false;
      await deliver(tx, job.userId, reminderContent(job));
      return true;
    });
  }

  // ---- admins

  /** GET /admin/events: the nestjsx list query over every event. */
  adminList(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<Event>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, EventSchema, input, adminEventListSpec);
  }

  /** GET /admin/events/{id}. */
  adminGet(em: EntityManager, identity: Identity, id: string): Promise<Event> {
    requirePermission(identity, 'console.manage');
    return this.get(em, id);
  }

  // ---- who may

  /** The room exists (404) and the caller is its staff: 401 for guests and anonymous callers, else 403. Their id. */
  private async requireRoomStaff(em: EntityManager, identity: Identity, roomId: string): Promise<string> {
    const actor = can(identity, 'rooms.manage') ? (identity.userId ?? '00000000-0000-0000-0000-000000000000') : requireUser(identity);
    if (!(await em.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
    if (!(await this.deps.authority.canModerate(em, identity, roomId))) throw new DomainError('ROOM_MODERATION_REQUIRED');
    return actor.toLowerCase();
  }

  /** The community exists (404) and the room is one of its rooms (400). */
  private async requireCommunityRoom(em: EntityManager, communityId: string, roomId: string): Promise<void> {
    const community = await this.deps.communities.find(em, communityId);
    if (!community) throw new DomainError('COMMUNITY_NOT_FOUND');
    if (!(await this.deps.communities.hasRoom(em, community.id, roomId))) throw new DomainError('EVENT_ROOM_NOT_IN_COMMUNITY');
  }
}
