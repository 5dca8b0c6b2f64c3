import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { catalogue, type Storage } from '@backspin/platform';
import type { GatewayClient } from '../gateway-client.ts';
import { graphql } from '../gql/index.ts';
import { itemsPage } from './admin-list-query.ts';
import { answerErrors, refuse, stageUpload } from './multipart-upload.ts';
import { integerParam, RawResponse, route, RouteInputError, serviceBases, stringParam, type RestRequest, type RestRoute } from './route.ts';

/**
 * Profiles, client data, social links, the moderators' profile edits, search-engine profile documents and
 * profile/cover pictures, under /api/user-service (spec 1, §7.2). The accounts subgraph keeps every rule
 * (subgraphs/accounts/src/profiles, images); these routes only map.
 *
 * Who may call: GET /profile/{id}, /users/user/{id}, /users/profiles and GET /users/images/{id} are public;
 * /users/profile, /users/profile/user-data, /users/user-socials and POST /users/images are the signed-in user's
 * own; DELETE /users/images/{id} is the owner's or a moderator's; /users/profile-admin is for moderators
 * (`users.moderate`); /profile/{id}/service and /users/service/... for service tokens and staff (`profiles.service`).
 */

graphql(`
  fragment RestProfileImage on ProfileImage {
    id
    kind
    sizes { size width height url }
  }
`);

graphql(`
  fragment RestProfile on User {
    id
    displayName
    avatarId
    bio
    location
    pronouns
    website
    socials { instagram twitter tiktok soundcloud youtube website }
    socialLinks { network value url }
    profilePicture { ...RestProfileImage }
    coverPicture { ...RestProfileImage }
    badges { badge label awardedAt }
    roles
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment RestProfileDocument on ProfileDocument {
    id
    slug
    path
    displayName
    description
    location
    avatarId
    profilePicture { ...RestProfileImage }
    coverPicture { ...RestProfileImage }
    socialLinks { network value url }
    createdAt
    updatedAt
  }
`);

const MyProfile = graphql(`
  query RestMyProfile {
    me { ...RestProfile email }
  }
`);

const UpdateProfile = graphql(`
  mutation RestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { ...RestProfile email }
  }
`);

const MyUserData = graphql(`
  query RestMyUserData {
    myUserData
  }
`);

const SetUserData = graphql(`
  mutation RestSetMyUserData($data: JSON!) {
    setMyUserData(data: $data)
  }
`);

const PublicProfile = graphql(`
  query RestPublicProfile($id: ID!) {
    publicProfile(id: $id) { ...RestProfile email }
  }
`);

const ServiceProfile = graphql(`
  query RestServiceProfile($id: ID!) {
    serviceProfile(id: $id) { ...RestProfile email capabilities }
  }
`);

const Profiles = graphql(`
  query RestProfiles($ids: [ID!]!) {
    profiles(ids: $ids) { ...RestProfile }
  }
`);

const UpdateSocials = graphql(`
  mutation RestUpdateUserSocials($input: UserSocialsInput!) {
    updateUserSocials(input: $input) { ...RestProfile email }
  }
`);

const AdminUpdateProfile = graphql(`
  mutation RestAdminUpdateProfile($userId: ID!, $input: UpdateProfileInput, $socials: UserSocialsInput) {
    adminUpdateProfile(userId: $userId, input: $input, socials: $socials) { ...RestProfile email }
  }
`);

const ProfileDocuments = graphql(`
  query RestProfileDocuments($take: Int, $skip: Int) {
    profileDocuments(take: $take, skip: $skip) { total data { ...RestProfileDocument } }
  }
`);

const UpdatedProfileDocuments = graphql(`
  query RestUpdatedProfileDocuments($take: Int, $skip: Int, $since: DateTimeISO) {
    updatedProfileDocuments(take: $take, skip: $skip, since: $since) { total data { ...RestProfileDocument } }
  }
`);

const ProfileDocument = graphql(`
  query RestProfileDocument($id: ID!) {
    profileDocument(id: $id) { ...RestProfileDocument }
  }
`);

const ImageFile = graphql(`
  query RestProfileImageFile($id: ID!, $size: Int) {
    profileImageFile(id: $id, size: $size) { storageKey contentType }
  }
`);

const DeleteImage = graphql(`
  mutation RestDeleteProfileImage($id: ID!) {
    deleteProfileImage(id: $id) { id kind userId }
  }
`);

const BeginImageUpload = graphql(`
  mutation RestBeginProfileImageUpload {
    beginProfileImageUpload { stagingKey maxBytes }
  }
`);

const RegisterImageUpload = graphql(`
  mutation RestRegisterProfileImageUpload($image: String!, $stagingKey: String!) {
    registerProfileImageUpload(image: $image, stagingKey: $stagingKey) { ...RestProfile email }
  }
`);

