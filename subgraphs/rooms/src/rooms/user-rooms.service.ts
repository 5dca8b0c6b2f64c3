import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, isUuid, type Identity } from '@backspin/platform';
import { RoomSchema, type DjType, type Room, type RoomDesign, type RoomVisibility } from './room.entity.ts';
import type { RoomService } from './room.service.ts';

/** What administrators may change on all of a user's rooms at once (a per-room slug or name makes no sense here). */
export interface UserRoomsChanges {
  type?: RoomVisibility | null;
  design?: RoomDesign | null;
  djType?: DjType | null;
  numberOfDjs?: number | null;
  liveState?: boolean | null;
  liveAudio?: boolean | null;
  promoted?: boolean | null;
}

/** The most rooms one call changes or deletes (a user owning more is handled by calling again). */
const userRoomsBatch = 200;

/**
 * A user's rooms changed or deleted by administrators (PATCH/DELETE /rooms/user/{userId}), for example when the
 * account is deactivated: `console.manage` (administrators, and service tokens). Each room goes through the room
 * service's own change or deletion (its row lock, its checks, its live notices), one after the other; the rooms
 * changed are the ones the user owns when the call starts.
 */
export class UserRoomsService {
  constructor(private readonly deps: { rooms: RoomService }) {}

  async update(em: EntityManager, identity: Identity, userId: string, changes: UserRoomsChanges): Promise<Room[]> {
    const ownerId = this.check(identity, userId);
    const allowed: UserRoomsChanges = {
      type: changes.type,
      design: changes.design,
      djType: changes.djType,
      numberOfDjs: changes.numberOfDjs,
      liveState: changes.liveState,
      liveAudio: changes.liveAudio,
      promoted: changes.promoted,
    };
    const defined = Object.fromEntries(Object.entries(allowed).filter(([, v]) => v !== undefined && v !== null)) as UserRoomsChanges;
    const changed: Room[] = [];
    for (const room of await this.roomsOf(em, ownerId)) {
      changed.push(await this.deps.rooms.adminUpdate(em.fork(), identity, room.id, defined));
    }
    return changed;
  }

  /**
   * Deletes the user's rooms (at most `userRoomsBatch` a call). `createdUpTo`: only rooms created by then (a deactivation
   * removes the rooms the user had when it took effect, not ones made after a reactivation).
   */
  async delete(em: EntityManager, identity: Identity, userId: string, options: { createdUpTo?: Date } = {}): Promise<Room[]> {
    const ownerId = this.check(identity, userId);
    const deleted: Room[] = [];
    for (const room of await this.roomsOf(em, ownerId, options.createdUpTo)) {
      try {
        deleted.push(await this.deps.rooms.delete(em.fork(), identity, room.id));
      } catch (error) {
        // Deleted meanwhile by someone else: nothing left to do for that one.
        if (!(error instanceof DomainError && error.reason === 'ROOM_NOT_FOUND')) throw error;
      }
    }
    return deleted;
  }

  private check(identity: Identity, userId: string): string {
    if (identity.tokenType === 'anonymous' || identity.tokenType === 'guest') throw new DomainError('UNAUTHORIZED');
    if (!can(identity, 'console.manage')) throw new DomainError('USER_ROOMS_FORBIDDEN');
    if (typeof userId !== 'string' || !isUuid(userId.trim())) throw new DomainError('INVALID_USER_ID');
    return userId.trim().toLowerCase();
  }

  /** Whether the user still owns rooms (created by `createdUpTo`, when given): a caller deleting them all calls again while so. */
  async owns(em: EntityManager, userId: string, createdUpTo?: Date): Promise<boolean> {
    return (await em.count(RoomSchema, this.owned(userId.toLowerCase(), createdUpTo))) > 0;
  }

  private roomsOf(em: EntityManager, ownerId: string, createdUpTo?: Date): Promise<Room[]> {
    return em.find(RoomSchema, this.owned(ownerId, createdUpTo), { orderBy: { createdAt: 'asc', id: 'asc' }, limit: userRoomsBatch });
  }

  private owned(ownerId: string, createdUpTo?: Date) {
    return createdUpTo ? { ownerId, createdAt: { $lte: createdUpTo } } : { ownerId };
  }
}
