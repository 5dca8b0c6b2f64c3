import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { Community } from '../communities/community.entity.ts';
import { CommunityType } from '../communities/community.types.ts';
import type { Room } from '../rooms/room.entity.ts';
import { RoomType } from '../rooms/room.types.ts';
import type { Event } from './event.entity.ts';
import { CreateEventInput, EventPageType, EventType, UpdateEventInput } from './event.types.ts';

@Resolver(() => EventType)
export class EventResolver {
  @Query(() => EventPageType, { description: 'GET /events: events of public rooms (of one room or community when given), latest start first.' })
  events(
    @Arg('roomId', () => ID, { nullable: true }) roomId: string | null,
    @Arg('communityId', () => ID, { nullable: true }) communityId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Event>> {
    return ctx.services.events.list(ctx.em, { roomId, communityId, limit, offset });
  }

  @Query(() => EventPageType, { description: 'GET /events/upcoming: events of public rooms not yet ended, soonest first.' })
  upcomingEvents(
    @Arg('roomId', () => ID, { nullable: true }) roomId: string | null,
    @Arg('communityId', () => ID, { nullable: true }) communityId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ListPage<Event>> {
    return ctx.services.events.upcoming(ctx.em, { roomId, communityId, limit, offset });
  }

  @Query(() => EventType, { description: 'GET /events/{id}; NOT_FOUND when unknown.' })
  event(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.get(ctx.em, id);
  }

  @Query(() => EventType, { description: 'GET /events/slug/{slug}; NOT_FOUND when unknown.' })
  eventBySlug(@Arg('slug', () => String) slug: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.bySlug(ctx.em, slug);
  }

  @FieldResolver(() => RoomType, { nullable: true })
  room(@Root() event: Event, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.loaders.room.load(event.roomId);
  }

  @FieldResolver(() => CommunityType, { nullable: true })
  async community(@Root() event: Event, @Ctx() ctx: RoomsContext): Promise<Community | null> {
    return event.communityId ? ctx.loaders.community.load(event.communityId) : null;
  }

  @FieldResolver(() => Int, { description: 'How many users marked their interest.' })
  interestedCount(@Root() event: Event, @Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.loaders.eventInterestedCount.load(event.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller marked their interest (false for guests and anonymous callers).' })
  async interested(@Root() event: Event, @Ctx() ctx: RoomsContext): Promise<boolean> {
    const { userId, tokenType } = ctx.identity;
    if (!userId || (tokenType !== 'user' && tokenType !== 'bot')) return false;
    return ctx.loaders.eventInterested.load(`${userId.toLowerCase()} ${event.id}`);
  }

  @Mutation(() => EventType, { description: 'POST /events: the room’s staff (owner, coOwners, moderators; platform moderators and staff).' })
  createEvent(@Arg('input', () => CreateEventInput) input: CreateEventInput, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => EventType, { description: 'PATCH /events/{id}: the room’s staff.' })
  updateEvent(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateEventInput) input: UpdateEventInput, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => EventType, { description: 'DELETE /events/{id}: the room’s staff.' })
  deleteEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.delete(ctx.em, ctx.identity, id);
  }

  @Mutation(() => EventType, { description: 'The caller (signed in) is interested: reminded when the event starts, once.' })
  markEventInterest(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.markInterest(ctx.em, ctx.identity, id);
  }

  @Mutation(() => EventType, { description: 'The caller is no longer interested.' })
  unmarkEventInterest(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.unmarkInterest(ctx.em, ctx.identity, id);
  }

  @Query(() => EventPageType, {
    description:
      'Administrators: GET /admin/events by a nestjsx list query, newest first; limit 1 to 100 (default 25); fields id, slug, title, description, roomId, communityId, startsAt, endsAt, createdBy, createdAt, updatedAt.',
  })
  allEvents(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<Event>> {
    return ctx.services.events.adminList(ctx.em, ctx.identity, query);
  }

  @Query(() => EventType, { description: 'Administrators: GET /admin/events/{id}.' })
  adminEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Event> {
    return ctx.services.events.adminGet(ctx.em, ctx.identity, id);
  }
}
