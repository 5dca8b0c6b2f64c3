import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requireUser, type Identity, type Peers } from '@backspin/platform';
import type { RoomLive } from '../live-state/room-live.service.ts';
import {
  endedByBan,
  grantsFrom,
  inEffect,
  isRoomRoleName,
  refusalOf,
  roomRankOf,
  roomRestrictionRoles,
  roomStaffRanks,
  validUserId,
  validUserIds,
  type RoomAuthorityService,
  type RoomUserRoles,
} from '../rooms/room-authority.service.ts';
import { RoomUserRoleSchema, type RoomRoleName, type RoomUserRole } from '../rooms/room-role.entity.ts';
import { RoomSchema, type Room } from '../rooms/room.entity.ts';
import type { ModerationEvent, ModerationEventRole } from './moderation-event.entity.ts';
import { validReason, type ModerationEventService } from './moderation-event.service.ts';

const longestExpiryMs = 366 * 24 * 3600 * 1000;

export interface GrantRoomRoleFields {
  roomId: string;
  userId: string;
  role: string;
  /** ISO 8601; only for restrictions. A kick without one lasts ROOM_KICK_MINUTES. */
  expirationTime?: string | null;
  reason?: string | null;
}

export type RemoveRoomRoleFields = Omit<GrantRoomRoleFields, 'expirationTime'>;

/**
 * What the moderation commands need from presence (`services.presence`, built before this service): end a user's
 * presence and DJ seat (kick, ban; it publishes the state), send users from the dancefloor to the audience.
 */
export interface RoomPresenceActions {
  removeUser(em: EntityManager, roomId: string, userId: string, reason: 'kicked' | 'banned'): Promise<void>;
  moveToAudience(em: EntityManager, roomId: string, userIds: readonly string[]): Promise<boolean>;
  /** Frees the user's DJ seat, if they sit (made djDisabled); their song, if playing, stops. */
  freeDjSeat(em: EntityManager, roomId: string, userId: string): Promise<void>;
}

export interface RoomRoleServiceDeps {
  /** Who holds which role and how far each caller reaches (rooms/room-authority.service.ts). */
  authority: RoomAuthorityService;
  moderationEvents: ModerationEventService;
  live: RoomLive;
  /** accounts answers whether a new owner is a registered user. */
  peers: Peers;
  presence: RoomPresenceActions;
  kickMinutes: number;
  logger?: Pick<Console, 'error'>;
}

type AfterCommit = (em: EntityManager) => Promise<void>;

/** What a moderation event calls a user's standing: banned, else the highest of owner, coOwner, moderator, dj, else user. */
export function standingOf(roles: readonly RoomRoleName[]): ModerationEventRole {
  for (const role of ['banned', 'owner', 'coOwner', 'moderator', 'dj'] as const) if (roles.includes(role)) return role;
  return 'user';
}

function validRole(raw: string): RoomRoleName {
  const role = typeof raw === 'string' ? raw.trim() : '';
  if (!isRoomRoleName(role)) throw new DomainError('UNKNOWN_ROOM_ROLE');
  return role;
}

function validExpiry(role: RoomRoleName, raw: string | null | undefined, now: Date): Date | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!(roomRestrictionRoles as readonly string[]).includes(role)) throw new DomainError('ROOM_ROLE_EXPIRY_NOT_ALLOWED');
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? new Date(raw) : new Date(Number.NaN);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms <= now.getTime() || ms > now.getTime() + longestExpiryMs) throw new DomainError('INVALID_ROOM_ROLE_EXPIRY');
  return at;
}


/**
 * The room's moderation commands: grant, remove, kick, ban, change owner, send off the dancefloor, the expiry sweep,
 * and the moderation log. Who may do what is decided by the room's authority (rank table, rooms/room-authority.service.ts);
 * every change runs in a transaction that locks the room row, so two moderators acting at once are applied one after
 * the other and each decides on the roles the other left; the unique (room, user, role) key keeps grants idempotent.
 * Each change records a moderation event in the same transaction; the room state, notices and presence follow the commit.
 */
export class RoomRoleService {
  constructor(private readonly deps: RoomRoleServiceDeps) {}

  /** A room's moderation log for its staff, newest first. */
  async moderationLog(em: EntityManager, identity: Identity, roomId: string, limit?: number | null, offset?: number | null): Promise<ModerationEvent[]> {
    await this.deps.authority.requireStaff(em, identity, roomId);
    return this.deps.moderationEvents.ofRoom(em, roomId, limit, offset);
  }

  // ---- Write side ----

