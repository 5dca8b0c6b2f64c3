import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/core';
import {
  commitThenPublish,
  DomainError,
  isUuid,
  requirePermission,
  requireUser,
  topics,
  type Identity,
  type PubSub,
} from '@backspin/platform';
import { listPage, type ListPage } from '@backspin/platform/list-query';
import { inGoodStanding } from '../account-standing/account-standing.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import type { AvatarChoice } from '../users/avatar-choice.ts';
import { applyProfileChanges, changedSocials, type ProfileChanges, type SocialsChanges } from '../users/profile-fields.ts';
import { UserClientDataSchema } from './user-data.entity.ts';

/** GET /users/profiles takes at most this many ids in one request. */
export const profileBatchMax = 150;
/** The largest client-data object, as UTF-8 JSON. */
export const userDataMaxBytes = 16_384;
/** Profile documents (search-engine pages): page size when none is asked, and the largest. */
export const profilePageDefault = 100;
export const profilePageMax = 1000;

/**
 * Which users have a public profile: those neither deactivated nor banned (account-standing/account-standing.ts). Public profiles
 * (GET /profile/{id}, /users/profiles) and the search-engine profile documents (/users/service/...) all filter
 * through it, so a deactivated or banned user's page disappears from sitemaps and gives 404.
 */
export function publicProfileFilter(): FilterQuery<User> {
  return { [inGoodStanding()]: true };
}

export type ProfilePage = ListPage<User>;

/**
 * Profiles (spec 1, §7.2): one's own profile and client data, public profiles, the service views, social links,
 * the moderators' profile edits, and the documents search-engine profile pages are rendered from.
 * Field rules are in users/profile-fields.ts; the user's pictures in images/.
 */
export class ProfileService {
  constructor(
    private readonly pubsub: PubSub,
    private readonly avatarChoice: AvatarChoice,
  ) {}

  /** Someone's public profile; 404 "User profile not found" when there is none (or it is not public). */
  async publicProfile(em: EntityManager, userId: string): Promise<User> {
    if (!isUuid(userId)) throw new DomainError('USER_PROFILE_NOT_FOUND');
    const user = await em.findOne(UserSchema, { $and: [{ id: userId.toLowerCase() }, publicProfileFilter()] });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return user;
  }

  /** GET /profile/{id}/service: any user's full profile (deactivated ones too), for service callers and staff. */
  async serviceProfile(em: EntityManager, identity: Identity, userId: string): Promise<User> {
    requirePermission(identity, 'profiles.service');
    if (!isUuid(userId)) throw new DomainError('USER_PROFILE_NOT_FOUND');
    const user = await em.findOne(UserSchema, { id: userId.toLowerCase() });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return user;
  }

