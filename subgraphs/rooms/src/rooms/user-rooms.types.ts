import { Field, InputType, Int } from 'type-graphql';
import type { DjType, RoomDesign, RoomVisibility } from './room.entity.ts';
import { DjTypeEnum, RoomDesignEnum, RoomVisibilityEnum } from './room.types.ts';

@InputType({ description: 'What administrators change on every room a user owns (PATCH /rooms/user/{userId}); absent fields stay.' })
export class UserRoomsChangesInput {
  @Field(() => RoomVisibilityEnum, { nullable: true })
  type?: RoomVisibility | null;

  @Field(() => RoomDesignEnum, { nullable: true })
  design?: RoomDesign | null;

  @Field(() => DjTypeEnum, { nullable: true })
  djType?: DjType | null;

  @Field(() => Int, { nullable: true })
  numberOfDjs?: number | null;

  @Field(() => Boolean, { nullable: true })
  liveState?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  liveAudio?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  promoted?: boolean | null;
}
