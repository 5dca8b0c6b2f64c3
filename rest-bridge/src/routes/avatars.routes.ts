import { adminAvatarListFields } from '@backspin/contracts/admin-lists';
import { avatarStatuses, avatarAssignmentTypes } from '@backspin/contracts/avatars';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, pickFields } from './admin-list-query.ts';
import { economyFileUpload } from './consumables.routes.ts';
import { integerParam, multipartForm, route, text, type RestRoute } from './route.ts';

/**
 * Avatars (spec 1, §7.1, the empty base path): the catalogue (admins), what a user may wear, assignments, and the
 * season awards' backfill. An avatar's picture is an economy file: uploaded with the avatar (POST /avatars as a
 * multipart form), or first (POST /api/v1/consumables/files) and named by `imageFileId`; it is served at
 * GET /api/v1/consumables/files/{fileId} (`imageUrl`).
 */

graphql(`
  fragment RestAvatar on Avatar {
    id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints createdAt updatedAt
  }
`);

graphql(`
  fragment RestAvatarAssignment on UserAvatarAssignment {
    id userId assignmentType assignedBy createdAt avatar { ...RestAvatar }
  }
`);

const CreateAvatar = graphql(`
  mutation RestCreateAvatar($input: CreateAvatarInput!) {
    createAvatar(input: $input) { ...RestAvatar }
  }
`);

const UpdateAvatar = graphql(`
  mutation RestUpdateAvatar($slug: String!, $input: UpdateAvatarInput!) {
    updateAvatar(slug: $slug, input: $input) { ...RestAvatar }
  }
`);

const DeleteAvatar = graphql(`
  mutation RestDeleteAvatar($slug: String!) {
    deleteAvatar(slug: $slug) { ...RestAvatar }
  }
`);

const AdminAvatars = graphql(`
  query RestAdminAvatars($query: ListQueryInput) {
    allAvatars(query: $query) { data { ...RestAvatar } count total page pageCount }
  }
`);

const AdminAvatar = graphql(`
  query RestAdminAvatar($slug: String!) {
    adminAvatar(slug: $slug) { ...RestAvatar }
  }
`);

const WearableAvatars = graphql(`
  query RestWearableAvatars {
    avatars { ...RestAvatar }
  }
`);

const SubscriberAvatars = graphql(`
  query RestSubscriberAvatars {
    subscriberAvatars { ...RestAvatar }
  }
`);

const AllAvatars = graphql(`
  query RestAvatarCatalogue {
    avatarCatalogue { ...RestAvatar wearability }
  }
`);

const OneAvatar = graphql(`
  query RestAvatar($slug: String!) {
    avatar(slug: $slug) { ...RestAvatar }
  }
`);

const AvatarHolding = graphql(`
  query RestAvatarHolding($slug: String!, $userId: ID!) {
    avatarHolding(slug: $slug, userId: $userId) { userId holds wearability assignmentId avatar { ...RestAvatar } }
  }
`);

const ServiceAvatar = graphql(`
  query RestServiceAvatar($slug: String!) {
    serviceAvatar(slug: $slug) { ...RestAvatar }
  }
`);

const AssignAvatar = graphql(`
  mutation RestAssignAvatar($slug: String!, $input: AssignAvatarInput!) {
    assignAvatar(slug: $slug, input: $input) { ...RestAvatarAssignment }
  }
`);

const UnassignAvatar = graphql(`
  mutation RestUnassignAvatar($avatarAssignmentId: ID!) {
    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) { ...RestAvatarAssignment }
  }
`);

const BackfillAchievedAvatars = graphql(`
  mutation RestBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {
    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {
      id seasonId kind status batchSize cursorAvatarSlug cursorOffset batches awarded createdAt finishedAt
    }
  }
`);

/** An avatar as the REST paths answer it: its fields, plus where its picture is served. */
const avatarBody = <A extends { imageFileId?: string | null }>(avatar: A) => ({
  ...avatar,
  imageUrl: avatar.imageFileId ? `/api/v1/consumables/files/${avatar.imageFileId}` : null,
});

