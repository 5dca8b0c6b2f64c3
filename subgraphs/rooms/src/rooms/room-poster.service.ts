import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  beginStagedUpload,
  DomainError,
  keepStagedImage,
  requireUser,
  type Config,
  type Identity,
  type StagedImageRefusals,
  type Storage,
} from '@backspin/platform';
import type { RoomLive } from '../live-state/room-live.service.ts';
import type { Room } from './room.entity.ts';
import { actorOf, httpUrl, roomIdOf, type RoomService } from './room.service.ts';

export interface RoomPosterDeps {
  rooms: RoomService;
  live: RoomLive;
  storage: Storage;
  config: Pick<Config, 'ROOM_POSTER_MAX_BYTES'>;
}

/** The path clients load an uploaded poster from (the REST bridge serves it from storage). */
export const posterPath = (roomId: string, file: string) => `/api/room-service/rooms/${roomId}/poster/${file}`;

/** Posters are staged under `rooms/staging/<userId>/`. */
const stagingArea = 'rooms';
const posterRefusals: StagedImageRefusals = {
  notStaged: 'POSTER_NOT_STAGED',
  empty: 'POSTER_EMPTY',
  tooLarge: 'POSTER_TOO_LARGE',
  unsupportedType: 'POSTER_UNSUPPORTED_TYPE',
};

const posterFileName = /^poster-[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

/**
 * Room posters (POST and DELETE /rooms/{id}/poster): an http(s) image URL, or an uploaded image.
 *
 * An upload travels like a song upload: the gateway cannot carry multipart bodies, so the REST bridge asks
 * `beginUpload` (may the caller change this room, where may the bytes go, how many: ROOM_POSTER_MAX_BYTES),
 * streams the file into the shared media storage under that staging key, and calls `registerUpload`. Here the
 * staged bytes are checked (size; type sniffed from the content: JPEG, PNG, GIF or WebP) and moved to
 * `rooms/<roomId>/poster-<uuid>.<ext>`; a new poster gets a new name, so caches never show a stale one. A
 * refused file is deleted; a replaced or removed poster's file is deleted once the change committed.
 * Changing the poster needs the right to change the room's settings (owner, coOwner, staff).
 */
export class RoomPosterService {
  constructor(private readonly deps: RoomPosterDeps) {}

  async beginUpload(em: EntityManager, identity: Identity, roomId: string): Promise<{ stagingKey: string; maxBytes: number }> {
    const userId = requireUser(identity);
    await this.deps.rooms.requireRight(em, identity, await this.deps.rooms.get(em, roomId), 'settings');
    return beginStagedUpload(stagingArea, userId, this.deps.config.ROOM_POSTER_MAX_BYTES);
  }

  async registerUpload(em: EntityManager, identity: Identity, roomId: string, stagingKey: string): Promise<Room> {
    const userId = requireUser(identity);
    const { storage } = this.deps;
    const kept = await keepStagedImage(
      storage,
      { area: stagingArea, userId, stagingKey, maxBytes: this.deps.config.ROOM_POSTER_MAX_BYTES },
      posterRefusals,
      (type) => `rooms/${roomIdOf(roomId)}/poster-${randomUUID()}.${type.ext}`,
      async () => {
        await this.deps.rooms.requireRight(em, identity, await this.deps.rooms.get(em, roomId), 'settings');
      },
    );
    try {
      return await this.replace(em, identity, roomId, { posterKey: kept.key, posterContentType: kept.type.contentType, posterUrl: null });
    } catch (error) {
      await storage.delete(kept.key);
      throw error;
    }
  }

  /** A poster given by URL (http or https). */
  setUrl(em: EntityManager, identity: Identity, roomId: string, url: string): Promise<Room> {
    actorOf(identity);
    const posterUrl = httpUrl(url, 'INVALID_POSTER_URL');
    return this.replace(em, identity, roomId, { posterUrl, posterKey: null, posterContentType: null });
  }

  /** DELETE /rooms/{id}/poster: no poster (nothing to do when there is none). */
  remove(em: EntityManager, identity: Identity, roomId: string): Promise<Room> {
    actorOf(identity);
    return this.replace(em, identity, roomId, { posterUrl: null, posterKey: null, posterContentType: null });
  }

  /** The stored file of a room's current uploaded poster, by its file name; anyone may read it. */
  async file(em: EntityManager, roomId: string, file: string): Promise<{ storageKey: string; contentType: string }> {
    const room = await this.deps.rooms.get(em, roomId);
    if (!posterFileName.test(file) || room.posterKey !== `rooms/${room.id}/${file}` || !room.posterContentType) {
      throw new DomainError('POSTER_NOT_FOUND');
    }
    return { storageKey: room.posterKey, contentType: room.posterContentType };
  }

  private async replace(
    em: EntityManager,
    identity: Identity,
    roomId: string,
    poster: Pick<Room, 'posterUrl' | 'posterKey' | 'posterContentType'>,
  ): Promise<Room> {
    let previousKey: string | null = null;
    const room = await this.deps.rooms.locked(em, identity, roomId, 'settings', async (_tx, room) => {
      previousKey = room.posterKey ?? null;
      Object.assign(room, poster);
    });
    if (previousKey && previousKey !== room.posterKey) await this.deps.storage.delete(previousKey);
    await this.deps.live.stateChanged(em, room.id);
    return room;
  }
}

/** The URL a room's poster shows at: the given URL, or the bridge path of the uploaded file. */
export function posterUrlOf(room: Pick<Room, 'id' | 'posterUrl' | 'posterKey'>): string | null {
  if (room.posterKey) return posterPath(room.id, room.posterKey.slice(room.posterKey.lastIndexOf('/') + 1));
  return room.posterUrl ?? null;
}
