import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { can, DomainError, isUuid, requireListener, requireUser, type ErrorReason, type Identity, type Peers } from '@backspin/platform';
import type { RoomLive } from '../live-state/room-live.service.ts';
import { RoomSchema, type Room } from '../rooms/room.entity.ts';
import type { ModerationEvent, ModerationEventRole } from './moderation-event.entity.ts';
import { validReason, type ModerationEventService } from './moderation-event.service.ts';
import { roomRoleNames, RoomUserRoleSchema, type RoomRoleName, type RoomUserRole } from './room-role.entity.ts';

/**
 * Who may do what in a room (README "Who may do what"; the catalogue holds the refusals).
 *
 * Ranks, highest first. The spec names the roles but not their order; we decided it so that a room belongs to its
 * owner: nobody below the owner acts on them, platform moderators included, and only the platform's own staff
 * (who may already change or delete any room: `rooms.manage`) stand above every owner.
 *
 * | actor (rank)                                        | may grant / remove                                               | on users of room rank          |
 * |-----------------------------------------------------|------------------------------------------------------------------|--------------------------------|
 * | platform staff: staff, admin, superUser (5)         | coOwner, moderator, dj, banned, kicked, chatDisabled, djDisabled | owner, coOwner, moderator, plain |
 * | room owner (4)                                      | coOwner, moderator, dj, banned, kicked, chatDisabled, djDisabled | coOwner, moderator, plain      |
 * | platform moderators: moderator, globalModerator (3) | coOwner, moderator, dj, banned, kicked, chatDisabled, djDisabled | coOwner, moderator, plain      |
 * | coOwner (2)                                         | moderator, dj, banned, kicked, chatDisabled, djDisabled          | moderator, plain               |
 * | room moderator (1)                                  | dj, banned, kicked, chatDisabled, djDisabled                     | plain                          |
 * | anyone else (0)                                     | nothing                                                          |                                |
 *
 * - A role's rank: owner 4, coOwner 2, moderator 1, everything else 0. Nobody grants or removes a role at or above
 *   their own rank, nor acts on someone of equal or higher rank. A caller's rank is the higher of their platform
 *   rank and their room rank (a platform moderator who owns the room ranks as its owner).
 * - Nobody acts on themselves, except stepping down: removing one's own coOwner, moderator or dj role.
 * - `owner` is never granted or removed: change-owner (the owner or platform staff) moves it; the old owner
 *   becomes a coOwner. The owner of a room cannot be made coOwner or moderator (TARGET_IS_ROOM_OWNER).
 * - coOwner and moderator exclude each other: granting one replaces the other (a promotion or a demotion).
 * - banned: cannot join, post or DJ; a ban ends the user's coOwner, moderator and dj roles, and a banned user
 *   (even the owner, banned by platform staff) has rank 0 while the ban lasts. Staff roles cannot be granted
 *   to a banned user (ROOM_USER_BANNED).
 * - kicked: the user is told (notice KICKED), leaves, and cannot come back for ROOM_KICK_MINUTES.
 * - Restrictions (banned, kicked, chatDisabled, djDisabled) may carry an expirationTime; they end by themselves.
 * - Rooms cannot see a target's platform roles (accounts owns them): a target's rank is their room rank.
 * - Clients ask `roomUserModeration(roomId, userIds)` whether the caller may moderate each user (and which roles
 *   they may grant or remove), so they offer "Moderate" only where it would be allowed.
 */
export const roomStaffRanks: Record<'owner' | 'coOwner' | 'moderator', number> = { owner: 4, coOwner: 2, moderator: 1 };
/** Platform staff (`rooms.manage`: staff, admin, superUser; service tokens): above every room owner. */
const platformStaffRank = 5;
/** Platform moderators (`users.moderate` without `rooms.manage`: moderator, globalModerator): below the owner, above coOwners. */
const platformModeratorRank = 3;

