import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, requireListener, requirePermission, type Identity } from '@backspin/platform';
import type { RoomAuthorityService } from './room-authority.service.ts';
import { GuestPasswordSchema, RoomSchema, type Room } from './room.entity.ts';
import { hashPassword, passwordLookup, passwordMatches, validPassword } from './room-password.ts';

/** A by-password lookup answers at most this many rooms, newest first. */
export const byPasswordMaxRooms = 20;

/**
 * Who may enter a room, and finding rooms by password.
 *
 * Room passwords: a PRIVATE room may have one (argon2id, like account passwords; never returned). Then
 * entering it takes the password, except for its owner and room staff (coOwner, moderator, dj) and platform
 * moderators.
 *
 * The guest password (POST/DELETE /rooms/admin/guest-password, administrators): one platform-wide password.
 * While it is set, a caller holding a guest token must give it to enter any room; signed-in users and bots
 * never need it. Clients learn whether to ask for it from `guestPasswordRequired`.
 *
 * By password (POST /rooms/list): argon2id makes every computation cost ~25 ms of CPU, so verifying the password
 * against rooms one by one would let one request burn seconds (and anyone may create private rooms to make it so).
 * Instead each room stores a lookup digest of its password beside its hash (passwordLookup: argon2id with a fixed
 * salt): a lookup computes it once and reads the rooms whose digest equals it, through an index. One argon2id
 * computation per request, whatever the rooms. The lookup needs a token (user or guest). Rooms whose password was
 * set before the digest existed get it the first time someone enters with the password.
 */
export class RoomAccessService {
  constructor(private readonly authority: RoomAuthorityService) {}

  /** POST /rooms/list: the private rooms whose password is this one, newest first (at most 20). */
  async byPassword(em: EntityManager, identity: Identity, password: string): Promise<Room[]> {
    requireListener(identity);
    const lookup = await passwordLookup(validPassword(password));
    return em.find(
      RoomSchema,
      { passwordLookup: lookup, type: 'PRIVATE', passwordHash: { $ne: null } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: byPasswordMaxRooms },
    );
  }

  /**
   * May this caller enter the room (the presence module's join asks before anything else)? Throws
   * INCORRECT_GUEST_PASSWORD or INCORRECT_ROOM_PASSWORD (403) when a needed password is missing or wrong.
   */
  async checkEntry(
    em: EntityManager,
    identity: Identity,
    room: Room,
    given: { password?: string | null; guestPassword?: string | null } = {},
  ): Promise<void> {
    const userId = requireListener(identity);
    if (identity.tokenType === 'guest') {
      const guest = await em.findOne(GuestPasswordSchema, { id: 1 });
      if (guest && !(given.guestPassword && (await passwordMatches(guest.passwordHash, given.guestPassword)))) {
        throw new DomainError('INCORRECT_GUEST_PASSWORD');
      }
    }
    if (!room.passwordHash) return;
    if (can(identity, 'users.moderate')) return;
    if (identity.tokenType === 'user' || identity.tokenType === 'bot') {
      const roles = await this.authority.rolesOf(em, room.id, userId);
      if (roles.some((r) => r === 'owner' || r === 'coOwner' || r === 'moderator' || r === 'dj')) return;
    }
    if (!(given.password && (await passwordMatches(room.passwordHash, given.password)))) {
      throw new DomainError('INCORRECT_ROOM_PASSWORD');
    }
    if (!room.passwordLookup) {
      // A password set before lookup digests existed: the right password, just given, completes it (only if unchanged meanwhile).
      const lookup = await passwordLookup(given.password);
      await em.nativeUpdate(RoomSchema, { id: room.id, passwordHash: room.passwordHash, passwordLookup: null }, { passwordLookup: lookup });
    }
  }

  /** Whether guests must give the guest password to enter rooms. */
  async guestPasswordRequired(em: EntityManager): Promise<boolean> {
    return (await em.count(GuestPasswordSchema, { id: 1 })) > 0;
  }

  /** POST /rooms/admin/guest-password: sets (or replaces) the guest password; administrators. */
  async setGuestPassword(em: EntityManager, identity: Identity, password: string): Promise<boolean> {
    requirePermission(identity, 'console.manage');
    const passwordHash = await hashPassword(validPassword(password));
    await em.upsert(
      GuestPasswordSchema,
      { id: 1, passwordHash, setBy: identity.userId, setAt: new Date() },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
    return true;
  }

  /** DELETE /rooms/admin/guest-password: guests enter without one again. False when none was set. */
  async clearGuestPassword(em: EntityManager, identity: Identity): Promise<boolean> {
    requirePermission(identity, 'console.manage');
    return (await em.nativeDelete(GuestPasswordSchema, { id: 1 })) > 0;
  }
}
