import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ProfileImageType } from '../images/image.types.ts';

@ObjectType('UserSocials', { description: 'A user’s social links: handles without "@", and a website URL; null when not given.' })
export class UserSocialsType {
  @Field(() => String, { nullable: true })
  instagram?: string | null;

  @Field(() => String, { nullable: true, description: 'X (Twitter) handle.' })
  twitter?: string | null;

  @Field(() => String, { nullable: true })
  tiktok?: string | null;

  @Field(() => String, { nullable: true, description: 'SoundCloud profile name (lower case).' })
  soundcloud?: string | null;

  @Field(() => String, { nullable: true, description: 'YouTube handle.' })
  youtube?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;
}

@ObjectType('SocialLink', { description: 'One social link with its public address.' })
export class SocialLinkType {
  @Field(() => String)
  network!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String)
  url!: string;
}

@InputType({ description: 'Social link changes: a field absent or null is kept, an empty string removes the link; a leading "@" is ignored.' })
export class UserSocialsInput {
  @Field(() => String, { nullable: true, description: '1 to 30 letters, digits, periods or underscores.' })
  instagram?: string | null;

  @Field(() => String, { nullable: true, description: '1 to 15 letters, digits or underscores.' })
  twitter?: string | null;

  @Field(() => String, { nullable: true, description: '2 to 24 letters, digits, periods or underscores.' })
  tiktok?: string | null;

  @Field(() => String, { nullable: true, description: '3 to 25 letters, digits, hyphens or underscores (folded to lower case).' })
  soundcloud?: string | null;

  @Field(() => String, { nullable: true, description: '3 to 30 letters, digits, periods, hyphens or underscores.' })
  youtube?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL of at most 300 characters.' })
  website?: string | null;
}

@ObjectType('ProfileDocument', {
  description: 'The public data of a profile page for search engines (what a site renderer or a sitemap uses).',
})
export class ProfileDocumentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'A readable, unique URL slug: the display name in kebab case, then the user id.' })
  slug!: string;

  @Field(() => String, { description: 'The web player’s path of the profile page.' })
  path!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'The bio.' })
  description!: string | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true })
  avatarId!: string | null;

  @Field(() => ProfileImageType, { nullable: true })
  profilePicture!: ProfileImageType | null;

  @Field(() => ProfileImageType, { nullable: true })
  coverPicture!: ProfileImageType | null;

  @Field(() => [SocialLinkType])
  socialLinks!: SocialLinkType[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'When the profile last changed (a sitemap’s lastmod).' })
  updatedAt!: Date;
}

/** A page of profile documents (what a site renderer or a sitemap pages through). */
export const ProfileDocumentPageType = Page(ProfileDocumentType, 'ProfileDocument');
