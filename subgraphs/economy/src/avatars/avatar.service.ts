import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  avatarStatuses,
  can,
  DomainError,
  isAvatarSlug,
  isUuid,
  requirePermission,
  requireUser,
  type AvatarStatus,
  type AvatarWearability,
  type Identity,
} from '@backspin/platform';
import { adminAvatarListFields, adminListPaging } from '@backspin/contracts/admin-lists';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { UserAvatarAssignmentSchema } from './user-avatar-assignment.entity.ts';
import type { EconomyFileService } from '../files/economy-file.service.ts';
import { AvatarSchema, type Avatar } from './avatar.entity.ts';
import type { DiscordLinks } from './discord-links.ts';
import type { SubscriberStatus } from './subscriber-status.ts';

export const avatarNameMaxLength = 100;
/** The bounds of a season award's thresholds. */
export const awardTopRankMax = 1_000_000;
export const awardMinPointsMax = 1_000_000_000;

/** GET /admin/avatars: the console's list query over the catalogue (contracts' field list, shared with the bridge). */
export const avatarListSpec: ListSpec = {
  fields: adminAvatarListFields,
  defaultLimit: adminListPaging.defaultLimit,
  maxLimit: adminListPaging.maxLimit,
  defaultSort: adminListPaging.defaultSort,
  fieldMap: { avatarStatus: 'status' },
};

export interface AvatarFields {
  name?: string | null;
  imageFileId?: string | null;
  avatarStatus?: string | null;
  discordOnly?: boolean | null;
  seasonId?: string | null;
  awardTopRank?: number | null;
  awardMinPoints?: number | null;
}

export interface CreateAvatarFields extends AvatarFields {
  slug: string;
}

/** Whether a user holds an avatar (GET /avatars/{slug}/{uuid}). */
export interface AvatarHolding {
  avatar: Avatar;
  userId: string;
  /** The user may wear it now. */
  holds: boolean;
  wearability: AvatarWearability;
  assignmentId: string | null;
}

/** A user and the slug their profile wears. */
export interface Wearer {
  userId: string;
  slug: string;
}

/** An avatar's changeable fields as stored. */
interface AvatarState {
  name: string;
  imageFileId?: string | null;
  status: AvatarStatus;
  discordOnly: boolean;
  seasonId?: string | null;
  awardTopRank?: number | null;
  awardMinPoints?: number | null;
}

export interface AvatarServiceDeps {
  files: EconomyFileService;
  subscribers: SubscriberStatus;
  discord: DiscordLinks;
  /** Whether a season exists (a season award must name one): the seasons module answers. */
  seasonExists?: (em: EntityManager, seasonId: string) => Promise<boolean>;
  logger?: Pick<Console, 'warn'>;
}

/**
 * The avatar catalogue (spec 1, §3 and §7.1) and who may wear what. Admins (`console.manage`) create, change and
 * delete avatars. Who may wear an avatar, the one rule (`wearabilityOf`):
 * - a user who holds an assignment of it (MANUAL, SEASON_AWARD or PURCHASED) may wear it, whatever its status;
 * - otherwise PUBLIC avatars are for everyone, except `discordOnly` ones, which need a linked Discord account;
 * - SUBSCRIBER_ONLY avatars are for subscribers (subscriber-status.ts: no one until subscriptions arrive);
 * - PRIVATE and SEASON_AWARD avatars need an assignment.
 * PRIVATE avatars are hidden from those who may not wear them (404), except admins and services.
 */
export class AvatarService {
  constructor(private readonly deps: AvatarServiceDeps) {}

  /** POST /avatars. A slug taken already is 409. */
  async create(em: EntityManager, identity: Identity, input: CreateAvatarFields): Promise<Avatar> {
    requirePermission(identity, 'console.manage');
    if (!isAvatarSlug(input.slug)) throw new DomainError('INVALID_AVATAR_SLUG');
    const blank: AvatarState = { name: '', imageFileId: null, status: 'PUBLIC', discordOnly: false, seasonId: null, awardTopRank: null, awardMinPoints: null };
    const fields = await this.validFields(em, blank, input);
    const now = new Date();
    const avatar = { id: randomUUID(), slug: input.slug, ...fields, createdAt: now, updatedAt: now };
    try {
      await em.insert(AvatarSchema, avatar);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('AVATAR_SLUG_TAKEN');
      throw error;
    }
    return em.findOneOrFail(AvatarSchema, { id: avatar.id });
  }