/** The rank a role confers, which is also the rank needed above it to grant or remove it. */
export const roleRanks: Record<RoomRoleName, number> = {
  owner: 4,
  coOwner: 2,
  moderator: 1,
  dj: 0,
  banned: 0,
  kicked: 0,
  chatDisabled: 0,
  djDisabled: 0,
};

/** Moderation roles of a room (spec 3, §6): owner, coOwner, moderator. */
export const roomModerationRoles = ['owner', 'coOwner', 'moderator'] as const satisfies readonly RoomRoleName[];
/** The restrictions: the roles that may expire by themselves. */
export const roomRestrictionRoles = ['banned', 'kicked', 'chatDisabled', 'djDisabled'] as const satisfies readonly RoomRoleName[];
/** The roles one may drop oneself. */
const stepDownRoles: readonly RoomRoleName[] = ['coOwner', 'moderator', 'dj'];
/** What a ban ends. */
const endedByBan: readonly RoomRoleName[] = ['coOwner', 'moderator', 'dj'];
const longestExpiryMs = 366 * 24 * 3600 * 1000;

/** One role a user holds in a room; `owner` is derived from the room (no grantedBy, since the room's creation). */
export interface RoomRoleGrant {
  role: RoomRoleName;
  expiresAt: Date | null;
  grantedBy: string | null;
  createdAt: Date;
}

/** A user's roles in effect in a room, in the order of `roomRoleNames`. */
export interface RoomUserRoles {
  roomId: string;
  userId: string;
  grants: RoomRoleGrant[];
}

export interface GrantRoomRoleFields {
  roomId: string;
  userId: string;
  role: string;
  /** ISO 8601; only for restrictions. A kick without one lasts ROOM_KICK_MINUTES. */
  expirationTime?: string | null;
  reason?: string | null;
}

export type RemoveRoomRoleFields = Omit<GrantRoomRoleFields, 'expirationTime'>;

/** What the caller may do to one user of a room: clients offer "Moderate" only where `canModerate`. */
export interface RoomUserModeration {
  roomId: string;
  userId: string;
  /** The caller outranks the user (and is not the user): may kick, ban, disable chat or DJing. */
  canModerate: boolean;
  /** Roles the caller may give this user now (a restriction held may be given again with another expiry). */
  grantableRoles: RoomRoleName[];
  /** Roles the user holds that the caller may take away (one's own coOwner, moderator or dj role included). */
  removableRoles: RoomRoleName[];
}

/** The caller's standing in the room's chat (the legacy chat-provider sync paths answer with it). */
export interface RoomChatStanding {
  roomId: string;
  userId: string;
  roles: RoomRoleName[];
  canPost: boolean;
  chatDisabledUntil: Date | null;
  canModerate: boolean;
}

/**
 * What room roles need from presence (`services.presence`, attached once built: it reads roles itself): end a
 * user's presence and DJ seat (kick, ban; it publishes the state), send users from the dancefloor to the audience.
 */
export interface RoomPresenceActions {
  removeUser(em: EntityManager, roomId: string, userId: string): Promise<void>;
  moveToAudience(em: EntityManager, roomId: string, userIds: readonly string[]): Promise<boolean>;
  /** Frees the user's DJ seat, if they sit (made djDisabled); their song, if playing, stops. */
  freeDjSeat(em: EntityManager, roomId: string, userId: string): Promise<void>;
}

export interface RoomRoleServiceDeps {
  moderationEvents: ModerationEventService;
  live: RoomLive;
  /** accounts answers whether a new owner is a registered user. */
  peers: Peers;
  /** Attached after construction (`attachPresence`): presence is built with this service. */
  presence?: RoomPresenceActions;
  kickMinutes: number;
  logger?: Pick<Console, 'error'>;
}

interface Party {
  id: string;
  rank: number;
}

type AfterCommit = (em: EntityManager) => Promise<void>;

const inEffect = (row: Pick<RoomUserRole, 'expiresAt'>, now: Date) => !row.expiresAt || row.expiresAt > now;
const roleOrder = (a: { role: RoomRoleName }, b: { role: RoomRoleName }) => roomRoleNames.indexOf(a.role) - roomRoleNames.indexOf(b.role);

