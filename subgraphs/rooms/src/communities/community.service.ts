import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  can,
  DomainError,
  optionalText,
  optionalUuid,
  distinctUuids,
  requiredUuid,
  requiredText,
  execute,
  isRoomSlug,
  isUuid,
  normalHttpUrl,
  pageOf,
  requirePermission,
  requireUser,
  textInputProblem,
  type Identity,
} from '@backspin/platform';
import { adminCommunityListFields, communityLimits } from '@backspin/contracts/communities';
import { adminListPaging } from '@backspin/contracts/admin-lists';
import { escapeLike, findPage, listPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema, type Room } from '../rooms/room.entity.ts';
import { roomIdOf } from '../rooms/room.service.ts';
import { CommunityMemberSchema, CommunityRoomSchema, CommunitySchema, type Community, type CommunityMember } from './community.entity.ts';

/** GET /admin/communities: the nestjsx list query over communities, newest first, 25 a page (at most 100). */
export const adminCommunityListSpec: ListSpec = { fields: adminCommunityListFields, ...adminListPaging };

/** What an admin gives to create a community (POST /admin/communities, each row of /bulk; PUT replaces them all). */
export interface CommunityFields {
  slug?: string | null;
  name?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  ownerId?: string | null;
}

/** POST /communities/{id}/add and /remove: users and rooms, together 1 to 100. */
export interface CommunityChange {
  userIds?: readonly string[] | null;
  roomIds?: readonly string[] | null;
}

export interface CommunityCounts {
  memberCount: number;
  roomCount: number;
}

interface ValidFields {
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  ownerId: string | null;
}

function validSlug(raw: unknown): string {
  const slug = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isRoomSlug(slug)) throw new DomainError('INVALID_COMMUNITY_SLUG');
  return slug;
}

const validName = (raw: unknown): string => requiredText(raw, communityLimits.nameMax, 'INVALID_COMMUNITY_NAME');

const validDescription = (raw: unknown): string | null => optionalText(raw, communityLimits.descriptionMax, 'INVALID_COMMUNITY_DESCRIPTION');

function validImageUrl(raw: unknown): string | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && !raw.trim())) return null;
  const url = typeof raw === 'string' ? normalHttpUrl(raw, communityLimits.imageUrlMax) : null;
  if (!url) throw new DomainError('INVALID_COMMUNITY_IMAGE_URL');
  return url;
}

const validOwnerId = (raw: unknown): string | null => optionalUuid(raw, 'INVALID_COMMUNITY_OWNER');

/** Every field of a new (or replaced) community, checked before anything is written. */
export function validCommunityFields(input: CommunityFields): ValidFields {
  return {
    slug: validSlug(input.slug),
    name: validName(input.name),
    description: validDescription(input.description),
    imageUrl: validImageUrl(input.imageUrl),
    ownerId: validOwnerId(input.ownerId),
  };
}

/** The fields a PATCH gives (absent: unchanged; description, imageUrl and ownerId may be cleared with null). */
function validChanges(input: CommunityFields): Partial<ValidFields> {
  const changes: Partial<ValidFields> = {};
  if (input.slug !== undefined && input.slug !== null) changes.slug = validSlug(input.slug);
  if (input.name !== undefined && input.name !== null) changes.name = validName(input.name);
  if (input.description !== undefined) changes.description = validDescription(input.description);
  if (input.imageUrl !== undefined) changes.imageUrl = validImageUrl(input.imageUrl);
  if (input.ownerId !== undefined) changes.ownerId = validOwnerId(input.ownerId);
  return changes;
}

const validUserId = (raw: unknown): string => requiredUuid(raw, 'INVALID_USER_ID');

