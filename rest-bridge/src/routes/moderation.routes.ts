import { graphql } from '../gql/index.ts';
import { moderationCommentMaxLength, moderationReasonMaxLength } from '@backspin/contracts/moderation';
import { itemsPage, pagingQuery } from './admin-list-query.ts';
import { route, text, type RestRoute } from './route.ts';

graphql(`
  fragment RestAccountStanding on AccountStanding {
    userId
    banned
    bannedAt
    bannedUntil
    banReason
    deactivated
    deactivatedAt
    tokensRevokedAt
  }
`);

graphql(`
  fragment RestDeactivationRequest on DeactivationRequest {
    userId
    reason
    status
    requestedAt
    resolvedBy
    resolvedAt
  }
`);

const Kick = graphql(`
  mutation RestKickUser($userId: ID!, $reason: String) {
    kickUser(userId: $userId, reason: $reason) { ...RestAccountStanding }
  }
`);

const Ban = graphql(`
  mutation RestBanUser($input: BanUserInput!) {
    banUser(input: $input) { ...RestAccountStanding }
  }
`);

const TemporaryBan = graphql(`
  mutation RestTemporarilyBanUser($input: BanUserInput!) {
    temporarilyBanUser(input: $input) { ...RestAccountStanding }
  }
`);

const Unban = graphql(`
  mutation RestUnbanUser($userId: ID!) {
    unbanUser(userId: $userId) { ...RestAccountStanding }
  }
`);

const RequestDeactivation = graphql(`
  mutation RestRequestDeactivation($reason: String) {
    requestDeactivation(reason: $reason) { ...RestDeactivationRequest }
  }
`);

const PendingDeactivations = graphql(`
  query RestPendingDeactivations($query: ListQueryInput) {
    pendingDeactivations(query: $query) {
      total
      data { ...RestDeactivationRequest user { id displayName } }
    }
  }
`);

const CancelDeactivation = graphql(`
  mutation RestCancelDeactivationRequest($userId: ID!) {
    cancelDeactivationRequest(userId: $userId) { ...RestDeactivationRequest }
  }
`);

const Deactivate = graphql(`
  mutation RestDeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) { ...RestAccountStanding }
  }
`);

const Reactivate = graphql(`
  mutation RestReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) { ...RestAccountStanding }
  }
`);

const AddComment = graphql(`
  mutation RestAddModerationComment($input: AddModerationCommentInput!) {
    addModerationComment(input: $input) { id userId authorId comment createdAt author { id displayName } }
  }
`);

const Comments = graphql(`
  query RestModerationComments($userId: ID!) {
    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }
  }
`);

/** An optional string field: absent or null stays null. */
const optional = (body: Record<string, unknown>, key: string) => (body[key] === undefined || body[key] === null ? null : (body[key] as string));
const userBody = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { userId: { type: 'string', format: 'uuid' }, ...extra },
  required: ['userId'],
});
const reason = { reason: { type: 'string', maxLength: moderationReasonMaxLength } };
const endsAt = { endsAt: { type: 'string', format: 'date-time', description: 'When the ban ends by itself (in the future)' } };

/**
 * Platform moderation (moderators: users.moderate, lower ranks only, never oneself), deactivation (users ask,
 * moderators see and cancel requests, admins deactivate and reactivate) and moderation comments (moderators).
 */
export const moderationRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'user',
    path: '/users/kick',
    tag: 'user-service',
    summary: 'Kick a user: every token and session ends at once; they may sign in again (moderators; lower ranks only)',
    auth: true,
    operation: Kick,
    variables: ({ body }) => ({ userId: text(body, 'userId'), reason: optional(body, 'reason') }),
    result: (data) => data.kickUser,
    bodySchema: userBody(reason),
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/ban',
    tag: 'user-service',
    summary: 'Ban a user: tokens end at once, no sign-in by any method until unbanned, or until endsAt when given (moderators; lower ranks only)',
    auth: true,
    operation: Ban,
    variables: ({ body }) => ({ input: { userId: text(body, 'userId'), reason: optional(body, 'reason'), endsAt: optional(body, 'endsAt') } }),
    result: (data) => data.banUser,
    bodySchema: userBody({ ...reason, ...endsAt }),
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/temporary-ban',
    tag: 'user-service',
    summary: 'Ban a user until endsAt (required, in the future); the ban ends by itself then (moderators; lower ranks only)',
    auth: true,
    operation: TemporaryBan,
    variables: ({ body }) => ({ input: { userId: text(body, 'userId'), reason: optional(body, 'reason'), endsAt: optional(body, 'endsAt') } }),
    result: (data) => data.temporarilyBanUser,
    bodySchema: { ...userBody({ ...reason, ...endsAt }), required: ['userId', 'endsAt'] },
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/unban',
    tag: 'user-service',
    summary: 'Lift a user’s ban: they may sign in again (moderators; lower ranks only)',
    auth: true,
    operation: Unban,
    variables: ({ body }) => ({ userId: text(body, 'userId') }),
    result: (data) => data.unbanUser,
    bodySchema: userBody(),
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/request-deactivate',
    tag: 'user-service',
    summary: 'The signed-in user asks for their account to be deactivated (asking again keeps the pending request)',
    auth: true,
    operation: RequestDeactivation,
    variables: ({ body }) => ({ reason: optional(body, 'reason') }),
    result: (data) => data.requestDeactivation,
    status: 201,
    bodySchema: { type: 'object', properties: reason },
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/list-deactivate',
    tag: 'user-service',
    summary: 'Pending deactivation requests, oldest first (limit: default 50, at most 100; offset) (moderators)',
    auth: true,
    operation: PendingDeactivations,
    variables: ({ query }) => ({ query: pagingQuery(query) }),
    result: (data) => itemsPage(data.pendingDeactivations),
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/cancel-requested-deactivate',
    tag: 'user-service',
    summary: 'Cancel a user’s pending deactivation request (moderators; 404 when there is none)',
    auth: true,
    operation: CancelDeactivation,
    variables: ({ body }) => ({ userId: text(body, 'userId') }),
    result: (data) => data.cancelDeactivationRequest,
    bodySchema: userBody(),
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/users/deactivate/{id}',
    tag: 'user-service',
    summary: 'Deactivate an account: tokens end at once, no sign-in until reactivated (admins, superUsers; lower ranks only)',
    auth: true,
    operation: Deactivate,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => data.deactivateUser,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/reactivate/{id}',
    tag: 'user-service',
    summary: 'Reactivate an account: the user may sign in again (admins, superUsers; lower ranks only)',
    auth: true,
    operation: Reactivate,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => data.reactivateUser,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/moderation-comments',
    tag: 'user-service',
    summary: 'Write a comment about a user; the caller is its author (moderators)',
    auth: true,
    operation: AddComment,
    variables: ({ body }) => ({ input: { userId: text(body, 'userId'), comment: text(body, 'comment') } }),
    result: (data) => data.addModerationComment,
    status: 201,
    bodySchema: userBody({ comment: { type: 'string', minLength: 1, maxLength: moderationCommentMaxLength } }),
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/moderation-comments/{userId}',
    tag: 'user-service',
    summary: 'The comments about a user, newest first, with author and time (moderators)',
    auth: true,
    operation: Comments,
    variables: ({ params }) => ({ userId: params.userId ?? '' }),
    result: (data) => data.moderationComments,
  }),
];
