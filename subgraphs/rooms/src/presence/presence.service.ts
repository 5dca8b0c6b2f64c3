import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, pgArray, requireListener, type Identity, type UserActions } from '@backspin/platform';
import { playbackLimits } from '@backspin/contracts/play-tracking';
import type { SubscriptionLevel } from '@backspin/contracts/subscriptions';
import type { BlockedUserService } from '../blocked-users/blocked-user.service.ts';
import { DjSeatSchema, type DjSeat } from '../rotation/dj-seat.entity.ts';
import type { RoomLive } from '../live-state/room-live.service.ts';
import type { RoomStatePart } from '../live-state/room-state.ts';
import type { RoomAccessService } from '../rooms/room-access.service.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import type { RoomListService } from '../rooms/room-list.service.ts';
import { RoomSchema, type Room } from '../rooms/room.entity.ts';
import type { RoomService } from '../rooms/room.service.ts';
import { levelIncludes, type PlanService } from '../plans/plan.service.ts';
import type { RoomPlay } from '../rotation/room-play.entity.ts';
import type { RotationService } from '../rotation/rotation.service.ts';
import type { UserProfileService } from '../user-profiles/user-profile.service.ts';
import { RoomPastPresenceSchema, RoomPresenceSchema, type PresenceTokenRole } from './presence.entity.ts';

/** How long an ended presence is kept: as long as audit accepts a late play-tracking event (a 7-day-old play). */
export const pastPresenceRetentionMs = playbackLimits.maxAgeMs;

/** The longest name prefix the mention autocomplete takes. */
export const mentionSearchMaxLength = 50;

export interface EntryCredentials {
  /** A private room's password. */
  password?: string | null;
  /** The platform-wide guest password, for guest tokens while one is set. */
  guestPassword?: string | null;
}

/** Why a presence ended, as LEFT_ROOM's `detail.reason` says it. */
export type LeaveReason = 'left' | 'lapsed' | 'kicked' | 'banned' | 'deactivated' | 'room_deleted';

interface EndedPresence {
  roomId: string;
  userId: string;
  tokenRole: PresenceTokenRole;
}

export interface Joined {
  room: Room;
  connectionId: string;
}

/**
 * Presence: who is in a room. Joining (again) replaces the user's earlier connection; a presence ends when
 * the client leaves or stops sending heartbeats for `ttlSeconds` (swept by the room clock).
 */
export class PresenceService {
  constructor(
    private readonly deps: {
      live: RoomLive;
      authority: RoomAuthorityService;
      rooms: RoomService;
      roomAccess: RoomAccessService;
      roomLists: RoomListService;
      profiles: UserProfileService;
      /** A user who leaves the room leaves their DJ seat (the rotation moves on if their song played). */
      rotation: Pick<RotationService, 'usersLeft'>;
      /** Whom a viewer blocked: left out of their mention suggestions (blocked-users/). */
      blocks: Pick<BlockedUserService, 'hiddenAuthorsFor'>;
      /** Users' plan levels, for the PRO_PLAN_OWNER DJ rule (plans/). */
      plans: Pick<PlanService, 'levelsOf'>;
      /**
       * Joins and leaves for audit's user actions (signed-in users and bots, not guests): one job row in the change's
       * own transaction, delivered by rooms' job runner. Absent: nothing is recorded.
       */
      userActions?: Pick<UserActions, 'record' | 'wake'>;
    },
    readonly ttlSeconds: number,
  ) {}

