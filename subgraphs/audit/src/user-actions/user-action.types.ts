import { userActionTypes, type UserActionType as UserActionKind } from '@backspin/contracts/user-actions';
import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, JSONScalar, type UserReference } from '@backspin/platform';
import type { RoomReference } from '../rooms/room.types.ts';

export const UserActionKindEnum = graphqlEnum(userActionTypes, { name: 'UserActionKind', description: 'What a user did (contracts/user-actions.ts).' });

@ObjectType('UserAction', { description: 'Something a user did, as the service where it happened reported it.' })
export class UserActionType {
  @Field(() => ID, { description: 'The sending service’s event id.' })
  id!: string;

  @Field(() => ID, { description: 'Who did it (user resolves the user).' })
  userId!: string;

  @Field(() => UserActionKindEnum)
  type!: UserActionKind;

  @Field(() => Date, { description: 'When it happened (the sending service’s clock).' })
  occurredAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The room it happened in, if any.' })
  roomId!: string | null;

  @Field(() => JSONScalar, { nullable: true, description: 'A small JSON object the sender added, if any.' })
  detail!: Record<string, unknown> | null;

  @Field(() => Date, { description: 'When audit stored it.' })
  recordedAt!: Date;

  /** Resolved by field resolvers: references the gateway completes from accounts and rooms. */
  user?: UserReference;
  room?: RoomReference | null;
}

@InputType({ description: 'A user action a service delivers (services only); its eventId makes a redelivery a no-op.' })
export class RecordUserActionInput {
  @Field(() => ID, { description: 'The sender’s event id, which becomes the action’s id.' })
  eventId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => UserActionKindEnum)
  type!: UserActionKind;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => ID, { nullable: true })
  roomId?: string | null;

  @Field(() => JSONScalar, { nullable: true, description: 'A JSON object of at most 1024 bytes.' })
  detail?: unknown;
}

/** A page of a user's actions. */
export const UserActionPageType = Page(UserActionType, 'UserAction');
