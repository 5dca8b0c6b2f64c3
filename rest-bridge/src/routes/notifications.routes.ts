import { graphql } from '../gql/index.ts';
import type { NotificationTarget } from '../gql/graphql.ts';
import { integerParam, route, stringParam, type RestRequest, type RestRoute } from './route.ts';

const Send = graphql(`
  mutation RestSendNotification($input: SendNotificationInput!) {
    sendNotification(input: $input) { notified }
  }
`);

const Mine = graphql(`
  query RestMyNotifications($limit: Int) {
    myNotifications(limit: $limit) { id kind title body data senderId createdAt }
  }
`);

const RegisterWeb = graphql(`
  mutation RestRegisterWebPush($input: RegisterDeviceInput!) {
    registerDevice(input: $input) { id userId devicePlatform token createdAt updatedAt }
  }
`);

/** A body's field passed on as the client sent it (the service checks its shape). */
const raw = (body: Record<string, unknown>, key: string) => (body[key] === undefined ? null : (body[key] as never));

interface Fixed {
  target: NotificationTarget;
  silent?: boolean;
  admin?: boolean;
  /** The path notifies a room's users (roomId in the body or query). */
  room?: boolean;
}

/** The send input from a body: `userIds`, or one `userId`; title, body (or `message`), data. */
function sendInput(body: Record<string, unknown>, fixed: Fixed) {
  const userIds = body.userIds !== undefined ? raw(body, 'userIds') : body.userId !== undefined && body.userId !== null ? ([body.userId] as never) : null;
  return {
    input: {
      userIds: fixed.room ? null : userIds,
      roomId: fixed.room ? ((body.roomId ?? '') as never) : null,
      title: raw(body, 'title'),
      body: body.body !== undefined ? raw(body, 'body') : raw(body, 'message'),
      data: raw(body, 'data'),
      silent: fixed.silent ?? false,
      target: fixed.target,
      admin: fixed.admin ?? false,
    },
  };
}

const sendSchema = (fixed: Fixed) => ({
  type: 'object',
  properties: {
    ...(fixed.room
      ? { roomId: { type: 'string', format: 'uuid' } }
      : { userIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 1000 }, userId: { type: 'string', format: 'uuid' } }),
    ...(fixed.silent ? {} : { title: { type: 'string', maxLength: 200 }, body: { type: 'string', maxLength: 1000 }, message: { type: 'string', maxLength: 1000, description: 'Same as body' } }),
    data: { type: 'object', description: 'At most 20 strings by key' },
  },
});

const who = (fixed: Fixed) =>
  fixed.admin ? 'staff only (notifications.send)' : fixed.room ? 'the room’s owner, co-owners and moderators, or staff' : 'yourself; other users: staff and services (notifications.send)';

function send(path: string, fixed: Fixed, what: string): RestRoute {
  return route({
    method: 'POST',
    service: 'room',
    path,
    tag: 'notifications',
    summary: `${what}; ${who(fixed)}: { notified }`,
    auth: true,
    operation: Send,
    variables: ({ body }) => sendInput(body, fixed),
    result: (data) => data.sendNotification,
    status: 201,
    bodySchema: sendSchema(fixed),
  });
}

/** The room-users GET: its input from the query string. */
function roomQueryInput({ query }: RestRequest) {
  return {
    input: {
      // A room path without a room is refused by the service (not sent to the caller).
      roomId: stringParam(query, 'roomId') ?? stringParam(query, 'roomUuid') ?? '',
      title: stringParam(query, 'title'),
      body: stringParam(query, 'body') ?? stringParam(query, 'message'),
      target: 'all' as NotificationTarget,
    },
  };
}

/**
 * Push notifications (spec 2 §7 "Push notifications"): every path writes one notification per user (the in-app list)
 * and pushes it to their devices through durable jobs (FCM for ios and android, Web Push for browsers), as their
 * settings allow. Silent ones carry data and no alert.
 */
export const notificationRoutes: RestRoute[] = [
  send('/mobileNotification', { target: 'mobile' }, 'A notification to phones (userId or userIds; none: yourself)'),
  send('/mobileNotification/admin', { target: 'mobile', admin: true }, 'A notification to users’ phones'),
  send('/mobileNotification/silent-notification', { target: 'mobile', silent: true }, 'A silent notification (data, no alert) to phones'),
  send('/mobileNotification/custom-message', { target: 'mobile' }, 'A custom message to users’ phones'),
  send('/mobileNotification/all-devices', { target: 'all' }, 'A notification to all of the users’ devices, phones and browsers'),
  send('/mobileNotification/user', { target: 'mobile' }, 'A notification to one user’s phones'),
  send('/mobileNotification/user/admin', { target: 'mobile', admin: true }, 'A notification to one user’s phones'),
  send('/mobileNotification/user/admin/silent-nofitication', { target: 'mobile', silent: true, admin: true }, 'A silent notification (data, no alert) to one user’s phones'),
  send('/mobileNotification/room-users', { target: 'mobile', room: true }, 'A notification to the phones of everyone in a room now'),
  send('/notifications/custom-message', { target: 'all' }, 'A custom message to users’ devices'),
  send('/notifications/custom-message-from-room', { target: 'all', room: true }, 'A custom message to everyone in a room now'),
  send('/web-notifications/push-notification', { target: 'web' }, 'A notification to browsers (Web Push)'),
  route({
    method: 'GET',
    service: 'room',
    path: '/room-users-notification',
    tag: 'notifications',
    summary: 'A notification to everyone in a room now (query roomId, title, body); the room’s staff or platform staff: { notified }',
    auth: true,
    operation: Send,
    variables: roomQueryInput,
    result: (data) => data.sendNotification,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/',
    tag: 'notifications',
    summary: 'Your notifications, newest first (limit: default 50, at most 100)',
    auth: true,
    operation: Mine,
    variables: ({ query }) => ({ limit: integerParam(query, 'limit') }),
    result: (data) => data.myNotifications,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/web-notifications/subscription',
    tag: 'notifications',
    summary: 'Register this browser for Web Push: its PushSubscription (as `subscription`, or the body itself)',
    auth: true,
    operation: RegisterWeb,
    variables: ({ body }) => ({ input: { devicePlatform: 'web', subscription: body.subscription !== undefined ? raw(body, 'subscription') : ({ endpoint: body.endpoint, keys: body.keys } as never) } }),
    result: (data) => data.registerDevice,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: {
        subscription: { type: 'object', description: 'A PushSubscription: endpoint, keys { p256dh, auth }' },
        endpoint: { type: 'string', maxLength: 2048 },
        keys: { type: 'object', properties: { p256dh: { type: 'string' }, auth: { type: 'string' } } },
      },
    },
  }),
];
