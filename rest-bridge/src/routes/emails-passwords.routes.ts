import { emailStatuses, emailTypes } from '@backspin/contracts/account-options';
import { graphql } from '../gql/index.ts';
import { session } from './user-service.routes.ts';
import { booleanParam, route, stringParam, text, type RestRoute } from './route.ts';

graphql(`
  fragment RestUserEmail on UserEmail {
    id userId email type status verifiedAt deletedAt codeSentAt createdBy createdAt updatedAt
  }
`);

graphql(`
  fragment RestPasswordSession on AuthPayload {
    accessToken
    refreshToken
    expiresIn
    tokenType
    user { id email displayName roles createdAt }
  }
`);

const Emails = graphql(`
  query RestEmails($userId: ID, $includeDeleted: Boolean) {
    emails(userId: $userId, includeDeleted: $includeDeleted) { ...RestUserEmail }
  }
`);

const AddEmail = graphql(`
  mutation RestAddEmail($input: AddEmailInput!) {
    addEmail(input: $input) { ...RestUserEmail }
  }
`);

const DeleteEmail = graphql(`
  mutation RestDeleteEmail($id: ID!) {
    deleteEmail(id: $id) { ...RestUserEmail }
  }
`);

const VerifyEmail = graphql(`
  mutation RestVerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) { status email { ...RestUserEmail } }
  }
`);

const ConfirmEmail = graphql(`
  mutation RestConfirmEmail($input: VerifyEmailInput!) {
    confirmEmail(input: $input) { status email { ...RestUserEmail } }
  }
`);

const SendVerificationEmail = graphql(`
  mutation RestSendVerificationEmail($input: EmailTargetInput) {
    sendVerificationEmail(input: $input) { nextResendAt email { ...RestUserEmail } }
  }
`);

const ChangePassword = graphql(`
  mutation RestChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { ...RestPasswordSession }
  }
`);

const ForgotPassword = graphql(`
  mutation RestForgotPassword($email: String!) {
    forgotPassword(email: $email) { message }
  }
`);

const ResetPassword = graphql(`
  mutation RestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { ...RestPasswordSession }
  }
`);

const SetPassword = graphql(`
  mutation RestSetPassword($newPassword: String!) {
    setPassword(newPassword: $newPassword) { ...RestPasswordSession }
  }
`);

const AdminSetPassword = graphql(`
  mutation RestAdminSetPassword($input: AdminSetPasswordInput!) {
    adminSetPassword(input: $input) { userId revokedRefreshTokens }
  }
`);

type EmailTypeParam = (typeof emailTypes)[number];

/** An optional string field of a JSON body; the first of the names given that is present (legacy clients vary). */
function optional(body: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = body[key];
    if (value !== undefined && value !== null) return value as string;
  }
  return null;
}

/** Which address: emailId (or id), or the address itself. */
const target = (body: Record<string, unknown>) => ({ emailId: optional(body, 'emailId', 'id'), email: optional(body, 'email') });

const userEmail = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    userId: { type: 'string' },
    email: { type: 'string' },
    type: { type: 'string', enum: [...emailTypes] },
    status: { type: 'string', enum: [...emailStatuses] },
    verifiedAt: { type: 'string', format: 'date-time', nullable: true },
    deletedAt: { type: 'string', format: 'date-time', nullable: true },
    codeSentAt: { type: 'string', format: 'date-time', nullable: true },
    createdBy: { type: 'string', nullable: true },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
const verifyBody = {
  type: 'object',
  properties: { code: { type: 'string' }, emailId: { type: 'string' }, email: { type: 'string' } },
  required: ['code'],
};
const verification = { type: 'object', properties: { status: { type: 'string', enum: ['VERIFIED', 'ERROR'] }, email: userEmail } };

const verifyVariables = ({ body }: { body: Record<string, unknown> }) => ({ input: { code: text(body, 'code'), ...target(body) } });