/** The users and rooms of an add or remove: UUIDs, together 1 to 100, without repeats. */
function validChange(change: CommunityChange): { userIds: string[]; roomIds: string[] } {
  const list = (raw: unknown) => (raw === null || raw === undefined ? [] : Array.isArray(raw) ? (raw as unknown[]) : null);
  const users = list(change.userIds);
  const rooms = list(change.roomIds);
  if (!users || !rooms) throw new DomainError('INVALID_COMMUNITY_CHANGE');
  const count = users.length + rooms.length;
  if (count < 1 || count > communityLimits.changeMax) throw new DomainError('INVALID_COMMUNITY_CHANGE');
  return { userIds: distinctUuids(users, 'INVALID_COMMUNITY_CHANGE'), roomIds: distinctUuids(rooms, 'INVALID_COMMUNITY_CHANGE') };
}

/** One page of a user-facing list: limit 1 to 100 (default 20), offset from 0. */
const pagingOf = (limit?: number | null, offset?: number | null) => pageOf(limit, offset, 100, 20);

/** The browse list's search: trimmed; blank or absent is no search; over 80 characters or a NUL refused. */
function validSearch(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw new DomainError('INVALID_COMMUNITY_SEARCH');
  const text = raw.trim();
  if (textInputProblem(text, communityLimits.searchMax)) throw new DomainError('INVALID_COMMUNITY_SEARCH');
  return text || null;
}

/**
 * The browse list (`communities(search)`): every community (they have no private notion: anyone may read any of
 * them), those whose name contains the search ignoring case when one is given. Ordered by member count, most first,
 * then by name (ignoring case), then by id, so equal rows keep one order from page to page.
 */
const browseWhere = `where (?::text is null or c.name ilike ?)`;
const browseSql = `select c.*, (select count(*) from rooms.community_member m where m.community_id = c.id) as member_count
   from rooms.community c
  ${browseWhere}
  order by member_count desc, lower(c.name) asc, c.id asc
  limit ? offset ?`;

/**
 * Communities: rooms and people gathered under one name.
 *
 * - Anyone reads a community (by id or slug), its members and its rooms (a PRIVATE room only for the community's staff),
 *   the communities of a room, and browses every community (a community has no private notion); a signed-in user
 *   lists their own communities.
 * - A signed-in user (not a guest) joins and leaves; the owner cannot leave (COMMUNITY_OWNER_CANNOT_LEAVE).
 * - The community's staff — its owner, and platform staff (`rooms.manage`) — add and remove members and rooms. Adding a
 *   PRIVATE room also takes the room's own staff (its owner, coOwners, moderators), so nobody lists someone else's
 *   private room; a room's staff may take their room out of any community.
 * - Admins (`console.manage`, as the other admin lists) list, create (one or in bulk), change and delete communities.
 *
 * Each user is in a community at most once and each room at most once: unique constraints, with `on conflict do
 * nothing`, so however many joins or adds race, one row is written and counted. A deleted room or community takes its
 * rows with it (foreign keys, on delete cascade).
 */
export class CommunityService {
  constructor(private readonly deps: { authority: RoomAuthorityService }) {}

  // ---- reads

  /** A community by id (a UUID) or slug; 404 when there is none. */
  async get(em: EntityManager, ref: string): Promise<Community> {
    const community = await this.find(em, ref);
    if (!community) throw new DomainError('COMMUNITY_NOT_FOUND');
    return community;
  }

  async find(em: EntityManager, ref: string): Promise<Community | null> {
    const trimmed = typeof ref === 'string' ? ref.trim().toLowerCase() : '';
    if (isUuid(trimmed)) return em.findOne(CommunitySchema, { id: trimmed });
    return isRoomSlug(trimmed) ? em.findOne(CommunitySchema, { slug: trimmed }) : null;
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Community>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await em.find(CommunitySchema, { id: { $in: valid } }) : [];
    return new Map(rows.map((c) => [c.id, c]));
  }

