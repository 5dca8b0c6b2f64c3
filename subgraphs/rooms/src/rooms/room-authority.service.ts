import { can, distinctUuids, DomainError, isUuid, requiredUuid, requireListener, type ErrorReason, type Identity } from '@backspin/platform';
import type { EntityManager } from '@mikro-orm/core';
import { roomRoleNames, RoomUserRoleSchema, type RoomRoleName, type RoomUserRole } from './room-role.entity.ts';
import { RoomSchema, type Room } from './room.entity.ts';

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
export const stepDownRoles: readonly RoomRoleName[] = ['coOwner', 'moderator', 'dj'];
/** What a ban ends. */
export const endedByBan: readonly RoomRoleName[] = ['coOwner', 'moderator', 'dj'];

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

/** One side of a moderation decision: who, and how far they reach. */
export interface Party {
  id: string;
  rank: number;
}

export const inEffect = (row: Pick<RoomUserRole, 'expiresAt'>, now: Date) => !row.expiresAt || row.expiresAt > now;
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

/** The rank table as one rule: why `actor` may not grant or remove `role` on `target`, or null when they may. */
export function refusalOf(actor: Party, target: Party, role: RoomRoleName, action: 'grant' | 'remove'): ErrorReason | null {
  if (actor.id === target.id) return action === 'remove' && stepDownRoles.includes(role) ? null : 'CANNOT_MODERATE_SELF';
  if (actor.rank <= 0) return 'ROOM_MODERATION_REQUIRED';
  if (roleRanks[role] >= actor.rank) return 'ROOM_ROLE_RANK_TOO_LOW';
  if (target.rank >= actor.rank) return 'ROOM_ROLE_TARGET_OUTRANKS';
  return null;
}

export const validUserId = (raw: string): string => requiredUuid(raw, 'INVALID_USER_ID');

/** 1 to 100 user ids (UUIDs), lower-cased, without repeats. */
export function validUserIds(raw: unknown): string[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  if (list.length < 1 || list.length > 100) throw new DomainError('INVALID_DANCEFLOOR_USERS');
  return distinctUuids(list, 'INVALID_DANCEFLOOR_USERS');
}

/**
 * The room's chat rule, as one decision: what keeps this user from posting (a message, an edit, a reaction), or null.
 * Banned (ROOM_BANNED), kicked until the kick ends (ROOM_KICKED), chatDisabled until it ends (CHAT_DISABLED).
 *
 * Platform moderators are held back too, deliberately. The rank table lets a room's staff restrict any user whose
 * room rank is below theirs, and rooms cannot see a target's platform roles, so a chat-disable (or kick, or ban) put
 * on a platform moderator was set by someone the rank rule allowed to set it: it holds until it ends or someone who
 * outranks the room's staff removes it (nobody acts on themselves, so not the moderator). Holding a platform role lifts
 * no restriction; it lets one moderate others. (`chatStanding.canPost` answers with this same rule.)
 */
export function chatRefusalOf(grants: readonly RoomRoleGrant[]): { reason: ErrorReason; grant: RoomRoleGrant } | null {
  const refusals: [RoomRoleName, ErrorReason][] = [
    ['banned', 'ROOM_BANNED'],
    ['kicked', 'ROOM_KICKED'],
    ['chatDisabled', 'CHAT_DISABLED'],
  ];
  for (const [role, reason] of refusals) {
    const grant = grants.find((g) => g.role === role);
    if (grant) return { reason, grant };
  }
  return null;
}

/**
 * The room's authority (read side): who holds which role in a room, how far each caller reaches, and the may-X
 * decisions every module asks (moderate, moderate this user, post in the chat). It depends on nothing but the room
 * and role tables, so presence, DJ seats, rotation, chat and the moderation commands (room-roles/) all sit above it.
 */
export class RoomAuthorityService {
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

  /** The caller's chat standing (POST /roomUserRoles/cometchat/sync|join/{id}: our chat is built in). */
  async chatStanding(em: EntityManager, identity: Identity, roomId: string): Promise<RoomChatStanding> {
    const userId = requireListener(identity);
    await this.requireRoom(em, roomId);
    const grants = await this.grantsOf(em, roomId, userId);
    const roles = grants.map((g) => g.role);
    return {
      roomId,
      userId,
      roles,
      canPost: chatRefusalOf(grants) === null,
      chatDisabledUntil: grants.find((g) => g.role === 'chatDisabled')?.expiresAt ?? null,
      canModerate: this.rankOf(identity, roles) > 0,
    };
  }

  /**
   * The caller may moderate this user of the room (take them off a DJ seat, and the like): a room or platform
   * moderator who outranks them. The same rank rule as `moderationOf`, so the owner is out of reach below staff.
   */
  async assertMayModerateUser(em: EntityManager, identity: Identity, roomId: string, userId: string): Promise<void> {
    if (!(await this.canModerate(em, identity, roomId))) throw new DomainError('FORBIDDEN');
    const [standing] = await this.moderationOf(em, identity, roomId, [userId]);
    if (!standing?.canModerate) throw new DomainError('ROOM_ROLE_TARGET_OUTRANKS');
  }

  /**
   * What the caller may do to each of these users in the room (1 to 100): whether they may moderate them and which
   * roles they may grant or remove, decided by the rank table exactly as `grant` and `remove` would decide now.
   * Anyone with a token may ask (guests and plain users get `canModerate: false` for everyone).
   */
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
   * May this user post in this room's chat (send, edit, react)? Throws the refusal of `chatRefusalOf` (the one rule,
   * platform moderators included), carrying `expirationTime` (ISO, or null: until removed). `now` is the caller's
   * clock, so a restriction that has ended no longer counts. Presence (join) and DJ seats check banned, kicked and
   * djDisabled themselves through `rolesOf`.
   */
  async assertMayPost(em: EntityManager, identity: Identity, roomId: string, now = new Date()): Promise<void> {
    if (!identity.userId) return;
    const refusal = chatRefusalOf(await this.grantsOf(em, roomId, identity.userId, now));
    if (refusal) throw new DomainError(refusal.reason, { expirationTime: refusal.grant.expiresAt?.toISOString() ?? null });
  }

  /** 404 for no such room. */
  async requireRoom(em: EntityManager, roomId: string): Promise<void> {
    if (!isUuid(roomId) || !(await em.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
  }

  /** The room's staff or a platform moderator; 401 without a user, 404 for no such room, else 403. */
  async requireStaff(em: EntityManager, identity: Identity, roomId: string): Promise<void> {
    requireListener(identity);
    await this.requireRoom(em, roomId);
    if (!(await this.canModerate(em, identity, roomId))) throw new DomainError('ROOM_MODERATION_REQUIRED');
  }
}

/** A user's roles in effect from their rows and the room (owner derived from `room.ownerId`; stored owner rows ignored). */
export function grantsFrom(
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