const profileFields = ['displayName', 'avatarId', 'bio', 'location', 'pronouns', 'website'] as const;
const socialFields = ['instagram', 'twitter', 'tiktok', 'soundcloud', 'youtube', 'website'] as const;

/** The fields of a body the input names, passed on as given (the service, or GraphQL for a wrong type, refuses). */
function pick<K extends string>(body: Record<string, unknown>, keys: readonly K[]): { [P in K]?: string | null } {
  const out: { [P in K]?: string | null } = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key] as string | null;
  return out;
}

/** `users=a,b,c` (or repeated `users=`): the ids, in order; the service checks there are 1 to 150. */
function userIds(query: RestRequest['query']): string[] {
  const raw = query.users;
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

function since(query: RestRequest['query']): string | null {
  const value = stringParam(query, 'since');
  if (value === null || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) throw new RouteInputError('INVALID_PROFILE_SINCE');
  return new Date(value).toISOString();
}

const profileSchema = { type: 'object', additionalProperties: true };
const profileBody = {
  type: 'object',
  properties: {
    displayName: { type: 'string', description: '1 to 64 characters' },
    avatarId: { type: 'string', description: 'the slug of an avatar the user may wear (GET /avatars), such as vinyl-1' },
    bio: { type: 'string', description: 'at most 500 characters; "" clears' },
    location: { type: 'string', description: 'at most 100 characters; "" clears' },
    pronouns: { type: 'string', description: 'at most 40 characters; "" clears' },
    website: { type: 'string', description: 'http(s) URL of at most 300 characters; "" clears' },
  },
};
const socialsBody = {
  type: 'object',
  properties: Object.fromEntries(socialFields.map((f) => [f, { type: 'string' }])),
};
const documentsPage = { type: 'object', properties: { total: { type: 'integer' }, items: { type: 'array', items: { type: 'object' } } } };

export const profileRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'user',
    path: '/users/profile',
    tag: 'user-service',
    summary: 'Your profile (with your e-mail)',
    auth: true,
    operation: MyProfile,
    variables: () => ({}),
    result: (data) => data.me,
    responseSchema: profileSchema,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/profile',
    tag: 'user-service',
    summary: 'Change your profile: displayName, avatarId, bio, location, pronouns, website (absent keeps a field, "" clears an optional one)',
    auth: true,
    operation: UpdateProfile,
    variables: ({ body }) => ({ input: pick(body, profileFields) }),
    result: (data) => data.updateProfile,
    bodySchema: profileBody,
    responseSchema: profileSchema,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/profile/user-data',
    tag: 'user-service',
    summary: 'Your client data: the JSON object you stored ({} until then)',
    auth: true,
    operation: MyUserData,
    variables: () => ({}),
    result: (data) => data.myUserData,
  }),
  route({
    method: 'PUT',
    service: 'user',
    path: '/users/profile/user-data',
    tag: 'user-service',
    summary: 'Replace your client data with the body: a JSON object of at most 16384 bytes (413 above)',
    auth: true,
    operation: SetUserData,
    variables: ({ body }) => ({ data: body }),
    result: (data) => data.setMyUserData,
    bodySchema: { type: 'object', additionalProperties: true },
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/profile/{id}',
    tag: 'user-service',
    summary: 'Someone’s public profile; 404 "User profile not found"',
    operation: PublicProfile,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.publicProfile,
    responseSchema: profileSchema,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/profile/{id}/service',
    tag: 'user-service',
    summary: 'Service tokens and staff: a user’s full profile (e-mail, capabilities); 404 "User profile not found"',
    auth: true,
    operation: ServiceProfile,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.serviceProfile,
    responseSchema: profileSchema,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/user/{id}',
    tag: 'user-service',
    summary: 'A user’s public profile (the e-mail for the user and moderators); 404 "User profile not found"',
    operation: PublicProfile,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.publicProfile,
    responseSchema: profileSchema,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/profiles',
    tag: 'user-service',
    summary:
      'Public profiles by id (query users=id1,id2,...): 1 to 150 ids per request, 400 above (ask in batches); in the order asked, unknown ids left out',
    operation: Profiles,
    variables: ({ query }) => ({ ids: userIds(query) }),
    result: (data) => data.profiles,
    responseSchema: { type: 'array', items: profileSchema },
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/user-socials',
    tag: 'user-service',
    summary: 'Change your social links: instagram, twitter, tiktok, soundcloud, youtube (handles) and website (a URL); "" removes one',
    auth: true,
    operation: UpdateSocials,
    variables: ({ body }) => ({ input: pick(body, socialFields) }),
    result: (data) => data.updateUserSocials,
    bodySchema: socialsBody,
    responseSchema: profileSchema,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/profile-admin',
    tag: 'user-service',
    summary: 'Moderators: change a user’s profile (body userId, the profile fields, and socials {...})',
    auth: true,
    operation: AdminUpdateProfile,
    variables: ({ body }) => {
      const socials = body.socials;
      if (socials !== undefined && socials !== null && (typeof socials !== 'object' || Array.isArray(socials))) {
        throw new RouteInputError('REST_NOT_SOCIAL_LINKS', { name: 'socials' });
      }
      return {
        userId: String(body.userId ?? body.id ?? ''),
        input: pick(body, profileFields),
        socials: socials ? pick(socials as Record<string, unknown>, socialFields) : null,
      };
    },
    result: (data) => data.adminUpdateProfile,
    bodySchema: {
      type: 'object',
      properties: { userId: { type: 'string', format: 'uuid' }, ...profileBody.properties, socials: socialsBody },
      required: ['userId'],
    },
    responseSchema: profileSchema,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/service/all-user-profiles',
    tag: 'user-service',
    summary: 'Service tokens and staff: every public profile document for search-engine pages, oldest first (take 1 to 1000, default 100; skip)',
    auth: true,
    operation: ProfileDocuments,
    variables: ({ query }) => ({ take: integerParam(query, 'take'), skip: integerParam(query, 'skip') }),
    result: (data) => itemsPage(data.profileDocuments),
    responseSchema: documentsPage,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/service/update-user-profiles',
    tag: 'user-service',
    summary: 'Service tokens and staff: public profile documents by last change, newest first (take, skip; since: ISO date-time)',
    auth: true,
    operation: UpdatedProfileDocuments,
    variables: ({ query }) => ({ take: integerParam(query, 'take'), skip: integerParam(query, 'skip'), since: since(query) }),
    result: (data) => itemsPage(data.updatedProfileDocuments),
    responseSchema: documentsPage,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/service/{id}/user-profile',
    tag: 'user-service',
    summary: 'Service tokens and staff: one public profile document; 404 "User profile not found"',
    auth: true,
    operation: ProfileDocument,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.profileDocument,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/images/{id}',
    tag: 'user-service',
    summary: 'A picture’s bytes (WebP) at one size (query size: 128, 256, 500 or 1024; default 1024); cached for a year',
    operation: ImageFile,
    variables: ({ params, query }) => ({ id: params.id ?? '', size: integerParam(query, 'size') }),
    result: async (data, { storage }) =>
      new RawResponse(data.profileImageFile.contentType, await storage.get(data.profileImageFile.storageKey), {
        // A picture never changes under its id (a new upload gets a new id).
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      }),
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/users/images/{id}',
    tag: 'user-service',
    summary: 'Delete a picture: its owner or a moderator; 403 "Unauthorized to delete" otherwise',
    auth: true,
    operation: DeleteImage,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.deleteProfileImage,
  }),
];

