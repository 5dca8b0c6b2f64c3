import { Page } from '@backspin/platform/list-query';
import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import type { RoomReference } from '../rooms/room.types.ts';
import type { UserReference } from '@backspin/platform';
import { moderationActionBulkMax } from '@backspin/contracts/moderation';
import {
  moderationActionChanges,
  moderationActionTypes,
  moderationRoles,
  type ModerationActionChange,
  type ModerationActionKind,
  type ModerationRole,
} from './moderation-action.entity.ts';


export const ModerationActionKindEnum = graphqlEnum(moderationActionTypes, { name: 'ModerationActionKind', description: 'What a moderator did.' });

export const ModerationRoleEnum = graphqlEnum(moderationRoles, {
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

  @Field(() => ID, { description: 'Who acted (actor resolves the user).' })
  actorId!: string;

  @Field(() => ID, { description: 'The user acted on (target resolves the user).' })
  targetUserId!: string;

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

  @Field(() => Int, { description: '1 as recorded; each correction (PATCH, PUT) raises it. The earlier versions are in revisions.' })
  revision!: number;

  @Field(() => Date, { nullable: true, description: 'When it was last corrected; null until then.' })
  updatedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who last corrected it.' })
  updatedBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'The user who wrote it through the API; null when a service delivered it.' })
  recordedBy!: string | null;

  @Field(() => Date, { nullable: true, description: 'When staff deleted it (a recorded soft delete; read with withDeleted).' })
  deletedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who deleted it.' })
  deletedBy!: string | null;

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

export const ModerationActionChangeEnum = graphqlEnum(moderationActionChanges, {
  name: 'ModerationActionChange',
  description: 'How a version was replaced: update (PATCH, the fields given) or replace (PUT, every field).',
});

@ObjectType('ModerationActionRevision', {
  description: 'A version of a moderation record as it was before a correction replaced it (never changed, never deleted).',
})
export class ModerationActionRevisionType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'This version’s number: 1 is the record as first written.' })
  revision!: number;

  @Field(() => ModerationActionKindEnum)
  actionType!: ModerationActionKind;

  @Field(() => ID)
  actorId!: string;

  @Field(() => ID)
  targetUserId!: string;

  @Field(() => ID, { nullable: true })
  roomId!: string | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  previousRole!: ModerationRole | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  role!: ModerationRole | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => Date, { description: 'When this version was written.' })
  validFrom!: Date;

  @Field(() => ModerationActionChangeEnum)
  change!: ModerationActionChange;

  @Field(() => ID, { description: 'Who replaced this version.' })
  changedBy!: string;

  @Field(() => Date, { description: 'When it was replaced.' })
  changedAt!: Date;
}

@InputType({ description: 'A whole moderation record (POST one, each row of the bulk, PUT: fields left out are cleared).' })
export class ModerationActionInput {
  @Field(() => ModerationActionKindEnum)
  actionType!: ModerationActionKind;

  @Field(() => ID)
  targetUserId!: string;

  @Field(() => ID, { nullable: true, description: 'Who acted; absent: the caller (creating) or the recorded actor (PUT).' })
  actorId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The room; absent or null for a platform-wide action.' })
  roomId?: string | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  previousRole?: ModerationRole | null;

  @Field(() => ModerationRoleEnum, { nullable: true, description: 'Required for grantRole and removeRole.' })
  role?: ModerationRole | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  reason?: string | null;
}

@InputType({
  description:
    'A correction (PATCH): the fields given change, at least one; null clears roomId, previousRole, role or reason (actionType, targetUserId and actorId cannot be cleared).',
})
export class ModerationActionChangeInput {
  @Field(() => ModerationActionKindEnum, { nullable: true })
  actionType?: ModerationActionKind | null;

  @Field(() => ID, { nullable: true })
  targetUserId?: string | null;

  @Field(() => ID, { nullable: true })
  actorId?: string | null;

  @Field(() => ID, { nullable: true })
  roomId?: string | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  previousRole?: ModerationRole | null;

  @Field(() => ModerationRoleEnum, { nullable: true })
  role?: ModerationRole | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  reason?: string | null;
}

/** The bulk's bound, in its description. */
export const moderationActionBulkDescription = `Requires audit.manage (staff). 1 to ${moderationActionBulkMax} records, all or none: every row is checked before anything is written; a refusal names the row (extensions.index, from 0).`;

/** A page of moderation records. */
export const ModerationActionPageType = Page(ModerationActionType, 'ModerationAction');
