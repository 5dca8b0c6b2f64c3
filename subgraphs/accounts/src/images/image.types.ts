import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { imageKinds, type ImageKind } from './user-image.entity.ts';

export const ImageKindType = Object.fromEntries(imageKinds.map((k) => [k, k])) as Record<ImageKind, ImageKind>;
registerEnumType(ImageKindType, { name: 'ImageKind', description: 'Spec 1, §3: an uploaded image is a profile picture or a cover picture.' });

@ObjectType('ImageRendition', { description: 'One stored size of a picture.' })
export class ImageRenditionType {
  @Field(() => Int, { description: '128, 256, 500 or 1024: the width (and, for profile pictures, the height).' })
  size!: number;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { description: 'Where the REST bridge serves it (a path on the bridge).' })
  url!: string;
}

@ObjectType('ProfileImage', { description: 'A user’s current profile or cover picture, at every size.' })
export class ProfileImageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ImageKindType)
  kind!: ImageKind;

  @Field(() => [ImageRenditionType])
  sizes!: ImageRenditionType[];
}

@ObjectType('ProfileImageStaging', { description: 'Step 1 of a picture upload: where the REST bridge puts the bytes, and how many at most.' })
export class ProfileImageStagingType {
  @Field(() => String)
  stagingKey!: string;

  @Field(() => Int)
  maxBytes!: number;
}

@ObjectType('ProfileImageFile', { description: 'The stored file of one size of a picture (the REST bridge serves it).' })
export class ProfileImageFileType {
  @Field(() => String)
  storageKey!: string;

  @Field(() => String)
  contentType!: string;
}

@ObjectType('DeletedProfileImage', { description: 'A picture that was deleted.' })
export class DeletedProfileImageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ImageKindType)
  kind!: ImageKind;

  @Field(() => ID)
  userId!: string;
}