  /** PATCH /avatars/{slug}: absent or null fields stay as they are (the slug never changes: profiles wear it). */
  async update(em: EntityManager, identity: Identity, slug: string, input: AvatarFields): Promise<Avatar> {
    requirePermission(identity, 'console.manage');
    const avatar = await this.bySlug(em, slug);
    const fields = await this.validFields(em, avatar, input);
    await em.nativeUpdate(AvatarSchema, { id: avatar.id }, { ...fields, updatedAt: new Date() });
    return em.findOneOrFail(AvatarSchema, { id: avatar.id }, { disableIdentityMap: true });
  }

  /** DELETE /avatars/{slug} and /admin/avatars/{slug}: the avatar and its assignments go; answers what was deleted. */
  async delete(em: EntityManager, identity: Identity, slug: string): Promise<Avatar> {
    requirePermission(identity, 'console.manage');
    const avatar = await this.bySlug(em, slug);
    // The assignments' foreign key cascades; a profile still naming the slug shows the player's default avatar.
    const deleted = await em.nativeDelete(AvatarSchema, { id: avatar.id });
    if (!deleted) throw new DomainError('AVATAR_NOT_FOUND');
    return avatar;
  }

  /** GET /admin/avatars. */
  list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<Avatar>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, AvatarSchema, query, avatarListSpec);
  }

  /** GET /admin/avatars/{slug}. */
  async adminGet(em: EntityManager, identity: Identity, slug: string): Promise<Avatar> {
    requirePermission(identity, 'console.manage');
    return this.bySlug(em, slug);
  }

  /** GET /service/avatar/{avatarSlug}: any avatar, for services (and superUsers). */
  async serviceGet(em: EntityManager, identity: Identity, slug: string): Promise<Avatar> {
    requirePermission(identity, 'service.call');
    return this.bySlug(em, slug);
  }

  /** GET /avatars/{slug}: an avatar anyone may see; a PRIVATE one only to who may wear it, admins and services (404 otherwise). */
  async get(em: EntityManager, identity: Identity, slug: string): Promise<Avatar> {
    const avatar = await this.bySlug(em, slug);
    if (avatar.status === 'PRIVATE' && !(await this.maySeePrivate(em, identity, [avatar])).has(avatar.id)) {
      throw new DomainError('AVATAR_NOT_FOUND');
    }
    return avatar;
  }

  /** GET /all-avatars: the catalogue by slug, PRIVATE avatars only for those who hold them (all of them for admins). */
  async catalogue(em: EntityManager, identity: Identity): Promise<Avatar[]> {
    const avatars = await em.find(AvatarSchema, {}, { orderBy: { slug: 'asc' } });
    const seen = await this.maySeePrivate(em, identity, avatars.filter((a) => a.status === 'PRIVATE'));
    return avatars.filter((a) => a.status !== 'PRIVATE' || seen.has(a.id));
  }

  /** GET /avatars/subscriber: the SUBSCRIBER_ONLY avatars, by slug. */
  subscriberAvatars(em: EntityManager): Promise<Avatar[]> {
    return em.find(AvatarSchema, { status: 'SUBSCRIBER_ONLY' }, { orderBy: { slug: 'asc' } });
  }

  /** GET /avatars: what the signed-in caller may wear now, by slug. */
  async wearable(em: EntityManager, identity: Identity): Promise<Avatar[]> {
    const userId = requireUser(identity);
    const avatars = await em.find(AvatarSchema, {}, { orderBy: { slug: 'asc' } });
    const verdicts = await this.wearabilityOf(em, userId, avatars);
    return avatars.filter((a) => verdicts.get(a.id) === 'WEARABLE');
  }

  /**
   * Whether `userId` may wear the avatar `slug`, and if not why: accounts asks before a profile wears it. The user
   * themself, admins and services may ask. An unknown slug answers UNKNOWN_AVATAR (not an error: the caller decides).
   */
  async wearability(em: EntityManager, identity: Identity, slug: string, userId: string): Promise<AvatarWearability> {
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    if (identity.userId !== userId || identity.tokenType === 'guest') requirePermission(identity, 'console.manage');
    if (!isAvatarSlug(slug)) return 'UNKNOWN_AVATAR';
    const avatar = await em.findOne(AvatarSchema, { slug });
    if (!avatar) return 'UNKNOWN_AVATAR';
    return (await this.wearabilityOf(em, userId.toLowerCase(), [avatar])).get(avatar.id)!;
  }

  /** GET /avatars/{slug}/{uuid}: does this user hold (may wear) this avatar. Anyone may ask; a PRIVATE avatar is 404 to those who may not see it. */
  async holding(em: EntityManager, identity: Identity, slug: string, userId: string): Promise<AvatarHolding> {
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const avatar = await this.get(em, identity, slug);
    const user = userId.toLowerCase();
    const wearability = (await this.wearabilityOf(em, user, [avatar])).get(avatar.id)!;
    const assignment = await em.findOne(UserAvatarAssignmentSchema, { userId: user, avatar: avatar.id }, { fields: ['id'] });
    return { avatar, userId: user, holds: wearability === 'WEARABLE', wearability, assignmentId: assignment?.id ?? null };
  }

  /**
   * The avatar each wearer wears (their profile's avatarId, from accounts), for anyone to see: a PRIVATE one only
   * when the wearer holds it, so naming a slug with someone's id reveals nothing; a SUBSCRIBER_ONLY one only while the
   * wearer is a subscriber or holds it (when the plan ends, the profile shows the default picture until they
   * subscribe again). Null for unknown slugs. Three queries at most for the whole batch.
   */
  async wornAvatars(em: EntityManager, wearers: readonly Wearer[]): Promise<(Avatar | null)[]> {
    const slugs = [...new Set(wearers.map((w) => w.slug).filter(isAvatarSlug))];
    if (!slugs.length) return wearers.map(() => null);
    const bySlug = new Map((await em.find(AvatarSchema, { slug: { $in: slugs } })).map((a) => [a.slug, a]));
    const restricted = (w: Wearer) => ['PRIVATE', 'SUBSCRIBER_ONLY'].includes(bySlug.get(w.slug)?.status ?? '');
    const restrictedWorn = wearers.filter((w) => restricted(w) && isUuid(w.userId));
    const held = new Set<string>();
    if (restrictedWorn.length) {
      const rows = await em.find(
        UserAvatarAssignmentSchema,
        { userId: { $in: restrictedWorn.map((w) => w.userId.toLowerCase()) }, avatar: { $in: restrictedWorn.map((w) => bySlug.get(w.slug)!.id) } },
        { fields: ['userId', 'avatar'] },
      );
      for (const row of rows) held.add(`${row.userId}:${row.avatar.id}`);
    }
    const subscriberWearers = restrictedWorn.filter((w) => bySlug.get(w.slug)!.status === 'SUBSCRIBER_ONLY').map((w) => w.userId.toLowerCase());
    const subscribed = subscriberWearers.length ? await this.deps.subscribers.subscribedUserIds(em, subscriberWearers) : new Set<string>();
    return wearers.map((w) => {
      const avatar = bySlug.get(w.slug);
      if (!avatar) return null;
      if (!restricted(w)) return avatar;
      const user = w.userId.toLowerCase();
      return held.has(`${user}:${avatar.id}`) || (avatar.status === 'SUBSCRIBER_ONLY' && subscribed.has(user)) ? avatar : null;
    });
  }

  /** For the caller, each avatar's verdict (the picker shows locked ones with why); null for guests and anonymous callers. */
  async callerWearability(em: EntityManager, identity: Identity, avatarIds: readonly string[]): Promise<Map<string, AvatarWearability> | null> {
    if (!identity.userId || (identity.tokenType !== 'user' && identity.tokenType !== 'bot')) return null;
    const avatars = await em.find(AvatarSchema, { id: { $in: avatarIds.filter(isUuid) } });
    return this.wearabilityOf(em, identity.userId, avatars);
  }

  /** The one rule of who may wear what (see the class comment), for one user and many avatars, in two queries at most. */
  async wearabilityOf(em: EntityManager, userId: string, avatars: readonly Avatar[]): Promise<Map<string, AvatarWearability>> {
    const verdicts = new Map<string, AvatarWearability>();
    if (!avatars.length) return verdicts;
    const held = await this.heldAvatarIds(em, userId, avatars.map((a) => a.id));
    const needsSubscription = avatars.some((a) => a.status === 'SUBSCRIBER_ONLY' && !held.has(a.id));
    const subscribed = needsSubscription && (await this.deps.subscribers.subscribedUserIds(em, [userId])).has(userId);
    const needsDiscord = avatars.some((a) => a.status === 'PUBLIC' && a.discordOnly && !held.has(a.id));
    const discord = needsDiscord && (await this.discordLinked(userId));
    for (const avatar of avatars) verdicts.set(avatar.id, verdict(avatar, held.has(avatar.id), subscribed, discord));
    return verdicts;
  }

  /** Fails closed: when accounts cannot answer, a discordOnly avatar stays locked (and the rest of the answer stands). */
  private async discordLinked(userId: string): Promise<boolean> {
    try {
      return await this.deps.discord.linked(userId);
    } catch (error) {
      (this.deps.logger ?? console).warn(`avatars: could not read whether user ${userId} linked Discord`, error);
      return false;
    }
  }

  private async heldAvatarIds(em: EntityManager, userId: string, avatarIds: readonly string[]): Promise<Set<string>> {
    const rows = await em.find(UserAvatarAssignmentSchema, { userId, avatar: { $in: [...avatarIds] } }, { fields: ['avatar'] });
    return new Set(rows.map((r) => r.avatar.id));
  }

  /** The PRIVATE avatars of `avatars` the caller may see: all for admins and services, else those they hold. */
  private async maySeePrivate(em: EntityManager, identity: Identity, avatars: readonly Avatar[]): Promise<Set<string>> {
    if (!avatars.length) return new Set();
    if (can(identity, 'console.manage')) return new Set(avatars.map((a) => a.id));
    if (!identity.userId || (identity.tokenType !== 'user' && identity.tokenType !== 'bot')) return new Set();
    return this.heldAvatarIds(em, identity.userId, avatars.map((a) => a.id));
  }

  async bySlug(em: EntityManager, slug: string): Promise<Avatar> {
    const avatar = isAvatarSlug(slug) ? await em.findOne(AvatarSchema, { slug }, { disableIdentityMap: true }) : null;
    if (!avatar) throw new DomainError('AVATAR_NOT_FOUND');
    return avatar;
  }

  /** The fields after the change, all checked before anything is written. */
  private async validFields(em: EntityManager, current: AvatarState, input: AvatarFields): Promise<AvatarState> {
    const name = input.name ?? current.name;
    if (typeof name !== 'string' || !name.trim() || [...name.trim()].length > avatarNameMaxLength || /[\u0000-\u001f\u007f]/.test(name)) {
      throw new DomainError('INVALID_AVATAR_NAME');
    }
    const status = (input.avatarStatus ?? current.status) as AvatarStatus;
    if (!(avatarStatuses as readonly unknown[]).includes(status)) throw new DomainError('INVALID_AVATAR_STATUS');
    const imageFileId = input.imageFileId ?? current.imageFileId ?? null;
    if (imageFileId !== null) {
      if (!isUuid(imageFileId)) throw new DomainError('INVALID_AVATAR_IMAGE_ID');
      if (imageFileId !== current.imageFileId) await this.deps.files.requireExists(em, imageFileId);
    }
    const award = status === 'SEASON_AWARD';
    // Leaving SEASON_AWARD drops the award fields; staying or becoming one keeps what is not changed.
    const seasonId = award ? (input.seasonId ?? current.seasonId ?? null) : null;
    const awardTopRank = award ? (input.awardMinPoints != null ? (input.awardTopRank ?? null) : (input.awardTopRank ?? current.awardTopRank ?? null)) : null;
    const awardMinPoints = award ? (input.awardTopRank != null ? (input.awardMinPoints ?? null) : (input.awardMinPoints ?? current.awardMinPoints ?? null)) : null;
    if (!award && (input.seasonId != null || input.awardTopRank != null || input.awardMinPoints != null)) throw new DomainError('INVALID_AVATAR_AWARD');
    if (award) {
      const oneThreshold = (awardTopRank === null) !== (awardMinPoints === null);
      const rankOk = awardTopRank === null || (Number.isInteger(awardTopRank) && awardTopRank >= 1 && awardTopRank <= awardTopRankMax);
      const pointsOk = awardMinPoints === null || (Number.isInteger(awardMinPoints) && awardMinPoints >= 1 && awardMinPoints <= awardMinPointsMax);
      if (!seasonId || !isUuid(seasonId) || !oneThreshold || !rankOk || !pointsOk) throw new DomainError('INVALID_AVATAR_AWARD');
      const seasonChanged = seasonId.toLowerCase() !== current.seasonId;
      if (seasonChanged && this.deps.seasonExists && !(await this.deps.seasonExists(em, seasonId.toLowerCase()))) {
        throw new DomainError('SEASON_NOT_FOUND');
      }
    }
    return {
      name: name.trim(),
      imageFileId: imageFileId ? imageFileId.toLowerCase() : null,
      status,
      discordOnly: input.discordOnly ?? current.discordOnly,
      seasonId: seasonId ? seasonId.toLowerCase() : null,
      awardTopRank,
      awardMinPoints,
    };
  }
}

function verdict(avatar: Avatar, held: boolean, subscribed: boolean, discord: boolean): AvatarWearability {
  if (held) return 'WEARABLE';
  switch (avatar.status) {
    case 'PUBLIC':
      return !avatar.discordOnly || discord ? 'WEARABLE' : 'DISCORD_ONLY';
    case 'SUBSCRIBER_ONLY':
      return subscribed ? 'WEARABLE' : 'SUBSCRIBERS_ONLY';
    case 'PRIVATE':
    case 'SEASON_AWARD':
      return 'NOT_HELD';
  }
}
