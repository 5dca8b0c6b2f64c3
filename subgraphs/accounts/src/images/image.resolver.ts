import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { DeletedProfileImageType, ProfileImageFileType, ProfileImageStagingType } from './image.types.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import type { UserImage } from './user-image.entity.ts';

@Resolver()
export class ImageResolver {
  @Mutation(() => ProfileImageStagingType, { description: 'Step 1 of a picture upload (the REST bridge): where the bytes go, how many at most.' })
  beginProfileImageUpload(@Ctx() ctx: AccountsContext): ProfileImageStagingType {
    return ctx.services.images.beginUpload(ctx.identity);
  }

  @Mutation(() => UserType, {
    description: 'Step 2: decode the staged image, store its sizes and make it the caller’s profilePicture or coverPicture.',
  })
  registerProfileImageUpload(
    @Arg('image', () => String, { description: 'profilePicture or coverPicture' }) image: string,
    @Arg('stagingKey', () => String) stagingKey: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.images.registerUpload(ctx.em, ctx.identity, image, stagingKey);
  }

  @Mutation(() => DeletedProfileImageType, { description: 'Deletes a picture: its owner or a moderator; 403 "Unauthorized to delete" otherwise.' })
  deleteProfileImage(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<UserImage> {
    return ctx.services.images.delete(ctx.em, ctx.identity, id);
  }

  @Query(() => ProfileImageFileType, { description: 'The stored file of one size of a picture (128, 256, 500 or 1024; default 1024). Public.' })
  async profileImageFile(
    @Arg('id', () => ID) id: string,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<ProfileImageFileType> {
    const { storageKey, contentType } = await ctx.services.images.file(ctx.em, id, size);
    return { storageKey, contentType };
  }
}