  /** Grants a role (POST /roomUserRoles/{roomId}); banned and kicked grants are a ban and a kick. Idempotent. */
  async grant(em: EntityManager, identity: Identity, input: GrantRoomRoleFields): Promise<RoomUserRoles> {
    const { roomId, userId } = await this.applyGrant(em, identity, input);
    return { roomId, userId, grants: await this.deps.authority.grantsOf(em.fork(), roomId, userId) };
  }

  /** Kicks a user (POST /roomUserRoles/kick-user-from-room): a `kicked` role for ROOM_KICK_MINUTES; the kick's record. */
  async kick(em: EntityManager, identity: Identity, input: { roomId: string; userId: string; reason?: string | null }): Promise<ModerationEvent> {
    const { event } = await this.applyGrant(em, identity, { ...input, role: 'kicked', expirationTime: null });
    if (!event) throw new Error('a kick always records an event');
    return event;
  }

  /** Removes a role (DELETE /roomUserRoles/{roomId}); one's own coOwner, moderator or dj role included. */
  async remove(em: EntityManager, identity: Identity, input: RemoveRoomRoleFields): Promise<RoomUserRoles> {
    const actorId = requireUser(identity).toLowerCase();
    const role = validRole(input.role);
    if (role === 'owner') throw new DomainError('OWNER_ROLE_NOT_REMOVABLE');
    const userId = validUserId(input.userId);
    const reason = validReason(input.reason);
    const roomId = input.roomId;
    await this.change(em, roomId, async (tx, room, effects, now) => {
      const actorRoles = await this.rolesIn(tx, room, actorId, now);
      const targetRows = await this.lockRows(tx, room.id, userId);
      const targetRoles = grantsFrom(room, targetRows, userId, now).map((g) => g.role);
      this.authorize(identity, actorId, actorRoles, userId, targetRoles, role, 'remove');
      const row = targetRows.find((r) => r.role === role && inEffect(r, now));
      if (!row) throw new DomainError('ROOM_ROLE_NOT_HELD');
      tx.remove(row);
      this.deps.moderationEvents.record(tx, {
        roomId: room.id,
        actorId,
        targetUserId: userId,
        actionType: 'removeRole',
        previousRole: standingOf(targetRoles),
        role,
        reason,
      });
      effects.push((e) => this.deps.live.stateChanged(e, room.id));
    });
    return { roomId, userId, grants: await this.deps.authority.grantsOf(em.fork(), roomId, userId) };
  }

  /**
   * Gives the room to another user (PUT /roomUserRoles/change-owner/{roomId}): the owner or platform staff
   * may; the new owner must be a registered user (accounts says so) not banned there; the old owner becomes a
   * coOwner (unless banned), and the new owner's coOwner or moderator role ends (the owner holds every right).
   * The room row is locked throughout.
   */
  async changeOwner(
    em: EntityManager,
    identity: Identity,
    input: { roomId: string; userId: string; reason?: string | null },
  ): Promise<{ room: Room; previousOwnerId: string; ownerId: string }> {
    const actorId = requireUser(identity).toLowerCase();
    const userId = validUserId(input.userId);
    const reason = validReason(input.reason);
    // Checked again under the lock; first here, so that nobody without the right makes rooms ask accounts.
    const read = em.fork();
    await this.deps.authority.requireRoom(read, input.roomId);
    if (this.deps.authority.rankOf(identity, await this.deps.authority.rolesOf(read, input.roomId, actorId)) < roomStaffRanks.owner) throw new DomainError('CHANGE_OWNER_FORBIDDEN');
    // Asked before the room is locked (no lock held across a call to another subgraph); guests have no account.
    const { user } = await this.deps.peers.call<{ user: { id: string } | null }>('accounts', 'query($id: ID!) { user(id: $id) { id } }', { id: userId });
    if (!user) throw new DomainError('NEW_OWNER_NOT_A_USER');
    return this.change(em, input.roomId, async (tx, room, effects, now) => {
      const actorRoles = await this.rolesIn(tx, room, actorId, now);
      if (this.deps.authority.rankOf(identity, actorRoles) < roomStaffRanks.owner) throw new DomainError('CHANGE_OWNER_FORBIDDEN');
      const previousOwnerId = room.ownerId;
      if (userId === previousOwnerId) throw new DomainError('ALREADY_ROOM_OWNER');
      const targetRows = await this.lockRows(tx, room.id, userId);
      const previousOwnerRows = await this.lockRows(tx, room.id, previousOwnerId);
      const targetRoles = grantsFrom(room, targetRows, userId, now).map((g) => g.role);
      if (targetRoles.includes('banned')) throw new DomainError('ROOM_USER_BANNED');
      const previousOwnerBanned = previousOwnerRows.some((r) => r.role === 'banned' && inEffect(r, now));

      room.ownerId = userId;
      for (const row of targetRows) if (row.role === 'owner' || row.role === 'coOwner' || row.role === 'moderator') tx.remove(row);
      for (const row of previousOwnerRows) if (row.role === 'owner' || row.role === 'moderator') tx.remove(row);
      const event = { roomId: room.id, actorId, actionType: 'grantRole' as const, reason };
      this.deps.moderationEvents.record(tx, { ...event, targetUserId: userId, previousRole: standingOf(targetRoles), role: 'owner' });
      if (!previousOwnerBanned) {
        this.put(tx, previousOwnerRows, { roomId: room.id, userId: previousOwnerId, role: 'coOwner', expiresAt: null, grantedBy: actorId, now });
        this.deps.moderationEvents.record(tx, { ...event, targetUserId: previousOwnerId, previousRole: 'owner', role: 'coOwner' });
      }
      effects.push((e) => this.deps.live.stateChanged(e, room.id));
      return { room, previousOwnerId, ownerId: userId };
    });
  }

