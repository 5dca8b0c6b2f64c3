import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { avatarSlugMaxLength, avatarStatuses, avatarWearabilities, MaxLength, type AvatarStatus, type AvatarWearability, graphqlEnum } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';
import { EconomyFileType } from '../files/economy-file.types.ts';
import { avatarNameMaxLength } from './avatar.service.ts';

export const AvatarStatusEnum = graphqlEnum(avatarStatuses, { name: 'AvatarStatus', description: 'Who may wear an avatar (spec 1, §3).' });

export const AvatarWearabilityEnum = graphqlEnum(avatarWearabilities, {
  name: 'AvatarWearability',
  description:
    'Whether a user may wear an avatar: WEARABLE, or why not (UNKNOWN_AVATAR, NOT_HELD: private or a season award not given to them, DISCORD_ONLY, SUBSCRIBERS_ONLY).',
});

@ObjectType('Avatar', { description: 'An avatar of the catalogue, addressed by its slug (spec 1, §3).' })
export class AvatarType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique; what a profile’s avatarId names.' })
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => AvatarStatusEnum, { description: 'PUBLIC, PRIVATE, SEASON_AWARD or SUBSCRIBER_ONLY.' })
  avatarStatus!: AvatarStatus;

  @Field(() => Boolean, { description: 'Worn without an assignment only by users who linked a Discord account.' })
  discordOnly!: boolean;

  @Field(() => ID, { nullable: true, description: 'The uploaded picture (economy files); null for the built-in vinyl avatars.' })
  imageFileId!: string | null;

  /** Resolved by a field resolver. */
  image?: EconomyFileType | null;

  @Field(() => ID, { nullable: true, description: 'SEASON_AWARD: the season whose ranking awards it.' })
  seasonId!: string | null;

  @Field(() => Int, { nullable: true, description: 'SEASON_AWARD: awarded to the users ranked 1 to awardTopRank in its season.' })
  awardTopRank!: number | null;

  @Field(() => Int, { nullable: true, description: 'SEASON_AWARD: awarded to the users with at least this many points in its season.' })
  awardMinPoints!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const AvatarPageType = Page(AvatarType, 'Avatar');

@ObjectType('AvatarHolding', { description: 'Whether a user holds (may wear) an avatar (GET /avatars/{slug}/{uuid}).' })
export class AvatarHoldingType {
  @Field(() => AvatarType)
  avatar!: AvatarType;

  @Field(() => ID)
  userId!: string;

  @Field(() => Boolean, { description: 'The user may wear it now.' })
  holds!: boolean;

  @Field(() => AvatarWearabilityEnum)
  wearability!: AvatarWearability;

  @Field(() => ID, { nullable: true, description: 'Their assignment of it, when they have one.' })
  assignmentId!: string | null;
}

@InputType({ description: 'A new avatar of the catalogue. Admins only.' })
export class CreateAvatarInput {
  @Field(() => String, { description: '1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit.' })
  @MaxLength(avatarSlugMaxLength, 'INVALID_AVATAR_SLUG')
  slug!: string;

  @Field(() => String)
  @MaxLength(avatarNameMaxLength, 'INVALID_AVATAR_NAME')
  name!: string;

  @Field(() => String, { nullable: true, description: 'PUBLIC (default), PRIVATE, SEASON_AWARD or SUBSCRIBER_ONLY.' })
  @MaxLength(32, 'INVALID_AVATAR_STATUS')
  avatarStatus?: string | null;

  @Field(() => ID, { nullable: true, description: 'An uploaded picture (beginEconomyFileUpload, registerEconomyFileUpload).' })
  imageFileId?: string | null;

  @Field(() => Boolean, { nullable: true })
  discordOnly?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'SEASON_AWARD only, with exactly one of awardTopRank and awardMinPoints.' })
  seasonId?: string | null;

  @Field(() => Int, { nullable: true })
  awardTopRank?: number | null;

  @Field(() => Int, { nullable: true })
  awardMinPoints?: number | null;
}

@InputType({ description: 'Changes to an avatar: absent or null fields stay as they are; the slug never changes.' })
export class UpdateAvatarInput {
  @Field(() => String, { nullable: true })
  @MaxLength(avatarNameMaxLength, 'INVALID_AVATAR_NAME')
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Leaving SEASON_AWARD clears the season and threshold.' })
  @MaxLength(32, 'INVALID_AVATAR_STATUS')
  avatarStatus?: string | null;

  @Field(() => ID, { nullable: true })
  imageFileId?: string | null;

  @Field(() => Boolean, { nullable: true })
  discordOnly?: boolean | null;

  @Field(() => ID, { nullable: true })
  seasonId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Setting one threshold clears the other.' })
  awardTopRank?: number | null;

  @Field(() => Int, { nullable: true })
  awardMinPoints?: number | null;
}
