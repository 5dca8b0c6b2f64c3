import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MaxLength, userReference, UserReference } from '@backspin/platform';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { Room } from './room.entity.ts';
import type { AdminRoomPage } from './room-list.service.ts';
import { posterUrlOf } from './room-poster.service.ts';
import { roomLimits } from '@backspin/contracts/room-options';
import {
  AdminRoomPageType,
  AdminUpdateRoomInput,
  CreateRoomInput,
  PinnedMessageInput,
  RoomPosterFileType,
  RoomPosterStagingType,
  RoomType,
  UpdateRoomInput,
} from './room.types.ts';

@Resolver(() => RoomType)
export class RoomResolver {
  // Lookups ------------------------------------------------------------------------------------------------

  @Query(() => RoomType, { nullable: true, description: 'A room by id; null when unknown.' })
  room(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.loaders.room.load(id);
  }

  @Query(() => RoomType, { nullable: true, description: 'A room by its current or a past slug; null when unknown.' })
  roomBySlug(@Arg('slug', () => String) slug: string, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.services.rooms.findBySlug(ctx.em, slug);
  }

  @Query(() => RoomType, { description: 'A room by id or slug (past slugs too); NOT_FOUND when unknown.' })
  roomByRef(@Arg('ref', () => String) ref: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.rooms.getByRef(ctx.em, ref);
  }

  @Query(() => RoomType, { description: 'Service: a room by id (staff or service tokens); NOT_FOUND when unknown.' })
  serviceRoom(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.roomLists.serviceRoom(ctx.em, ctx.identity, id);
  }

  // Lists --------------------------------------------------------------------------------------------------

  @Query(() => [RoomType], { description: 'Public rooms, newest first; at most 100 per page (default 20).' })
  publicRooms(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.publicRooms(ctx.em, limit, offset);
  }

  @Query(() => [RoomType], {
    description:
      'Public rooms whose name, slug or description contains the query (ignoring case): promoted rooms first, then by listeners now, then newest. A blank query finds nothing; at most 100 per page (default 20).',
  })
  searchRooms(
    // type-graphql prints arguments last to first: the schema reads (query, offset, limit).
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('query', () => String) query: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.search(ctx.em, query, limit, offset);
  }

  @Query(() => [RoomType], {
    description: 'Promoted rooms, newest promotion first (at most 100); with providers, those targeting one of them or all.',
  })
  promotedRooms(
    @Arg('providers', () => [String], { nullable: true }) providers: string[] | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.promoted(ctx.em, providers);
  }

  @Query(() => [RoomType], { description: 'Rooms the caller owns or holds a staff role in (coOwner, moderator, dj), newest first.' })
  myRooms(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.mine(ctx.em, ctx.identity, limit, offset);
  }

  @Query(() => [RoomType], { description: 'Rooms the caller owns, newest first.' })
  ownedRooms(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.owned(ctx.em, ctx.identity, limit, offset);
  }

  @Query(() => [RoomType], { description: '1 to 50 rooms by id or slug, in the order asked; unknown ones left out.' })
  roomsByRefs(@Arg('refs', () => [String]) refs: string[], @Ctx() ctx: RoomsContext): Promise<Room[]> {
    return ctx.services.roomLists.multiple(ctx.em, refs);
  }

  @Query(() => [RoomType], { description: 'The caller’s recently visited rooms, newest visit first (at most 20).' })
  recentRooms(@Ctx() ctx: RoomsContext): Promise<Room[]> {
    return ctx.services.roomLists.recent(ctx.em, ctx.identity);
  }

  @Query(() => Int, { description: 'How many private rooms there are.' })
  privateRoomCount(@Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.services.roomLists.privateCount(ctx.em);
  }

  @Query(() => [RoomType], { description: 'Service: every room, oldest first; take at most 100 (default 20). Staff or service tokens.' })
  serviceRooms(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.serviceList(ctx.em, ctx.identity, take, skip);
  }

  @Query(() => [RoomType], { description: 'A user’s rooms, newest first; private ones only for that user and staff.' })
  userRooms(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.userRooms(ctx.em, ctx.identity, userId, limit, offset);
  }

