import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  can,
  commitThenPublish,
  DomainError,
  isBuiltInAvatarId,
  isUuid,
  requireUser,
  topics,
  type Identity,
  type PubSub,
} from '@backspin/platform';
import { applyProfileChanges, type ProfileChanges } from '../profiles/profile-fields.ts';
import { UserSchema, type User } from './user.entity.ts';

export const displayNameMaxLength = 64;

/** Profiles: who may read what of a user, and changes to one's own profile. */
export class UserService {
  /** Users this request has just signed in as (sign-up, login): their own data is theirs to see. */
  private readonly signedInNow = new WeakSet<User>();

  constructor(private readonly pubsub: PubSub) {}

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

  /** The e-mail is private: the user, moderators and staff may read it. */
  canReadEmail(identity: Identity, user: User): boolean {
    return identity.userId === user.id || this.signedInNow.has(user) || can(identity, 'users.read-private');
  }

  /** Changes the caller's own profile (profiles/profile-fields.ts: null or absent leaves a field as it is, an empty string clears an optional one). */
  async updateProfile(em: EntityManager, identity: Identity, input: ProfileChanges): Promise<User> {
    const userId = requireUser(identity);
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

export function validDisplayName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > displayNameMaxLength) {
    throw new DomainError('INVALID_DISPLAY_NAME');
  }
  return name;
}

/** One of the built-in avatars (contracts/src/avatars.ts). */
export function validAvatarId(raw: string): string {
  if (!isBuiltInAvatarId(raw)) throw new DomainError('INVALID_AVATAR_ID');
  return raw;
}
