import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserReference, graphqlEnum } from '@backspin/platform';
import { RoomType } from '../rooms/room.types.ts';
import { moderationEventRoles, moderationEventTypes, type ModerationEventRole, type ModerationEventType } from './moderation-event.entity.ts';
import { roomRoleNames, type RoomRoleName } from '../rooms/room-role.entity.ts';


export const RoomRoleEnum = graphqlEnum(roomRoleNames, {
  name: 'RoomRole',
  description: 'A room user role: the staff roles owner, coOwner, moderator, dj and the restrictions banned, kicked, chatDisabled, djDisabled.',
});

export const ModerationEventTypeEnum = graphqlEnum(moderationEventTypes, {
  name: 'RoomModerationAction',
  description: 'What a room moderation event records.',
});

export const ModerationEventRoleEnum = graphqlEnum(moderationEventRoles, {
  name: 'RoomModerationRole',
  description: 'A role a room moderation event names.',
});

@ObjectType('RoomRoleGrant', { description: 'One role a user holds in a room.' })
export class RoomRoleGrantType {
  @Field(() => RoomRoleEnum)
  role!: RoomRoleName;

  @Field(() => Date, { nullable: true, description: 'When the role ends by itself; null: until removed.' })
  expirationTime!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who granted it (null for the owner).' })
  grantedBy!: string | null;

  @Field(() => Date, { description: 'When it was granted (the owner: when the room was created).' })
  createdAt!: Date;
}

@ObjectType('RoomUserRoles', { description: 'A user’s roles in effect in a room.' })
export class RoomUserRolesType {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => UserReference)
  user!: UserReference;

  @Field(() => [RoomRoleEnum])
  roles!: RoomRoleName[];

  @Field(() => [RoomRoleGrantType])
  grants!: RoomRoleGrantType[];
}

@ObjectType('RoomModerationEvent', { description: 'One moderation action in a room (kept for the audit trail).' })
export class RoomModerationEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  actorId!: string;

  @Field(() => ID)
  targetUserId!: string;

  @Field(() => ModerationEventTypeEnum)
  actionType!: ModerationEventType;

  @Field(() => ModerationEventRoleEnum, { nullable: true, description: 'The target’s standing before the action.' })
  previousRole!: ModerationEventRole | null;

  @Field(() => ModerationEventRoleEnum, { nullable: true, description: 'The role the action is about.' })
  role!: ModerationEventRole | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When what the action started ends by itself (a kick, a timed ban).' })
  expirationTime!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('RoomOwnerChange', { description: 'A room given to a new owner; the previous owner is now a coOwner.' })
export class RoomOwnerChangeType {
  @Field(() => RoomType)
  room!: RoomType;

  @Field(() => ID)
  previousOwnerId!: string;

  @Field(() => ID)
  ownerId!: string;
}

@ObjectType('RoomDancefloorRemoval', { description: 'Users sent from the dancefloor to the audience.' })
export class RoomDancefloorRemovalType {
  @Field(() => ID)
  roomId!: string;

  @Field(() => [ID])
  userIds!: string[];
}

@ObjectType('RoomChatStanding', { description: 'The caller’s standing in a room’s chat.' })
export class RoomChatStandingType {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => [RoomRoleEnum])
  roles!: RoomRoleName[];

  @Field(() => Boolean, { description: 'False while banned, kicked or chat-disabled.' })
  canPost!: boolean;

  @Field(() => Date, { nullable: true, description: 'When a chatDisabled restriction ends by itself.' })
  chatDisabledUntil!: Date | null;

  @Field(() => Boolean, { description: 'Owner, coOwner, moderator or platform moderator: may delete others’ messages.' })
  canModerate!: boolean;
}

@ObjectType('RoomUserModeration', {
  description:
    'What the caller may do to one user of a room, by the rank table (platform staff > room owner > platform moderators > coOwner > room moderator): offer "Moderate" only where canModerate.',
})
export class RoomUserModerationType {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => Boolean, {
    description: 'The caller outranks this user and is not them: may kick, ban, disable chat or DJing. Never true on the room owner for anyone below platform staff.',
  })
  canModerate!: boolean;

  @Field(() => [RoomRoleEnum], { description: 'Roles the caller may give this user now (grantRoomRole would accept them).' })
  grantableRoles!: RoomRoleName[];

  @Field(() => [RoomRoleEnum], { description: 'Roles this user holds that the caller may take away (removeRoomRole would accept them).' })
  removableRoles!: RoomRoleName[];
}

@InputType({ description: 'A role to give a user in a room.' })
export class GrantRoomRoleInput {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'coOwner, moderator, dj, banned, kicked, chatDisabled or djDisabled (owner: changeRoomOwner).' })
  role!: string;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601, in the future, at most a year ahead; restrictions only. A kick without one lasts ROOM_KICK_MINUTES.',
  })
  expirationTime?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters; kept in the moderation event.' })
  reason?: string | null;
}

@InputType({ description: 'A role to take from a user in a room (your own coOwner, moderator or dj role: stepping down).' })
export class RemoveRoomRoleInput {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  role!: string;

  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@InputType({ description: 'A user to kick out of a room.' })
export class KickUserFromRoomInput {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters; shown to the kicked user and kept.' })
  reason?: string | null;
}