  @Query(() => [RoomType], { description: 'Service: every room of a user. Staff or service tokens.' })
  serviceUserRooms(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room[]> {
    return ctx.services.roomLists.serviceUserRooms(ctx.em, ctx.identity, userId, limit, offset);
  }

  @Query(() => [RoomType], { description: 'Private rooms whose password is this one, newest first (at most 20). Needs a token.' })
  roomsByPassword(@Arg('password', () => String) password: string, @Ctx() ctx: RoomsContext): Promise<Room[]> {
    return ctx.services.roomAccess.byPassword(ctx.em, ctx.identity, password);
  }

  @Query(() => AdminRoomPageType, { description: 'Administrators: rooms by a nestjsx list query.' })
  adminRooms(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<AdminRoomPage> {
    return ctx.services.roomLists.adminList(ctx.em, ctx.identity, query);
  }

  @Query(() => RoomType, { description: 'Administrators: a room by id; NOT_FOUND when unknown.' })
  adminRoom(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.roomLists.adminGet(ctx.em, ctx.identity, id);
  }

  @Query(() => Boolean, { description: 'Whether guests must give the guest password to enter rooms.' })
  guestPasswordRequired(@Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.roomAccess.guestPasswordRequired(ctx.em);
  }

  @Query(() => RoomPosterFileType, { description: 'The stored file of a room’s uploaded poster, by name (the REST bridge serves it).' })
  roomPosterFile(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('file', () => String) file: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<RoomPosterFileType> {
    return ctx.services.roomPosters.file(ctx.em, roomId, file);
  }

  // Fields -------------------------------------------------------------------------------------------------

  @FieldResolver(() => UserReference)
  owner(@Root() room: Room): UserReference {
    return userReference(room.ownerId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The poster image: a given URL, or the path of an uploaded one.' })
  posterUrl(@Root() room: Room): string | null {
    return posterUrlOf(room);
  }

  @FieldResolver(() => Int, { description: 'How many are in the room now, guests included.' })
  listenerCount(@Root() room: Room, @Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.loaders.listenerCount.load(room.id);
  }

  @FieldResolver(() => Boolean, { description: 'Entering needs a password (PRIVATE rooms that have one).' })
  hasPassword(@Root() room: Room): boolean {
    return room.passwordHash != null;
  }

  // Changes ------------------------------------------------------------------------------------------------

  @Mutation(() => RoomType, { description: 'Signed-in users only; the caller becomes the owner.' })
  createRoom(@Arg('input', () => CreateRoomInput) input: CreateRoomInput, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.rooms.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => RoomType, { description: 'Changes settings: the owner, a coOwner or platform staff.' })
  updateRoom(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateRoomInput) input: UpdateRoomInput,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.rooms.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => RoomType, { description: 'Administrators: settings and promotion of any room.' })
  adminUpdateRoom(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminUpdateRoomInput) input: AdminUpdateRoomInput,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.rooms.adminUpdate(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => RoomType, {
    description: 'Promotes (or stops promoting) a room: the promoteRoom capability and owner or coOwner rights, or staff.',
  })
  promoteRoom(
    @Arg('id', () => ID) id: string,
    @Arg('promoted', () => Boolean) promoted: boolean,
    @Arg('providers', () => [String], { nullable: true }) providers: string[] | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.rooms.promote(ctx.em, ctx.identity, id, promoted, providers);
  }

  @Mutation(() => RoomType, { description: 'Resets a room (owner, coOwner or staff): clients get RESET and rejoin within 2 s.' })
  resetRoom(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.rooms.reset(ctx.em, ctx.identity, id);
  }

  @Mutation(() => RoomType, { description: 'Deletes a room: its owner or platform staff. Returns the room as it was.' })
  deleteRoom(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.rooms.delete(ctx.em, ctx.identity, id);
  }

  @Mutation(() => RoomType, { description: 'Replaces the pinned messages (at most 5): owner, coOwner, room moderator or staff.' })
  setRoomPinnedMessages(
    @Arg('id', () => ID) id: string,
    @Arg('messages', () => [PinnedMessageInput]) messages: PinnedMessageInput[],
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.rooms.setPinnedMessages(ctx.em, ctx.identity, id, messages);
  }

  @Mutation(() => RoomType, { description: 'Sets (an http(s) URL) or removes (null) the room’s external URL.' })
  setRoomExternalUrl(
    @Arg('id', () => ID) id: string,
    @MaxLength(roomLimits.urlMax, 'INVALID_EXTERNAL_URL') @Arg('url', () => String, { nullable: true }) url: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.rooms.setExternalUrl(ctx.em, ctx.identity, id, url);
  }

  @Mutation(() => RoomType, { description: 'A poster image by http(s) URL.' })
  setRoomPosterUrl(@Arg('id', () => ID) id: string, @MaxLength(roomLimits.urlMax, 'INVALID_POSTER_URL') @Arg('url', () => String) url: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.roomPosters.setUrl(ctx.em, ctx.identity, id, url);
  }

  @Mutation(() => RoomType, { description: 'Removes the room’s poster.' })
  removeRoomPoster(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.roomPosters.remove(ctx.em, ctx.identity, id);
  }

  @Mutation(() => RoomPosterStagingType, { description: 'Step 1 of a poster upload (the REST bridge): may the caller, where the bytes go.' })
  beginRoomPosterUpload(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<RoomPosterStagingType> {
    return ctx.services.roomPosters.beginUpload(ctx.em, ctx.identity, id);
  }

  @Mutation(() => RoomType, { description: 'Step 2: check the staged image (size, sniffed type) and make it the poster.' })
  registerRoomPosterUpload(
    @Arg('id', () => ID) id: string,
    @Arg('stagingKey', () => String) stagingKey: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<Room> {
    return ctx.services.roomPosters.registerUpload(ctx.em, ctx.identity, id, stagingKey);
  }

  @Mutation(() => RoomType, { description: 'Records that the caller visited a room (by id or slug); keeps their 20 latest.' })
  recordRoomVisit(@Arg('room', () => String) room: string, @Ctx() ctx: RoomsContext): Promise<Room> {
    return ctx.services.roomLists.recordVisit(ctx.em, ctx.identity, room);
  }

  @Mutation(() => Boolean, { description: 'Administrators: sets the password guests must give to enter rooms.' })
  setGuestPassword(@Arg('password', () => String) password: string, @Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.roomAccess.setGuestPassword(ctx.em, ctx.identity, password);
  }

  @Mutation(() => Boolean, { description: 'Administrators: guests enter without a password again; false when none was set.' })
  clearGuestPassword(@Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.roomAccess.clearGuestPassword(ctx.em, ctx.identity);
  }
}