  /**
   * Enters a room by id, slug or a slug it had before (the address follows renames). Banned and kicked users
   * are refused; a private room's password and the guest password are checked (room-access.service.ts).
   */
  async join(em: EntityManager, identity: Identity, roomRef: string, given: EntryCredentials = {}): Promise<Joined> {
    const userId = requireListener(identity);
    const room = await this.deps.rooms.findByRef(em, roomRef);
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    const roles = await this.deps.authority.rolesOf(em, room.id, userId);
    if (roles.includes('banned')) throw new DomainError('ROOM_BANNED');
    if (roles.includes('kicked')) throw new DomainError('ROOM_KICKED');
    await this.deps.roomAccess.checkEntry(em, identity, room, given);
    const tokenRole: PresenceTokenRole = identity.tokenType === 'guest' ? 'guest' : identity.tokenType === 'bot' ? 'bot' : 'user';
    // Read again at every join (a reconnect included), before the transaction: guests are not listed and have none.
    const profile = tokenRole === 'guest' ? null : await this.deps.profiles.profileOf(userId);
    const connectionId = randomUUID();
    const now = new Date();
    const entered = await em.transactional(async (tx) => {
      const existing = await tx.findOne(RoomPresenceSchema, { roomId: room.id, userId }, { disableIdentityMap: true });
      await tx.upsert(
        RoomPresenceSchema,
        {
          id: existing?.id ?? randomUUID(),
          roomId: room.id,
          userId,
          connectionId,
          tokenRole,
          onFloor: existing?.onFloor ?? tokenRole !== 'guest',
          profile,
          joinedAt: existing?.joinedAt ?? now,
          lastSeenAt: now,
        },
        { onConflictFields: ['roomId', 'userId'], onConflictMergeFields: ['connectionId', 'tokenRole', 'profile', 'lastSeenAt'] },
      );
      // A new presence is a join; a rejoin that replaces the user's connection (a reconnect) is not recorded again.
      const joined = !existing && tokenRole !== 'guest';
      if (joined) await this.deps.userActions?.record(tx, { userId, type: 'JOINED_ROOM', at: now, roomId: room.id });
      return { replaced: existing?.connectionId ?? null, joined };
    });
    if (entered.joined) this.deps.userActions?.wake();
    const replaced = entered.replaced;
    // Entering a room is visiting it: the user's "Recently visited" list (guests and bots keep none).
    if (tokenRole === 'user') await this.deps.roomLists.visited(em, userId, room.id);
    if (replaced) await this.deps.live.notify(em, room.id, { kind: 'REPLACED', userId, data: { connectionId: replaced } });
    await this.deps.live.stateChanged(em, room.id);
    return { room, connectionId };
  }

  /** Keeps a presence alive; false when this connection no longer holds it (replaced, swept): the client rejoins. */
  async heartbeat(em: EntityManager, identity: Identity, roomId: string, connectionId: string): Promise<boolean> {
    const userId = requireListener(identity);
    if (!isUuid(roomId) || !isUuid(connectionId)) return false;
    const updated = await em.nativeUpdate(RoomPresenceSchema, { roomId, userId, connectionId }, { lastSeenAt: new Date() });
    return updated > 0;
  }

  /** Leaves a room (this connection's presence only, when one is named); the user's DJ seat goes with it. */
  async leave(em: EntityManager, identity: Identity, roomId: string, connectionId?: string | null): Promise<boolean> {
    const userId = requireListener(identity);
    if (!isUuid(roomId) || (connectionId != null && !isUuid(connectionId))) return false;
    const now = new Date();
    const end = (runner: EntityManager) =>
      connectionId
        ? this.endPresences(runner, 'room_id = ? and user_id = ? and connection_id = ?', [roomId, userId, connectionId], now)
        : this.endPresences(runner, 'room_id = ? and user_id = ?', [roomId, userId], now);
    // A signed-in user's leave is recorded for audit in the leave's transaction; a guest's is one statement, as before.
    const record = identity.tokenType === 'guest' ? undefined : this.deps.userActions;
    const ended = record
      ? await em.transactional(async (tx) => {
          const gone = await end(tx);
          await this.recordLeft(tx, gone, now, 'left');
          return gone;
        })
      : await end(em);
    if (!ended.length) return false;
    record?.wake();
    await this.deps.rotation.usersLeft(em, roomId, [userId], 'left_room');
    await this.deps.live.stateChanged(em, roomId);
    return true;
  }

  /** Ends a user's presence (and DJ seat): a kick or a ban (LEFT_ROOM recorded with it, `detail.reason` saying which). */
  async removeUser(em: EntityManager, roomId: string, userId: string, reason: 'kicked' | 'banned'): Promise<void> {
    const now = new Date();
    const ended = await em.transactional(async (tx) => {
      const gone = await this.endPresences(tx, 'room_id = ? and user_id = ?', [roomId, userId], now);
      await this.recordLeft(tx, gone, now, reason);
      return gone;
    });
    if (ended.length) this.deps.userActions?.wake();
    await this.deps.rotation.usersLeft(em, roomId, [userId], reason);
    await this.deps.live.stateChanged(em, roomId);
  }

  /**
   * Ends, in every room, the presences of a deactivated account's user that began by `joinedBy` (one begun after, on
   * a reactivation, stays), each with its DJ seat, at once rather than when heartbeats stop: LEFT_ROOM says
   * `deactivated`. Answers the rooms the user left; none when there was nothing left to end (a redelivery).
   */
  async endDeactivated(em: EntityManager, userId: string, joinedBy: Date): Promise<string[]> {
    if (!isUuid(userId)) return [];
    const user = userId.toLowerCase();
    const now = new Date();
    const ended = await em.transactional(async (tx) => {
      const gone = await this.endPresences(tx, 'user_id = ? and joined_at <= ?', [user, joinedBy.toISOString()], now);
      await this.recordLeft(tx, gone, now, 'deactivated');
      return gone;
    });
    const roomIds = [...new Set(ended.map((p) => p.roomId))];
    if (roomIds.length) this.deps.userActions?.wake();
    for (const roomId of roomIds) {
      await this.deps.rotation.usersLeft(em, roomId, [user], 'deactivated');
      await this.deps.live.stateChanged(em, roomId);
    }
    return roomIds;
  }

