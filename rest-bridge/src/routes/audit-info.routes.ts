import { userActionListFields, userActionListPaging } from '@backspin/contracts/user-actions';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, found, nestjsxAnswer } from './admin-list-query.ts';
import { RawResponse, route, type RestRequest, type RestRoute } from './route.ts';

/**
 * The audit service's own paths besides the moderation trail and play tracking (spec 3, §7 "Audit service", base
 * /api/audit-service): a user's actions and last action (moderators and staff: audit.read, the rules are the audit
 * subgraph's user-actions/user-action.service.ts), the names of the recorded user events and of the live events
 * clients can receive (anyone: they are about no one), the service's status (audit.read) and its greeting (anyone).
 */

graphql(`
  fragment RestUserAction on UserAction {
    id
    userId
    type
    occurredAt
    roomId
    detail
    recordedAt
  }
`);

const UserActions = graphql(`
  query RestUserActions($userId: ID!, $query: ListQueryInput) {
    userActions(userId: $userId, query: $query) { data { ...RestUserAction } count total page pageCount }
  }
`);

const LastUserAction = graphql(`
  query RestLastUserAction($userId: ID!) {
    lastUserAction(userId: $userId) { ...RestUserAction }
  }
`);

const SocketEventNames = graphql(`
  query RestSocketEventNames {
    socketEventNames
  }
`);

const UserEventNames = graphql(`
  query RestUserEventNames {
    userEventNames
  }
`);

const AuditServiceStatus = graphql(`
  query RestAuditServiceStatus {
    auditServiceStatus { service version status database uptimeSeconds time }
  }
`);

const AuditGreeting = graphql(`
  query RestAuditGreeting {
    auditGreeting
  }
`);

const listQuery = (request: RestRequest) => adminListQuery(request, userActionListFields, userActionListPaging);
const id = (request: RestRequest) => request.params.id ?? '';
const tag = 'audit-service';

const userActionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid', description: 'the sending service’s event id' },
    userId: { type: 'string', format: 'uuid' },
    type: { type: 'string', description: 'one of GET /info-admin/user-events-names' },
    occurredAt: { type: 'string', format: 'date-time' },
    roomId: { type: ['string', 'null'], format: 'uuid' },
    detail: { type: ['object', 'null'] },
    recordedAt: { type: 'string', format: 'date-time' },
  },
};
const namesSchema = { type: 'array', items: { type: 'string' } };

export const auditInfoRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'audit',
    path: '/user-actions/{id}',
    tag,
    summary:
      'Moderators and staff: what the user {id} did (signed up, signed in, joined and left rooms, took a DJ seat), newest first, by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page) over id, type, roomId, occurredAt, recordedAt; 20 unless asked, at most 100. An array, or {data, count, total, page, pageCount} with offset or page',
    auth: true,
    operation: UserActions,
    variables: (request) => ({ userId: id(request), query: listQueryToInput(listQuery(request)) }),
    result: (data, { request }) => nestjsxAnswer(data.userActions, request, listQuery(request).fields),
    responseSchema: { type: 'array', items: userActionSchema },
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/info-admin/event-last/{id}',
    tag,
    summary: 'Moderators and staff: the last action recorded for the user {id}; 404 when none is (or is still kept)',
    auth: true,
    operation: LastUserAction,
    variables: (request) => ({ userId: id(request) }),
    result: (data) => found(data.lastUserAction, 'USER_ACTION_NOT_FOUND'),
    responseSchema: userActionSchema,
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/info-admin/user-events-names',
    tag,
    summary: 'The kinds of user action the audit service records (anyone)',
    operation: UserEventNames,
    variables: () => ({}),
    result: (data) => data.userEventNames,
    responseSchema: namesSchema,
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/info-admin/socket-events-names',
    tag,
    summary: 'The live events clients can receive over the gateway’s subscriptions: field.KIND (roomEvents.PATCH), or the field alone when it has one kind (anyone)',
    operation: SocketEventNames,
    variables: () => ({}),
    result: (data) => data.socketEventNames,
    responseSchema: namesSchema,
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/info-admin/audit-service-status',
    tag,
    summary: 'Moderators and staff: the audit service’s health (version, database, uptime)',
    auth: true,
    operation: AuditServiceStatus,
    variables: () => ({}),
    result: (data) => data.auditServiceStatus,
  }),
  // The spec's `/` under the base, and the base without its trailing slash (a client that trims it).
  ...(['/', ''] as const).map((path) =>
    route({
      method: 'GET',
      service: 'audit',
      path,
      tag,
      summary: 'Greeting of the audit service (plain text, anyone)',
      operation: AuditGreeting,
      variables: () => ({}),
      result: (data) => new RawResponse('text/plain; charset=utf-8', data.auditGreeting),
      responseSchema: { type: 'string' },
    }),
  ),
];