/** E-mail addresses and passwords (spec 1, §7.2 "Emails" and "Password", §8). */
export const emailPasswordRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'user',
    path: '/users/emails',
    tag: 'user-service',
    summary: 'Your e-mail addresses, oldest first (?includeDeleted=true adds DELETED ones; moderators: ?userId= for a user’s)',
    operation: Emails,
    variables: ({ query }) => ({ userId: stringParam(query, 'userId'), includeDeleted: booleanParam(query, 'includeDeleted') }),
    result: (data) => data.emails,
    responseSchema: { type: 'array', items: userEmail },
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/emails',
    tag: 'user-service',
    summary:
      'Add an e-mail address (type personal, work, payment, spotify or discord; default personal): to yourself, PENDING_VERIFICATION, a six-digit code is e-mailed; admins with userId add it to that user as CREATED_BY_ADMIN (no code). 409 when the address is in use; 429 past the per-address e-mail limit',
    operation: AddEmail,
    variables: ({ body }) => ({
      input: {
        email: text(body, 'email'),
        type: (optional(body, 'type') as EmailTypeParam | null) ?? null,
        userId: optional(body, 'userId'),
      },
    }),
    result: (data) => data.addEmail,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, type: { type: 'string', enum: [...emailTypes] }, userId: { type: 'string' } },
      required: ['email'],
    },
    responseSchema: userEmail,
    auth: true,
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/users/emails/{id}',
    tag: 'user-service',
    summary: 'Delete one of your e-mail addresses: status DELETED, the record keeps its fields. 403 for the address you sign in with; 404 "Email not found"',
    operation: DeleteEmail,
    variables: ({ params }) => ({ id: params.id! }),
    result: (data) => data.deleteEmail,
    responseSchema: userEmail,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/emails/verify',
    tag: 'user-service',
    summary:
      'Verify one of your addresses with the e-mailed code (emailId or email names it; neither: the one that last got a code): status VERIFIED. A code works once; 403 "Email verification failed, incorrect code"',
    operation: VerifyEmail,
    variables: verifyVariables,
    result: (data) => data.verifyEmail,
    bodySchema: verifyBody,
    responseSchema: verification,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/confirm-email',
    tag: 'user-service',
    summary: 'Deprecated: use POST /users/emails/verify (the same call)',
    operation: ConfirmEmail,
    variables: verifyVariables,
    result: (data) => data.confirmEmail,
    bodySchema: verifyBody,
    responseSchema: verification,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/emails/verification-email',
    tag: 'user-service',
    summary:
      'E-mail a new verification code to one of your addresses (emailId or email; neither: the pending one). 403 when it is verified already, or when the last code went out less than EMAIL_VERIFICATION_RESEND_SECONDS ago; 404 "Email not found"',
    operation: SendVerificationEmail,
    variables: ({ body }) => ({ input: target(body) }),
    result: (data) => data.sendVerificationEmail,
    bodySchema: { type: 'object', properties: { emailId: { type: 'string' }, email: { type: 'string' } } },
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/change-password',
    tag: 'user-service',
    summary:
      'Change your password (currentPassword, newPassword): every refresh token is revoked and the answer is a fresh session. 400 "New password must be different from your previous password"; 401 "Email address is not verified" or "Incorrect email or password"',
    operation: ChangePassword,
    variables: ({ body }) => ({
      input: {
        currentPassword: optional(body, 'currentPassword', 'oldPassword', 'password') ?? '',
        newPassword: text(body, 'newPassword'),
      },
    }),
    result: (data) => data.changePassword,
    bodySchema: {
      type: 'object',
      properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string' } },
      required: ['currentPassword', 'newPassword'],
    },
    responseSchema: session,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/forgot-password',
    tag: 'user-service',
    summary:
      'E-mail a single-use password reset link ({PASSWORD_RESET_URL}/{token}, PASSWORD_RESET_TTL_SECONDS) to the account with this login address; no token needed. The answer is the same whether or not such an account exists',
    operation: ForgotPassword,
    variables: ({ body }) => ({ email: text(body, 'email') }),
    result: (data) => data.forgotPassword,
    bodySchema: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/reset-password',
    tag: 'user-service',
    summary:
      'Set a new password with the token of a reset link (once; every refresh token is revoked) and sign in. 403 "Can not reset password" for a wrong, expired or used token',
    operation: ResetPassword,
    variables: ({ body }) => ({
      input: { token: text(body, 'token'), newPassword: optional(body, 'newPassword', 'password') ?? '' },
    }),
    result: (data) => data.resetPassword,
    bodySchema: { type: 'object', properties: { token: { type: 'string' }, newPassword: { type: 'string' } }, required: ['token', 'newPassword'] },
    responseSchema: session,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/set-password',
    tag: 'user-service',
    summary: 'Set a first password on your account (signed in by phone code or magic link): a fresh session. 409 when it has a password already',
    operation: SetPassword,
    variables: ({ body }) => ({ newPassword: optional(body, 'newPassword', 'password') ?? '' }),
    result: (data) => data.setPassword,
    bodySchema: { type: 'object', properties: { newPassword: { type: 'string' } }, required: ['newPassword'] },
    responseSchema: session,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/users/change-password-admin',
    tag: 'user-service',
    summary:
      'Admins: set a user’s password (userId, newPassword); the user’s refresh tokens are revoked. Only a superUser may set an admin’s or superUser’s',
    operation: AdminSetPassword,
    variables: ({ body }) => ({
      input: { userId: text(body, 'userId'), newPassword: optional(body, 'newPassword', 'password') ?? '' },
    }),
    result: (data) => data.adminSetPassword,
    bodySchema: { type: 'object', properties: { userId: { type: 'string' }, newPassword: { type: 'string' } }, required: ['userId', 'newPassword'] },
    auth: true,
  }),
];
