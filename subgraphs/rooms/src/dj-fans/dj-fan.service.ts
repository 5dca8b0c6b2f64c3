import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { djFansPageMax, djFansPageSize } from '@backspin/contracts/push';
import { can, DomainError, execute, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import type { Device } from '../devices/device.entity.ts';
import { DeviceSchema } from '../devices/device.entity.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { RoomPresenceSchema } from '../presence/presence.entity.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { DjFanSchema, type DjFan } from './dj-fan.entity.ts';

/**
 * Whether `blockerId` has blocked `blockedId` (the blocked-users module answers; a blocked user cannot follow the
 * one who blocked them). module.ts passes the blocked-users module's check.
 */
export type BlockCheck = (em: EntityManager, blockerId: string, blockedId: string) => Promise<boolean>;

/** Before the blocked-users module exists: nobody has blocked anybody. */
export const noBlocks: BlockCheck = async () => false;

export interface FansPage {
  items: DjFan[];
  total: number;
}

function pageOf(skip: number | null | undefined, take: number | null | undefined): { offset: number; limit: number } {
  const offset = skip ?? 0;
  const limit = take ?? djFansPageSize;
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > djFansPageMax) throw new DomainError('INVALID_FANS_PAGE');
  return { offset, limit };
}

function validDj(djId: string): string {
  if (typeof djId !== 'string' || !isUuid(djId)) throw new DomainError('INVALID_DJ_ID');
  return djId.toLowerCase();
}

/**
 * DJ fans: following and unfollowing a DJ, their fans and count, the DJs a user follows, and telling opted-in fans
 * when a DJ takes a seat, at most once per DJ and fan per period (DJ_FANS_NOTIFY_PERIOD_MINUTES): the notice's
 * unique key (DJ, fan, period) holds that, whichever rooms instance sees the seat taken, and only the notices
 * inserted are notified, in the same transaction.
 */