  /**
   * Sends users from the dancefloor to the audience (POST /roomUserRoles/no-dancefloor-users). The same rule as a
   * kick decides, for every user listed (all or none); each is recorded as `removeFromFloor`.
   */
  async removeFromDancefloor(
    em: EntityManager,
    identity: Identity,
    input: { roomId: string; userIds: readonly string[]; reason?: string | null },
  ): Promise<{ roomId: string; userIds: string[] }> {
    const actorId = requireUser(identity).toLowerCase();
    const userIds = validUserIds(input.userIds);
    const reason = validReason(input.reason);
    await this.change(em, input.roomId, async (tx, room, effects, now) => {
      const actorRoles = await this.rolesIn(tx, room, actorId, now);
      const rows = await tx.find(RoomUserRoleSchema, { roomId: room.id, userId: { $in: userIds } });
      for (const userId of userIds) {
        const targetRoles = grantsFrom(room, rows.filter((r) => r.userId === userId), userId, now).map((g) => g.role);
        this.authorize(identity, actorId, actorRoles, userId, targetRoles, 'kicked', 'grant');
        this.deps.moderationEvents.record(tx, {
          roomId: room.id,
          actorId,
          targetUserId: userId,
          actionType: 'removeFromFloor',
          previousRole: standingOf(targetRoles),
          reason,
        });
      }
      effects.push(async (e) => {
        if (await this.deps.presence.moveToAudience(e, room.id, userIds)) await this.deps.live.stateChanged(e, room.id);
      });
    });
    return { roomId: input.roomId, userIds };
  }

