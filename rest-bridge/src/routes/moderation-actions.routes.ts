import { moderationActionListFields, moderationActionListPaging } from '@backspin/contracts/admin-lists';
import { moderationActionBulkMax, moderationReasonMaxLength } from '@backspin/contracts/moderation';
import { moderationActionTypes, moderationRoles, oneOfText } from '@backspin/platform';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import type { ModerationActionChangeInput, ModerationActionInput, ModerationActionKind, ModerationRole } from '../gql/graphql.ts';
import { adminListQuery, found, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { RouteInputError, route, type RestRequest, type RestRoute } from './route.ts';

/**
 * Audit's moderation trail (spec 3, §7 "Audit service": every /moderation-actions path), under /api/audit-service.
 * The rules are the audit subgraph's (moderation-actions/moderation-action.service.ts): moderators and staff read
 * (audit.read); staff create, correct and delete (audit.manage).
 *  - GET /moderation-actions: the nestjsx list query (fields, s, filter, or, sort, join, limit, offset, page, cache)
 *    over the same fields and paging as GraphQL's `moderationActions` (contracts/admin-lists.ts: 20 unless asked, at
 *    most 100, newest first), so both answer the same rows; like nestjsx, {data, count, total, page, pageCount} when
 *    offset or page is given, else an array. No relation may be joined (the users and the room are references).
 *  - POST /moderation-actions/bulk takes nestjsx's {bulk: [...]} (or a plain array): 1 to 100 records, all or none.
 *  - PATCH changes the fields given; PUT replaces every field (those left out cleared, an absent actorId kept). Both
 *    keep the replaced version in the record's revisions (GET /moderation-actions/{id} shows them).
 *  - DELETE is a recorded soft delete (deletedAt, deletedBy): the record leaves the list and the reads by id.
 * An unknown actionType or role, or a reason that is not text, is refused here with the catalogue's 400 naming the
 * field (the GraphQL enum would refuse it with GraphQL's wording); the rest is the subgraph's to check.
 */

graphql(`
  fragment RestModerationAction on ModerationAction {
    id
    actionType
    actorId
    targetUserId
    roomId
    previousRole
    role
    reason
    revision
    createdAt
    updatedAt
    updatedBy
    recordedBy
    deletedAt
    deletedBy
  }
`);

const ModerationActions = graphql(`
  query RestModerationActions($query: ListQueryInput) {
    moderationActions(query: $query) { data { ...RestModerationAction } count total page pageCount }
  }
`);

const ModerationActionById = graphql(`
  query RestModerationAction($id: ID!) {
    moderationAction(id: $id) {
      ...RestModerationAction
      revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }
    }
  }
`);

const CreateModerationAction = graphql(`
  mutation RestCreateModerationAction($input: ModerationActionInput!) {
    createModerationAction(input: $input) { ...RestModerationAction }
  }
`);

const CreateModerationActions = graphql(`
  mutation RestCreateModerationActions($inputs: [ModerationActionInput!]!) {
    createModerationActions(inputs: $inputs) { ...RestModerationAction }
  }
`);

const UpdateModerationAction = graphql(`
  mutation RestUpdateModerationAction($id: ID!, $input: ModerationActionChangeInput!) {
    updateModerationAction(id: $id, input: $input) { ...RestModerationAction }
  }
`);

const ReplaceModerationAction = graphql(`
  mutation RestReplaceModerationAction($id: ID!, $input: ModerationActionInput!) {
    replaceModerationAction(id: $id, input: $input) { ...RestModerationAction }
  }
`);

const DeleteModerationAction = graphql(`
  mutation RestDeleteModerationAction($id: ID!) {
    deleteModerationAction(id: $id) { ...RestModerationAction }
  }
`);

type Body = Record<string, unknown>;
const recordOf = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});

