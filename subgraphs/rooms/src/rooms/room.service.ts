import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  can,
  DomainError,
  hasCapability,
  isRoomSlug,
  isUuid,
  longerThan,
  normalHttpUrl,
  optionalText,
  requiredText,
  requireUser,
  type Identity,
  type Storage,
} from '@backspin/platform';
import { roomLimits } from '@backspin/contracts/room-options';
import type { RoomLive } from '../live-state/room-live.service.ts';
import { levelIncludes, type PlanService } from '../plans/plan.service.ts';
import { RoomUserRoleSchema } from './room-role.entity.ts';
import { roomStaffRanks, type RoomAuthorityService } from './room-authority.service.ts';
import {
  RoomSchema,
  RoomSlugSchema,
  RoomVisitSchema,
  type DjType,
  type Room,
  type RoomDesign,
  type RoomVisibility,
} from './room.entity.ts';
import { hashPassword, passwordLookup, validPassword } from './room-password.ts';

export interface CreateRoomFields {
  slug: string;
  name: string;
  description?: string | null;
  type?: RoomVisibility | null;
  /** Only for PRIVATE rooms; optional there. */
  password?: string | null;
  design?: RoomDesign | null;
  djType?: DjType | null;
  numberOfDjs?: number | null;
  externalUrl?: string | null;
}

/** A settings change: absent (undefined) fields stay as they are; null clears the nullable ones. */
export interface RoomChanges {
  slug?: string | null;
  name?: string | null;
  description?: string | null;
  type?: RoomVisibility | null;
  password?: string | null;
  design?: RoomDesign | null;
  djType?: DjType | null;
  numberOfDjs?: number | null;
  externalUrl?: string | null;
  liveState?: boolean | null;
  liveAudio?: boolean | null;
}

/** What an administrator may change besides the settings (PATCH /rooms/admin/{id}). */
export interface AdminRoomChanges extends RoomChanges {
  promoted?: boolean | null;
  promotedProviders?: string[] | null;
}

export interface PinnedMessageInput {
  messageId?: string | null;
  text: string;
}

/** Who may do what to a room: settings (owner, coOwner), pins (and moderators), or nothing but read. */
type RoomRight = 'settings' | 'pins';

/**
 * What another module ends when a room is deleted, in the deletion's transaction (presence, DJ seats and the turntable,
 * chat registrations: modules above rooms register it in module.ts).
 */
export type OnRoomDelete = (tx: EntityManager, roomId: string) => Promise<void>;

export interface RoomServiceDeps {
  authority: RoomAuthorityService;
  live: RoomLive;
  storage: Storage;
  /** Users' plan levels: only an owner on PRO may set djType PRO_PLAN_OWNER (plans/). */
  plans: Pick<PlanService, 'levelOf'>;
}

/**
 * Rooms: creation, settings, slugs, deletion. Authorization lives here: the owner and coOwners change
 * settings (`rankOf` ≥ coOwner, so platform moderators may too), room moderators may also pin messages,
 * platform staff (`rooms.manage`) may do anything, guests and anonymous callers only read.
 *
 * Slugs follow renames: every slug a room ever had stays a row of room_slug (unique across current and past
 * slugs), so an old address still finds the room and no other room can take it; a rename tells the room's
 * clients (SLUG_CHANGED) so their URL follows.
 *
 * djType PRO_PLAN_OWNER (DJing limited to pro plan owners, presence.service.ts `mayDj`) is set, at creation or in a
 * change by anyone (staff and `user-rooms` included), only while the room's owner holds PRO; else 403 and nothing
 * changes. A room that has it keeps it when the owner's plan lapses or the room changes hands: the rule itself then
 * lets only PRO users and the room's owner and coOwners DJ, and a change that leaves it as it is is not refused.
 */
export class RoomService {
  private readonly deleteHooks: OnRoomDelete[] = [];
  private readonly afterDeleteHooks: (() => void)[] = [];

  constructor(private readonly deps: RoomServiceDeps) {}

