import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MaxLength, UserReference } from '@backspin/platform';
import { communityLimits } from '@backspin/contracts/communities';
import { RoomType } from '../rooms/room.types.ts';

@ObjectType('Community', { description: 'Rooms and people gathered under one name; anyone signed in may join.' })
export class CommunityType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique, lower-case; the community’s address (its id works too).' })
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) image URL.' })
  imageUrl!: string | null;

  @Field(() => ID, { nullable: true, description: 'The owner’s user id: with platform staff, the community’s staff.' })
  ownerId!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** Resolved by field resolvers. */
  owner?: UserReference | null;
  memberCount?: number;
  roomCount?: number;
}

@ObjectType('CommunityMember', { description: 'A user in a community.' })
export class CommunityMemberType {
  @Field(() => ID)
  communityId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => ID, { nullable: true, description: 'Who added the user; null when they joined by themselves.' })
  addedBy!: string | null;

  @Field(() => Date)
  joinedAt!: Date;

  /** Resolved by a field resolver. */
  user?: UserReference;
}

export const CommunityPageType = Page(CommunityType, 'Community');
export const CommunityMemberPageType = Page(CommunityMemberType, 'CommunityMember');
/** A page of a community's rooms (`data` are rooms). */
export const CommunityRoomPageType = Page(RoomType, 'CommunityRoom');

@InputType({ description: 'A community’s fields (admins). Create and PUT need slug and name; PATCH changes the fields given (null clears description, imageUrl and ownerId).' })
export class CommunityInput {
  @MaxLength(64, 'INVALID_COMMUNITY_SLUG')
  @Field(() => String, { nullable: true, description: '3 to 64 lower-case letters, digits or hyphens (stored lower-cased).' })
  slug?: string | null;

  @MaxLength(communityLimits.nameMax, 'INVALID_COMMUNITY_NAME')
  @Field(() => String, { nullable: true, description: '1 to 80 characters.' })
  name?: string | null;

  @MaxLength(communityLimits.descriptionMax, 'INVALID_COMMUNITY_DESCRIPTION')
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  description?: string | null;

  @MaxLength(communityLimits.imageUrlMax, 'INVALID_COMMUNITY_IMAGE_URL')
  @Field(() => String, { nullable: true, description: 'An http(s) URL, at most 2048 characters.' })
  imageUrl?: string | null;

  @Field(() => ID, { nullable: true, description: 'The owner (a user id): becomes a member.' })
  ownerId?: string | null;
}

@InputType({ description: 'Users and rooms to add to or remove from a community: together 1 to 100.' })
export class CommunityChangeInput {
  @Field(() => [ID], { nullable: true })
  userIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  roomIds?: string[] | null;
}