  /**
   * A room being deleted (rooms' `onDelete`, in the deletion's transaction): everyone in it leaves (LEFT_ROOM
   * `room_deleted`; each kept as a past presence, as play tracking reads them).
   */
  async roomDeleted(tx: EntityManager, roomId: string): Promise<void> {
    const now = new Date();
    await this.recordLeft(tx, await this.endPresences(tx, 'room_id = ?', [roomId], now), now, 'room_deleted');
  }

  /**
   * Sends users from the dancefloor to the audience (a moderator's POST /roomUserRoles/no-dancefloor-users): they
   * stay in the audience until they leave and come back. Answers whether anyone moved (the caller publishes).
   */
  async moveToAudience(em: EntityManager, roomId: string, userIds: readonly string[]): Promise<boolean> {
    if (!isUuid(roomId) || !userIds.length) return false;
    const moved = await em.nativeUpdate(RoomPresenceSchema, { roomId, userId: { $in: [...userIds] }, onFloor: true }, { onFloor: false });
    return moved > 0;
  }

  /** Frees a user's DJ seat while they stay in the room (made djDisabled). */
  async freeDjSeat(em: EntityManager, roomId: string, userId: string): Promise<void> {
    await this.deps.rotation.usersLeft(em, roomId, [userId], 'dj_disabled');
    await this.deps.live.stateChanged(em, roomId);
  }

  /**
   * The signed-in listeners (not guests or bots, not the DJ) in the room as a play ends, with the seconds of the play
   * each was in the room for: what economy's point rules read (they decide what hearing a song is worth).
   */
  async listenersOf(
    em: EntityManager,
    play: Pick<RoomPlay, 'roomId' | 'djId' | 'startedAt'> & { endedAt: Date },
  ): Promise<{ userUuid: string; heardSeconds: number }[]> {
    const present = await em.find(
      RoomPresenceSchema,
      { roomId: play.roomId, tokenRole: 'user', userId: { $ne: play.djId } },
      { fields: ['userId', 'joinedAt'], orderBy: { userId: 'asc' }, disableIdentityMap: true },
    );
    const end = play.endedAt.getTime();
    return present.map((p) => ({
      userUuid: p.userId,
      heardSeconds: Math.max(0, Math.floor((end - Math.max(p.joinedAt.getTime(), play.startedAt.getTime())) / 1000)),
    }));
  }

