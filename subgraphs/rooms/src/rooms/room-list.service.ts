import { randomUUID } from 'node:crypto';
import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  DomainError,
  isUuid,
  pageOf,
  requirePermission,
  requireUser,
  can,
  type Identity,
} from '@backspin/platform';
import { adminListPaging, adminRoomListFields } from '@backspin/contracts/admin-lists';
import {
  findPage,
  ListQueryError,
  type FieldCondition,
  type ListPage,
  type ListQueryInput,
  type ListSpec,
  type MikroOrmFilter,
} from '@backspin/platform/list-query';
import { RoomUserRoleSchema } from './room-role.entity.ts';
import { RoomSchema, RoomSlugSchema, RoomVisitSchema, roomSearchText, type Room } from './room.entity.ts';
import { normalizeSlug, validProviders, type RoomService } from './room.service.ts';

/** Bounds of the room lists: a user's recent rooms, one multiple-rooms request, the promoted list. */
export const roomListLimits = { recentMax: 20, multipleMax: 50, promotedMax: 100, mineDefault: 100, searchQueryMax: 100 } as const;

/** Room roles that make a room one of "mine" besides owning it (spec 2, §1: room staff). */
const staffRoles = ['coOwner', 'moderator', 'dj'] as const;

/**
 * `communityId` on the admin room list: the rooms in that community ($eq) or in one of those ($in), a room being in
 * any number of them (community_room, through its room index); $ne and $notin the others. Not sortable.
 */
function inCommunity(condition: FieldCondition): MikroOrmFilter {
  const within = condition.op === '$eq' || condition.op === '$in';
  if (!within && condition.op !== '$ne' && condition.op !== '$notin') {
    throw new ListQueryError('where', '"communityId" takes $eq or $in (rooms in those communities), $ne or $notin (the others)');
  }
  const ids = (Array.isArray(condition.value) ? condition.value : [condition.value]).map((value) => String(value).toLowerCase());
  const invalid = ids.find((id) => !isUuid(id));
  if (invalid !== undefined) throw new ListQueryError('where', `"communityId" takes a UUID, not "${invalid}"`);
  const member = raw(
    (alias: string) =>
      `exists (select 1 from "rooms"."community_room" as "cr" where "cr"."room_id" = ${alias}."id" and "cr"."community_id" in (${ids.map(() => '?').join(', ')}))`,
    ids,
  );
  // Wrapped: a raw key is a symbol, which a bare filter's Object.keys would not see.
  return { $and: [{ [member]: within }] };
}

/** The admin room list (GET /admin/rooms): what a filter, a sort and a field selection may name, and their kinds. */
export const adminRoomListSpec: ListSpec = { fields: adminRoomListFields, customFilters: { communityId: inCommunity }, ...adminListPaging };

export type AdminRoomPage = ListPage<Room>;

/** Room search (parameters: the LIKE pattern, with ! escaping, then limit and offset). */
export const roomSearchSql = `select r.*, (select count(*) from rooms.room_presence p where p.room_id = r.id) as listeners
   from rooms.room r
  where r.type = 'PUBLIC' and ${roomSearchText('r.')} like ? escape '!'
  order by r.promoted desc, listeners desc, r.created_at desc, r.id desc
  limit ? offset ?`;

/** The room lists: public, promoted, mine, owned, multiple, recent, counts, service and admin lists. */
export class RoomListService {
  constructor(private readonly rooms: RoomService) {}

