import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  commitThenPublish,
  DomainError,
  isUuid,
  requirePermission,
  topics,
  type Identity,
  type PubSub,
  type Role,
} from '@backspin/platform';
import { renewAccessTokens } from '../account-standing/account-standing.ts';
import { UserSchema, type User } from '../users/user.entity.ts';

/**
 * Roles granted and removed through the API. `user` is every account's and `bot` marks bot accounts (made by
 * bot sign-up): neither is granted or removed here.
 */
export const grantableRoles = ['moderator', 'globalModerator', 'staff', 'promoter', 'admin', 'superUser'] as const satisfies readonly Role[];
export type GrantableRole = (typeof grantableRoles)[number];

/** Roles only a superUser (or a service token) may grant or remove: nobody raises anyone to their own rank or above but them. */
const superUserOnly: readonly Role[] = ['admin', 'superUser'];

export function isGrantableRole(value: unknown): value is GrantableRole {
  return (grantableRoles as readonly unknown[]).includes(value);
}

/**
 * Who may grant (or remove) which role: `users.grant-roles` (admins and superUsers) for the roles below admin;
 * admin and superUser need a superUser. Throws 401/403/400 otherwise. Also used by admin sign-up.
 */
export function assertMayGrant(identity: Identity, role: unknown): GrantableRole {
  requirePermission(identity, 'users.grant-roles');
  if (!isGrantableRole(role)) throw new DomainError('UNKNOWN_ROLE');
  if (superUserOnly.includes(role) && identity.tokenType !== 'service' && !identity.roles.includes('superUser')) {
    throw new DomainError('ROLE_NEEDS_SUPER_USER');
  }
  return role;
}

/**
 * Platform roles (spec 1, §3 and §7.2: POST /users/add-role, /users/add-global-moderator-role; and
 * POST /users/remove-role, ours). Roles travel in access tokens: a change takes effect with the user's next
 * token (a refresh or login, at most ACCESS_TOKEN_TTL_SECONDS later); the token in hand keeps its roles until then.
 */
export class RoleService {
  constructor(private readonly pubsub: PubSub) {}

  /** Grants a role; 403 "This user has already this role" when held. Of concurrent grants, one wins (row lock). */
  grant(em: EntityManager, identity: Identity, userId: string, role: string): Promise<User> {
    return this.change(em, identity, userId, role, (current, valid) => {
      if (current.includes(valid)) throw new DomainError('ROLE_ALREADY_GRANTED');
      return [...current, valid];
    });
  }

  /** Removes a role; 404 when the user does not hold it. */
  remove(em: EntityManager, identity: Identity, userId: string, role: string): Promise<User> {
    return this.change(em, identity, userId, role, (current, valid) => {
      if (!current.includes(valid)) throw new DomainError('ROLE_NOT_GRANTED');
      return current.filter((r) => r !== valid);
    });
  }

  /** Read-modify-write under a row lock on the user, so concurrent changes serialize and none is lost. */
  private change(
    em: EntityManager,
    identity: Identity,
    userId: string,
    role: string,
    next: (current: Role[], role: GrantableRole) => Role[],
  ): Promise<User> {
    const valid = assertMayGrant(identity, role);
    if (typeof userId !== 'string' || !isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    return commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const user = await tx.findOne(UserSchema, { id: userId.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      user.roles = next(user.roles, valid);
      await tx.flush();
      await renewAccessTokens(tx, user.id, outbox);
      outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
      return user;
    });
  }
}