/** A body field passed on as it came (absent → null), so the service checks its type and value. */
const field = <T>(body: Record<string, unknown>, key: string): T | null => (body[key] === undefined ? null : (body[key] as T));
const avatarFields = (body: Record<string, unknown>) => ({
  avatarStatus: field<string>(body, 'avatarStatus'),
  imageFileId: field<string>(body, 'imageFileId'),
  discordOnly: field<boolean>(body, 'discordOnly'),
  seasonId: field<string>(body, 'seasonId'),
  awardTopRank: field<number>(body, 'awardTopRank'),
  awardMinPoints: field<number>(body, 'awardMinPoints'),
});

const avatarSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 100 },
    avatarStatus: { type: 'string', enum: [...avatarStatuses] },
    imageFileId: { type: 'string', format: 'uuid', description: 'An uploaded economy file (POST /api/v1/consumables/files)' },
    discordOnly: { type: 'boolean' },
    seasonId: { type: 'string', format: 'uuid', description: 'SEASON_AWARD only' },
    awardTopRank: { type: 'integer', minimum: 1, description: 'SEASON_AWARD: the top N ranks of the season win it' },
    awardMinPoints: { type: 'integer', minimum: 1, description: 'SEASON_AWARD: or at least this many season points' },
  },
};

/**
 * A form's text field as the JSON body would carry it: `true`/`false` for the flag, whole numbers for the award
 * thresholds; anything else stays the string it was, for the service to refuse by name.
 */
const formValue = (key: string, value: string): unknown => {
  if (key === 'discordOnly' && (value === 'true' || value === 'false')) return value === 'true';
  if ((key === 'awardTopRank' || key === 'awardMinPoints') && /^-?\d{1,9}$/.test(value)) return Number(value);
  return value;
};

/** POST /avatars as a multipart form: the picture (`file`) and the body's fields; the picture becomes `imageFileId`. */
const avatarForm = multipartForm(economyFileUpload, (registered, fields) => ({
  ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, formValue(key, value)])),
  imageFileId: registered.registerEconomyFileUpload.id,
}));

const adminList = 'Admins: the avatar catalogue by a nestjsx list query (fields, s, filter, or, sort, join, limit, offset, page, cache)';

