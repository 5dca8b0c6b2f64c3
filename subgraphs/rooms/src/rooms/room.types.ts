import { Page } from '@backspin/platform/list-query';
import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, UserReference, graphqlEnum } from '@backspin/platform';
import { roomLimits } from '@backspin/contracts/room-options';
import { djTypes, roomDesigns, roomVisibilities, type DjType, type RoomDesign, type RoomVisibility } from './room.entity.ts';


export const RoomVisibilityEnum = graphqlEnum(roomVisibilities, {
  name: 'RoomVisibility',
  description: 'A room’s `type` (spec): public rooms are listed, private ones are reached by id, slug or password.',
});

export const RoomDesignEnum = graphqlEnum(roomDesigns, { name: 'RoomDesign', description: 'The venue a room is drawn as.' });

export const DjTypeEnum = graphqlEnum(djTypes, { name: 'DjType', description: 'Who may take a DJ seat.' });

@ObjectType('PinnedMessage', { description: 'A message pinned above a room’s chat.' })
export class PinnedMessageType {
  @Field(() => ID, { nullable: true, description: 'The chat message it quotes, if any.' })
  messageId!: string | null;

  @Field(() => String)
  text!: string;

  @Field(() => ID, { description: 'Who pinned it.' })
  pinnedBy!: string;

  @Field(() => Date)
  pinnedAt!: Date;
}

@ObjectType('Room', { description: 'A themed virtual room where people listen together and take turns as DJs.' })
@Directive('@key(fields: "id")')
export class RoomType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique, lower-case; the room’s address. Its past slugs still lead to it.' })
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => RoomVisibilityEnum)
  type!: RoomVisibility;

  @Field(() => RoomDesignEnum)
  design!: RoomDesign;

  @Field(() => DjTypeEnum)
  djType!: DjType;

  @Field(() => Int, { description: 'DJ seats, 1 to 10.' })
  numberOfDjs!: number;

  @Field(() => ID, { description: 'The owner’s user id (also as `owner`).' })
  ownerId!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) link shown with the room.' })
  externalUrl!: string | null;

  @Field(() => [PinnedMessageType], { description: 'At most 5, in order.' })
  pinnedMessages!: PinnedMessageType[];

  @Field(() => Boolean)
  promoted!: boolean;

  @Field(() => [String], { description: 'The music providers a promotion targets; empty: every provider.' })
  promotedProviders!: string[];

  @Field(() => Date, { nullable: true })
  promotedAt!: Date | null;

  @Field(() => Boolean, { description: 'The room is live.' })
  liveState!: boolean;

  @Field(() => Boolean, { description: 'The room’s live audio is on.' })
  liveAudio!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** Resolved by field resolvers. */
  owner?: UserReference;
  posterUrl?: string | null;
  hasPassword?: boolean;
}

@InputType({ description: 'A new room; the caller becomes its owner.' })
export class CreateRoomInput {
  @Field(() => String, { description: '3 to 64 lower-case letters, digits or hyphens (stored lower-cased).' })
  slug!: string;

  @Field(() => String, { description: '1 to 80 characters.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  description?: string | null;

  @Field(() => RoomVisibilityEnum, { nullable: true, description: 'Defaults to PUBLIC.' })
  type?: RoomVisibility | null;

  @Field(() => String, { nullable: true, description: 'PRIVATE rooms only, optional: 4 to 128 characters, needed to enter.' })
  password?: string | null;

  @Field(() => RoomDesignEnum, { nullable: true, description: 'Defaults to CLUB.' })
  design?: RoomDesign | null;

  @Field(() => DjTypeEnum, { nullable: true, description: 'Defaults to EVERYONE.' })
  djType?: DjType | null;

  @Field(() => Int, { nullable: true, description: '1 to 10; defaults to 5.' })
  numberOfDjs?: number | null;

  @MaxLength(roomLimits.urlMax, 'INVALID_EXTERNAL_URL')
  @Field(() => String, { nullable: true, description: 'An http(s) URL, at most 2048 characters.' })
  externalUrl?: string | null;
}

@InputType({
  description:
    'Room settings to change; absent fields stay. A new slug keeps the old ones leading to the room. ' +
    'Making a room PUBLIC drops its password; password null removes a PRIVATE room’s password.',
})
export class UpdateRoomInput {
  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => RoomVisibilityEnum, { nullable: true })
  type?: RoomVisibility | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => RoomDesignEnum, { nullable: true })
  design?: RoomDesign | null;

  @Field(() => DjTypeEnum, { nullable: true })
  djType?: DjType | null;

  @Field(() => Int, { nullable: true })
  numberOfDjs?: number | null;

  @MaxLength(roomLimits.urlMax, 'INVALID_EXTERNAL_URL')
  @Field(() => String, { nullable: true })
  externalUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  liveState?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  liveAudio?: boolean | null;
}

@InputType({ description: 'What an administrator may change: the settings and the promotion.' })
export class AdminUpdateRoomInput extends UpdateRoomInput {
  @Field(() => Boolean, { nullable: true })
  promoted?: boolean | null;

  @Field(() => [String], { nullable: true })
  promotedProviders?: string[] | null;
}

@InputType({ description: 'A message to pin: a text of 1 to 500 characters, optionally quoting a chat message.' })
export class PinnedMessageInput {
  @Field(() => ID, { nullable: true })
  messageId?: string | null;

  @Field(() => String)
  text!: string;
}

@ObjectType('RoomPosterStaging', { description: 'Where the REST bridge may stage a poster’s bytes, and how many it may take.' })
export class RoomPosterStagingType {
  @Field(() => String)
  stagingKey!: string;

  @Field(() => Int)
  maxBytes!: number;
}

@ObjectType('RoomPosterFile', { description: 'The stored file of a room’s uploaded poster (the REST bridge serves it).' })
export class RoomPosterFileType {
  @Field(() => String)
  storageKey!: string;

  @Field(() => String)
  contentType!: string;
}

/** A page of the admin room list (GET /admin/rooms, the console's rooms). */
export const AdminRoomPageType = Page(RoomType, 'Room');