  /**
   * Whom the viewer may mention in a room's chat ("@" autocomplete): the signed-in users and bots in the room now,
   * not the viewer, not users the viewer blocked; names starting with `search` (any case) when given; by name, at
   * most `limit` (1 to 50, default 20).
   */
  async mentionCandidates(
    em: EntityManager,
    viewer: Identity,
    roomId: string,
    search?: string | null,
    limit?: number | null,
  ): Promise<{ userId: string; displayName: string | null }[]> {
    const prefix = (search ?? '').trim().toLowerCase();
    if ([...prefix].length > mentionSearchMaxLength || prefix.includes('\u0000')) throw new DomainError('INVALID_MENTION_SEARCH');
    const size = Math.min(Math.max(Math.trunc(limit ?? 20), 1), 50);
    if (!isUuid(roomId) || !(await em.count(RoomSchema, { id: roomId.toLowerCase() }))) throw new DomainError('ROOM_NOT_FOUND');
    const viewerId = viewer.userId?.toLowerCase() ?? null;
    const hidden = new Set(await this.deps.blocks.hiddenAuthorsFor(em, viewer));
    const present = await em.find(
      RoomPresenceSchema,
      { roomId: roomId.toLowerCase(), tokenRole: { $in: ['user', 'bot'] } },
      { fields: ['userId', 'profile'], orderBy: { joinedAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
    return present
      .filter((p) => p.userId !== viewerId && !hidden.has(p.userId))
      .map((p) => ({ userId: p.userId, displayName: p.profile?.displayName ?? null }))
      .filter((c) => !prefix || (c.displayName ?? '').toLowerCase().startsWith(prefix))
      .sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '') || a.userId.localeCompare(b.userId))
      .slice(0, size);
  }

  /** The DJ rule (`mayDj`) for one user now, their plan level read only when the room's rule needs it. */
  async mayDjNow(em: EntityManager, room: Pick<Room, 'djType'>, userId: string, tokenRole: PresenceTokenRole, roles: readonly string[]): Promise<boolean> {
    const levels = djRuleReadsPlans(room) ? await this.deps.plans.levelsOf(em, [userId]) : null;
    return mayDj(room, tokenRole, roles, levels?.get(userId) ?? 'NONE');
  }

  /**
   * Whether a seated DJ may play as their turn comes (the rotation asks, in its advance's transaction): the DJ rule
   * now, as at the room's current settings, roles and plan levels; for platform staff seated under their exemption,
   * only that they are not barred (djDisabled, banned).
   */
  async mayKeepDjSeat(em: EntityManager, seat: Pick<DjSeat, 'roomId' | 'userId' | 'byStaff'>): Promise<boolean> {
    const room = await em.findOne(RoomSchema, { id: seat.roomId }, { disableIdentityMap: true });
    if (!room) return false;
    const roles = await this.deps.authority.rolesOf(em, seat.roomId, seat.userId);
    if (seat.byStaff) return !barredFromDjing(roles);
    const presence = await em.findOne(RoomPresenceSchema, { roomId: seat.roomId, userId: seat.userId }, { fields: ['tokenRole'], disableIdentityMap: true });
    return this.mayDjNow(em, room, seat.userId, presence?.tokenRole ?? 'user', roles);
  }

  async isPresent(em: EntityManager, roomId: string, userId: string): Promise<boolean> {
    return (await em.count(RoomPresenceSchema, { roomId, userId })) > 0;
  }

  /** Ends presences not seen for the TTL; answers how many. */
  async sweep(em: EntityManager, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.ttlSeconds * 1000);
    const stale = await em.find(RoomPresenceSchema, { lastSeenAt: { $lt: cutoff } }, { limit: 500, disableIdentityMap: true });
    const byRoom = new Map<string, string[]>();
    for (const p of stale) {
      // Ended only if still unseen (a heartbeat that arrived meanwhile keeps it), as of when it was last seen; the
      // lapse is recorded for audit in the same transaction (heartbeats themselves stay one statement).
      const ended = await em.transactional(async (tx) => {
        const gone = await this.endPresences(tx, 'id = ? and last_seen_at < ?', [p.id, cutoff.toISOString()], null);
        await this.recordLeft(tx, gone, p.lastSeenAt, 'lapsed');
        return gone;
      });
      if (ended.length) byRoom.set(p.roomId, [...(byRoom.get(p.roomId) ?? []), p.userId]);
    }
    if (byRoom.size) this.deps.userActions?.wake();
    for (const [roomId, userIds] of byRoom) {
      await this.deps.rotation.usersLeft(em, roomId, userIds, 'lapsed');
      await this.deps.live.stateChanged(em, roomId);
    }
    await em.nativeDelete(RoomPastPresenceSchema, { leftAt: { $lt: new Date(now.getTime() - pastPresenceRetentionMs) } });
    return stale.length;
  }

  /**
   * Ends the presences `where` selects (SQL over room_presence, `?` placeholders), each kept as a past presence that
   * ended at `leftAt`, or when it was last seen (null: a lapsed presence); answers whose ended, in one statement.
   */
  private async endPresences(em: EntityManager, where: string, params: readonly unknown[], leftAt: Date | null): Promise<EndedPresence[]> {
    const rows = await execute<{ room_id: string; user_id: string; token_role: PresenceTokenRole }>(
      em,
      `with gone as (delete from rooms.room_presence where ${where} returning room_id, user_id, token_role, joined_at, last_seen_at),
       kept as (insert into rooms.room_past_presence (id, room_id, user_id, joined_at, left_at)
                select gen_random_uuid(), room_id, user_id, joined_at, coalesce(cast(? as timestamptz), last_seen_at) from gone)
       select room_id, user_id, token_role from gone`,
      [...params, leftAt ? leftAt.toISOString() : null],
    );
    return rows.map((row) => ({ roomId: row.room_id, userId: row.user_id, tokenRole: row.token_role }));
  }

  /** LEFT_ROOM for each ended presence of a signed-in user or bot (guests are not recorded), in the ending's transaction. */
  private async recordLeft(tx: EntityManager, ended: readonly EndedPresence[], at: Date, reason: LeaveReason): Promise<void> {
    for (const { roomId, userId, tokenRole } of ended) {
      if (tokenRole !== 'guest') await this.deps.userActions?.record(tx, { userId, type: 'LEFT_ROOM', at, roomId, detail: { reason } });
    }
  }

