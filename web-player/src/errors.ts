import { CombinedError } from '@urql/core';

/** A message to show: a catalog id (translated) or the server's own words for a client error it explained. */
export type ErrorMessage = { id: string } | { text: string };

/** Errors the gateway explains (by `extensions.reason`) that have their own translated message. */
const reasonMessages: Record<string, string> = {
  INCORRECT_CREDENTIALS: 'error.incorrectCredentials',
  EMAIL_NOT_VERIFIED_OR_INCORRECT: 'error.incorrectCredentials',
  EMAIL_ALREADY_REGISTERED: 'error.emailTaken',
  INVALID_EMAIL: 'error.invalidEmail',
  WEAK_PASSWORD: 'error.weakPassword',
  SIGN_UP_FIELDS_MISSING: 'error.fieldsMissing',
  TOO_MANY_LOGIN_ATTEMPTS: 'error.tooManyAttempts',
  INVALID_DISPLAY_NAME: 'error.invalidDisplayName',
};

interface ErrorInfo {
  message: string;
  code?: string;
  reason?: string;
  status?: number;
}

function firstGraphQLError(error: unknown): ErrorInfo | null {
  if (error instanceof CombinedError) {
    const first = error.graphQLErrors[0];
    if (!first) return null;
    const ext = first.extensions as { code?: unknown; reason?: unknown; status?: unknown };
    return {
      message: first.message,
      code: typeof ext.code === 'string' ? ext.code : undefined,
      reason: typeof ext.reason === 'string' ? ext.reason : undefined,
      status: typeof ext.status === 'number' ? ext.status : undefined,
    };
  }
  return null;
}

/**
 * What to tell the user about a failed request. Known reasons get a translated message; other client
 * errors (4xx) show the gateway's message; anything else (network, 5xx, surprises) the generic one.
 */
export function describeError(error: unknown): ErrorMessage {
  const info = firstGraphQLError(error);
  if (info) {
    if (info.reason && reasonMessages[info.reason]) return { id: reasonMessages[info.reason]! };
    if (info.message === 'Incorrect email or password') return { id: 'error.incorrectCredentials' };
    const clientError =
      (info.status !== undefined && info.status >= 400 && info.status < 500) ||
      (info.status === undefined && (info.code === 'BAD_USER_INPUT' || info.code === 'FORBIDDEN' || info.code === 'CONFLICT'));
    if (clientError && info.message) return { text: info.message };
  }
  return { id: 'error.generic' };
}

/** True when the gateway said the bearer token is bad or expired (so a refresh may help). */
export function isUnauthenticatedBody(body: unknown): boolean {
  const errors = (body as { errors?: { extensions?: { code?: unknown; reason?: unknown } }[] } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some(
    (e) => e?.extensions?.code === 'UNAUTHENTICATED' && (e.extensions.reason === undefined || e.extensions.reason === 'UNAUTHORIZED'),
  );
}
