import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, isUuid, requireUser, type Identity, type Peers, type UserActions } from '@backspin/platform';
import type { RoomLive } from '../live-state/room-live.service.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import { barredFromDjing, type PresenceService } from '../presence/presence.service.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { RotationService } from '../rotation/rotation.service.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import type { DjFanService } from '../dj-fans/dj-fan.service.ts';

/** DJ seats: take one when allowed, leave now or after the song, removal by a moderator. */
export class DjSeatService {
  constructor(
    private readonly deps: {
      live: RoomLive;
      authority: RoomAuthorityService;
      presence: PresenceService;
      rotation: RotationService;
      peers: Peers;
      /** The DJ's opted-in fans are told, in the seating transaction (once per period: dj-fans). */
      fans?: Pick<DjFanService, 'djSeated' | 'wake'>;
      /** Taking a seat, for audit's user actions: one job row written with the seating's flush. Absent: not recorded. */
      userActions?: Pick<UserActions, 'recordWithFlush' | 'wake'>;
    },
  ) {}

  /**
   * Takes a free seat: the caller must be in the room, allowed by the room's DJ rule (and not djDisabled or
   * banned), and have a song in their queue. Seats are counted under the room's turntable lock, so two people
   * racing for the last seat cannot both sit. If nothing was playing, the room starts.
   */
  async take(em: EntityManager, identity: Identity, roomId: string): Promise<void> {
    const userId = requireUser(identity);
    const room = isUuid(roomId) ? await em.findOne(RoomSchema, { id: roomId }) : null;
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    if (!(await this.deps.presence.isPresent(em, room.id, userId))) throw new DomainError('NOT_IN_ROOM');
    const roles = await this.deps.authority.rolesOf(em, room.id, userId);
    const platformStaff = can(identity, 'users.moderate') && !barredFromDjing(roles);
    if (!platformStaff && !(await this.deps.presence.mayDjNow(em, room, userId, identity.tokenType === 'bot' ? 'bot' : 'user', roles))) {
      throw new DomainError('DJ_NOT_ALLOWED');
    }
    const head = await this.deps.peers.call<{ nextQueueSong: { id: string } | null }>('library', '{ nextQueueSong { id } }', {}, identity);
    if (!head.nextQueueSong) throw new DomainError('DJ_QUEUE_EMPTY');
    const seated = await em.transactional(async (tx) => {
      await this.deps.rotation.lockTurntable(tx, room.id);
      const seats = await tx.find(DjSeatSchema, { roomId: room.id }, { orderBy: { turn: 'desc' } });
      if (seats.some((s) => s.userId === userId)) return false;
      if (seats.length >= room.numberOfDjs) throw new DomainError('DJ_SEATS_FULL');
      const seat = tx.create(DjSeatSchema, { id: randomUUID(), roomId: room.id, userId, turn: (seats[0]?.turn ?? 0) + 1, leaveAfterSong: false, leaveHow: null, byStaff: platformStaff, createdAt: new Date() });
      // The seat's id is the event's: a seating is recorded once however often the job is delivered.
      this.deps.userActions?.recordWithFlush(tx, { eventId: seat.id, userId, type: 'TOOK_DJ_SEAT', at: seat.createdAt, roomId: room.id });
      await tx.flush();
      await this.deps.fans?.djSeated(tx, room.id, userId);
      return true;
    });
    if (!seated) return;
    this.deps.fans?.wake();
    this.deps.userActions?.wake();
    await this.deps.live.stateChanged(em, room.id);
    await this.deps.rotation.startIfIdle(em, room.id);
  }

  /**
   * Leaves the caller's seat. After the song: only meaningful for the current DJ while their song plays (the
   * rotation frees the seat when it ends); otherwise the seat is freed now, and if their song was playing the
   * room moves on to the next DJ.
   */
  async leave(em: EntityManager, identity: Identity, roomId: string, afterSong: boolean): Promise<void> {
    const userId = requireUser(identity);
    await this.deps.rotation.freeSeat(em, roomId, userId, afterSong, 'DJ_LEFT', 'stepped_down');
  }

  /** A room moderator (or platform moderator) who outranks them takes someone off their seat; their song, if playing, stops. */
  async remove(em: EntityManager, identity: Identity, roomId: string, userId: string): Promise<void> {
    const self = identity.userId === userId;
    if (!self) await this.deps.authority.assertMayModerateUser(em, identity, roomId, userId);
    await this.deps.rotation.freeSeat(em, roomId, userId, false, 'SKIPPED', self ? 'stepped_down' : 'removed');
  }

  /** The DJ part of the room state: seats in turn order, so the current DJ comes first. */
  async statePart(em: EntityManager, roomId: string): Promise<Partial<RoomStateDocument>> {
    const seats = await em.find(DjSeatSchema, { roomId }, { orderBy: { turn: 'asc' }, disableIdentityMap: true });
    const djs = seats.map((s) => s.userId);
    return { djs, visibleDjs: djs };
  }
}