/** An enum field: absent stays absent, null stays null (where allowed), anything else must be one of `values`. */
function oneOf<T extends string>(body: Body, key: string, values: readonly T[], name: string): T | null | undefined {
  const value = body[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw new RouteInputError('REST_NOT_ONE_OF', { name, values: oneOfText(values) });
  }
  return value as T;
}

/** The reason: text (the subgraph checks its length), null, or absent. */
function reasonOf(body: Body, name: string): string | null | undefined {
  const value = body.reason;
  if (value === undefined || value === null || typeof value === 'string') return value;
  throw new RouteInputError('REST_NOT_TEXT_OF_LENGTH', { name, min: 0, max: moderationReasonMaxLength });
}

/** An id field as given (the subgraph checks it is a UUID). */
const idOf = (body: Body, key: string): string | null | undefined => {
  const value = body[key];
  return value === undefined || value === null ? value : String(value);
};

/** A whole record (POST, each bulk row, PUT); `at` prefixes the names a refusal gives (`bulk[2].`). */
function wholeInput(value: unknown, at = ''): ModerationActionInput {
  const body = recordOf(value);
  const actionType = oneOf(body, 'actionType', moderationActionTypes, `${at}actionType`);
  if (!actionType) throw new RouteInputError('REST_NOT_ONE_OF', { name: `${at}actionType`, values: oneOfText(moderationActionTypes) });
  return {
    actionType: actionType as ModerationActionKind,
    targetUserId: idOf(body, 'targetUserId') ?? '',
    actorId: idOf(body, 'actorId') ?? null,
    roomId: idOf(body, 'roomId') ?? null,
    previousRole: (oneOf(body, 'previousRole', moderationRoles, `${at}previousRole`) ?? null) as ModerationRole | null,
    role: (oneOf(body, 'role', moderationRoles, `${at}role`) ?? null) as ModerationRole | null,
    reason: reasonOf(body, `${at}reason`) ?? null,
  };
}

/** A PATCH: only the fields present. */
function changeInput(value: unknown): ModerationActionChangeInput {
  const body = recordOf(value);
  const input: ModerationActionChangeInput = {};
  const actionType = oneOf(body, 'actionType', moderationActionTypes, 'actionType');
  if (actionType !== undefined) input.actionType = actionType as ModerationActionKind | null;
  for (const key of ['targetUserId', 'actorId', 'roomId'] as const) {
    const id = idOf(body, key);
    if (id !== undefined) input[key] = id;
  }
  for (const key of ['previousRole', 'role'] as const) {
    const role = oneOf(body, key, moderationRoles, key);
    if (role !== undefined) input[key] = role as ModerationRole | null;
  }
  const reason = reasonOf(body, 'reason');
  if (reason !== undefined) input.reason = reason;
  return input;
}

/** nestjsx's createMany body {bulk: [...]}, or a plain array. */
const bulkOf = (body: unknown): unknown[] => {
  if (Array.isArray(body)) return body;
  const bulk = (body as Body | null)?.bulk;
  return Array.isArray(bulk) ? bulk : [];
};

const listQuery = (request: RestRequest) => adminListQuery(request, moderationActionListFields, moderationActionListPaging);
const fieldsParam = (request: RestRequest) => {
  const fields = request.query.fields;
  return typeof fields === 'string' && fields ? fields.split(',').filter((f) => f === 'revisions' || f in moderationActionListFields) : null;
};
const id = (request: RestRequest) => request.params.id ?? '';

const recordBody = {
  type: 'object',
  properties: {
    actionType: { type: 'string', enum: [...moderationActionTypes] },
    targetUserId: { type: 'string', format: 'uuid' },
    actorId: { type: 'string', format: 'uuid', description: 'Who acted; absent: the caller (POST) or the recorded actor (PUT)' },
    roomId: { type: ['string', 'null'], format: 'uuid', description: 'null for a platform-wide action' },
    previousRole: { type: ['string', 'null'], enum: [...moderationRoles, null] },
    role: { type: ['string', 'null'], enum: [...moderationRoles, null], description: 'required for grantRole and removeRole' },
    reason: { type: ['string', 'null'], maxLength: moderationReasonMaxLength },
  },
};
const tag = 'audit-service';