export function isRoomRoleName(value: string): value is RoomRoleName {
  return (roomRoleNames as readonly string[]).includes(value);
}

/** A user's room rank from their roles: owner 4, coOwner 2, moderator 1, else 0; 0 while banned. */
export function roomRankOf(roles: readonly RoomRoleName[]): number {
  if (roles.includes('banned')) return 0;
  return Math.max(0, ...roles.map((r) => (r in roomStaffRanks ? roomStaffRanks[r as keyof typeof roomStaffRanks] : 0)));
}

/** A caller's platform rank in any room: staff above every owner, platform moderators below owners; else 0. */
export function platformRankOf(identity: Identity): number {
  if (can(identity, 'rooms.manage')) return platformStaffRank;
  if (can(identity, 'users.moderate')) return platformModeratorRank;
  return 0;
}

/** What a moderation event calls a user's standing: banned, else the highest of owner, coOwner, moderator, dj, else user. */
export function standingOf(roles: readonly RoomRoleName[]): ModerationEventRole {
  for (const role of ['banned', 'owner', 'coOwner', 'moderator', 'dj'] as const) if (roles.includes(role)) return role;
  return 'user';
}

/** The rank table as one rule: why `actor` may not grant or remove `role` on `target`, or null when they may. */
export function refusalOf(actor: Party, target: Party, role: RoomRoleName, action: 'grant' | 'remove'): ErrorReason | null {
  if (actor.id === target.id) return action === 'remove' && stepDownRoles.includes(role) ? null : 'CANNOT_MODERATE_SELF';
  if (actor.rank <= 0) return 'ROOM_MODERATION_REQUIRED';
  if (roleRanks[role] >= actor.rank) return 'ROOM_ROLE_RANK_TOO_LOW';
  if (target.rank >= actor.rank) return 'ROOM_ROLE_TARGET_OUTRANKS';
  return null;
}

function validRole(raw: string): RoomRoleName {
  const role = typeof raw === 'string' ? raw.trim() : '';
  if (!isRoomRoleName(role)) throw new DomainError('UNKNOWN_ROOM_ROLE');
  return role;
}

function validUserId(raw: string): string {
  if (typeof raw !== 'string' || !isUuid(raw.trim())) throw new DomainError('INVALID_USER_ID');
  return raw.trim().toLowerCase();
}

