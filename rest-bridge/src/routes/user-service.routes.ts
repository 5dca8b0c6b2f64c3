import { oneOfText } from '@backspin/platform';
import { voucherStatuses } from '@backspin/contracts/account-options';
import { graphql } from '../gql/index.ts';
import { ComparisonOperatorName } from '@backspin/platform/list-query';
import { pagingQuery } from './admin-list-query.ts';
import { route, RouteInputError, stringParam, text, type RestRoute } from './route.ts';

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

const CurrentSession = graphql(`
  query RestCurrentSession {
    currentSession { tokenType userId roles capabilities user { id email displayName roles createdAt } }
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

const CreateMagicLink = graphql(`
  mutation RestCreateMagicLink($plan: String, $path: String) {
    createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt }
  }
`);

const ValidateMagicLink = graphql(`
  mutation RestValidateMagicLink($token: String!) {
    validateMagicLink(token: $token) { ...RestSession }
  }
`);

graphql(`
  fragment RestVoucher on Voucher {
    id code note status expiresAt createdBy createdAt redeemedBy redeemedAt revokedAt
  }
`);

const CreateVoucher = graphql(`
  mutation RestCreateVoucher($input: CreateVoucherInput) {
    createVoucher(input: $input) { ...RestVoucher }
  }
`);

const ListVouchers = graphql(`
  query RestVouchers($query: ListQueryInput) {
    vouchers(query: $query) { total data { ...RestVoucher } }
  }
`);

const RevokeVoucher = graphql(`
  mutation RestRevokeVoucher($id: ID!) {
    revokeVoucher(id: $id) { ...RestVoucher }
  }
`);

const RedeemVoucher = graphql(`
  mutation RestRedeemVoucher($code: String!) {
    redeemVoucher(code: $code) { ...RestVoucher }
  }
`);

const VoucherSignUp = graphql(`
  mutation RestVoucherSignUp($input: VoucherSignUpInput!) {
    voucherSignUp(input: $input) { ...RestSession }
  }
`);

type VoucherStatusParam = (typeof voucherStatuses)[number];

function voucherStatus(value: string | null): VoucherStatusParam | null {
  if (value === null || value === '') return null;
  const upper = value.toUpperCase();
  if (!(voucherStatuses as readonly string[]).includes(upper)) throw new RouteInputError('REST_NOT_ONE_OF', { name: 'status', values: oneOfText(voucherStatuses) });
  return upper as VoucherStatusParam;
}

/** An optional string field of a JSON body, passed on as given (the service or GraphQL refuses a wrong type). */
function optional(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return value === undefined || value === null ? null : (value as string);
}

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
/** The OpenAPI shape of a signed-in session (AuthPayload), shared by every route that answers one. */
export const session = {
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
    summary: 'Create an account with e-mail and password (8 to 128 characters, not a common password: 400 otherwise)',
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
    summary:
      'Log in with e-mail and password. 429 with retryAfterSeconds (and Retry-After) after too many failed logins for the address or from the client IP, even with the right password',
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
    path: '/auth/session',
    tag: 'user-service',
    summary: 'Who the bearer token stands for: token type, user id, roles, capabilities and the account (null for guests); 401 without a token',
    operation: CurrentSession,
    variables: () => ({}),
    result: (data) => data.currentSession,
    auth: true,
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
  route({
    method: 'GET',
    service: 'user',
    path: '/auth/magic-link',
    tag: 'user-service',
    summary:
      'A single-use sign-in link for the signed-in user: ?plan={plan} (target subscribe-plan/{plan}) or ?path={/a/path} (encoded); {base}/magic-link/{shortLivedToken}/{target}',
    operation: CreateMagicLink,
    variables: ({ query }) => ({ plan: stringParam(query, 'plan'), path: stringParam(query, 'path') }),
    result: (data) => data.createMagicLink,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/auth/validate-magic-link',
    tag: 'user-service',
    summary: 'Spend a magic link’s short-lived token and sign its user in (401 when invalid, expired or used)',
    operation: ValidateMagicLink,
    variables: ({ body }) => ({ token: text(body, body.shortLivedToken !== undefined ? 'shortLivedToken' : 'token') }),
    result: (data) => data.validateMagicLink,
    bodySchema: { type: 'object', properties: { shortLivedToken: { type: 'string' } }, required: ['shortLivedToken'] },
    responseSchema: session,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/vouchers',
    tag: 'user-service',
    summary: 'Create a voucher (admins and superUsers)',
    operation: CreateVoucher,
    variables: ({ body }) => ({ input: { note: optional(body, 'note'), expiresAt: optional(body, 'expiresAt') } }),
    result: (data) => data.createVoucher,
    status: 201,
    bodySchema: { type: 'object', properties: { note: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } } },
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/vouchers',
    tag: 'user-service',
    summary: 'Vouchers, newest first (admins and superUsers): ?status=PENDING|REDEEMED|REVOKED&limit=1..100&offset=',
    operation: ListVouchers,
    variables: ({ query }) => {
      const status = voucherStatus(stringParam(query, 'status'));
      return { query: pagingQuery(query, status ? { field: 'status', op: ComparisonOperatorName.EQ, value: status } : undefined) };
    },
    result: (data) => ({ data: data.vouchers.data, total: data.vouchers.total }),
    auth: true,
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/vouchers/{id}',
    tag: 'user-service',
    summary: 'Revoke a pending voucher (admins and superUsers; 403 when already redeemed)',
    operation: RevokeVoucher,
    variables: ({ params }) => ({ id: params.id! }),
    result: (data) => data.revokeVoucher,
    auth: true,
  }),
  route({
    method: 'PATCH',
    service: 'user',
    path: '/vouchers/redeem',
    tag: 'user-service',
    summary: 'Redeem a voucher by its code (signed-in users; each voucher once)',
    operation: RedeemVoucher,
    variables: ({ body }) => ({ code: text(body, body.voucherCode !== undefined ? 'voucherCode' : 'code') }),
    result: (data) => data.redeemVoucher,
    bodySchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/voucher-sign-up',
    tag: 'user-service',
    summary: 'Create an account with e-mail, password and a voucher code (the voucher is redeemed with it)',
    operation: VoucherSignUp,
    variables: ({ body }) => ({
      input: {
        email: optional(body, 'email'),
        password: optional(body, 'password'),
        voucherCode: optional(body, body.voucherCode !== undefined ? 'voucherCode' : 'code'),
        displayName: optional(body, 'displayName'),
      },
    }),
    result: (data) => data.voucherSignUp,
    status: 201,
    bodySchema: {
      ...credentials,
      properties: { ...credentials.properties, voucherCode: { type: 'string' }, displayName: { type: 'string' } },
      required: ['email', 'password', 'voucherCode'],
    },
    responseSchema: session,
  }),
];