  /** Members and rooms of each community (two grouped queries however many communities). */
  async countsOf(em: EntityManager, ids: readonly string[]): Promise<Map<string, CommunityCounts>> {
    const valid = [...new Set(ids.filter(isUuid))];
    const counts = new Map(valid.map((id) => [id, { memberCount: 0, roomCount: 0 }]));
    if (!valid.length) return counts;
    const [members, rooms] = await Promise.all([
      execute<{ community_id: string; n: string }>(
        em,
        'select community_id, count(*) as n from rooms.community_member where community_id = any(?::uuid[]) group by community_id',
        [`{${valid.join(',')}}`],
      ),
      execute<{ community_id: string; n: string }>(
        em,
        'select community_id, count(*) as n from rooms.community_room where community_id = any(?::uuid[]) group by community_id',
        [`{${valid.join(',')}}`],
      ),
    ]);
    for (const row of members) counts.get(row.community_id)!.memberCount = Number(row.n);
    for (const row of rooms) counts.get(row.community_id)!.roomCount = Number(row.n);
    return counts;
  }

  /**
   * Browse every community (anyone, signed in or not): optionally those whose name contains `search` (ignoring case,
   * trimmed, at most 80 characters, no NUL); most members first, then by name, then by id (see `browseSql`).
   */
  async browse(em: EntityManager, search?: string | null, limit?: number | null, offset?: number | null): Promise<ListPage<Community>> {
    const text = validSearch(search);
    const paging = pagingOf(limit, offset);
    const pattern = text === null ? null : `%${escapeLike(text)}%`;
    const [rows, [count]] = await Promise.all([
      execute<Record<string, unknown>>(em, browseSql, [pattern, pattern, paging.limit, paging.offset]),
      execute<{ n: string }>(em, `select count(*) as n from rooms.community c ${browseWhere}`, [pattern, pattern]),
    ]);
    return listPage(
      rows.map(({ member_count: _count, ...row }) => em.map(CommunitySchema, row)),
      Number(count?.n ?? 0),
      paging,
    );
  }

  /** GET /communities/{id}/users: members, first joined first. */
  async members(em: EntityManager, ref: string, limit?: number | null, offset?: number | null): Promise<ListPage<CommunityMember>> {
    const community = await this.get(em, ref);
    const paging = pagingOf(limit, offset);
    const [rows, total] = await em.findAndCount(CommunityMemberSchema, { communityId: community.id }, { orderBy: { joinedAt: 'asc', id: 'asc' }, ...paging });
    return listPage(rows, total, paging);
  }

  /** GET /communities/{id}/rooms: its rooms, first added first; PRIVATE ones only for the community's staff. */
  async rooms(em: EntityManager, identity: Identity, ref: string, limit?: number | null, offset?: number | null): Promise<ListPage<Room>> {
    const community = await this.get(em, ref);
    const paging = pagingOf(limit, offset);
    const everything = this.isStaff(identity, community);
    const where = `cr.community_id = ?${everything ? '' : ` and r.type = 'PUBLIC'`}`;
    const [rows, [count]] = await Promise.all([
      execute<Record<string, unknown>>(
        em,
        `select r.* from rooms.community_room cr join rooms.room r on r.id = cr.room_id where ${where} order by cr.added_at asc, cr.id asc limit ? offset ?`,
        [community.id, paging.limit, paging.offset],
      ),
      execute<{ n: string }>(em, `select count(*) as n from rooms.community_room cr join rooms.room r on r.id = cr.room_id where ${where}`, [community.id]),
    ]);
    return listPage(
      rows.map((row) => em.map(RoomSchema, row)),
      Number(count?.n ?? 0),
      paging,
    );
  }

  /** GET /room-communities/{roomId}: the communities a room is in, newest membership first. */
  async roomCommunities(em: EntityManager, roomId: string, limit?: number | null, offset?: number | null): Promise<ListPage<Community>> {
    const id = roomIdOf(roomId);
    if (!(await em.count(RoomSchema, { id }))) throw new DomainError('ROOM_NOT_FOUND');
    return this.communitiesThrough(em, 'community_room', 'room_id', 'added_at', id, pagingOf(limit, offset));
  }