export const avatarRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: '/avatars',
    tag: 'avatars',
    summary:
      'Admins: add an avatar to the catalogue (409 when the slug is taken). JSON naming an uploaded picture by imageFileId, or multipart/form-data with the picture as the file field "file" (JPEG, PNG, GIF or WebP) and the other fields as text',
    auth: true,
    multipart: avatarForm,
    operation: CreateAvatar,
    variables: ({ body }) => ({ input: { slug: text(body, 'slug'), name: text(body, 'name'), ...avatarFields(body) } }),
    result: (data) => avatarBody(data.createAvatar),
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { slug: { type: 'string', description: '1 to 64 lowercase letters, digits or hyphens (never changes)' }, ...avatarSchema.properties },
      required: ['slug', 'name'],
    },
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/avatars',
    tag: 'avatars',
    summary: 'The avatars the signed-in caller may wear now, by slug',
    auth: true,
    operation: WearableAvatars,
    variables: () => ({}),
    result: (data) => data.avatars.map(avatarBody),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/avatars/subscriber',
    tag: 'avatars',
    summary: 'The SUBSCRIBER_ONLY avatars, by slug',
    operation: SubscriberAvatars,
    variables: () => ({}),
    result: (data) => data.subscriberAvatars.map(avatarBody),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/all-avatars',
    tag: 'avatars',
    summary:
      'The catalogue by slug, each with wearability for the signed-in caller (WEARABLE or why not; null for guests); PRIVATE avatars only for those who hold them',
    operation: AllAvatars,
    variables: () => ({}),
    result: (data) => data.avatarCatalogue.map(avatarBody),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/avatars/{slug}',
    tag: 'avatars',
    summary: 'One avatar (404 when unknown, or PRIVATE and not the caller’s)',
    operation: OneAvatar,
    variables: ({ params }) => ({ slug: params.slug! }),
    result: (data) => avatarBody(data.avatar),
  }),
  route({
    method: 'PATCH',
    service: 'economy',
    path: '/avatars/{slug}',
    tag: 'avatars',
    summary: 'Admins: change an avatar (absent fields stay; leaving SEASON_AWARD clears its season and threshold)',
    auth: true,
    operation: UpdateAvatar,
    variables: ({ params, body }) => ({ slug: params.slug!, input: { name: field<string>(body, 'name'), ...avatarFields(body) } }),
    result: (data) => avatarBody(data.updateAvatar),
    bodySchema: avatarSchema,
  }),
  route({
    method: 'DELETE',
    service: 'economy',
    path: '/avatars/{slug}',
    tag: 'avatars',
    summary: 'Admins: delete an avatar and its assignments; answers what was deleted',
    auth: true,
    operation: DeleteAvatar,
    variables: ({ params }) => ({ slug: params.slug! }),
    result: (data) => avatarBody(data.deleteAvatar),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/avatars/{slug}/{uuid}',
    tag: 'avatars',
    summary: 'Does this user hold (may wear) this avatar: holds, wearability (why not), their assignment id',
    operation: AvatarHolding,
    variables: ({ params }) => ({ slug: params.slug!, userId: params.uuid! }),
    result: (data) => ({ ...data.avatarHolding, avatar: avatarBody(data.avatarHolding.avatar) }),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/service/avatar/{avatarSlug}',
    tag: 'avatars',
    summary: 'Services: any avatar by slug, PRIVATE ones included',
    auth: true,
    operation: ServiceAvatar,
    variables: ({ params }) => ({ slug: params.avatarSlug! }),
    result: (data) => avatarBody(data.serviceAvatar),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/avatars',
    tag: 'avatars',
    summary: `${adminList}; an array, or {data, count, total, page, pageCount} with offset or page`,
    auth: true,
    operation: AdminAvatars,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminAvatarListFields)) }),
    result: (data, { request }) => {
      const { fields } = adminListQuery(request, adminAvatarListFields);
      const rows = data.allAvatars.data.map((row) => pickFields(avatarBody(row), fields));
      const paged = integerParam(request.query, 'offset') !== null || integerParam(request.query, 'page') !== null;
      return paged ? { ...data.allAvatars, data: rows } : rows;
    },
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/avatars/{slug}',
    tag: 'avatars',
    summary: 'Admins: one avatar of the catalogue (404 when unknown)',
    auth: true,
    operation: AdminAvatar,
    variables: ({ params }) => ({ slug: params.slug! }),
    result: (data) => avatarBody(data.adminAvatar),
  }),
  route({
    method: 'DELETE',
    service: 'economy',
    path: '/admin/avatars/{slug}',
    tag: 'avatars',
    summary: 'Admins: delete an avatar and its assignments (as DELETE /avatars/{slug})',
    auth: true,
    operation: DeleteAvatar,
    variables: ({ params }) => ({ slug: params.slug! }),
    result: (data) => avatarBody(data.deleteAvatar),
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/avatar-assignment/{slug}',
    tag: 'avatars',
    summary: 'Admins: give the avatar to a user (body userId, assignmentType MANUAL by default); 409 when they hold it already',
    auth: true,
    operation: AssignAvatar,
    variables: ({ params, body }) => ({
      slug: params.slug!,
      input: { userId: text(body, 'userId'), assignmentType: field<string>(body, 'assignmentType') },
    }),
    result: (data) => ({ ...data.assignAvatar, avatar: avatarBody(data.assignAvatar.avatar) }),
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { userId: { type: 'string', format: 'uuid' }, assignmentType: { type: 'string', enum: [...avatarAssignmentTypes] } },
      required: ['userId'],
    },
  }),
  route({
    method: 'DELETE',
    service: 'economy',
    path: '/avatar-assignment/{avatarAssignmentId}',
    tag: 'avatars',
    summary: 'Admins: take an assignment back; answers what was deleted',
    auth: true,
    operation: UnassignAvatar,
    variables: ({ params }) => ({ avatarAssignmentId: params.avatarAssignmentId! }),
    result: (data) => ({ ...data.unassignAvatar, avatar: avatarBody(data.unassignAvatar.avatar) }),
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/points/backfill-achieved-avatars/{seasonId}',
    tag: 'avatars',
    summary:
      'Admins: give the season’s SEASON_AWARD avatars again to who meets their thresholds, as a background job in batches of limit (1 to 1000, default 100) ranked users; answers the run (202)',
    auth: true,
    operation: BackfillAchievedAvatars,
    variables: ({ params, query }) => ({ seasonId: params.seasonId!, limit: integerParam(query, 'limit') }),
    result: (data) => data.backfillAchievedAvatars,
    status: 202,
  }),
];
