import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { JSONScalar } from '@backspin/platform';
import type { ListPage } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import { profileImageView, type ProfileImageView } from '../images/image.service.ts';
import { ProfileImageType } from '../images/image.types.ts';
import type { User } from '../users/user.entity.ts';
import { UpdateProfileInput, UserType } from '../users/user.types.ts';
import { profileDocumentOf, socialLinksOf, type ProfileDocument, type SocialLink } from './profile-document.ts';
import type { ProfilePage } from './profile.service.ts';
import {
  ProfileDocumentPageType,
  ProfileDocumentType,
  SocialLinkType,
  UserSocialsInput,
  UserSocialsType,
} from './profile.types.ts';

const documentPage = (page: ProfilePage): ListPage<ProfileDocument> => ({ ...page, data: page.data.map(profileDocumentOf) });

@Resolver(() => UserType)
export class ProfileResolver {
  // Public profile fields ------------------------------------------------------------------------------------
  @FieldResolver(() => String, { nullable: true, description: 'Public.' })
  bio(@Root() user: User): string | null {
    return user.bio ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Public.' })
  location(@Root() user: User): string | null {
    return user.location ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Public.' })
  pronouns(@Root() user: User): string | null {
    return user.pronouns ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Public.' })
  website(@Root() user: User): string | null {
    return user.website ?? null;
  }

  @FieldResolver(() => UserSocialsType, { description: 'Public social links.' })
  socials(@Root() user: User): UserSocialsType {
    return { ...user.socials };
  }

  @FieldResolver(() => [SocialLinkType], { description: 'The social links with their public addresses.' })
  socialLinks(@Root() user: User): SocialLink[] {
    return socialLinksOf(user);
  }

  @FieldResolver(() => ProfileImageType, { nullable: true, description: 'The current profile picture (square), at every size.' })
  profilePicture(@Root() user: User): ProfileImageView | null {
    return profileImageView(user.profilePictureId, 'profilePicture');
  }

  @FieldResolver(() => ProfileImageType, { nullable: true, description: 'The current cover picture (3:1 banner), at every size.' })
  coverPicture(@Root() user: User): ProfileImageView | null {
    return profileImageView(user.coverPictureId, 'coverPicture');
  }

  @FieldResolver(() => Date, { description: 'When the account last changed.' })
  updatedAt(@Root() user: User): Date {
    return user.updatedAt;
  }

  // Reading profiles -------------------------------------------------------------------------------------------
  @Query(() => UserType, { description: 'Someone’s public profile; 404 "User profile not found" when there is none.' })
  publicProfile(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.profiles.publicProfile(ctx.em, id);
  }

  @Query(() => UserType, { description: 'Any user’s full profile, for service callers and staff (`profiles.service`).' })
  serviceProfile(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.profiles.serviceProfile(ctx.em, ctx.identity, id);
  }

  @Query(() => [UserType], {
    description: 'Public profiles by id (1 to 150 per call; more is a 400), in the order asked; unknown ids are left out.',
  })
  profiles(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: AccountsContext): Promise<User[]> {
    return ctx.services.profiles.profilesByIds(ctx.em, ids);
  }

  @Query(() => JSONScalar, { description: 'The signed-in user’s client data (a JSON object; {} until set).' })
  myUserData(@Ctx() ctx: AccountsContext): Promise<Record<string, unknown>> {
    return ctx.services.profiles.userData(ctx.em, ctx.identity);
  }

  // Search-engine profile pages (service tokens and staff) ----------------------------------------------------
  @Query(() => ProfileDocumentPageType, { description: 'Every public profile document, oldest account first (take 1 to 1000, default 100).' })
  async profileDocuments(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<ListPage<ProfileDocument>> {
    return documentPage(await ctx.services.profiles.documents(ctx.em, ctx.identity, take, skip));
  }

  @Query(() => ProfileDocumentPageType, { description: 'Public profile documents by last change, newest first; `since` keeps those changed since then.' })
  async updatedProfileDocuments(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Arg('since', () => Date, { nullable: true }) since: Date | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<ListPage<ProfileDocument>> {
    return documentPage(await ctx.services.profiles.updatedDocuments(ctx.em, ctx.identity, take, skip, since));
  }

  @Query(() => ProfileDocumentType, { description: 'One user’s public profile document; 404 "User profile not found".' })
  async profileDocument(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<ProfileDocument> {
    return profileDocumentOf(await ctx.services.profiles.document(ctx.em, ctx.identity, id));
  }

  // Changes ---------------------------------------------------------------------------------------------------
  @Mutation(() => JSONScalar, { description: 'Replaces the signed-in user’s client data: a JSON object of at most 16384 bytes.' })
  setMyUserData(@Arg('data', () => JSONScalar) data: unknown, @Ctx() ctx: AccountsContext): Promise<Record<string, unknown>> {
    return ctx.services.profiles.setUserData(ctx.em, ctx.identity, data);
  }

  @Mutation(() => UserType, { description: 'Changes the signed-in user’s social links.' })
  updateUserSocials(@Arg('input', () => UserSocialsInput) input: UserSocialsInput, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.profiles.updateSocials(ctx.em, ctx.identity, input);
  }

  @Mutation(() => UserType, { description: 'Moderators (`users.moderate`): change a user’s profile fields and social links.' })
  adminUpdateProfile(
    @Arg('userId', () => ID) userId: string,
    @Arg('input', () => UpdateProfileInput, { nullable: true }) input: UpdateProfileInput | null,
    @Arg('socials', () => UserSocialsInput, { nullable: true }) socials: UserSocialsInput | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.profiles.adminUpdate(ctx.em, ctx.identity, userId, input ?? {}, socials);
  }
}
