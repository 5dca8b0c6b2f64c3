import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, requireListener, requirePermission, type Identity } from '@backspin/platform';
import type { RoomRoleService } from '../room-roles/room-role.service.ts';
import { GuestPasswordSchema, RoomSchema, type Room } from './room.entity.ts';
import { hashPassword, passwordMatches, passwordTag, validPassword } from './room-password.ts';

/**
 * At most this many argon2id verifications per by-password lookup (about 25 ms each): the newest private
 * rooms whose password tag matches are tried, older ones beyond the cap are not.
 */
export const byPasswordMaxCandidates = 20;

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
 * By password (POST /rooms/list): argon2id makes every verification cost ~25 ms of CPU, so verifying against
 * every private room would let one request burn seconds. Each hash is stored with a 12-bit tag of the password
 * (see passwordTag): only rooms with the same tag are verified, newest first, at most 20 of them. The lookup
 * needs a token (user or guest).
 */
export class RoomAccessService {
  constructor(private readonly roomRoles: RoomRoleService) {}

  /** POST /rooms/list: the private rooms whose password is this one, newest first (at most 20). */
  async byPassword(em: EntityManager, identity: Identity, password: string): Promise<Room[]> {
    requireListener(identity);
    const given = validPassword(password);
    const candidates = await em.find(
      RoomSchema,
      { passwordTag: passwordTag(given), type: 'PRIVATE', passwordHash: { $ne: null } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: byPasswordMaxCandidates },
    );
    const matches: Room[] = [];
    // One after another: two cores are shared by everything else this process does.
    for (const room of candidates) if (await passwordMatches(room.passwordHash!, given)) matches.push(room);
    return matches;
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
      const roles = await this.roomRoles.rolesOf(em, room.id, userId);
      if (roles.some((r) => r === 'owner' || r === 'coOwner' || r === 'moderator' || r === 'dj')) return;
    }
    if (!(given.password && (await passwordMatches(room.passwordHash, given.password)))) {
      throw new DomainError('INCORRECT_ROOM_PASSWORD');
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