  /**
   * Registers what another module ends, in the same transaction, when a room is deleted; `afterCommit` runs once the
   * deletion committed (waking a job runner for what the hook queued).
   */
  onDelete(hook: OnRoomDelete, afterCommit?: () => void): void {
    this.deleteHooks.push(hook);
    if (afterCommit) this.afterDeleteHooks.push(afterCommit);
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Room>> {
    const valid = ids.filter(isUuid);
    const rooms = valid.length ? await em.find(RoomSchema, { id: { $in: valid } }) : [];
    return new Map(rooms.map((r) => [r.id, r]));
  }

  /**
   * Any room by its current or a past slug (trimmed, any case), private ones included: a private room is
   * unlisted, not secret from whoever has its address.
   */
  async findBySlug(em: EntityManager, slug: string): Promise<Room | null> {
    const normalized = normalizeSlug(slug);
    if (!isRoomSlug(normalized)) return null;
    const current = await em.findOne(RoomSchema, { slug: normalized });
    if (current) return current;
    const past = await em.findOne(RoomSlugSchema, { slug: normalized });
    return past ? em.findOne(RoomSchema, { id: past.roomId }) : null;
  }

  /** A room by id (a UUID) or by slug. */
  findByRef(em: EntityManager, ref: string): Promise<Room | null> {
    const trimmed = ref.trim();
    return isUuid(trimmed) ? em.findOne(RoomSchema, { id: trimmed.toLowerCase() }) : this.findBySlug(em, trimmed);
  }

  /** A room by id or slug; 404 when there is none. */
  async getByRef(em: EntityManager, ref: string): Promise<Room> {
    const room = await this.findByRef(em, ref);
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    return room;
  }

  /** A room by id; 400 for a malformed id, 404 when there is none. */
  async get(em: EntityManager, id: string): Promise<Room> {
    const room = await em.findOne(RoomSchema, { id: roomIdOf(id) });
    if (!room) throw new DomainError('ROOM_NOT_FOUND');
    return room;
  }

  /** Creates a room owned by the caller. The slug's unique constraints decide between concurrent creators. */
  async create(em: EntityManager, identity: Identity, input: CreateRoomFields): Promise<Room> {
    const ownerId = requireUser(identity);
    const fields = validRoomFields(input);
    const externalUrl = input.externalUrl ? httpUrl(input.externalUrl, 'INVALID_EXTERNAL_URL') : null;
    let password: { passwordHash: string; passwordLookup: string } | null = null;
    if (input.password !== undefined && input.password !== null) {
      if (fields.type !== 'PRIVATE') throw new DomainError('ROOM_PASSWORD_ONLY_PRIVATE');
      password = await hashed(validPassword(input.password));
    }
    if (fields.djType === 'PRO_PLAN_OWNER') await this.assertOwnerOnPro(em, ownerId);
    try {
      // A fork of its own: a refused insert leaves nothing behind in the request's unit of work.
      return await em.transactional(async (tx) => {
        const now = new Date();
        const room = tx.create(RoomSchema, {
          id: randomUUID(),
          ...fields,
          ...(password ?? {}),
          externalUrl,
          ownerId,
          createdAt: now,
          updatedAt: now,
        });
        tx.create(RoomSlugSchema, { slug: fields.slug, roomId: room.id, createdAt: now });
        await tx.flush();
        return room;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('ROOM_SLUG_TAKEN');
      throw error;
    }
  }

  /** PATCH /rooms/{id} (and its /infrastructure variants): the owner, a coOwner or staff change settings. */
  update(em: EntityManager, identity: Identity, id: string, changes: RoomChanges): Promise<Room> {
    return this.applyChanges(em, identity, id, changes, 'settings');
  }

  /** PATCH /rooms/admin/{id}: settings and promotion, for administrators (console.manage). */
  adminUpdate(em: EntityManager, identity: Identity, id: string, changes: AdminRoomChanges): Promise<Room> {
    actorOf(identity);
    if (!can(identity, 'console.manage')) throw new DomainError('FORBIDDEN');
    return this.applyChanges(em, identity, id, changes, 'admin');
  }

  private async applyChanges(
    em: EntityManager,
    identity: Identity,
    id: string,
    changes: AdminRoomChanges,
    mode: 'settings' | 'admin',
  ): Promise<Room> {
    actorOf(identity);
    const valid = validChanges(changes);
    if (valid.type === 'PUBLIC' && typeof changes.password === 'string') throw new DomainError('ROOM_PASSWORD_ONLY_PRIVATE');
    const password = typeof changes.password === 'string' ? await hashed(validPassword(changes.password)) : null;
    const promotedProviders =
      changes.promotedProviders === undefined || changes.promotedProviders === null
        ? undefined
        : validProviders(changes.promotedProviders);
    let previousSlug: string | null = null;
    const room = await this.locked(em, identity, id, mode === 'admin' ? null : 'settings', async (tx, room) => {
      // First, before any change: a refusal leaves the room as it was.
      if (valid.djType === 'PRO_PLAN_OWNER' && room.djType !== 'PRO_PLAN_OWNER') await this.assertOwnerOnPro(tx, room.ownerId);
      if (valid.slug !== undefined && valid.slug !== room.slug) {
        const owner = await tx.findOne(RoomSlugSchema, { slug: valid.slug });
        if (owner && owner.roomId !== room.id) throw new DomainError('ROOM_SLUG_TAKEN');
        if (!owner) tx.create(RoomSlugSchema, { slug: valid.slug, roomId: room.id, createdAt: new Date() });
        previousSlug = room.slug;
        room.slug = valid.slug;
      }
      const type = valid.type ?? room.type;
      if (type === 'PUBLIC') {
        if (password) throw new DomainError('ROOM_PASSWORD_ONLY_PRIVATE');
        room.passwordHash = null;
        room.passwordLookup = null;
      } else if (password) {
        Object.assign(room, password);
      } else if (changes.password === null) {
        room.passwordHash = null;
        room.passwordLookup = null;
      }
      room.type = type;
      if (valid.name !== undefined) room.name = valid.name;
      if (valid.description !== undefined) room.description = valid.description;
      if (valid.design !== undefined) room.design = valid.design;
      if (valid.djType !== undefined) room.djType = valid.djType;
      if (valid.numberOfDjs !== undefined) room.numberOfDjs = valid.numberOfDjs;
      if (valid.externalUrl !== undefined) room.externalUrl = valid.externalUrl;
      if (valid.liveState !== undefined) room.liveState = valid.liveState;
      if (valid.liveAudio !== undefined) room.liveAudio = valid.liveAudio;
      if (mode === 'admin') {
        if (changes.promoted === false) unpromote(room);
        else if (changes.promoted === true || promotedProviders) promote(room, promotedProviders ?? room.promotedProviders);
      }
    });
    await this.deps.live.stateChanged(em, room.id);
    if (previousSlug !== null) {
      await this.deps.live.notify(em, room.id, { kind: 'SLUG_CHANGED', data: { slug: room.slug, previousSlug } });
    }
    return room;
  }

  /**
   * PATCH /rooms/promote/{id}/infrastructure: needs the `promoteRoom` capability and the right to change the
   * room's settings (owner or coOwner), or staff (`rooms.manage`), who may promote any room.
   */
  async promote(em: EntityManager, identity: Identity, id: string, promoted: boolean, providers?: string[] | null): Promise<Room> {
    actorOf(identity);
    if (!hasCapability(identity, 'promoteRoom', 'rooms.manage')) throw new DomainError('PROMOTE_NEEDS_CAPABILITY');
    const targets = providers === undefined || providers === null ? [] : validProviders(providers);
    const room = await this.locked(em, identity, id, 'settings', async (_tx, room) => {
      if (promoted) promote(room, targets);
      else unpromote(room);
    });
    await this.deps.live.stateChanged(em, room.id);
    return room;
  }

  /** POST /rooms/{id}/pinned-messages: replaces the list (at most 5); the owner, coOwners, room moderators, staff. */
  async setPinnedMessages(em: EntityManager, identity: Identity, id: string, messages: readonly PinnedMessageInput[]): Promise<Room> {
    const userId = actorOf(identity) ?? nobody;
    const wanted = validPinnedMessages(messages);
    const room = await this.locked(em, identity, id, 'pins', async (_tx, room) => {
      const now = new Date().toISOString();
      const kept = new Map(room.pinnedMessages.map((m) => [`${m.messageId ?? ''}\n${m.text}`, m]));
      room.pinnedMessages = wanted.map(
        (m) => kept.get(`${m.messageId ?? ''}\n${m.text}`) ?? { messageId: m.messageId, text: m.text, pinnedBy: userId, pinnedAt: now },
      );
    });
    await this.deps.live.stateChanged(em, room.id);
    return room;
  }

  /** POST /rooms/{id}/externalUrl: an http(s) URL, or null to remove it. */
  setExternalUrl(em: EntityManager, identity: Identity, id: string, url: string | null): Promise<Room> {
    return this.update(em, identity, id, { externalUrl: url });
  }

  /**
   * Deletes a room: its owner or staff (`rooms.manage`). Its slugs, visits, roles and poster go with it, and what
   * lives in it ends (the `onDelete` hooks: presences, DJ seats, the song playing); its clients are told (DELETED)
   * once the deletion committed.
   */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<Room> {
    const userId = actorOf(identity);
    const roomId = roomIdOf(id);
    const room = await em.transactional(async (tx) => {
      const room = await tx.findOne(RoomSchema, { id: roomId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!room) throw new DomainError('ROOM_NOT_FOUND');
      if (room.ownerId !== userId && !can(identity, 'rooms.manage')) throw new DomainError('ROOM_DELETE_FORBIDDEN');
      await tx.nativeDelete(RoomSlugSchema, { roomId });
      await tx.nativeDelete(RoomVisitSchema, { roomId });
      await tx.nativeDelete(RoomUserRoleSchema, { roomId });
      for (const hook of this.deleteHooks) await hook(tx, roomId);
      tx.remove(room);
      return room;
    });
    for (const afterCommit of this.afterDeleteHooks) afterCommit();
    await this.deps.live.notify(em, room.id, { kind: 'DELETED', data: { slug: room.slug } });
    if (room.posterKey) await this.deps.storage.delete(room.posterKey);
    return room;
  }

  /**
   * Runs `apply` on the room row locked for update, after checking the caller's right (null: checked by
   * the caller), and commits. A slug another room claimed first (the unique constraint) is a 409.
   */
  async locked(
    em: EntityManager,
    identity: Identity,
    id: string,
    right: RoomRight | null,
    apply: (tx: EntityManager, room: Room) => Promise<void>,
  ): Promise<Room> {
    const roomId = roomIdOf(id);
    try {
      return await em.transactional(async (tx) => {
        const room = await tx.findOne(RoomSchema, { id: roomId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!room) throw new DomainError('ROOM_NOT_FOUND');
        if (right) await this.requireRight(tx, identity, room, right);
        await apply(tx, room);
        return room;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('ROOM_SLUG_TAKEN');
      throw error;
    }
  }

  /**
   * A room reset (owner, coOwner or staff): every client is told (RESET) to rejoin after a random delay under 2 s,
   * so they all start again from the current state, as after an incident.
   */
  async reset(em: EntityManager, identity: Identity, ref: string): Promise<Room> {
    const room = await this.getByRef(em, ref);
    await this.requireRight(em, identity, room, 'settings');
    await this.deps.live.notify(em, room.id, { kind: 'RESET' });
    return room;
  }

  /** Limiting DJing to pro plan owners is the privilege of an owner on PRO (contracts/subscriptions.ts). */
  private async assertOwnerOnPro(em: EntityManager, ownerId: string): Promise<void> {
    if (!levelIncludes(await this.deps.plans.levelOf(em, ownerId), 'PRO')) throw new DomainError('DJ_TYPE_NEEDS_PRO_PLAN');
  }

  /** Throws unless the caller may change this room's settings (or, for pins, moderate it). */
  async requireRight(em: EntityManager, identity: Identity, room: Room, right: RoomRight): Promise<void> {
    if (can(identity, 'rooms.manage')) return;
    const userId = requireUser(identity);
    const { authority } = this.deps;
    const rank = authority.rankOf(identity, await authority.rolesOf(em, room.id, userId));
    if (right === 'settings' && rank < roomStaffRanks.coOwner) throw new DomainError('ROOM_SETTINGS_FORBIDDEN');
    if (right === 'pins' && rank < roomStaffRanks.moderator) throw new DomainError('ROOM_PIN_FORBIDDEN');
  }
}

/** Who acts: a signed-in user or bot, or a service token (which has staff rights; its id may be null). 401 otherwise. */
export function actorOf(identity: Identity): string | null {
  if (identity.tokenType === 'service') return identity.userId;
  return requireUser(identity);
}

/** Stands for a service token without a user id where an id must be recorded (who pinned a message). */
const nobody = '00000000-0000-0000-0000-000000000000';

function promote(room: Room, providers: string[]): void {
  room.promoted = true;
  room.promotedProviders = providers;
  room.promotedAt = new Date();
}

function unpromote(room: Room): void {
  room.promoted = false;
  room.promotedProviders = [];
  room.promotedAt = null;
}

const hashed = async (password: string) => ({ passwordHash: await hashPassword(password), passwordLookup: await passwordLookup(password) });

export function normalizeSlug(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A room id from a client: a UUID (any case), else 400. */
export function roomIdOf(id: string): string {
  const trimmed = id.trim();
  if (!isUuid(trimmed)) throw new DomainError('INVALID_ROOM_ID');
  return trimmed.toLowerCase();
}


function validSlug(raw: string): string {
  const slug = normalizeSlug(raw);
  if (!isRoomSlug(slug)) throw new DomainError('INVALID_ROOM_SLUG');
  return slug;
}

const validName = (raw: string): string => requiredText(raw, roomLimits.nameMax, 'INVALID_ROOM_NAME');

const validDescription = (raw: string | null | undefined): string | null => optionalText(raw, roomLimits.descriptionMax, 'INVALID_ROOM_DESCRIPTION');

function validNumberOfDjs(value: number): number {
  if (!Number.isInteger(value) || value < roomLimits.djsMin || value > roomLimits.djsMax) {
    throw new DomainError('INVALID_NUMBER_OF_DJS');
  }
  return value;
}

export function validRoomFields(input: CreateRoomFields) {
  return {
    slug: validSlug(input.slug),
    name: validName(input.name),
    description: validDescription(input.description),
    type: input.type ?? ('PUBLIC' as const),
    design: input.design ?? ('CLUB' as const),
    djType: input.djType ?? ('EVERYONE' as const),
    numberOfDjs: validNumberOfDjs(input.numberOfDjs ?? roomLimits.djsDefault),
  };
}

/** The given changes, checked and normalised; a null where a value is required is refused like a bad value. */
function validChanges(changes: RoomChanges) {
  const given = <K extends keyof RoomChanges>(key: K) => changes[key] !== undefined;
  const required = <T>(value: T | null | undefined, reason: 'INVALID_ROOM_SLUG' | 'INVALID_ROOM_NAME' | 'INVALID_NUMBER_OF_DJS') => {
    if (value === null || value === undefined) throw new DomainError(reason);
    return value;
  };
  return {
    slug: given('slug') ? validSlug(required(changes.slug, 'INVALID_ROOM_SLUG')) : undefined,
    name: given('name') ? validName(required(changes.name, 'INVALID_ROOM_NAME')) : undefined,
    description: given('description') ? validDescription(changes.description) : undefined,
    type: changes.type ?? undefined,
    design: changes.design ?? undefined,
    djType: changes.djType ?? undefined,
    numberOfDjs: given('numberOfDjs') ? validNumberOfDjs(required(changes.numberOfDjs, 'INVALID_NUMBER_OF_DJS')) : undefined,
    externalUrl: given('externalUrl')
      ? changes.externalUrl
        ? httpUrl(changes.externalUrl, 'INVALID_EXTERNAL_URL')
        : null
      : undefined,
    liveState: changes.liveState ?? undefined,
    liveAudio: changes.liveAudio ?? undefined,
  };
}

/** An absolute http(s) URL of at most 2048 characters, as the URL parser normalises it. */
export function httpUrl(raw: string, reason: 'INVALID_EXTERNAL_URL' | 'INVALID_POSTER_URL'): string {
  const url = normalHttpUrl(raw, roomLimits.urlMax, { allowSpaces: true });
  if (!url) throw new DomainError(reason);
  return url;
}

const providerName = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/** Music provider names as songs use them (spotify, apple, soundCloudPublic...): at most 20, duplicates dropped. */
export function validProviders(providers: readonly string[]): string[] {
  const names = [...new Set(providers.map((p) => (typeof p === 'string' ? p.trim() : '')))];
  if (names.length > roomLimits.providersMax || names.some((n) => !providerName.test(n))) {
    throw new DomainError('INVALID_PROMOTION_PROVIDERS');
  }
  return names;
}

function validPinnedMessages(messages: readonly PinnedMessageInput[]): { messageId: string | null; text: string }[] {
  if (!Array.isArray(messages) || messages.length > roomLimits.pinnedMax) throw new DomainError('INVALID_PINNED_MESSAGES');
  return messages.map((m) => {
    const text = typeof m?.text === 'string' ? m.text.trim() : '';
    const messageId = m?.messageId?.trim() || null;
    if (!text || longerThan(text, roomLimits.pinnedTextMax) || (messageId !== null && !isUuid(messageId))) {
      throw new DomainError('INVALID_PINNED_MESSAGES');
    }
    return { messageId: messageId?.toLowerCase() ?? null, text };
  });
}
