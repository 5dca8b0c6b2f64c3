import { customFieldKeyMaxLength, customFieldValueMaxLength } from '@backspin/contracts/custom-fields';
import { graphql } from '../gql/index.ts';
import { RouteInputError, route, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestCustomField on CustomField {
    id
    userId
    key
    value
    createdAt
    updatedAt
  }
`);

const SetCustomField = graphql(`
  mutation RestSetCustomField($input: SetCustomFieldInput!) {
    setCustomField(input: $input) { ...RestCustomField }
  }
`);

const DeleteCustomField = graphql(`
  mutation RestDeleteCustomField($input: DeleteCustomFieldInput!) {
    deleteCustomField(input: $input) { ...RestCustomField }
  }
`);

/** The body's userUuid: absent means the caller; anything but a string is a 400 (the service checks it is a UUID). */
function userOf(body: RestRequest['body']): string | null {
  const value = body.userUuid;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RouteInputError('REST_NOT_UUID', { name: 'userUuid' });
  return value;
}

const description =
  'Custom fields are a user’s own small key/value pairs kept by the points, avatars and tokens service (a client’s ' +
  'shelf order or leaderboard view, a partner’s reference). A user sets and deletes their own; staff and services ' +
  `also anyone’s (body userUuid). Keys: 1 to ${customFieldKeyMaxLength} letters, digits, dots, hyphens or underscores, ` +
  `a letter first; values: strings of at most ${customFieldValueMaxLength} characters; at most 50 fields per user.`;

const keyProperty = { key: { type: 'string', minLength: 1, maxLength: customFieldKeyMaxLength, pattern: '^[A-Za-z][A-Za-z0-9._-]*$' } };
const userProperty = { userUuid: { type: 'string', format: 'uuid', description: 'Whose field: the caller when absent (others: staff, services)' } };
const fieldSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    userId: { type: 'string' },
    key: { type: 'string' },
    value: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const customFieldRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: '/custom-fields',
    tag: 'points-avatars-tokens',
    summary: `Set one custom field of a user (creates it or replaces its value). ${description}`,
    auth: true,
    operation: SetCustomField,
    variables: ({ body }) => {
      const value = body.value;
      if (typeof value !== 'string') {
        throw new RouteInputError('REST_NOT_TEXT_OF_LENGTH', { name: 'value', min: 0, max: customFieldValueMaxLength });
      }
      return { input: { userId: userOf(body), key: text(body, 'key'), value } };
    },
    result: (data) => data.setCustomField,
    status: 201,
    bodySchema: {
      type: 'object',
      required: ['key', 'value'],
      properties: { ...keyProperty, value: { type: 'string', maxLength: customFieldValueMaxLength }, ...userProperty },
    },
    responseSchema: fieldSchema,
  }),
  route({
    method: 'DELETE',
    service: 'economy',
    path: '/custom-fields',
    tag: 'points-avatars-tokens',
    summary: `Delete one custom field of a user; answers it as it was (404 when there is none). ${description}`,
    auth: true,
    operation: DeleteCustomField,
    variables: ({ body }) => ({ input: { userId: userOf(body), key: text(body, 'key') } }),
    result: (data) => data.deleteCustomField,
    bodySchema: { type: 'object', required: ['key'], properties: { ...keyProperty, ...userProperty } },
    responseSchema: fieldSchema,
  }),
];