  /** GET /user-communities: the caller's communities, latest joined first. */
  userCommunities(em: EntityManager, identity: Identity, limit?: number | null, offset?: number | null): Promise<ListPage<Community>> {
    const userId = requireUser(identity).toLowerCase();
    return this.communitiesThrough(em, 'community_member', 'user_id', 'joined_at', userId, pagingOf(limit, offset));
  }

  private async communitiesThrough(
    em: EntityManager,
    table: 'community_room' | 'community_member',
    column: 'room_id' | 'user_id',
    at: 'added_at' | 'joined_at',
    value: string,
    paging: { limit: number; offset: number },
  ): Promise<ListPage<Community>> {
    const [rows, [count]] = await Promise.all([
      execute<Record<string, unknown>>(
        em,
        `select c.* from rooms.${table} t join rooms.community c on c.id = t.community_id where t.${column} = ? order by t.${at} desc, t.id desc limit ? offset ?`,
        [value, paging.limit, paging.offset],
      ),
      execute<{ n: string }>(em, `select count(*) as n from rooms.${table} where ${column} = ?`, [value]),
    ]);
    return listPage(
      rows.map((row) => em.map(CommunitySchema, row)),
      Number(count?.n ?? 0),
      paging,
    );
  }

  // ---- joining and leaving

  /** POST /communities/{id}/join: the caller becomes a member (again: nothing changes). */
  async join(em: EntityManager, identity: Identity, ref: string): Promise<Community> {
    const userId = requireUser(identity).toLowerCase();
    const community = await this.get(em, ref);
    await insertMembers(em, community.id, [userId], null);
    return community;
  }

  /** POST /communities/{id}/leave: the caller is a member no more (not one: nothing changes); the owner stays. */
  async leave(em: EntityManager, identity: Identity, ref: string): Promise<Community> {
    const userId = requireUser(identity).toLowerCase();
    const community = await this.get(em, ref);
    if (community.ownerId === userId) throw new DomainError('COMMUNITY_OWNER_CANNOT_LEAVE');
    await em.nativeDelete(CommunityMemberSchema, { communityId: community.id, userId });
    return community;
  }

  // ---- the community's staff: members and rooms

  /** PUT /communities/{id}/users/{userId}: the staff add a member (already one: nothing changes). */
  async addUser(em: EntityManager, identity: Identity, ref: string, userId: string): Promise<Community> {
    const target = validUserId(userId);
    const community = await this.staffCommunity(em, identity, ref);
    await insertMembers(em, community.id, [target], identity.userId);
    return community;
  }

  /** DELETE /communities/{id}/users/{userId}: the staff remove a member (404 when not one; never the owner). */
  async removeUser(em: EntityManager, identity: Identity, ref: string, userId: string): Promise<Community> {
    const target = validUserId(userId);
    const community = await this.staffCommunity(em, identity, ref);
    if (community.ownerId === target) throw new DomainError('COMMUNITY_OWNER_CANNOT_LEAVE');
    const removed = await em.nativeDelete(CommunityMemberSchema, { communityId: community.id, userId: target });
    if (!removed) throw new DomainError('COMMUNITY_MEMBER_NOT_FOUND');
    return community;
  }

  /** PUT /communities/{id}/rooms/{roomId} (and POST /communities/{id}/{roomId}): the staff add a room. */
  async addRoom(em: EntityManager, identity: Identity, ref: string, roomId: string): Promise<Community> {
    const id = roomIdOf(roomId);
    const community = await this.staffCommunity(em, identity, ref);
    await this.requireRoomsAddable(em, identity, [id]);
    await insertRooms(em, community.id, [id], identity.userId);
    return community;
  }

