import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MaxLength, userReference, UserReference } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';
import { mentionSearchMaxLength } from './presence.service.ts';
import { ChatMentionCandidateType, RoomJoinType } from './presence.types.ts';

@Resolver()
export class PresenceResolver {
  @Mutation(() => RoomJoinType, {
    description: 'Enters a room by id or slug (POST /rooms/{id}/join); joining again from elsewhere replaces the earlier connection.',
  })
  async joinRoom(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('password', () => String, { nullable: true, description: 'A private room’s password.' }) password: string | null,
    @Arg('guestPassword', () => String, { nullable: true, description: 'The guest password, for guests while one is set.' }) guestPassword: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomJoinType> {
    const { services } = ctx;
    const joined = await services.presence.join(ctx.em, ctx.identity, roomId, { password, guestPassword });
    const [state, roles] = await Promise.all([
      services.live.snapshot(ctx.em, joined.room.id),
      ctx.identity.userId ? services.roomAuthority.rolesOf(ctx.em, joined.room.id, ctx.identity.userId) : [],
    ]);
    const now = new Date();
    return {
      room: joined.room,
      connectionId: joined.connectionId,
      state: { ...state, serverTime: now },
      myRoomRoles: roles,
      serverTime: now,
      heartbeatSeconds: Math.max(5, Math.floor(services.presence.ttlSeconds / 3)),
    };
  }

  @Mutation(() => Boolean, { description: 'Keeps your presence alive; false: this connection no longer holds it (rejoin).' })
  async roomHeartbeat(@Arg('roomId', () => ID) roomId: string, @Arg('connectionId', () => ID) connectionId: string, @Ctx() ctx: RoomsContext): Promise<boolean> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    return ctx.services.presence.heartbeat(ctx.em, ctx.identity, roomId, connectionId);
  }

  @Mutation(() => Boolean, { description: 'Leaves the room (and your DJ seat).' })
  async leaveRoom(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('connectionId', () => ID, { nullable: true }) connectionId: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<boolean> {
    roomId = (await ctx.services.rooms.getByRef(ctx.em, roomId)).id; // by id or slug
    return ctx.services.presence.leave(ctx.em, ctx.identity, roomId, connectionId);
  }

  @Mutation(() => Boolean, {
    description: 'Gateway: registers your live chat subscription of a room (you count among its chat audience until it ends); false for guests.',
  })
  listenToRoomChat(@Arg('roomId', () => ID) roomId: string, @Arg('listenerId', () => ID) listenerId: string, @Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.chatAudience.listen(ctx.em, ctx.identity, roomId, listenerId);
  }

  @Mutation(() => Boolean, { description: 'Gateway: your live chat subscription ended; false when there was none.' })
  stopListeningToRoomChat(@Arg('listenerId', () => ID) listenerId: string, @Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.chatAudience.stopListening(ctx.em, ctx.identity, listenerId);
  }

  @Query(() => [ChatMentionCandidateType], {
    description: 'Whom you may mention in a room’s chat: the signed-in users in the room now, not you, not users you blocked; names starting with search; by name (limit 1 to 50, default 20).',
  })
  chatMentionCandidates(
    @Arg('roomId', () => ID) roomId: string,
    @MaxLength(mentionSearchMaxLength, 'INVALID_MENTION_SEARCH') @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<{ userId: string; displayName: string | null }[]> {
    return ctx.services.presence.mentionCandidates(ctx.em, ctx.identity, roomId, search, limit);
  }
}

@Resolver(() => ChatMentionCandidateType)
export class ChatMentionCandidateResolver {
  @FieldResolver(() => UserReference, { description: 'The user (accounts completes the profile).' })
  user(@Root() candidate: { userId: string }): UserReference {
    return userReference(candidate.userId);
  }
}
