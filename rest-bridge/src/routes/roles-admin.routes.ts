import { badgeIds } from '@backspin/contracts/account-options';
import { adminUserListFields } from '@backspin/contracts/admin-lists';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { route, text, type RestRoute } from './route.ts';

/**
 * Platform roles, badges, admin sign-up and the admin user list (spec 1, §7.2), under /api/user-service.
 * Who may call which: the "Who may do what" table of the README (contracts/src/roles.ts).
 */

graphql(`
  fragment RestAdminUser on User {
    id email phone displayName avatarId roles capabilities badges { badge label awardedAt } createdAt
  }
`);

const GrantRole = graphql(`
  mutation RestGrantRole($userId: ID!, $role: String!) {
    grantRole(userId: $userId, role: $role) { id roles }
  }
`);

const RemoveRole = graphql(`
  mutation RestRemoveRole($userId: ID!, $role: String!) {
    removeRole(userId: $userId, role: $role) { id roles }
  }
`);

const ChangeBadges = graphql(`
  mutation RestChangeBadges($userId: ID!, $badges: [String!]!) {
    changeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }
  }
`);

const AddBadges = graphql(`
  mutation RestAddBadges($userId: ID!, $badges: [String!]!) {
    addBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }
  }
`);

const RemoveBadges = graphql(`
  mutation RestRemoveBadges($userId: ID!, $badges: [String!]!) {
    removeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }
  }
`);

const AdminSignUp = graphql(`
  mutation RestAdminSignUp($input: AdminSignUpInput!) {
    adminSignUp(input: $input) { ...RestAdminUser }
  }
`);

const AdminUsers = graphql(`
  query RestAdminUsers($query: ListQueryInput) {
    allUsers(query: $query) { data { ...RestAdminUser } count total page pageCount }
  }
`);

const AdminUser = graphql(`
  query RestAdminUserById($id: ID!) {
    adminUser(id: $id) { ...RestAdminUser }
  }
`);

/** The user a body names: `userId`, or `userUuid` as other legacy bodies of the spec call it. */
const userIdOf = (body: Record<string, unknown>) => text(body, body.userId !== undefined ? 'userId' : 'userUuid');

/** A list of strings from the body, passed on as given (the service answers 400 for anything else). */
function badgesOf(body: Record<string, unknown>): string[] {
  const value = body.badges;
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as string[];
}

/** The fields of the admin user list (those of subgraphs/accounts/src/admin-users/admin-user.service.ts). */



const roleBody = {
  type: 'object',
  properties: { userId: { type: 'string', format: 'uuid' }, role: { type: 'string' } },
  required: ['userId', 'role'],
};
const badgesBody = {
  type: 'object',
  properties: {
    userId: { type: 'string', format: 'uuid' },
    badges: { type: 'array', items: { type: 'string', enum: [...badgeIds] } },
  },
  required: ['userId', 'badges'],
};
const userWithRoles = { type: 'object', properties: { id: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } } } };
const userRecord = { type: 'object', additionalProperties: true };

export const rolesAdminRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'user',
    path: '/users/add-role',
    tag: 'user-service',
    summary:
      'Grant a platform role {userId, role}: admins grant moderator, globalModerator, staff, promoter; only superUsers admin and superUser. 403 "This user has already this role" when held. Takes effect with the user’s next access token',
    operation: GrantRole,
    variables: ({ body }) => ({ userId: userIdOf(body), role: text(body, 'role') }),
    result: (data) => data.grantRole,
    bodySchema: roleBody,
    responseSchema: userWithRoles,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/add-global-moderator-role',
    tag: 'user-service',
    summary: 'Grant the globalModerator role {userId} (admins and superUsers; 403 "This user has already this role" when held)',
    operation: GrantRole,
    variables: ({ body }) => ({ userId: userIdOf(body), role: 'globalModerator' }),
    result: (data) => data.grantRole,
    bodySchema: { type: 'object', properties: { userId: { type: 'string', format: 'uuid' } }, required: ['userId'] },
    responseSchema: userWithRoles,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/remove-role',
    tag: 'user-service',
    summary: 'Remove a platform role {userId, role}: the same rule as add-role; 404 when the user does not hold it',
    operation: RemoveRole,
    variables: ({ body }) => ({ userId: userIdOf(body), role: text(body, 'role') }),
    result: (data) => data.removeRole,
    bodySchema: roleBody,
    responseSchema: userWithRoles,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/change-badges-admin',
    tag: 'user-service',
    summary: 'Set a user’s badges to exactly {userId, badges} (moderators); badges kept keep their award date',
    operation: ChangeBadges,
    variables: ({ body }) => ({ userId: userIdOf(body), badges: badgesOf(body) }),
    result: (data) => data.changeBadges,
    bodySchema: badgesBody,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/add-badges-service',
    tag: 'user-service',
    summary: 'Add badges {userId, badges} (service tokens; service.call); held ones are left as they are',
    operation: AddBadges,
    variables: ({ body }) => ({ userId: userIdOf(body), badges: badgesOf(body) }),
    result: (data) => data.addBadges,
    bodySchema: badgesBody,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/remove-badges-service',
    tag: 'user-service',
    summary: 'Remove badges {userId, badges} (service tokens; service.call); ones not held are ignored',
    operation: RemoveBadges,
    variables: ({ body }) => ({ userId: userIdOf(body), badges: badgesOf(body) }),
    result: (data) => data.removeBadges,
    bodySchema: badgesBody,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/admin/sign-up',
    tag: 'user-service',
    summary:
      'Admins create an account {email, password, displayName?, roles?} (roles as add-role allows). 400 "email, password (or voucher code) missing in request"; nobody is signed in',
    operation: AdminSignUp,
    variables: ({ body }) => ({
      input: {
        email: text(body, 'email'),
        password: text(body, 'password'),
        ...(body.displayName !== undefined ? { displayName: body.displayName as string } : {}),
        ...(body.roles !== undefined && body.roles !== null ? { roles: (Array.isArray(body.roles) ? body.roles : [body.roles]) as string[] } : {}),
      },
    }),
    result: (data) => data.adminSignUp,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        displayName: { type: 'string' },
        roles: { type: 'array', items: { type: 'string' } },
      },
      required: ['email', 'password'],
    },
    responseSchema: userRecord,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/admin/users',
    tag: 'user-service',
    summary:
      'Moderators: users by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page, cache) over id, email, displayName, phone, avatarId, roles, capabilities, createdAt; roles||$eq||admin finds admins; filters only: badges||$eq||VERIFIED, banned||$eq||true, deactivated||$eq||true. An array, or {data, count, total, page, pageCount} with offset or page',
    operation: AdminUsers,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminUserListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.allUsers, request, adminListQuery(request, adminUserListFields).fields),
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/admin/users/{id}',
    tag: 'user-service',
    summary: 'Moderators: one user with private fields (email, phone, roles, capabilities, badges, createdAt); fields picks fields',
    operation: AdminUser,
    variables: ({ params }) => ({ id: params.id! }),
    result: (data, { request }) => {
      const fields = request.query.fields;
      const names = typeof fields === 'string' && fields ? fields.split(',').filter((f) => [...Object.keys(adminUserListFields), 'badges'].includes(f)) : null;
      return pickFields(data.adminUser, names);
    },
    responseSchema: userRecord,
    auth: true,
  }),
];
