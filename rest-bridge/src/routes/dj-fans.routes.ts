import { graphql } from '../gql/index.ts';
import { found } from './admin-list-query.ts';
import { integerParam, route, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestDjFan on DjFan {
    id
    djId
    fanId
    notify
    createdAt
  }
`);

const Follow = graphql(`
  mutation RestFollowDj($djId: ID!, $notify: Boolean!) {
    followDj(djId: $djId, notify: $notify) { ...RestDjFan }
  }
`);

const Unfollow = graphql(`
  mutation RestUnfollowDj($djId: ID!) {
    unfollowDj(djId: $djId) { ...RestDjFan }
  }
`);

const MyFollow = graphql(`
  query RestMyDjFollow($djId: ID!) {
    myDjFollow(djId: $djId) { ...RestDjFan }
  }
`);

const Count = graphql(`
  query RestDjFanCount($djId: ID!) {
    djFanCount(djId: $djId)
  }
`);

const Fans = graphql(`
  query RestDjFans($djId: ID!, $skip: Int, $take: Int) {
    djFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }
  }
`);

const Followed = graphql(`
  query RestDjsFollowed($userId: ID, $skip: Int, $take: Int) {
    djsFollowed(userId: $userId, skip: $skip, take: $take) { total items { ...RestDjFan } }
  }
`);

const AdminFans = graphql(`
  query RestAdminDjFans($djId: ID!, $skip: Int, $take: Int) {
    adminDjFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }
  }
`);

const FanDevices = graphql(`
  query RestMyFanDevices {
    myFanDevices { id userId devicePlatform }
  }
`);

const NotifyFans = graphql(`
  mutation RestNotifyDjFans($djId: ID) {
    notifyDjFans(djId: $djId) { notified }
  }
`);

const paging = ({ query }: RestRequest) => ({ skip: integerParam(query, 'skip'), take: integerParam(query, 'take') });
const djBody = { type: 'object', properties: { djId: { type: 'string', format: 'uuid' }, notify: { type: 'boolean', description: 'Be told when the DJ takes a seat (default true)' } }, required: ['djId'] };
const pageNote = 'skip (default 0), take (default 12, at most 100); newest first';

/** DJ fans (spec 2 §7 "DJ fans"): follow and unfollow, fans and count, the DJs a user follows, telling fans the DJ is on. */
export const djFanRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/dj-fans',
    tag: 'dj-fans',
    summary: 'Follow a DJ (again: changes only notify); a user the DJ blocked may not (403)',
    auth: true,
    operation: Follow,
    variables: ({ body }) => ({ djId: text(body, 'djId'), notify: body.notify !== false }),
    result: (data) => data.followDj,
    status: 201,
    bodySchema: djBody,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans',
    tag: 'dj-fans',
    summary: `The DJs you follow (${pageNote})`,
    auth: true,
    operation: Followed,
    variables: (request) => ({ userId: null, ...paging(request) }),
    result: (data) => data.djsFollowed,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/dj-fans-paginated/{id}',
    tag: 'dj-fans',
    summary: `A DJ’s fans (${pageNote})`,
    operation: Fans,
    variables: (request) => ({ djId: request.params.id!, ...paging(request) }),
    result: (data) => data.djFans,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/count/{id}',
    tag: 'dj-fans',
    summary: 'How many fans a DJ has: { count }',
    operation: Count,
    variables: ({ params }) => ({ djId: params.id! }),
    result: (data) => ({ count: data.djFanCount }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/dj-fans/{id}',
    tag: 'dj-fans',
    summary: `A DJ’s fans, the legacy list without a total (${pageNote})`,
    operation: Fans,
    variables: (request) => ({ djId: request.params.id!, ...paging(request) }),
    result: (data) => data.djFans.items,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/{id}/djs-followed',
    tag: 'dj-fans',
    summary: `The DJs a user follows (${pageNote})`,
    operation: Followed,
    variables: (request) => ({ userId: request.params.id!, ...paging(request) }),
    result: (data) => data.djsFollowed,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/admin/{id}',
    tag: 'dj-fans',
    summary: `A DJ’s fans with their opt-ins (staff: notifications.send; ${pageNote})`,
    auth: true,
    operation: AdminFans,
    variables: (request) => ({ djId: request.params.id!, ...paging(request) }),
    result: (data) => data.adminDjFans,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/dj-fan/{id}',
    tag: 'dj-fans',
    summary: 'Your follow of a DJ (404 when you do not follow them)',
    auth: true,
    operation: MyFollow,
    variables: ({ params }) => ({ djId: params.id! }),
    result: (data) => found(data.myDjFollow, 'DJ_FAN_NOT_FOUND'),
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/dj-fans/{id}',
    tag: 'dj-fans',
    summary: 'Unfollow a DJ (404 when you do not follow them)',
    auth: true,
    operation: Unfollow,
    variables: ({ params }) => ({ djId: params.id! }),
    result: (data) => data.unfollowDj,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans/devices/list',
    tag: 'dj-fans',
    summary: 'The devices of your opted-in fans (platforms, never tokens)',
    auth: true,
    operation: FanDevices,
    variables: () => ({}),
    result: (data) => data.myFanDevices,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/dj-fans-notification',
    tag: 'dj-fans',
    summary: 'Tell your opted-in fans you are DJing (you must be on a DJ seat: 409 otherwise); each fan at most once per DJ_FANS_NOTIFY_PERIOD_MINUTES: { notified }',
    auth: true,
    operation: NotifyFans,
    variables: () => ({ djId: null }),
    result: (data) => data.notifyDjFans,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/notifications/dj-fans',
    tag: 'notifications',
    summary: 'Tell a DJ’s opted-in fans the DJ is on a seat (the DJ, or staff and services for any DJ); once per fan per period: { notified }',
    auth: true,
    operation: NotifyFans,
    variables: ({ body }) => ({ djId: body.djId === undefined || body.djId === null ? null : text(body, 'djId') }),
    result: (data) => data.notifyDjFans,
    status: 201,
    bodySchema: { type: 'object', properties: { djId: { type: 'string', format: 'uuid', description: 'Default: yourself' } } },
  }),
];
