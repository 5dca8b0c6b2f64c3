import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  commitThenPublish,
  DomainError,
  isCapability,
  isUuid,
  requirePermission,
  requireUser,
  topics,
  type Capability,
  type Identity,
  type PubSub,
} from '@backspin/platform';
import { renewAccessTokens } from '../account-standing/account-standing.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { mayReadPrivateFields } from '../users/user.service.ts';

/**
 * User capabilities (uploadMusic, promoteRoom): granted and revoked by moderators (PUT and DELETE
 * /users/{id}/capabilities/{capability}). The user's next access token carries the change.
 */
export class CapabilityService {
  constructor(private readonly pubsub: PubSub) {}

  /** A user's capabilities are private: the user and moderators see them; others get null. */
  visibleCapabilities(identity: Identity, user: User): Capability[] | null {
    return mayReadPrivateFields(identity, user.id) ? user.capabilities : null;
  }

  /** GET /users/capabilities: the signed-in user's own capabilities. */
  async mine(em: EntityManager, identity: Identity): Promise<Capability[]> {
    const userId = requireUser(identity);
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return user.capabilities;
  }

  grant(em: EntityManager, identity: Identity, userId: string, capability: string): Promise<User> {
    return this.change(em, identity, userId, capability, (current, valid) => {
      if (current.includes(valid)) throw new DomainError('CAPABILITY_ALREADY_GRANTED');
      return [...current, valid];
    });
  }

  revoke(em: EntityManager, identity: Identity, userId: string, capability: string): Promise<User> {
    return this.change(em, identity, userId, capability, (current, valid) => {
      if (!current.includes(valid)) throw new DomainError('CAPABILITY_NOT_GRANTED');
      return current.filter((c) => c !== valid);
    });
  }

  /** Read-modify-write under a row lock, so two moderators granting at once cannot both succeed or lose one. */
  private change(
    em: EntityManager,
    identity: Identity,
    userId: string,
    capability: string,
    next: (current: Capability[], capability: Capability) => Capability[],
  ): Promise<User> {
    requirePermission(identity, 'users.moderate');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    if (!isCapability(capability)) throw new DomainError('UNKNOWN_CAPABILITY');
    return commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const user = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      user.capabilities = next(user.capabilities, capability);
      await tx.flush();
      await renewAccessTokens(tx, user.id, outbox);
      outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
      return user;
    });
  }
}
