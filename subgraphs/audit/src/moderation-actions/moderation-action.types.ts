import { Page } from '@backspin/platform/list-query';
import { Directive, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { RoomReference } from '../rooms/room.types.ts';
import type { UserReference } from '@backspin/platform';
import {
  moderationActionTypes,
  moderationRoles,
  type ModerationActionKind,
  type ModerationRole,
} from './moderation-action.entity.ts';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const ModerationActionKindEnum = enumOf(moderationActionTypes);
registerEnumType(ModerationActionKindEnum, { name: 'ModerationActionKind', description: 'What a moderator did.' });

export const ModerationRoleEnum = enumOf(moderationRoles);
registerEnumType(ModerationRoleEnum, {
  name: 'ModerationRole',
  description: 'A role as moderation records name it (platform or room).',
});

@ObjectType('ModerationAction', { description: 'A moderator’s action on a user, kept for the record.' })
@Directive('@key(fields: "id")')
export class ModerationActionType {
  @Field(() => ID)
  id!: string;

  @Field(() => ModerationActionKindEnum)
  actionType!: ModerationActionKind;

  @Field(() => ID, { nullable: true, description: 'The room it happened in; null for platform-wide actions.' })
  roomId!: string | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  previousRole!: ModerationRole | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  role!: ModerationRole | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  /** Resolved by field resolvers: references the gateway completes from accounts and rooms. */
  actor?: UserReference;
  target?: UserReference;
  room?: RoomReference | null;
}

@InputType({ description: 'A moderation action to record; the caller is its actor.' })
export class RecordModerationActionInput {
  @Field(() => ModerationActionKindEnum)
  actionType!: ModerationActionKind;

  @Field(() => ID)
  targetUserId!: string;

  @Field(() => ID, { nullable: true })
  roomId?: string | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  previousRole?: ModerationRole | null;

  @Field(() => ModerationRoleEnum, { nullable: true, description: 'Required for grantRole and removeRole.' })
  role?: ModerationRole | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  reason?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The sending subgraph’s event id: recording the same event again answers the first record and writes nothing.',
  })
  eventId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Who acted: a service records for the user who acted; a user may only name themselves (the default).',
  })
  actorId?: string | null;
}

/** A page of moderation records. */
export const ModerationActionPageType = Page(ModerationActionType, 'ModerationAction');