  /** Public rooms, newest first, at most 100 per page (default 20). */
  publicRooms(em: EntityManager, limit?: number | null, offset?: number | null): Promise<Room[]> {
    return em.find(RoomSchema, { type: 'PUBLIC' }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...pageOf(limit, offset) });
  }

  /**
   * Room search: public rooms whose name, slug or description contains the query, ignoring case (a substring, not
   * words; the trigram index `room_search_trgm` serves it). Promoted rooms first, then the rooms with the most
   * listeners now (presences, guests included), then the newest. An empty or blank query finds nothing.
   */
  async search(em: EntityManager, query: string, limit?: number | null, offset?: number | null): Promise<Room[]> {
    // Control characters cannot be typed into a search box; without them a match cannot span two fields (see roomSearchText).
    const text = (typeof query === 'string' ? query : '').replace(/\p{Cc}/gu, ' ').trim().toLowerCase();
    if (!text) return [];
    if ([...text].length > roomListLimits.searchQueryMax) throw new DomainError('INVALID_ROOM_SEARCH');
    const pattern = `%${text.replace(/[!%_]/g, '!$&')}%`;
    const page = pageOf(limit, offset);
    const rows = await (em as SqlEntityManager).execute<Record<string, unknown>[]>(roomSearchSql, [pattern, page.limit, page.offset]);
    return rows.map(({ listeners: _listeners, ...row }) => em.map(RoomSchema, row));
  }

  /**
   * Promoted rooms, newest promotion first, at most 100. With providers, those whose promotion targets one
   * of them or targets every provider (an empty list).
   */
  promoted(em: EntityManager, providers?: readonly string[] | null): Promise<Room[]> {
    const wanted = providers?.length ? validProviders(providers) : [];
    const where: FilterQuery<Room> = wanted.length
      ? { promoted: true, $or: [{ promotedProviders: { $overlap: wanted } }, { promotedProviders: { $eq: [] } }] }
      : { promoted: true };
    return em.find(RoomSchema, where, { orderBy: { promotedAt: 'desc', id: 'desc' }, limit: roomListLimits.promotedMax });
  }

  /** Rooms the caller owns or holds a staff role in (coOwner, moderator, dj), newest first. */
  async mine(em: EntityManager, identity: Identity, limit?: number | null, offset?: number | null): Promise<Room[]> {
    const userId = requireUser(identity);
    const now = new Date();
    const roles = await em.find(
      RoomUserRoleSchema,
      { userId, role: { $in: [...staffRoles] }, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { fields: ['roomId'] },
    );
    const roomIds = [...new Set(roles.map((r) => r.roomId))];
    return em.find(
      RoomSchema,
      roomIds.length ? { $or: [{ ownerId: userId }, { id: { $in: roomIds } }] } : { ownerId: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, ...pageOf(limit, offset, 100, roomListLimits.mineDefault) },
    );
  }

  /** Rooms the caller owns, newest first. */
  owned(em: EntityManager, identity: Identity, limit?: number | null, offset?: number | null): Promise<Room[]> {
    const userId = requireUser(identity);
    return em.find(
      RoomSchema,
      { ownerId: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, ...pageOf(limit, offset, 100, roomListLimits.mineDefault) },
    );
  }

  /**
   * GET /rooms/multiple/list?room=a&room=b: 1 to 50 rooms by id or slug (past slugs too), in the order asked,
   * each once; unknown ones are left out.
   */
  async multiple(em: EntityManager, refs: readonly string[]): Promise<Room[]> {
    if (!refs.length || refs.length > roomListLimits.multipleMax || refs.some((r) => typeof r !== 'string' || !r.trim())) {
      throw new DomainError('INVALID_ROOM_REFS');
    }
    const keys = refs.map((r) => (isUuid(r.trim()) ? r.trim().toLowerCase() : normalizeSlug(r)));
    const ids = keys.filter(isUuid);
    const slugs = keys.filter((k) => !isUuid(k));
    const rooms = await em.find(RoomSchema, { $or: [{ id: { $in: ids } }, { slug: { $in: slugs } }] });
    const bySlug = new Map(rooms.map((r) => [r.slug, r.id]));
    const renamed = slugs.filter((s) => !bySlug.has(s));
    const past = renamed.length ? await em.find(RoomSlugSchema, { slug: { $in: renamed } }) : [];
    for (const s of past) bySlug.set(s.slug, s.roomId);
    const missing = past.map((s) => s.roomId).filter((id) => !rooms.some((r) => r.id === id));
    if (missing.length) rooms.push(...(await em.find(RoomSchema, { id: { $in: missing } })));
    const byId = new Map(rooms.map((r) => [r.id, r]));
    const seen = new Set<string>();
    const result: Room[] = [];
    for (const key of keys) {
      const room = byId.get(isUuid(key) ? key : (bySlug.get(key) ?? ''));
      if (room && !seen.has(room.id)) {
        seen.add(room.id);
        result.push(room);
      }
    }
    return result;
  }

  /**
   * POST /rooms/recent: records that the caller visited a room (by id or slug). A user keeps their 20 latest
   * rooms; visiting one again moves it to the front.
   */
  async recordVisit(em: EntityManager, identity: Identity, ref: string): Promise<Room> {
    const userId = requireUser(identity);
    const room = typeof ref === 'string' && ref.trim() ? await this.rooms.findByRef(em, ref) : null;
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    await this.visited(em, userId, room.id);
    return room;
  }

  /** Counts a visit of a user to a room (entering it counts: presence.service.ts calls this on join). */
  async visited(em: EntityManager, userId: string, roomId: string): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.upsert(
        RoomVisitSchema,
        { id: randomUUID(), userId, roomId, visitedAt: new Date() },
        { onConflictFields: ['userId', 'roomId'], onConflictAction: 'merge', onConflictMergeFields: ['visitedAt'] },
      );
      const beyond = await tx.find(
        RoomVisitSchema,
        { userId },
        { orderBy: { visitedAt: 'desc', id: 'desc' }, offset: roomListLimits.recentMax, limit: 100, fields: ['id'] },
      );
      if (beyond.length) await tx.nativeDelete(RoomVisitSchema, { id: { $in: beyond.map((v) => v.id) } });
    });
  }

  /** GET /rooms/recent: the caller's recently visited rooms, newest visit first, at most 20. */
  async recent(em: EntityManager, identity: Identity): Promise<Room[]> {
    const userId = requireUser(identity);
    const visits = await em.find(RoomVisitSchema, { userId }, { orderBy: { visitedAt: 'desc', id: 'desc' }, limit: roomListLimits.recentMax });
    const found = await this.rooms.findByIds(em, visits.map((v) => v.roomId));
    return visits.flatMap((v) => found.get(v.roomId) ?? []);
  }

  /** How many private rooms there are. */
  privateCount(em: EntityManager): Promise<number> {
    return em.count(RoomSchema, { type: 'PRIVATE' });
  }

  /** GET /rooms/service/list: every room, oldest first, take (≤ 100, default 20) and skip; staff or service tokens. */
  serviceList(em: EntityManager, identity: Identity, take?: number | null, skip?: number | null): Promise<Room[]> {
    requirePermission(identity, 'rooms.manage');
    return em.find(RoomSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' }, ...pageOf(take, skip) });
  }

  /** GET /rooms/service/room/{id}: a room by id; staff or service tokens. */
  serviceRoom(em: EntityManager, identity: Identity, id: string): Promise<Room> {
    requirePermission(identity, 'rooms.manage');
    return this.rooms.get(em, id);
  }

  /** GET /rooms/users/{id}: a user's rooms, newest first; private ones only for that user and staff. */
  userRooms(em: EntityManager, identity: Identity, userId: string, limit?: number | null, offset?: number | null): Promise<Room[]> {
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const ownerId = userId.toLowerCase();
    const everything = identity.userId === ownerId && identity.tokenType === 'user' ? true : can(identity, 'rooms.manage');
    return em.find(RoomSchema, everything ? { ownerId } : { ownerId, type: 'PUBLIC' }, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      ...pageOf(limit, offset),
    });
  }

  /** GET /rooms/users/service/{id}: every room of a user; staff or service tokens. */
  serviceUserRooms(em: EntityManager, identity: Identity, userId: string, limit?: number | null, offset?: number | null): Promise<Room[]> {
    requirePermission(identity, 'rooms.manage');
    return this.userRooms(em, identity, userId, limit, offset);
  }

  /** GET /admin/rooms: the nestjsx list query (filter, or, s, sort, limit, offset, page) over rooms; administrators. */
  async adminList(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<AdminRoomPage> {
    requirePermission(identity, 'console.manage');
    return findPage(em, RoomSchema, input, adminRoomListSpec);
  }

  /** GET /admin/rooms/{id}; administrators. */
  adminGet(em: EntityManager, identity: Identity, id: string): Promise<Room> {
    requirePermission(identity, 'console.manage');
    return this.rooms.get(em, id);
  }
}

