import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 1, §3: an uploaded image is a profile picture or a cover picture. */
export const imageKinds = ['profilePicture', 'coverPicture'] as const;
export type ImageKind = (typeof imageKinds)[number];

/**
 * One uploaded profile or cover picture, stored as WebP renditions of each size of `imageSizes`
 * (`users/<userId>/images/<id>/<size>.webp`). A user's current pictures are `user.profilePictureId` and
 * `user.coverPictureId`; a replaced or deleted image's row and files go.
 */
export const UserImageSchema = defineEntity({
  name: 'UserImage',
  tableName: 'user_image',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    kind: p.enum(imageKinds),
    /** The format the uploaded file was decoded as (jpeg, png, webp, gif) and its dimensions. */
    sourceFormat: p.string().length(8),
    sourceWidth: p.integer(),
    sourceHeight: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UserImage = InferEntity<typeof UserImageSchema>;