/** 1 to 100 user ids (UUIDs), lower-cased, without repeats. */
function validUserIds(raw: unknown): string[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  if (list.length < 1 || list.length > 100 || !list.every((id) => typeof id === 'string' && isUuid(id.trim()))) {
    throw new DomainError('INVALID_DANCEFLOOR_USERS');
  }
  return [...new Set((list as string[]).map((id) => id.trim().toLowerCase()))];
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
 * Room user roles: who holds which role (read side, used by presence, DJ seats and chat) and the moderation
 * rules that change them (grant, remove, kick, ban, change owner, send off the dancefloor). Every change runs
 * in a transaction that locks the room row, so two moderators acting at once are applied one after the other
 * and each decides on the roles the other left; the unique (room, user, role) key keeps grants idempotent.
 * Each change records a moderation event in the same transaction; the room state and notices follow the commit.
 */
export class RoomRoleService {
  constructor(private readonly deps: RoomRoleServiceDeps) {}

  /** Presence is built with this service (it reads roles), so it is attached afterwards. */
  attachPresence(presence: RoomPresenceActions): void {
    this.deps.presence = presence;
  }

  private presence(): RoomPresenceActions {
    if (!this.deps.presence) throw new Error('room roles: presence is not attached');
    return this.deps.presence;
  }

  // ---- Read side ----

  /** The roles in effect for one user in one room; `owner` comes from the room row. */
  async rolesOf(em: EntityManager, roomId: string, userId: string, now = new Date()): Promise<RoomRoleName[]> {
    return (await this.grantsOf(em, roomId, userId, now)).map((g) => g.role);
  }

  /** The roles in effect for one user in one room, with their expiry and who granted them. */
  async grantsOf(em: EntityManager, roomId: string, userId: string, now = new Date()): Promise<RoomRoleGrant[]> {
    if (!isUuid(roomId) || !isUuid(userId)) return [];
    const id = userId.toLowerCase();
    const [room, rows] = await Promise.all([
      em.findOne(RoomSchema, { id: roomId }, { fields: ['ownerId', 'createdAt'] }),
      em.find(RoomUserRoleSchema, { roomId, userId: id, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }),
    ]);
    return grantsFrom(room, rows, id, now);
  }

  /** Every role in effect in a room, by user (the room state's `settings.roomRoles`): the owner first. */
  async rolesInRoom(em: EntityManager, roomId: string, now = new Date()): Promise<Map<string, RoomRoleName[]>> {
    const byUser = new Map<string, RoomRoleName[]>();
    for (const entry of await this.grantsInRoom(em, roomId, now)) byUser.set(entry.userId, entry.grants.map((g) => g.role));
    return byUser;
  }

  /** Every user holding a role in a room, the owner first, then by their first grant. */
  async grantsInRoom(em: EntityManager, roomId: string, now = new Date()): Promise<RoomUserRoles[]> {
    if (!isUuid(roomId)) return [];
    const [room, rows] = await Promise.all([
      em.findOne(RoomSchema, { id: roomId }, { fields: ['ownerId', 'createdAt'] }),
      em.find(RoomUserRoleSchema, { roomId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const rowsByUser = new Map<string, RoomUserRole[]>(room ? [[room.ownerId, []]] : []);
    for (const row of rows) rowsByUser.set(row.userId, [...(rowsByUser.get(row.userId) ?? []), row]);
    return [...rowsByUser]
      .map(([userId, own]) => ({ roomId, userId, grants: grantsFrom(room, own, userId, now) }))
      .filter((entry) => entry.grants.length > 0);
  }

  /** How far a caller reaches: the higher of their platform rank (staff 5, moderators 3) and their room rank. */
  rankOf(identity: Identity, roles: readonly RoomRoleName[]): number {
    return Math.max(platformRankOf(identity), roomRankOf(roles));
  }

  /** May this caller moderate the room (owner, coOwner, moderator, or a platform moderator)? */
  async canModerate(em: EntityManager, identity: Identity, roomId: string): Promise<boolean> {
    if (can(identity, 'users.moderate')) return true;
    if (!identity.userId || (identity.tokenType !== 'user' && identity.tokenType !== 'bot')) return false;
    return this.rankOf(identity, await this.rolesOf(em, roomId, identity.userId)) > 0;
  }

  /** Everyone's roles in a room, for its staff (GET /roomUserRoles/{roomId}). */
  async roomRoles(em: EntityManager, identity: Identity, roomId: string): Promise<RoomUserRoles[]> {
    await this.requireStaff(em, identity, roomId);
    return this.grantsInRoom(em, roomId);
  }

  /** One user's roles in a room, for its staff or the user (GET /roomUserRoles/{roomId}/{userId}). */
  async userRoles(em: EntityManager, identity: Identity, roomId: string, userId: string): Promise<RoomUserRoles> {
    const callerId = requireListener(identity);
    const targetId = validUserId(userId);
    if (callerId.toLowerCase() !== targetId) await this.requireStaff(em, identity, roomId);
    else await this.requireRoom(em, roomId);
    return { roomId, userId: targetId, grants: await this.grantsOf(em, roomId, targetId) };
  }

  /** The caller's own roles in a room (guests included: a guest may be banned). */
  async myRoles(em: EntityManager, identity: Identity, roomId: string): Promise<RoomUserRoles> {
    const userId = requireListener(identity);
    await this.requireRoom(em, roomId);
    return { roomId, userId, grants: await this.grantsOf(em, roomId, userId) };
  }

  /** A room's moderation log for its staff, newest first. */
  async moderationLog(em: EntityManager, identity: Identity, roomId: string, limit?: number | null, offset?: number | null): Promise<ModerationEvent[]> {
    await this.requireStaff(em, identity, roomId);
    return this.deps.moderationEvents.ofRoom(em, roomId, limit, offset);
  }

  /** The caller's chat standing (POST /roomUserRoles/cometchat/sync|join/{id}: our chat is built in). */
  async chatStanding(em: EntityManager, identity: Identity, roomId: string): Promise<RoomChatStanding> {
    const userId = requireListener(identity);
    await this.requireRoom(em, roomId);
    const grants = await this.grantsOf(em, roomId, userId);
    const roles = grants.map((g) => g.role);
    const platform = can(identity, 'users.moderate');
    return {
      roomId,
      userId,
      roles,
      canPost: platform || !roles.some((r) => r === 'banned' || r === 'kicked' || r === 'chatDisabled'),
      chatDisabledUntil: grants.find((g) => g.role === 'chatDisabled')?.expiresAt ?? null,
      canModerate: this.rankOf(identity, roles) > 0,
    };
  }

  /**
   * What the caller may do to each of these users in the room (1 to 100): whether they may moderate them and which
   * roles they may grant or remove, decided by the rank table exactly as `grant` and `remove` would decide now.
   * Anyone with a token may ask (guests and plain users get `canModerate: false` for everyone).
   */
  /**
   * The caller may moderate this user of the room (take them off a DJ seat, and the like): a room or platform
   * moderator who outranks them. The same rank rule as `moderationOf`, so the owner is out of reach below staff.
   */
  async assertMayModerateUser(em: EntityManager, identity: Identity, roomId: string, userId: string): Promise<void> {
    if (!(await this.canModerate(em, identity, roomId))) throw new DomainError('FORBIDDEN');
    const [standing] = await this.moderationOf(em, identity, roomId, [userId]);
    if (!standing?.canModerate) throw new DomainError('ROOM_ROLE_TARGET_OUTRANKS');
  }

  async moderationOf(em: EntityManager, identity: Identity, roomId: string, rawUserIds: readonly string[]): Promise<RoomUserModeration[]> {
    const callerId = requireListener(identity).toLowerCase();
    const userIds = validUserIds(rawUserIds);
    if (!isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    const room = await em.findOne(RoomSchema, { id: roomId }, { fields: ['ownerId', 'createdAt'] });
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    const now = new Date();
    const rows = await em.find(RoomUserRoleSchema, { roomId, userId: { $in: [...new Set([...userIds, callerId])] } });
    const rolesOf = (userId: string) => grantsFrom(room, rows, userId, now).map((g) => g.role);
    const signedIn = identity.tokenType === 'user' || identity.tokenType === 'bot' || identity.tokenType === 'service';
    const actor: Party = { id: callerId, rank: signedIn ? this.rankOf(identity, rolesOf(callerId)) : 0 };
    return userIds.map((userId) => {
      const targetRoles = rolesOf(userId);
      const target: Party = { id: userId, rank: roomRankOf(targetRoles) };
      const grantable = roomRoleNames.filter(
        (role) =>
          role !== 'owner' &&
          refusalOf(actor, target, role, 'grant') === null &&
          !(targetRoles.includes('owner') && (role === 'coOwner' || role === 'moderator')) &&
          !(targetRoles.includes('banned') && endedByBan.includes(role)) &&
          !(targetRoles.includes(role) && !(roomRestrictionRoles as readonly RoomRoleName[]).includes(role)),
      );
      const removable = targetRoles.filter((role) => role !== 'owner' && refusalOf(actor, target, role, 'remove') === null);
      return {
        roomId,
        userId,
        canModerate: actor.id !== userId && refusalOf(actor, target, 'kicked', 'grant') === null,
        grantableRoles: signedIn ? grantable : [],
        removableRoles: signedIn ? removable : [],
      };
    });
  }

  /**
   * For chat (posting a message): throws when the caller's room restrictions forbid it: banned (ROOM_BANNED),
   * kicked until the kick ends (ROOM_KICKED), chatDisabled until it ends (CHAT_DISABLED_IN_ROOM). Platform moderators
   * are never held back. The refusal carries `expirationTime` (ISO, or null: until removed). Presence (join) and DJ
   * seats check banned, kicked and djDisabled themselves through `rolesOf`.
   */
  async assertMayPost(em: EntityManager, identity: Identity, roomId: string): Promise<void> {
    if (can(identity, 'users.moderate') || !identity.userId) return;
    const grants = await this.grantsOf(em, roomId, identity.userId);
    const refusals: [RoomRoleName, ErrorReason][] = [
      ['banned', 'ROOM_BANNED'],
      ['kicked', 'ROOM_KICKED'],
      ['chatDisabled', 'CHAT_DISABLED_IN_ROOM'],
    ];
    for (const [role, reason] of refusals) {
      const grant = grants.find((g) => g.role === role);
      if (grant) throw new DomainError(reason, { expirationTime: grant.expiresAt?.toISOString() ?? null });
    }
  }

  // ---- Write side ----

  /** Grants a role (POST /roomUserRoles/{roomId}); banned and kicked grants are a ban and a kick. Idempotent. */
  async grant(em: EntityManager, identity: Identity, input: GrantRoomRoleFields): Promise<RoomUserRoles> {
    const { roomId, userId } = await this.applyGrant(em, identity, input);
    return { roomId, userId, grants: await this.grantsOf(em.fork(), roomId, userId) };
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
    return { roomId, userId, grants: await this.grantsOf(em.fork(), roomId, userId) };
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
    await this.requireRoom(read, input.roomId);
    if (this.rankOf(identity, await this.rolesOf(read, input.roomId, actorId)) < roomStaffRanks.owner) throw new DomainError('CHANGE_OWNER_FORBIDDEN');
    // Asked before the room is locked (no lock held across a call to another subgraph); guests have no account.
    const { user } = await this.deps.peers.call<{ user: { id: string } | null }>('accounts', 'query($id: ID!) { user(id: $id) { id } }', { id: userId });
    if (!user) throw new DomainError('NEW_OWNER_NOT_A_USER');
    return this.change(em, input.roomId, async (tx, room, effects, now) => {
      const actorRoles = await this.rolesIn(tx, room, actorId, now);
      if (this.rankOf(identity, actorRoles) < roomStaffRanks.owner) throw new DomainError('CHANGE_OWNER_FORBIDDEN');
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
        if (await this.presence().moveToAudience(e, room.id, userIds)) await this.deps.live.stateChanged(e, room.id);
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
          await this.presence().removeUser(e, room.id, userId);
        });
      }
      if (role === 'djDisabled') effects.push((e) => this.presence().freeDjSeat(e, room.id, userId));
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
      { id: actorId, rank: this.rankOf(identity, actorRoles) },
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

  private async requireRoom(em: EntityManager, roomId: string): Promise<void> {
    if (!isUuid(roomId) || !(await em.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
  }

  /** The room's staff or a platform moderator; 401 without a user, 404 for no such room, else 403. */
  private async requireStaff(em: EntityManager, identity: Identity, roomId: string): Promise<void> {
    requireListener(identity);
    await this.requireRoom(em, roomId);
    if (!(await this.canModerate(em, identity, roomId))) throw new DomainError('ROOM_MODERATION_REQUIRED');
  }
}

/** A user's roles in effect from their rows and the room (owner derived from `room.ownerId`; stored owner rows ignored). */
function grantsFrom(
  room: Pick<Room, 'ownerId' | 'createdAt'> | null,
  rows: readonly RoomUserRole[],
  userId: string,
  now: Date,
): RoomRoleGrant[] {
  const grants: RoomRoleGrant[] = rows
    .filter((r) => r.userId === userId && r.role !== 'owner' && inEffect(r, now))
    .map((r) => ({ role: r.role, expiresAt: r.expiresAt ?? null, grantedBy: r.grantedBy ?? null, createdAt: r.createdAt }));
  if (room?.ownerId === userId) grants.push({ role: 'owner', expiresAt: null, grantedBy: null, createdAt: room.createdAt });
  return grants.sort(roleOrder);
}
