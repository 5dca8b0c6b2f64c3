import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, isRoomSlug, isUuid, pageOf, requireUser, type Identity } from '@backspin/platform';
import { RoomSchema, type DjType, type Room, type RoomDesign, type RoomVisibility } from './room.entity.ts';

export interface CreateRoomFields {
  slug: string;
  name: string;
  description?: string | null;
  type?: RoomVisibility | null;
  design?: RoomDesign | null;
  djType?: DjType | null;
  numberOfDjs?: number | null;
}

export const roomLimits = { nameMax: 80, descriptionMax: 500, djsMin: 1, djsMax: 10, djsDefault: 5 } as const;

/** Starts and ends with a letter or digit; 3 to 64 characters in all. */

/** Rooms: creation, lookup and the public list. */
export class RoomService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Room>> {
    const valid = ids.filter(isUuid);
    const rooms = valid.length ? await em.find(RoomSchema, { id: { $in: valid } }) : [];
    return new Map(rooms.map((r) => [r.id, r]));
  }

  /** Any room, private ones included: a private room is unlisted, not secret from whoever has its address. */
  async findBySlug(em: EntityManager, slug: string): Promise<Room | null> {
    const normalized = normalizeSlug(slug);
    if (!isRoomSlug(normalized)) return null;
    return em.findOne(RoomSchema, { slug: normalized });
  }

  /** Public rooms, newest first, at most 100 per page. */
  async publicRooms(em: EntityManager, limit?: number | null, offset?: number | null): Promise<Room[]> {
    const page = pageOf(limit, offset);
    return em.find(RoomSchema, { type: 'PUBLIC' }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
  }

  /** Creates a room owned by the caller. The slug's unique constraint decides between concurrent creators. */
  async create(em: EntityManager, identity: Identity, input: CreateRoomFields): Promise<Room> {
    const ownerId = requireUser(identity);
    const fields = validRoomFields(input);
    try {
      // A fork of its own: a refused insert leaves nothing behind in the request's unit of work.
      return await em.transactional(async (tx) => {
        const now = new Date();
        const room = tx.create(RoomSchema, { id: randomUUID(), ...fields, ownerId, createdAt: now, updatedAt: now });
        await tx.flush();
        return room;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('ROOM_SLUG_TAKEN');
      throw error;
    }
  }
}

export function normalizeSlug(raw: string): string {
  return raw.trim().toLowerCase();
}

const characters = (s: string) => [...s].length;

export function validRoomFields(input: CreateRoomFields) {
  const slug = normalizeSlug(input.slug);
  if (!isRoomSlug(slug)) throw new DomainError('INVALID_ROOM_SLUG');
  const name = input.name.trim();
  if (!name || characters(name) > roomLimits.nameMax) throw new DomainError('INVALID_ROOM_NAME');
  const description = input.description?.trim() || null;
  if (description && characters(description) > roomLimits.descriptionMax) throw new DomainError('INVALID_ROOM_DESCRIPTION');
  const numberOfDjs = input.numberOfDjs ?? roomLimits.djsDefault;
  if (!Number.isInteger(numberOfDjs) || numberOfDjs < roomLimits.djsMin || numberOfDjs > roomLimits.djsMax) {
    throw new DomainError('INVALID_NUMBER_OF_DJS');
  }
  return {
    slug,
    name,
    description,
    type: input.type ?? ('PUBLIC' as const),
    design: input.design ?? ('CLUB' as const),
    djType: input.djType ?? ('EVERYONE' as const),
    numberOfDjs,
  };
}