  /**
   * Whether the user was in the room at some moment from `from` to `to` (a play's run): present now since before `to`,
   * or a past presence that overlaps it (kept for `pastPresenceRetentionMs`).
   */
  async wasPresent(em: EntityManager, roomId: string, userId: string, from: Date, to: Date): Promise<boolean> {
    if (!isUuid(roomId) || !isUuid(userId)) return false;
    const [room, user] = [roomId.toLowerCase(), userId.toLowerCase()];
    if (await em.count(RoomPresenceSchema, { roomId: room, userId: user, joinedAt: { $lte: to } })) return true;
    return (await em.count(RoomPastPresenceSchema, { roomId: room, userId: user, joinedAt: { $lte: to }, leftAt: { $gte: from } })) > 0;
  }

  /** How many are in each of these rooms now (users, bots and guests): one query for them all. */
  async countsByRoom(em: EntityManager, roomIds: readonly string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows = await execute<{ room_id: string; listeners: string | number }>(
      em,
      'select room_id, count(*) as listeners from rooms.room_presence where room_id = any(?) group by room_id',
      [pgArray(roomIds)],
    );
    return new Map(rows.map((row) => [row.room_id, Number(row.listeners)]));
  }

  /** The presence part of the room state: floor, audience, everyone (guests counted apart). */
  async statePart(em: EntityManager, roomId: string): Promise<RoomStatePart> {
    const [presences, seats, room, roles] = await Promise.all([
      em.find(RoomPresenceSchema, { roomId }, { orderBy: { joinedAt: 'asc', id: 'asc' }, disableIdentityMap: true }),
      em.find(DjSeatSchema, { roomId }, { fields: ['userId'], disableIdentityMap: true }),
      em.findOne(RoomSchema, { id: roomId }, { disableIdentityMap: true }),
      this.deps.authority.rolesInRoom(em, roomId),
    ]);
    const djs = new Set(seats.map((s) => s.userId));
    const listed = presences.filter((p) => p.tokenRole !== 'guest');
    // Everyone's plan level in one query, and only where the room's rule reads it.
    const levels = room && djRuleReadsPlans(room) ? await this.deps.plans.levelsOf(em, listed.map((p) => p.userId)) : null;
    return {
      floorUsers: listed.filter((p) => p.onFloor && !djs.has(p.userId)).map((p) => p.userId),
      audienceUsers: listed.filter((p) => !p.onFloor && !djs.has(p.userId)).map((p) => p.userId),
      allUsers: listed.map((p) => ({
        uuid: p.userId,
        canDj: room ? mayDj(room, p.tokenRole, roles.get(p.userId) ?? [], levels?.get(p.userId) ?? 'NONE') : false,
        tokenRole: p.tokenRole,
      })),
      allUserData: Object.fromEntries(listed.map((p) => [p.userId, { userProfile: p.profile ?? null }])),
      guestCount: presences.length - listed.length,
    };
  }
}

/**
 * The DJ rule (djType and room roles): EVERYONE — any signed-in user; INVITE_ONLY — holders of the dj role and
 * the room's staff; PRO_PLAN_OWNER — users on the PRO plan (`level`, the user's plan level in effect: plans/), and
 * the room's owner and coOwners, who run the room whatever their plan (an owner whose plan lapsed keeps the setting
 * and still DJs: only an owner on PRO may set it, rooms/room.service.ts). Nobody djDisabled or banned. Guests never.
 * (Platform moderators are checked apart, by identity.)
 */
export function mayDj(room: Pick<Room, 'djType'>, tokenRole: PresenceTokenRole, roles: readonly string[], level: SubscriptionLevel): boolean {
  if (tokenRole === 'guest') return false;
  if (barredFromDjing(roles)) return false;
  switch (room.djType) {
    case 'EVERYONE':
      return true;
    case 'INVITE_ONLY':
      return roles.some((r) => r === 'dj' || r === 'owner' || r === 'coOwner' || r === 'moderator');
    case 'PRO_PLAN_OWNER':
      return levelIncludes(level, 'PRO') || roles.some((r) => r === 'owner' || r === 'coOwner');
  }
}

/** Room roles that keep anyone from DJing in the room, platform staff included. */
export function barredFromDjing(roles: readonly string[]): boolean {
  return roles.includes('djDisabled') || roles.includes('banned');
}

/** Whether the room's DJ rule depends on the user's plan level (callers read levels only then). */
export function djRuleReadsPlans(room: Pick<Room, 'djType'>): boolean {
  return room.djType === 'PRO_PLAN_OWNER';
}