export const moderationActionRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'audit',
    path: '/moderation-actions',
    tag,
    summary:
      'Moderators and staff: moderation actions by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page, cache) over id, actionType, actorId, targetUserId, roomId, previousRole, role, reason, revision, createdAt, updatedAt; newest first, 20 unless asked, at most 100; deleted ones never. An array, or {data, count, total, page, pageCount} with offset or page',
    auth: true,
    operation: ModerationActions,
    variables: (request) => ({ query: listQueryToInput(listQuery(request)) }),
    result: (data, { request }) => nestjsxAnswer(data.moderationActions, request, listQuery(request).fields),
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/moderation-actions/{id}',
    tag,
    summary: 'Moderators and staff: one moderation action with its earlier versions (revisions); 404 when unknown or deleted (fields picks fields)',
    auth: true,
    operation: ModerationActionById,
    variables: (request) => ({ id: id(request) }),
    result: (data, { request }) => pickFields(found(data.moderationAction, 'MODERATION_ACTION_NOT_FOUND'), fieldsParam(request)),
  }),
  route({
    method: 'POST',
    service: 'audit',
    path: '/moderation-actions',
    tag,
    summary: 'Staff: write a moderation action by hand; the actor is the caller unless actorId names another',
    auth: true,
    status: 201,
    operation: CreateModerationAction,
    variables: (request) => ({ input: wholeInput(request.body) }),
    result: (data) => data.createModerationAction,
    bodySchema: { ...recordBody, required: ['actionType', 'targetUserId'] },
  }),
  route({
    method: 'POST',
    service: 'audit',
    path: '/moderation-actions/bulk',
    tag,
    summary: `Staff: write 1 to ${moderationActionBulkMax} moderation actions {bulk: [...]}, all or none (every row checked before any is written)`,
    auth: true,
    status: 201,
    operation: CreateModerationActions,
    variables: (request) => ({ inputs: bulkOf(request.body).map((row, i) => wholeInput(row, `bulk[${i}].`)) }),
    result: (data) => data.createModerationActions,
    bodySchema: {
      type: 'object',
      properties: { bulk: { type: 'array', minItems: 1, maxItems: moderationActionBulkMax, items: { ...recordBody, required: ['actionType', 'targetUserId'] } } },
      required: ['bulk'],
    },
  }),
  route({
    method: 'PATCH',
    service: 'audit',
    path: '/moderation-actions/{id}',
    tag,
    summary: 'Staff: correct the fields given (null clears roomId, previousRole, role, reason); the replaced version is kept in revisions',
    auth: true,
    operation: UpdateModerationAction,
    variables: (request) => ({ id: id(request), input: changeInput(request.body) }),
    result: (data) => data.updateModerationAction,
    bodySchema: recordBody,
  }),
  route({
    method: 'PUT',
    service: 'audit',
    path: '/moderation-actions/{id}',
    tag,
    summary: 'Staff: replace every field (those left out are cleared; an absent actorId keeps the actor); the replaced version is kept in revisions',
    auth: true,
    operation: ReplaceModerationAction,
    variables: (request) => ({ id: id(request), input: wholeInput(request.body) }),
    result: (data) => data.replaceModerationAction,
    bodySchema: { ...recordBody, required: ['actionType', 'targetUserId'] },
  }),
  route({
    method: 'DELETE',
    service: 'audit',
    path: '/moderation-actions/{id}',
    tag,
    summary: 'Staff: delete a moderation action, itself recorded (deletedAt, deletedBy): it leaves the list, its history stays; 404 when unknown or already deleted',
    auth: true,
    operation: DeleteModerationAction,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.deleteModerationAction,
  }),
];
