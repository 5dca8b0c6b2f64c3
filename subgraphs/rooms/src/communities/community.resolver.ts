import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MaxLength, userReference, UserReference } from '@backspin/platform';
import { communityLimits } from '@backspin/contracts/communities';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { Room } from '../rooms/room.entity.ts';
import type { Community, CommunityMember } from './community.entity.ts';
import {
  CommunityChangeInput,
  CommunityInput,
  CommunityMemberPageType,
  CommunityMemberType,
  CommunityPageType,
  CommunityRoomPageType,
  CommunityType,
} from './community.types.ts';

@Resolver(() => CommunityType)
export class CommunityResolver {
  // Reads ---------------------------------------------------------------------------------------------------

  @Query(() => CommunityType, { description: 'GET /communities/{id}: a community by id or slug; NOT_FOUND when unknown.' })
  community(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.get(ctx.em, id);
  }

  @Query(() => CommunityPageType, {
    description:
      'Browse every community (anyone): with a search, those whose name contains it ignoring case (trimmed, at most 80 characters). Most members first, then by name, then by id; limit 1 to 100 (default 20).',
  })
  communities(
    // type-graphql prints arguments last to first: the schema reads (search, offset, limit).
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @MaxLength(communityLimits.searchMax, 'INVALID_COMMUNITY_SEARCH') @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Community>> {
    return ctx.services.communities.browse(ctx.em, search, limit, offset);
  }

  @Query(() => CommunityMemberPageType, { description: 'GET /communities/{id}/users: its members, first joined first (limit 1 to 100, default 20).' })
  communityUsers(
    @Arg('id', () => ID) id: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<CommunityMember>> {
    return ctx.services.communities.members(ctx.em, id, limit, offset);
  }

  @Query(() => CommunityRoomPageType, {
    description: 'GET /communities/{id}/rooms: its rooms, first added first (private ones for its staff only; limit 1 to 100, default 20).',
  })
  communityRooms(
    @Arg('id', () => ID) id: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Room>> {
    return ctx.services.communities.rooms(ctx.em, ctx.identity, id, limit, offset);
  }

  @Query(() => CommunityPageType, { description: 'GET /room-communities/{roomId}: the communities a room is in, newest first.' })
  roomCommunities(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Community>> {
    return ctx.services.communities.roomCommunities(ctx.em, roomId, limit, offset);
  }

  @Query(() => CommunityPageType, { description: 'GET /user-communities: the caller’s communities, latest joined first (signed-in users).' })
  userCommunities(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Community>> {
    return ctx.services.communities.userCommunities(ctx.em, ctx.identity, limit, offset);
  }

  @FieldResolver(() => UserReference, { nullable: true })
  owner(@Root() community: Community): UserReference | null {
    return community.ownerId ? userReference(community.ownerId) : null;
  }

  @FieldResolver(() => Int, { description: 'How many members it has.' })
  async memberCount(@Root() community: Community, @Ctx() ctx: RoomsContext): Promise<number> {
    return (await ctx.loaders.communityCounts.load(community.id)).memberCount;
  }

  @FieldResolver(() => Int, { description: 'How many rooms it gathers (private ones included).' })
  async roomCount(@Root() community: Community, @Ctx() ctx: RoomsContext): Promise<number> {
    return (await ctx.loaders.communityCounts.load(community.id)).roomCount;
  }

  // Joining and the staff's changes ----------------------------------------------------------------------------

  @Mutation(() => CommunityType, { description: 'POST /communities/{id}/join: signed-in users; joining again changes nothing.' })
  joinCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.join(ctx.em, ctx.identity, id);
  }

  @Mutation(() => CommunityType, { description: 'POST /communities/{id}/leave: the owner cannot leave.' })
  leaveCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.leave(ctx.em, ctx.identity, id);
  }

  @Mutation(() => CommunityType, { description: 'PUT /communities/{id}/users/{userId}: the community’s staff add a member.' })
  addCommunityUser(@Arg('id', () => ID) id: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.addUser(ctx.em, ctx.identity, id, userId);
  }

  @Mutation(() => CommunityType, { description: 'DELETE /communities/{id}/users/{userId}: the community’s staff remove a member.' })
  removeCommunityUser(@Arg('id', () => ID) id: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.removeUser(ctx.em, ctx.identity, id, userId);
  }

  @Mutation(() => CommunityType, {
    description: 'PUT /communities/{id}/rooms/{roomId}, POST /communities/{id}/{roomId}: the community’s staff add a room (a private one with the room’s staff).',
  })
  addCommunityRoom(@Arg('id', () => ID) id: string, @Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.addRoom(ctx.em, ctx.identity, id, roomId);
  }

  @Mutation(() => CommunityType, {
    description: 'DELETE /communities/{id}/rooms/{roomId}, DELETE /communities/{id}/{roomId}: the community’s or the room’s staff take a room out.',
  })
  removeCommunityRoom(@Arg('id', () => ID) id: string, @Arg('roomId', () => ID) roomId: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.removeRoom(ctx.em, ctx.identity, id, roomId);
  }

  @Mutation(() => CommunityType, { description: 'POST /communities/{id}/add: the community’s staff add users and rooms, all or nothing.' })
  addToCommunity(@Arg('id', () => ID) id: string, @Arg('input', () => CommunityChangeInput) input: CommunityChangeInput, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.add(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => CommunityType, { description: 'POST /communities/{id}/remove: the community’s staff remove users and rooms (not the owner).' })
  removeFromCommunity(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CommunityChangeInput) input: CommunityChangeInput,
    @Ctx() ctx: RoomsContext,
  ): Promise<Community> {
    return ctx.services.communities.remove(ctx.em, ctx.identity, id, input);
  }

  // Admins ------------------------------------------------------------------------------------------------------

  @Query(() => CommunityPageType, {
    description:
      'Administrators: GET /admin/communities by a nestjsx list query, newest first; limit 1 to 100 (default 25); fields id, slug, name, description, imageUrl, ownerId, createdAt, updatedAt.',
  })
  allCommunities(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<Community>> {
    return ctx.services.communities.adminList(ctx.em, ctx.identity, query);
  }

  @Query(() => CommunityType, { description: 'Administrators: GET /admin/communities/{id}.' })
  adminCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.adminGet(ctx.em, ctx.identity, id);
  }

  @Mutation(() => CommunityType, { description: 'Administrators: POST /admin/communities.' })
  createCommunity(@Arg('input', () => CommunityInput) input: CommunityInput, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => [CommunityType], { description: 'Administrators: POST /admin/communities/bulk: 1 to 100 communities, all or none.' })
  createCommunities(@Arg('inputs', () => [CommunityInput]) inputs: CommunityInput[], @Ctx() ctx: RoomsContext): Promise<Community[]> {
    return ctx.services.communities.createMany(ctx.em, ctx.identity, inputs);
  }

  @Mutation(() => CommunityType, { description: 'Administrators: PATCH /admin/communities/{id} (the fields given).' })
  updateCommunity(@Arg('id', () => ID) id: string, @Arg('input', () => CommunityInput) input: CommunityInput, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => CommunityType, { description: 'Administrators: PUT /admin/communities/{id} (every field; those left out are cleared).' })
  replaceCommunity(@Arg('id', () => ID) id: string, @Arg('input', () => CommunityInput) input: CommunityInput, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.update(ctx.em, ctx.identity, id, input, true);
  }

  @Mutation(() => CommunityType, { description: 'Administrators: DELETE /admin/communities/{id}; its events stay in their rooms.' })
  deleteCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Community> {
    return ctx.services.communities.delete(ctx.em, ctx.identity, id);
  }
}

@Resolver(() => CommunityMemberType)
export class CommunityMemberResolver {
  @FieldResolver(() => UserReference)
  user(@Root() member: CommunityMember): UserReference {
    return userReference(member.userId);
  }
}