  /**
   * Ends expired roles (chatDisabled, kicks, timed bans): deletes them and publishes each room's new state. Rows
   * are claimed with `for update skip locked`, so several instances sweeping at once end each row exactly once.
   * Returns the rooms whose roles changed.
   */
  async sweepExpired(em: EntityManager, now = new Date(), batch = 500): Promise<string[]> {
    const roomIds = await em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        RoomUserRoleSchema,
        { expiresAt: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: batch, orderBy: { expiresAt: 'asc' } },
      );
      if (!rows.length) return [];
      await tx.nativeDelete(RoomUserRoleSchema, { id: { $in: rows.map((r) => r.id) } });
      return [...new Set(rows.map((r) => r.roomId))];
    });
    for (const roomId of roomIds) await this.afterCommit(em, (e) => this.deps.live.stateChanged(e, roomId));
    return roomIds;
  }

  // ---- Internals ----

  /** Grant, ban or kick: validates, locks the room, applies the rank table, writes the row and its event. */
  private async applyGrant(
    em: EntityManager,
    identity: Identity,
    input: GrantRoomRoleFields,
  ): Promise<{ roomId: string; userId: string; event: ModerationEvent | null }> {
    const actorId = requireUser(identity).toLowerCase();
    const role = validRole(input.role);
    if (role === 'owner') throw new DomainError('OWNER_ROLE_NOT_GRANTABLE');
    const userId = validUserId(input.userId);
    const requestedExpiry = validExpiry(role, input.expirationTime, new Date());
    const reason = validReason(input.reason);
    const event = await this.change(em, input.roomId, async (tx, room, effects, now) => {
      const actorRoles = await this.rolesIn(tx, room, actorId, now);
      const targetRows = await this.lockRows(tx, room.id, userId);
      const targetRoles = grantsFrom(room, targetRows, userId, now).map((g) => g.role);
      this.authorize(identity, actorId, actorRoles, userId, targetRoles, role, 'grant');
      if (targetRoles.includes('owner') && (role === 'coOwner' || role === 'moderator')) throw new DomainError('TARGET_IS_ROOM_OWNER');
      if (targetRoles.includes('banned') && endedByBan.includes(role)) throw new DomainError('ROOM_USER_BANNED');

      const expiresAt = role === 'kicked' && !requestedExpiry ? new Date(now.getTime() + this.deps.kickMinutes * 60_000) : requestedExpiry;
      const current = targetRows.find((r) => r.role === role && inEffect(r, now));
      if (current && (current.expiresAt?.getTime() ?? null) === (expiresAt?.getTime() ?? null)) return null; // already so

      this.put(tx, targetRows, { roomId: room.id, userId, role, expiresAt, grantedBy: actorId, now });
      const ended = role === 'banned' ? endedByBan : role === 'coOwner' ? ['moderator'] : role === 'moderator' ? ['coOwner'] : [];
      for (const row of targetRows) if (ended.includes(row.role)) tx.remove(row);

      const actionType = role === 'banned' ? 'banUser' : role === 'kicked' ? 'kickUser' : 'grantRole';
      const recorded = this.deps.moderationEvents.record(tx, {
        roomId: room.id,
        actorId,
        targetUserId: userId,
        actionType,
        previousRole: standingOf(targetRoles),
        role,
        reason,
        expiresAt,
      });
      if (role === 'banned' || role === 'kicked') {
        const data = { reason, expirationTime: expiresAt?.toISOString() ?? null };
        effects.push(async (e) => {
          await this.deps.live.notify(e, room.id, { kind: role === 'banned' ? 'BANNED' : 'KICKED', userId, data });
          await this.deps.presence.removeUser(e, room.id, userId, role === 'banned' ? 'banned' : 'kicked');
        });
      }
      if (role === 'djDisabled') effects.push((e) => this.deps.presence.freeDjSeat(e, room.id, userId));
      effects.push((e) => this.deps.live.stateChanged(e, room.id));
      return recorded;
    });
    return { roomId: input.roomId, userId, event };
  }

  /** Writes a role row: the existing (locked) row of that role updated, else a new one. */
  private put(
    tx: EntityManager,
    rows: RoomUserRole[],
    fields: { roomId: string; userId: string; role: RoomRoleName; expiresAt: Date | null; grantedBy: string; now: Date },
  ): void {
    const existing = rows.find((r) => r.role === fields.role);
    if (existing) {
      existing.expiresAt = fields.expiresAt;
      existing.grantedBy = fields.grantedBy;
      existing.createdAt = fields.now;
      return;
    }
    tx.create(RoomUserRoleSchema, {
      id: randomUUID(),
      roomId: fields.roomId,
      userId: fields.userId,
      role: fields.role,
      expiresAt: fields.expiresAt,
      grantedBy: fields.grantedBy,
      createdAt: fields.now,
    });
  }

  private authorize(
    identity: Identity,
    actorId: string,
    actorRoles: RoomRoleName[],
    targetId: string,
    targetRoles: RoomRoleName[],
    role: RoomRoleName,
    action: 'grant' | 'remove',
  ): void {
    const refusal = refusalOf(
      { id: actorId, rank: this.deps.authority.rankOf(identity, actorRoles) },
      { id: targetId, rank: roomRankOf(targetRoles) },
      role,
      action,
    );
    if (refusal) throw new DomainError(refusal);
  }

  /** The user's role rows in the room, locked (an expiry sweep skips them until this transaction ends). */
  private lockRows(tx: EntityManager, roomId: string, userId: string): Promise<RoomUserRole[]> {
    return tx.find(RoomUserRoleSchema, { roomId, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private async rolesIn(tx: EntityManager, room: Room, userId: string, now: Date): Promise<RoomRoleName[]> {
    const rows = await tx.find(RoomUserRoleSchema, { roomId: room.id, userId });
    return grantsFrom(room, rows, userId, now).map((g) => g.role);
  }

  /**
   * One change to a room's roles: a transaction holding the room row's lock (FOR UPDATE), then, once committed,
   * the effects it queued (room state, notices, presence).
   */
  private async change<T>(
    em: EntityManager,
    roomId: string,
    work: (tx: EntityManager, room: Room, effects: AfterCommit[], now: Date) => Promise<T>,
  ): Promise<T> {
    if (typeof roomId !== 'string' || !isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    const effects: AfterCommit[] = [];
    const result = await em.fork().transactional(async (tx) => {
      const room = await tx.findOne(RoomSchema, { id: roomId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!room) throw new DomainError('ROOM_NOT_FOUND');
      return work(tx, room, effects, new Date());
    });
    for (const effect of effects) await this.afterCommit(em, effect);
    return result;
  }

  /** The change is committed: a failed publish is logged, not turned into a failed request (clients resync). */
  private async afterCommit(em: EntityManager, effect: AfterCommit): Promise<void> {
    try {
      await effect(em.fork());
    } catch (error) {
      (this.deps.logger ?? console).error('room roles: an effect after commit failed', error);
    }
  }
}