  /**
   * DELETE /communities/{id}/rooms/{roomId} (and DELETE /communities/{id}/{roomId}): the community's staff, or the
   * room's own staff, take a room out (404 when it is not in).
   */
  async removeRoom(em: EntityManager, identity: Identity, ref: string, roomId: string): Promise<Community> {
    const id = roomIdOf(roomId);
    const community = await this.get(em, ref);
    if (!this.isStaff(identity, community)) {
      requireUser(identity);
      if (!(await this.deps.authority.canModerate(em, identity, id))) throw new DomainError('COMMUNITY_STAFF_REQUIRED');
    }
    const removed = await em.nativeDelete(CommunityRoomSchema, { communityId: community.id, roomId: id });
    if (!removed) throw new DomainError('COMMUNITY_ROOM_NOT_FOUND');
    return community;
  }

  /** POST /communities/{id}/add {userIds, roomIds}: the staff add several at once, all or nothing. */
  async add(em: EntityManager, identity: Identity, ref: string, change: CommunityChange): Promise<Community> {
    const { userIds, roomIds } = validChange(change);
    const community = await this.staffCommunity(em, identity, ref);
    await this.requireRoomsAddable(em, identity, roomIds);
    await em.transactional(async (tx) => {
      await insertMembers(tx, community.id, userIds, identity.userId);
      await insertRooms(tx, community.id, roomIds, identity.userId);
    });
    return community;
  }

  /** POST /communities/{id}/remove {userIds, roomIds}: the staff remove several at once (those not in are skipped). */
  async remove(em: EntityManager, identity: Identity, ref: string, change: CommunityChange): Promise<Community> {
    const { userIds, roomIds } = validChange(change);
    const community = await this.staffCommunity(em, identity, ref);
    if (community.ownerId && userIds.includes(community.ownerId)) throw new DomainError('COMMUNITY_OWNER_CANNOT_LEAVE');
    await em.transactional(async (tx) => {
      if (userIds.length) await tx.nativeDelete(CommunityMemberSchema, { communityId: community.id, userId: { $in: userIds } });
      if (roomIds.length) await tx.nativeDelete(CommunityRoomSchema, { communityId: community.id, roomId: { $in: roomIds } });
    });
    return community;
  }

  /** Whether a room is in a community (events of a community must be in one of its rooms). */
  async hasRoom(em: EntityManager, communityId: string, roomId: string): Promise<boolean> {
    return (await em.count(CommunityRoomSchema, { communityId, roomId })) > 0;
  }

  // ---- admins