/**
 * POST /api/user-service/users/images: multipart/form-data with an `image` field (profilePicture or coverPicture)
 * and one file field `file`. Not a route-table entry: two operations around a stream of bytes, as song uploads
 * and room posters (uploads.routes.ts): begin (may the caller, where, how many bytes), stream into the shared
 * storage (413 above the limit), register (the accounts subgraph decodes, resizes and stores). Answers the profile.
 */
export async function registerProfileImageRoute(app: FastifyInstance, deps: { gateway: GatewayClient; storage: Storage }): Promise<void> {
  const { gateway, storage } = deps;

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      `${serviceBases.user}/users/images`,
      {
        schema: {
          summary:
            'Upload your profile or cover picture: multipart/form-data with image=profilePicture|coverPicture and one file field "file" (JPEG, PNG, WebP or GIF); answers your profile',
          tags: ['user-service'],
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: {
            200: profileSchema,
            default: { type: 'object', properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } } },
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return refuse(reply, 400, catalogue.IMAGE_FILE_MISSING.message);
        const headers = { authorization: request.headers.authorization, forwardedFor: request.ip };
        const begun = await gateway.execute(BeginImageUpload, {}, headers);
        if (begun.errors.length || !begun.data) return answerErrors(reply, begun);
        const { stagingKey } = begun.data.beginProfileImageUpload;

        const staged = await stageUpload(request, storage, begun.data.beginProfileImageUpload);
        if (staged.outcome === 'too-large') return refuse(reply, 413, catalogue.IMAGE_TOO_LARGE.message);
        const kind = staged.outcome === 'stored' ? staged.fields.image : undefined;
        if (staged.outcome === 'missing' || kind === undefined) {
          await storage.delete(stagingKey);
          return refuse(reply, 400, catalogue.IMAGE_FILE_MISSING.message);
        }
        const registered = await gateway.execute(RegisterImageUpload, { image: kind, stagingKey }, headers);
        if (registered.errors.length || !registered.data) {
          // The service deletes what it refuses; this covers a call that never reached it.
          await storage.delete(stagingKey);
          return answerErrors(reply, registered);
        }
        return reply.status(200).send(registered.data.registerProfileImageUpload);
      },
    );
  });
}
