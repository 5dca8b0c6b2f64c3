import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  can,
  commitThenPublish as commitThenPublishEvents,
  DomainError,
  isSafeStorageKey,
  isUuid,
  requireUser,
  topics,
  type Config,
  type Identity,
  type PubSub,
  type Storage,
} from '@backspin/platform';
import { UserSchema, type User } from '../users/user.entity.ts';
import { imageSizes, processImage, renditionDimensions, type ImageSize } from './image-processing.ts';
import { imageKinds, UserImageSchema, type ImageKind, type UserImage } from './user-image.entity.ts';

export interface ImageServiceDeps {
  pubsub: PubSub;
  storage: Storage;
  config: Pick<Config, 'PROFILE_IMAGE_MAX_BYTES'>;
}

/** Where clients load a picture from (the REST bridge serves it from storage). */
export const imagePath = (imageId: string, size: ImageSize) => `/api/user-service/users/images/${imageId}?size=${size}`;

const userField: Record<ImageKind, 'profilePictureId' | 'coverPictureId'> = {
  profilePicture: 'profilePictureId',
  coverPicture: 'coverPictureId',
};

export interface ImageRendition {
  size: ImageSize;
  width: number;
  height: number;
  url: string;
}

/** A user's current picture as the profile shows it: its id and one URL per size. */
export interface ProfileImageView {
  id: string;
  kind: ImageKind;
  sizes: ImageRendition[];
}

export function profileImageView(imageId: string | null | undefined, kind: ImageKind): ProfileImageView | null {
  if (!imageId) return null;
  return {
    id: imageId,
    kind,
    sizes: imageSizes.map((size) => ({ size, ...renditionDimensions(kind, size), url: imagePath(imageId, size) })),
  };
}

/**
 * Profile and cover pictures (POST /users/images, GET and DELETE /users/images/{id}).
 *
 * An upload travels like a room poster: the gateway cannot carry multipart bodies, so the REST bridge asks
 * `beginUpload` (a signed-in user; where the bytes go; how many: PROFILE_IMAGE_MAX_BYTES), streams the file into
 * the shared media storage under that staging key and calls `registerUpload`. Here the staged bytes are decoded
 * (image-processing.ts: JPEG, PNG, WebP or GIF by content, dimension limits), resized to 128, 256, 500 and 1024,
 * stored as WebP under `users/<userId>/images/<imageId>/`, and made the user's picture of that kind under the
 * user row's lock. The staged file always goes; a replaced picture's row goes in the same transaction and its
 * files once it committed. A new picture gets a new id, so its URLs can be cached forever.
 */
export class ImageService {
  constructor(private readonly deps: ImageServiceDeps) {}

  beginUpload(identity: Identity): { stagingKey: string; maxBytes: number } {
    const userId = requireUser(identity);
    return { stagingKey: `${stagingPrefix(userId)}${randomUUID()}`, maxBytes: this.deps.config.PROFILE_IMAGE_MAX_BYTES };
  }

  async registerUpload(em: EntityManager, identity: Identity, kind: string, stagingKey: string): Promise<User> {
    const userId = requireUser(identity);
    const { storage } = this.deps;
    if (!stagingKey.startsWith(stagingPrefix(userId)) || !isSafeStorageKey(stagingKey)) throw new DomainError('IMAGE_NOT_STAGED');
    const imageId = randomUUID();
    const prefix = imagePrefix(userId, imageId);
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      if (!(imageKinds as readonly string[]).includes(kind)) throw new DomainError('INVALID_IMAGE_KIND');
      const stat = await storage.stat(stagingKey);
      if (!stat) throw new DomainError('IMAGE_NOT_STAGED');
      if (stat.size === 0) throw new DomainError('IMAGE_EMPTY');
      if (stat.size > this.deps.config.PROFILE_IMAGE_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE');
      processed = await processImage(await storage.read(stagingKey), kind as ImageKind);
      for (const [size, bytes] of processed.renditions) await storage.put(`${prefix}/${size}.webp`, bytes);
    } catch (error) {
      await storage.deletePrefix(prefix);
      throw error;
    } finally {
      // Used or refused, the staged original is of no further use (only renditions are kept).
      await storage.delete(stagingKey);
    }

    const field = userField[kind as ImageKind];
    let previousId: string | null = null;
    try {
      const user = await changeUser(this.deps.pubsub, em, userId, async (tx, user) => {
        previousId = user[field] ?? null;
        tx.create(UserImageSchema, {
          id: imageId,
          userId,
          kind: kind as ImageKind,
          sourceFormat: processed.sourceFormat,
          sourceWidth: processed.sourceWidth,
          sourceHeight: processed.sourceHeight,
        });
        user[field] = imageId;
        if (previousId) tx.remove(tx.getReference(UserImageSchema, previousId));
      });
      if (previousId) await storage.deletePrefix(imagePrefix(userId, previousId));
      return user;
    } catch (error) {
      await storage.deletePrefix(prefix);
      throw error;
    }
  }

  /**
   * DELETE /users/images/{id}: its owner or a moderator (`users.moderate`) removes a picture; anyone else gets
   * 403 "Unauthorized to delete". The profile shows no picture of that kind afterwards.
   */
  async delete(em: EntityManager, identity: Identity, imageId: string): Promise<UserImage> {
    const callerId = requireUser(identity);
    const image = isUuid(imageId) ? await em.findOne(UserImageSchema, { id: imageId.toLowerCase() }) : null;
    if (!image) throw new DomainError('IMAGE_NOT_FOUND');
    if (image.userId !== callerId && !can(identity, 'users.moderate')) throw new DomainError('UNAUTHORIZED_TO_DELETE');
    const field = userField[image.kind];
    const removed = { ...image };
    await changeUser(this.deps.pubsub, em, image.userId, async (tx, user) => {
      const row = await tx.findOne(UserImageSchema, { id: image.id });
      if (!row) throw new DomainError('IMAGE_NOT_FOUND'); // deleted meanwhile
      if (user[field] === image.id) user[field] = null;
      tx.remove(row);
    });
    await this.deps.storage.deletePrefix(imagePrefix(image.userId, image.id));
    return removed;
  }

  /** GET /users/images/{id}: the stored rendition of a size (1024 when none is asked); anyone may read pictures. */
  async file(em: EntityManager, imageId: string, size?: number | null): Promise<{ storageKey: string; contentType: string; image: UserImage }> {
    const wanted = size ?? 1024;
    if (!(imageSizes as readonly number[]).includes(wanted)) throw new DomainError('INVALID_IMAGE_SIZE');
    const image = isUuid(imageId) ? await em.findOne(UserImageSchema, { id: imageId.toLowerCase() }) : null;
    if (!image) throw new DomainError('IMAGE_NOT_FOUND');
    return { storageKey: `${imagePrefix(image.userId, image.id)}/${wanted}.webp`, contentType: 'image/webp', image };
  }
}

const stagingPrefix = (userId: string) => `users/staging/${userId}/`;
const imagePrefix = (userId: string, imageId: string) => `users/${userId}/images/${imageId}`;

/** Changes a user and their images under the user row's lock, then tells the user's subscribers. */
function changeUser(
  pubsub: PubSub,
  em: EntityManager,
  userId: string,
  work: (tx: EntityManager, user: User) => Promise<void>,
): Promise<User> {
  return commitThenPublishEvents(em, pubsub, async (tx, outbox) => {
    const user = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    await work(tx, user);
    await tx.flush();
    outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
    return user;
  });
}
