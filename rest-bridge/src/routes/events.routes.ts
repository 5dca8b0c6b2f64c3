import { adminEventListFields } from '@backspin/contracts/events';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, itemsPage, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { integerParam, route, stringParam, type RestRequest, type RestRoute } from './route.ts';

/**
 * Events (spec 2, §7 "Events" and GET /admin/events), under /api/room-service. The rules are the rooms subgraph's
 * (events/event.service.ts): a room's staff create, change and delete its events.
 *  - POST /events {roomId, communityId?, title, description?, slug?, startsAt, endsAt} (ISO 8601 date-times, or epoch
 *    milliseconds) answers 201 with the event; PATCH /events/{id} changes the fields given (not the room).
 *  - GET /events and GET /events/upcoming take limit, offset, roomId and communityId, and answer {total, items}.
 *  - GET /admin/events: the nestjsx list query, as the other admin lists.
 */

graphql(`
  fragment RestEvent on Event {
    id
    slug
    title
    description
    roomId
    communityId
    startsAt
    endsAt
    createdBy
    interestedCount
    createdAt
    updatedAt
  }
`);

const Events = graphql(`
  query RestEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {
    events(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }
  }
`);

const UpcomingEvents = graphql(`
  query RestUpcomingEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {
    upcomingEvents(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }
  }
`);

const EventById = graphql(`
  query RestEvent($id: ID!) {
    event(id: $id) { ...RestEvent }
  }
`);

const EventBySlug = graphql(`
  query RestEventBySlug($slug: String!) {
    eventBySlug(slug: $slug) { ...RestEvent }
  }
`);

const CreateEvent = graphql(`
  mutation RestCreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) { ...RestEvent }
  }
`);

const UpdateEvent = graphql(`
  mutation RestUpdateEvent($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) { ...RestEvent }
  }
`);

const DeleteEvent = graphql(`
  mutation RestDeleteEvent($id: ID!) {
    deleteEvent(id: $id) { ...RestEvent }
  }
`);

const AllEvents = graphql(`
  query RestAllEvents($query: ListQueryInput) {
    allEvents(query: $query) { data { ...RestEvent } count total page pageCount }
  }
`);

const AdminEvent = graphql(`
  query RestAdminEvent($id: ID!) {
    adminEvent(id: $id) { ...RestEvent }
  }
`);

const id = (request: RestRequest) => request.params.id ?? '';

/** A time as given: ISO text as is, epoch milliseconds as ISO text (the service checks either). */
function timeOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 8.64e15) return new Date(value).toISOString();
  return String(value);
}

const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

/** The fields of a PATCH body that are present (null clears what may be cleared). */
function changesOf(body: Record<string, unknown>) {
  const changes: { title?: string | null; description?: string | null; slug?: string | null; communityId?: string | null; startsAt?: string | null; endsAt?: string | null } = {};
  for (const key of ['title', 'description', 'slug', 'communityId'] as const) if (key in body) changes[key] = text(body[key]);
  for (const key of ['startsAt', 'endsAt'] as const) if (key in body) changes[key] = timeOf(body[key]);
  return changes;
}

const listVariables = (request: RestRequest) => ({
  roomId: stringParam(request.query, 'roomId') || null,
  communityId: stringParam(request.query, 'communityId') || null,
  limit: integerParam(request.query, 'limit'),
  offset: integerParam(request.query, 'offset'),
});

const eventBody = {
  type: 'object',
  properties: {
    roomId: { type: 'string', format: 'uuid' },
    communityId: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    description: { type: 'string' },
    slug: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
  },
};
const { roomId: _room, ...changeProperties } = eventBody.properties;
/** PATCH: every field but the room (an event stays in its room). */
const changeBody = { type: 'object', properties: changeProperties };
const tag = 'room-service';

export const eventRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'room',
    path: '/events',
    tag,
    summary: 'Events of public rooms, latest start first (limit, offset, roomId, communityId): {total, items}',
    operation: Events,
    variables: listVariables,
    result: (data) => itemsPage(data.events),
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/events',
    tag,
    summary: 'The room’s staff create an event of the room',
    auth: true,
    status: 201,
    operation: CreateEvent,
    variables: ({ body }) => ({
      input: {
        roomId: text(body.roomId) ?? '',
        communityId: text(body.communityId),
        title: text(body.title) ?? '',
        description: text(body.description),
        slug: text(body.slug),
        startsAt: timeOf(body.startsAt) ?? '',
        endsAt: timeOf(body.endsAt) ?? '',
      },
    }),
    result: (data) => data.createEvent,
    bodySchema: eventBody,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/events/upcoming',
    tag,
    summary: 'Events of public rooms not yet ended, soonest first (limit, offset, roomId, communityId): {total, items}',
    operation: UpcomingEvents,
    variables: listVariables,
    result: (data) => itemsPage(data.upcomingEvents),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/events/slug/{slug}',
    tag,
    summary: 'An event by slug',
    operation: EventBySlug,
    variables: (request) => ({ slug: request.params.slug ?? '' }),
    result: (data) => data.eventBySlug,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/events/{id}',
    tag,
    summary: 'An event by id',
    operation: EventById,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.event,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/events/{id}',
    tag,
    summary: 'The room’s staff change an event (the fields given)',
    auth: true,
    operation: UpdateEvent,
    variables: (request) => ({ id: id(request), input: changesOf(request.body) }),
    result: (data) => data.updateEvent,
    bodySchema: changeBody,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/events/{id}',
    tag,
    summary: 'The room’s staff delete an event',
    auth: true,
    operation: DeleteEvent,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.deleteEvent,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/events',
    tag,
    summary: 'Administrators: events by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page, cache)',
    auth: true,
    operation: AllEvents,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminEventListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.allEvents, request, adminListQuery(request, adminEventListFields).fields),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/events/{id}',
    tag,
    summary: 'Administrators: an event (fields picks fields)',
    auth: true,
    operation: AdminEvent,
    variables: (request) => ({ id: id(request) }),
    result: (data, { request }) => {
      const fields = request.query.fields;
      const names = typeof fields === 'string' && fields ? fields.split(',').filter((f) => Object.keys(adminEventListFields).includes(f)) : null;
      return pickFields(data.adminEvent, names);
    },
  }),
];
