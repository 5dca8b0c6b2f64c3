import { graphql } from '../gql/index.ts';
import { route, text, type RestRoute } from './route.ts';

graphql(`
  fragment RestSession on AuthPayload {
    accessToken
    refreshToken
    expiresIn
    tokenType
    user { id email displayName roles createdAt }
  }
`);

const SignUp = graphql(`
  mutation RestSignUp($input: SignUpInput!) {
    signUp(input: $input) { ...RestSession }
  }
`);

const Login = graphql(`
  mutation RestLogin($input: LoginInput!) {
    login(input: $input) { ...RestSession }
  }
`);

const Guest = graphql(`
  mutation RestGuestToken {
    guestToken { accessToken expiresIn guestId }
  }
`);

const PublicKey = graphql(`
  query RestAuthPublicKey {
    authPublicKey { algorithm kid pem jwks }
  }
`);

const MyCapabilities = graphql(`
  query RestMyCapabilities {
    myCapabilities
  }
`);

const GrantCapability = graphql(`
  mutation RestGrantCapability($userId: ID!, $capability: String!) {
    grantCapability(userId: $userId, capability: $capability) { id capabilities }
  }
`);

const RevokeCapability = graphql(`
  mutation RestRevokeCapability($userId: ID!, $capability: String!) {
    revokeCapability(userId: $userId, capability: $capability) { id capabilities }
  }
`);

const SendPhoneCode = graphql(`
  mutation RestSendPhoneCode($phone: String!) {
    sendPhoneCode(phone: $phone) { requestId phone expiresAt }
  }
`);

const VerifyPhoneCode = graphql(`
  mutation RestVerifyPhoneCode($input: VerifyPhoneCodeInput!) {
    verifyPhoneCode(input: $input) { ...RestSession }
  }
`);

const credentials = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
  required: ['email', 'password'],
};
const session = {
  type: 'object',
  properties: {
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
    expiresIn: { type: 'integer' },
    tokenType: { type: 'string' },
    user: { type: 'object' },
  },
};

export const userServiceRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'user',
    path: '/users/sign-up',
    tag: 'user-service',
    summary: 'Create an account with e-mail and password',
    operation: SignUp,
    variables: ({ body }) => ({
      input: {
        email: text(body, 'email'),
        password: text(body, 'password'),
        ...(body.displayName !== undefined ? { displayName: body.displayName as string } : {}),
      },
    }),
    result: (data) => data.signUp,
    status: 201,
    bodySchema: {
      ...credentials,
      properties: { ...credentials.properties, displayName: { type: 'string' } },
    },
    responseSchema: session,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/auth/login',
    tag: 'user-service',
    summary: 'Log in with e-mail and password',
    operation: Login,
    variables: ({ body }) => ({ input: { email: text(body, 'email'), password: text(body, 'password') } }),
    result: (data) => data.login,
    bodySchema: credentials,
    responseSchema: session,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/mobile-auth/send-code',
    tag: 'user-service',
    summary:
      'Text a six-digit sign-in code to a mobile number (E.164, with its country code); no token needed. 400 for an invalid, fixed-line or VoIP number; 429 with retryAfterSeconds (and Retry-After) when a limit per number, per IP or per number prefix is reached',
    operation: SendPhoneCode,
    variables: ({ body }) => ({ phone: text(body, 'phone') }),
    result: (data) => data.sendPhoneCode,
    bodySchema: { type: 'object', properties: { phone: { type: 'string' } }, required: ['phone'] },
    responseSchema: {
      type: 'object',
      properties: { requestId: { type: 'string' }, phone: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
    },
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/mobile-auth/verify-code',
    tag: 'user-service',
    summary:
      'Sign in with the code from send-code (creates a phone-only account for a new number). 403 for a wrong, used, expired or locked code (five wrong tries)',
    operation: VerifyPhoneCode,
    variables: ({ body }) => ({
      input: { requestId: text(body, 'requestId'), phone: text(body, 'phone'), code: text(body, 'code') },
    }),
    result: (data) => data.verifyPhoneCode,
    bodySchema: {
      type: 'object',
      properties: { requestId: { type: 'string' }, phone: { type: 'string' }, code: { type: 'string' } },
      required: ['requestId', 'phone', 'code'],
    },
    responseSchema: session,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/auth/guest',
    tag: 'user-service',
    summary: 'A guest token, for listening without an account',
    operation: Guest,
    variables: () => ({}),
    result: (data) => data.guestToken,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/auth/pub-key',
    tag: 'user-service',
    summary: 'The public key access tokens are signed with (PEM)',
    operation: PublicKey,
    variables: () => ({}),
    result: (data) => ({ publicKey: data.authPublicKey.pem, algorithm: data.authPublicKey.algorithm, kid: data.authPublicKey.kid }),
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/auth/jwks',
    tag: 'user-service',
    summary: 'The same public key as a JSON Web Key Set',
    operation: PublicKey,
    variables: () => ({}),
    result: (data) => JSON.parse(data.authPublicKey.jwks) as unknown,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/capabilities',
    tag: 'user-service',
    summary: 'The signed-in user’s capabilities (uploadMusic, promoteRoom)',
    operation: MyCapabilities,
    variables: () => ({}),
    result: (data) => ({ capabilities: data.myCapabilities }),
    auth: true,
  }),
  route({
    method: 'PUT',
    service: 'user',
    path: '/users/{id}/capabilities/{capability}',
    tag: 'user-service',
    summary: 'Grant a capability to a user (moderators; 403 when the user already has it)',
    operation: GrantCapability,
    variables: ({ params }) => ({ userId: params.id!, capability: params.capability! }),
    result: (data) => data.grantCapability,
    auth: true,
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/users/{id}/capabilities/{capability}',
    tag: 'user-service',
    summary: 'Revoke a capability from a user (moderators)',
    operation: RevokeCapability,
    variables: ({ params }) => ({ userId: params.id!, capability: params.capability! }),
    result: (data) => data.revokeCapability,
    auth: true,
  }),
];
