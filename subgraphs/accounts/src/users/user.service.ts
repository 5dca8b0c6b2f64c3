import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  can,
  commitThenPublish,
  DomainError,
  isUuid,
  requireUser,
  topics,
  type Identity,
  type PubSub,
} from '@backspin/platform';
import type { AvatarChoice } from './avatar-choice.ts';
import { applyProfileChanges, type ProfileChanges } from './profile-fields.ts';
import { UserSchema, type User } from './user.entity.ts';

/**
 * The rule for a user's private fields (e-mail, phone, capabilities, the Discord link): the user themself and those who may read
 * private data (moderators and above). Each field's service answers null to anyone else.
 */
export function mayReadPrivateFields(identity: Identity, userId: string): boolean {
  return identity.userId === userId || can(identity, 'users.read-private');
}

/** Profiles: who may read what of a user, and changes to one's own profile. */
export class UserService {
  /** Users this request has just signed in as (sign-up, login): their own data is theirs to see. */
  private readonly signedInNow = new WeakSet<User>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly avatarChoice: AvatarChoice,
  ) {}

  /** Marks the user a session was just opened for, so the session's answer may show their private fields. */
  openedSessionFor(user: User): User {
    this.signedInNow.add(user);
    return user;
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, User>> {
    const valid = ids.filter(isUuid);
    const users = valid.length ? await em.find(UserSchema, { id: { $in: valid } }) : [];
    return new Map(users.map((u) => [u.id, u]));
  }

  async me(em: EntityManager, identity: Identity): Promise<User> {
    const userId = requireUser(identity);
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return user;
  }

  /** The e-mail is private: the user (also in the answer that signs them in), moderators and staff may read it; others get null. */
  visibleEmail(identity: Identity, user: User): string | null {
    return mayReadPrivateFields(identity, user.id) || this.signedInNow.has(user) ? (user.email ?? null) : null;
  }

  /**
   * Changes the caller's own profile (profile-fields.ts: null or absent leaves a field as it is, an empty string clears
   * an optional one). A new avatar must be one the user may wear (economy's answer, avatar-choice.ts).
   */
  async updateProfile(em: EntityManager, identity: Identity, input: ProfileChanges): Promise<User> {
    const userId = requireUser(identity);
    if (input.avatarId != null) await this.avatarChoice.requireWearable(userId, input.avatarId);
    return commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const user = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      applyProfileChanges(user, input);
      await tx.flush();
      outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
      return user;
    });
  }
}
