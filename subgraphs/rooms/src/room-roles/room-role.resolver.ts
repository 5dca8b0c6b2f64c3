import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { userReference } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';
import type { Room } from '../rooms/room.entity.ts';
import { RoomType } from '../rooms/room.types.ts';
import type { ModerationEvent } from './moderation-event.entity.ts';
import type { RoomRoleName } from '../rooms/room-role.entity.ts';
import type { RoomUserRoles } from '../rooms/room-authority.service.ts';
import {
  GrantRoomRoleInput,
  KickUserFromRoomInput,
  RemoveRoomRoleInput,
  RoomChatStandingType,
  RoomDancefloorRemovalType,
  RoomModerationEventType,
  RoomOwnerChangeType,
  RoomRoleEnum,
  RoomUserModerationType,
  RoomUserRolesType,
} from './room-role.types.ts';

const view = (entry: RoomUserRoles): RoomUserRolesType => ({
  roomId: entry.roomId,
  userId: entry.userId,
  user: userReference(entry.userId),
  roles: entry.grants.map((g) => g.role),
  grants: entry.grants.map((g) => ({ role: g.role, expirationTime: g.expiresAt, grantedBy: g.grantedBy, createdAt: g.createdAt })),
});

const eventView = (event: ModerationEvent): RoomModerationEventType => ({
  id: event.id,
  roomId: event.roomId,
  actorId: event.actorId,
  targetUserId: event.targetUserId,
  actionType: event.actionType,
  previousRole: event.previousRole ?? null,
  role: event.role ?? null,
  reason: event.reason ?? null,
  expirationTime: event.expiresAt ?? null,
  createdAt: event.createdAt,
});

@Resolver()
export class RoomRoleResolver {
  @Query(() => [RoomUserRolesType], { description: 'Everyone holding a role in a room, the owner first. The room’s staff and platform moderators only.' })
  async roomUserRoles(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomUserRolesType[]> {
    return (await ctx.services.roomAuthority.roomRoles(ctx.em, ctx.identity, roomId)).map(view);
  }

  @Query(() => RoomUserRolesType, { description: 'One user’s roles in a room: for the room’s staff, or the user.' })
  async roomUserRole(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomUserRolesType> {
    return view(await ctx.services.roomAuthority.userRoles(ctx.em, ctx.identity, roomId, userId));
  }

  @Query(() => RoomUserRolesType, { description: 'The caller’s own roles in a room (guests included).' })
  async myRoomRoles(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomUserRolesType> {
    return view(await ctx.services.roomAuthority.myRoles(ctx.em, ctx.identity, roomId));
  }

  @Query(() => [RoomModerationEventType], { description: 'A room’s moderation log, newest first (100 per page); the room’s staff only.' })
  async roomModerationEvents(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomModerationEventType[]> {
    return (await ctx.services.roomRoles.moderationLog(ctx.em, ctx.identity, roomId, limit, offset)).map(eventView);
  }

  @Query(() => RoomChatStandingType, { description: 'The caller’s standing in a room’s chat: roles, whether they may post, until when chat is disabled.' })
  roomChatStanding(@Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<RoomChatStandingType> {
    return ctx.services.roomAuthority.chatStanding(ctx.em, ctx.identity, roomId);
  }

  @Query(() => [RoomUserModerationType], {
    description:
      'For each of these users (1 to 100), whether the caller may moderate them in this room and which roles they may grant or remove: clients offer "Moderate" only where canModerate (never on the owner, for anyone below platform staff).',
  })
  roomUserModeration(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('userIds', () => [ID]) userIds: string[],
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomUserModerationType[]> {
    return ctx.services.roomAuthority.moderationOf(ctx.em, ctx.identity, roomId, userIds);
  }

  @Mutation(() => RoomUserRolesType, {
    description: 'Gives a user a room role (see README "Who may do what"); banned and kicked are a ban and a kick. Granting a role already held changes nothing.',
  })
  async grantRoomRole(@Arg('input', () => GrantRoomRoleInput) input: GrantRoomRoleInput, @Ctx() ctx: RoomsContext): Promise<RoomUserRolesType> {
    return view(await ctx.services.roomRoles.grant(ctx.em, ctx.identity, input));
  }

  @Mutation(() => RoomUserRolesType, { description: 'Takes a room role from a user (unban, enable chat, demote, or step down yourself).' })
  async removeRoomRole(@Arg('input', () => RemoveRoomRoleInput) input: RemoveRoomRoleInput, @Ctx() ctx: RoomsContext): Promise<RoomUserRolesType> {
    return view(await ctx.services.roomRoles.remove(ctx.em, ctx.identity, input));
  }

  @Mutation(() => RoomModerationEventType, {
    description: 'Kicks a user out of a room: they are told (KICKED), leave, and cannot come back for ROOM_KICK_MINUTES. Returns the kick’s record.',
  })
  async kickUserFromRoom(@Arg('input', () => KickUserFromRoomInput) input: KickUserFromRoomInput, @Ctx() ctx: RoomsContext): Promise<RoomModerationEventType> {
    return eventView(await ctx.services.roomRoles.kick(ctx.em, ctx.identity, input));
  }

  @Mutation(() => RoomOwnerChangeType, { description: 'Gives the room to another user (the owner or platform staff); the previous owner becomes a coOwner.' })
  changeRoomOwner(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('userId', () => ID) userId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<{ room: Room; previousOwnerId: string; ownerId: string }> {
    return ctx.services.roomRoles.changeOwner(ctx.em, ctx.identity, { roomId, userId, reason });
  }

  @Mutation(() => RoomDancefloorRemovalType, { description: 'Sends users from the dancefloor to the audience (the room’s staff; the kick rule decides).' })
  removeUsersFromDancefloor(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('userIds', () => [ID]) userIds: string[],
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomDancefloorRemovalType> {
    return ctx.services.roomRoles.removeFromDancefloor(ctx.em, ctx.identity, { roomId, userIds, reason });
  }
}

/** The roles on the Room type: everyone’s for the room’s staff, the caller’s own for anyone. */
@Resolver(() => RoomType)
export class RoomRolesFieldResolver {
  @FieldResolver(() => [RoomUserRolesType], { nullable: true, description: 'Everyone holding a role here; null unless the caller is the room’s staff or a platform moderator.' })
  async userRoles(@Root() room: Room, @Ctx() ctx: RoomsContext): Promise<RoomUserRolesType[] | null> {
    if (!(await ctx.services.roomAuthority.canModerate(ctx.em, ctx.identity, room.id))) return null;
    return (await ctx.services.roomAuthority.grantsInRoom(ctx.em, room.id)).map(view);
  }

  @FieldResolver(() => [RoomRoleEnum], { description: 'The caller’s roles here (none without a token).' })
  async myRoles(@Root() room: Room, @Ctx() ctx: RoomsContext): Promise<RoomRoleName[]> {
    return ctx.identity.userId ? ctx.services.roomAuthority.rolesOf(ctx.em, room.id, ctx.identity.userId) : [];
  }
}