  /** GET /admin/communities: the nestjsx list query. */
  adminList(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<Community>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, CommunitySchema, input, adminCommunityListSpec);
  }

  /** GET /admin/communities/{id}. */
  adminGet(em: EntityManager, identity: Identity, ref: string): Promise<Community> {
    requirePermission(identity, 'console.manage');
    return this.get(em, ref);
  }

  /** POST /admin/communities: a community (its owner, when given, its first member). */
  async create(em: EntityManager, identity: Identity, input: CommunityFields): Promise<Community> {
    const [created] = await this.createMany(em, identity, [input]);
    return created!;
  }

  /** POST /admin/communities/bulk: 1 to 100 communities, all or none (every row checked before any is written). */
  async createMany(em: EntityManager, identity: Identity, inputs: readonly CommunityFields[]): Promise<Community[]> {
    requirePermission(identity, 'console.manage');
    if (!Array.isArray(inputs) || inputs.length < 1 || inputs.length > communityLimits.bulkMax) throw new DomainError('INVALID_COMMUNITY_BULK');
    const rows = inputs.map(validCommunityFields);
    if (new Set(rows.map((r) => r.slug)).size !== rows.length) throw new DomainError('COMMUNITY_SLUG_TAKEN');
    try {
      return await em.transactional(async (tx) => {
        const now = new Date();
        const created = rows.map((fields) => tx.create(CommunitySchema, { id: randomUUID(), ...fields, createdAt: now, updatedAt: now }));
        await tx.flush();
        for (const community of created) if (community.ownerId) await insertMembers(tx, community.id, [community.ownerId], identity.userId);
        return created;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('COMMUNITY_SLUG_TAKEN');
      throw error;
    }
  }

  /**
   * PATCH /admin/communities/{id} (the fields given) and PUT (every field: those left out are cleared, slug and name
   * required). A new owner becomes a member.
   */
  async update(em: EntityManager, identity: Identity, ref: string, input: CommunityFields, replace = false): Promise<Community> {
    requirePermission(identity, 'console.manage');
    const changes = replace ? validCommunityFields(input) : validChanges(input);
    const found = await this.get(em, ref);
    try {
      return await em.transactional(async (tx) => {
        const community = await tx.findOne(CommunitySchema, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!community) throw new DomainError('COMMUNITY_NOT_FOUND');
        tx.assign(community, { ...changes, updatedAt: new Date() });
        await tx.flush();
        if (community.ownerId) await insertMembers(tx, community.id, [community.ownerId], identity.userId);
        return community;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('COMMUNITY_SLUG_TAKEN');
      throw error;
    }
  }

  /** DELETE /admin/communities/{id}: the community, its memberships and room links; its events stay in their rooms. */
  async delete(em: EntityManager, identity: Identity, ref: string): Promise<Community> {
    requirePermission(identity, 'console.manage');
    const community = await this.get(em, ref);
    await em.nativeDelete(CommunitySchema, { id: community.id });
    return community;
  }

  // ---- who may

  /** The community's staff: its owner, or platform staff (`rooms.manage`, service tokens included). */
  isStaff(identity: Identity, community: Community): boolean {
    if (can(identity, 'rooms.manage')) return true;
    const signedIn = identity.tokenType === 'user' || identity.tokenType === 'bot';
    return signedIn && !!identity.userId && identity.userId.toLowerCase() === community.ownerId;
  }

  /** The community, when the caller is its staff: 401 without a user, 404 for no such community, else 403. */
  private async staffCommunity(em: EntityManager, identity: Identity, ref: string): Promise<Community> {
    if (!can(identity, 'rooms.manage')) requireUser(identity);
    const community = await this.get(em, ref);
    if (!this.isStaff(identity, community)) throw new DomainError('COMMUNITY_STAFF_REQUIRED');
    return community;
  }

  /** Every room exists (404), and a PRIVATE one only by its own staff or platform staff (403). */
  private async requireRoomsAddable(em: EntityManager, identity: Identity, roomIds: readonly string[]): Promise<void> {
    if (!roomIds.length) return;
    const rooms = await em.find(RoomSchema, { id: { $in: [...roomIds] } }, { fields: ['id', 'type'] });
    if (rooms.length !== roomIds.length) throw new DomainError('ROOM_NOT_FOUND');
    if (can(identity, 'rooms.manage')) return;
    for (const room of rooms) {
      if (room.type === 'PRIVATE' && !(await this.deps.authority.canModerate(em, identity, room.id))) {
        throw new DomainError('COMMUNITY_PRIVATE_ROOM_FORBIDDEN');
      }
    }
  }
}

/** Members, each once however the calls race (the unique constraint; a repeat writes nothing). */
async function insertMembers(em: EntityManager, communityId: string, userIds: readonly string[], addedBy: string | null): Promise<void> {
  const by = addedBy?.toLowerCase() ?? null;
  for (const userId of userIds) {
    await execute(
      em,
      'insert into rooms.community_member (id, community_id, user_id, added_by, joined_at) values (?, ?, ?, ?, ?) on conflict (community_id, user_id) do nothing',
      [randomUUID(), communityId, userId, by, new Date()],
    );
  }
}

/** Rooms, each once however the calls race. */
async function insertRooms(em: EntityManager, communityId: string, roomIds: readonly string[], addedBy: string | null): Promise<void> {
  for (const roomId of roomIds) {
    await execute(
      em,
      'insert into rooms.community_room (id, community_id, room_id, added_by, added_at) values (?, ?, ?, ?, ?) on conflict (community_id, room_id) do nothing',
      [randomUUID(), communityId, roomId, addedBy?.toLowerCase() ?? null, new Date()],
    );
  }
}
