import { Directive, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserReference } from '@backspin/platform';
import { djTypes, roomDesigns, roomVisibilities, type DjType, type RoomDesign, type RoomVisibility } from './room.entity.ts';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const RoomVisibilityEnum = enumOf(roomVisibilities);
registerEnumType(RoomVisibilityEnum, {
  name: 'RoomVisibility',
  description: 'A room’s `type` (spec): public rooms are listed, private ones are reached by id or slug only.',
});

export const RoomDesignEnum = enumOf(roomDesigns);
registerEnumType(RoomDesignEnum, { name: 'RoomDesign', description: 'The venue a room is drawn as.' });

export const DjTypeEnum = enumOf(djTypes);
registerEnumType(DjTypeEnum, { name: 'DjType', description: 'Who may take a DJ seat.' });

@ObjectType('Room', { description: 'A themed virtual room where people listen together and take turns as DJs.' })
@Directive('@key(fields: "id")')
export class RoomType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique, lower-case; the room’s address.' })
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

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** Resolved by a field resolver: a reference accounts completes. */
  owner?: UserReference;
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

  @Field(() => RoomDesignEnum, { nullable: true, description: 'Defaults to CLUB.' })
  design?: RoomDesign | null;

  @Field(() => DjTypeEnum, { nullable: true, description: 'Defaults to EVERYONE.' })
  djType?: DjType | null;

  @Field(() => Int, { nullable: true, description: '1 to 10; defaults to 5.' })
  numberOfDjs?: number | null;
}