  /**
   * GET /users/profiles?users=...: public profiles by id, in the order asked, unknown ones left out, repeats
   * answered once. 1 to 150 ids per request (a client with more asks in batches); more is a 400, never a silent cut.
   */
  async profilesByIds(em: EntityManager, ids: readonly string[]): Promise<User[]> {
    const wanted = [...new Set(ids.map((id) => id.trim().toLowerCase()))];
    if (wanted.length === 0 || wanted.length > profileBatchMax || !wanted.every(isUuid)) {
      throw new DomainError('INVALID_PROFILE_IDS');
    }
    const users = await em.find(UserSchema, { $and: [{ id: { $in: wanted } }, publicProfileFilter()] });
    const byId = new Map(users.map((u) => [u.id, u]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /** POST /users/profile-admin: a moderator (`users.moderate`) changes a user's profile fields and social links. */
  async adminUpdate(em: EntityManager, identity: Identity, userId: string, changes: ProfileChanges, socials?: SocialsChanges | null): Promise<User> {
    requirePermission(identity, 'users.moderate');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    // The avatar must be one the user (not the moderator) may wear.
    if (changes.avatarId != null) await this.avatarChoice.requireWearable(userId.toLowerCase(), changes.avatarId);
    return this.change(em, userId.toLowerCase(), (user) => {
      applyProfileChanges(user, changes);
      if (socials) user.socials = changedSocials(user.socials, socials);
    });
  }

  /** POST /users/user-socials: the caller's social links (absent or null: kept; empty: removed). */
  async updateSocials(em: EntityManager, identity: Identity, socials: SocialsChanges): Promise<User> {
    const userId = requireUser(identity);
    return this.change(em, userId, (user) => {
      user.socials = changedSocials(user.socials, socials);
    });
  }

  /** GET /users/profile/user-data: the caller's client data ({} until set). */
  async userData(em: EntityManager, identity: Identity): Promise<Record<string, unknown>> {
    const userId = requireUser(identity);
    const row = await em.findOne(UserClientDataSchema, { userId });
    return row?.data ?? {};
  }

  /** PUT /users/profile/user-data: replaces the caller's client data with a JSON object of at most 16 KiB. */
  async setUserData(em: EntityManager, identity: Identity, data: unknown): Promise<Record<string, unknown>> {
    const userId = requireUser(identity);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new DomainError('INVALID_USER_DATA');
    if (Buffer.byteLength(JSON.stringify(data), 'utf8') > userDataMaxBytes) throw new DomainError('USER_DATA_TOO_LARGE');
    const value = data as Record<string, unknown>;
    await em.transactional(async (tx) => {
      const user = await tx.findOne(UserSchema, { id: userId }, { fields: ['id'] });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      // An upsert: two first writes racing cannot both insert.
      await tx.upsert(UserClientDataSchema, { userId, data: value, updatedAt: new Date() });
    });
    return value;
  }

  /** GET /users/service/all-user-profiles: every public profile, oldest account first (stable for paging). */
  async documents(em: EntityManager, identity: Identity, take?: number | null, skip?: number | null): Promise<ProfilePage> {
    requirePermission(identity, 'profiles.service');
    const page = pageOf(take, skip);
    const [items, total] = await em.findAndCount(UserSchema, publicProfileFilter(), {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: page.take,
      offset: page.skip,
    });
    return listPage(items, total, { limit: page.take, offset: page.skip });
  }

  /**
   * GET /users/service/update-user-profiles: public profiles by last change, most recent first, optionally only
   * those changed at or after `since`: what a renderer re-renders and a sitemap's lastmod shows.
   */
  async updatedDocuments(
    em: EntityManager,
    identity: Identity,
    take?: number | null,
    skip?: number | null,
    since?: Date | null,
  ): Promise<ProfilePage> {
    requirePermission(identity, 'profiles.service');
    const page = pageOf(take, skip);
    if (since !== undefined && since !== null && Number.isNaN(since.getTime())) throw new DomainError('INVALID_PROFILE_SINCE');
    const filter: FilterQuery<User> = since ? { $and: [publicProfileFilter(), { updatedAt: { $gte: since } }] } : publicProfileFilter();
    const [items, total] = await em.findAndCount(UserSchema, filter, {
      orderBy: { updatedAt: 'desc', id: 'asc' },
      limit: page.take,
      offset: page.skip,
    });
    return listPage(items, total, { limit: page.take, offset: page.skip });
  }

  /** GET /users/service/{id}/user-profile: one public profile document; 404 when the user has no public profile. */
  async document(em: EntityManager, identity: Identity, userId: string): Promise<User> {
    requirePermission(identity, 'profiles.service');
    return this.publicProfile(em, userId);
  }

  /** Changes a user under a row lock, then tells the user's subscribers. */
  private change(em: EntityManager, userId: string, apply: (user: User) => void): Promise<User> {
    return commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const user = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      apply(user);
      await tx.flush();
      outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
      return user;
    });
  }
}

function pageOf(take?: number | null, skip?: number | null): { take: number; skip: number } {
  const t = take ?? profilePageDefault;
  const s = skip ?? 0;
  if (!Number.isInteger(t) || t < 1 || t > profilePageMax || !Number.isInteger(s) || s < 0) throw new DomainError('INVALID_PROFILE_PAGE');
  return { take: t, skip: s };
}