export class DjFanService {
  constructor(
    private readonly deps: {
      notifications: NotificationService;
      isBlocked: BlockCheck;
      periodMinutes: number;
      clock?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** Follows a DJ (again: changes only `notify`). A user the DJ has blocked may not. */
  async follow(em: EntityManager, identity: Identity, djId: string, notify = true): Promise<DjFan> {
    const fanId = requireUser(identity);
    const dj = validDj(djId);
    if (dj === fanId) throw new DomainError('CANNOT_FOLLOW_SELF');
    if (await this.deps.isBlocked(em, dj, fanId)) throw new DomainError('FOLLOW_BLOCKED');
    await em.upsert(
      DjFanSchema,
      { id: randomUUID(), djId: dj, fanId, notify, createdAt: this.now() },
      { onConflictFields: ['djId', 'fanId'], onConflictMergeFields: ['notify'] },
    );
    return em.findOneOrFail(DjFanSchema, { djId: dj, fanId }, { disableIdentityMap: true });
  }

  /** Unfollows a DJ; 404 when the caller does not follow them. */
  async unfollow(em: EntityManager, identity: Identity, djId: string): Promise<DjFan> {
    const fanId = requireUser(identity);
    const dj = validDj(djId);
    const row = await em.findOne(DjFanSchema, { djId: dj, fanId }, { disableIdentityMap: true });
    if (!row) throw new DomainError('DJ_FAN_NOT_FOUND');
    await em.nativeDelete(DjFanSchema, { id: row.id });
    return row;
  }

  /** The caller's follow of a DJ (GET /dj-fans/dj-fan/{id}); null when they do not follow. */
  async myFollow(em: EntityManager, identity: Identity, djId: string): Promise<DjFan | null> {
    const fanId = requireUser(identity);
    return em.findOne(DjFanSchema, { djId: validDj(djId), fanId }, { disableIdentityMap: true });
  }

  /** Which of `djIds` the fan follows (the friends module's conversation groups count them with friends). */
  async followedAmong(em: EntityManager, fanId: string, djIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(djIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!isUuid(fanId) || !ids.length) return new Set();
    const rows = await em.find(DjFanSchema, { fanId: fanId.toLowerCase(), djId: { $in: ids } }, { fields: ['djId'], disableIdentityMap: true });
    return new Set(rows.map((r) => r.djId));
  }

  async count(em: EntityManager, djId: string): Promise<number> {
    return em.count(DjFanSchema, { djId: validDj(djId) });
  }

  /** A DJ's fans, newest first (skip, take: 12 by default, at most 100). Public. */
  async fans(em: EntityManager, djId: string, skip?: number | null, take?: number | null): Promise<FansPage> {
    const dj = validDj(djId);
    const { offset, limit } = pageOf(skip, take);
    const [items, total] = await em.findAndCount(DjFanSchema, { djId: dj }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit, disableIdentityMap: true });
    return { items, total };
  }

  /** The DJs a user (by default the caller) follows, newest first (skip, take as for fans). Public. */
  async followed(em: EntityManager, identity: Identity, userId: string | null, skip?: number | null, take?: number | null): Promise<FansPage> {
    userId ??= requireUser(identity);
    if (typeof userId !== 'string' || !isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const { offset, limit } = pageOf(skip, take);
    const [items, total] = await em.findAndCount(DjFanSchema, { fanId: userId.toLowerCase() }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit, disableIdentityMap: true });
    return { items, total };
  }

  /** A DJ's fans with their opt-ins, for staff (GET /dj-fans/admin/{id}). */
  async adminFans(em: EntityManager, identity: Identity, djId: string, skip?: number | null, take?: number | null): Promise<FansPage> {
    requirePermission(identity, 'notifications.send');
    return this.fans(em, djId, skip, take);
  }

  /** The devices of the caller's opted-in fans (GET /dj-fans/devices/list): platform and owner only, never the token. */
  async fanDevices(em: EntityManager, identity: Identity): Promise<Device[]> {
    const djId = requireUser(identity);
    const fans = await em.find(DjFanSchema, { djId, notify: true }, { fields: ['fanId'], limit: 10_000, disableIdentityMap: true });
    if (!fans.length) return [];
    return em.find(DeviceSchema, { userId: { $in: fans.map((f) => f.fanId) } }, { orderBy: { createdAt: 'asc' }, limit: 1000, disableIdentityMap: true });
  }

  /**
   * Inside the transaction that seats a DJ (dj-seats): records this period's notice for every opted-in fan who has
   * none yet, and queues their notifications. Answers how many fans were notified.
   */
  async djSeated(tx: EntityManager, roomId: string, djId: string): Promise<number> {
    const now = this.now();
    const period = Math.floor(now.getTime() / 60_000 / this.deps.periodMinutes);
    const room = await tx.findOne(RoomSchema, { id: roomId }, { fields: ['id', 'slug', 'name'], disableIdentityMap: true });
    if (!room) return 0;
    const inserted = await execute<{ fan_id: string }>(
      tx,
      `insert into rooms.dj_fan_notice (id, dj_id, fan_id, period, room_id, created_at)
       select gen_random_uuid(), f.dj_id, f.fan_id, ?, ?, ? from rooms.dj_fan f where f.dj_id = ? and f.notify
       on conflict (dj_id, fan_id, period) do nothing
       returning fan_id`,
      [period, room.id, now, djId],
    );
    if (!inserted.length) return 0;
    const presence = await tx.findOne(RoomPresenceSchema, { roomId: room.id, userId: djId }, { fields: ['profile'], disableIdentityMap: true });
    const name = presence?.profile?.displayName ?? 'A DJ you follow';
    await this.deps.notifications.deliver(
      tx,
      inserted.map((r) => r.fan_id),
      {
        kind: 'djSeated',
        title: `${name} is DJing now`.slice(0, 200),
        body: `Join them in ${room.name}`.slice(0, 1000),
        data: { type: 'djSeated', djId, roomId: room.id, roomSlug: room.slug },
        senderId: null,
      },
    );
    return inserted.length;
  }

  /**
   * GET /dj-fans-notification (the DJ, from their seat) and POST /notifications/dj-fans (staff or services, for any DJ):
   * tells the DJ's opted-in fans the DJ is on a seat, within the same once-per-period rule as taking the seat.
   */
  async notifyFans(em: EntityManager, identity: Identity, djId?: string | null): Promise<{ notified: number }> {
    let dj: string;
    if (djId === undefined || djId === null) dj = requireUser(identity);
    else {
      dj = validDj(djId);
      if (dj !== identity.userId) requirePermission(identity, 'notifications.send');
    }
    const seat = await em.findOne(DjSeatSchema, { userId: dj }, { orderBy: { createdAt: 'desc' }, disableIdentityMap: true });
    if (!seat) throw new DomainError('NOT_ON_DJ_SEAT');
    const notified = await em.transactional((tx) => this.djSeated(tx, seat.roomId, dj));
    this.deps.notifications.wake();
    return { notified };
  }

  /** After the commit of a seat: push now rather than at the runner's next poll. */
  wake(): void {
    this.deps.notifications.wake();
  }

  /** Whether the caller may see fans' opt-ins (the DJ themselves or staff). */
  maySeeOptIns(identity: Identity, djId: string): boolean {
    return identity.userId === djId || can(identity, 'notifications.send');
  }
}
