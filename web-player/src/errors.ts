import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CombinedError } from '@urql/core';

/** A message to show: a catalogue message (translated) or the server's own words for a client error. */
export type ErrorMessage = { descriptor: MessageDescriptor } | { text: string };

export const genericError = msg`Something went wrong, please try again`;

/** Errors the gateway explains (by `extensions.reason`) that have their own translated message. */
const reasonMessages: Record<string, MessageDescriptor> = {
  INCORRECT_CREDENTIALS: msg`Incorrect email or password`,
  ACCOUNT_BANNED: msg`This account is banned.`,
  ACCOUNT_DEACTIVATED: msg`This account is deactivated.`,
  EMAIL_ALREADY_REGISTERED: msg`This email is already registered.`,
  INVALID_EMAIL: msg`Please enter a valid e-mail address.`,
  WEAK_PASSWORD: msg`The password must be between 8 and 128 characters.`,
  SIGN_UP_FIELDS_MISSING: msg`Please fill in your e-mail and password.`,
  TOO_MANY_LOGIN_ATTEMPTS: msg`Too many failed sign-in attempts, please try again later.`,
  INVALID_DISPLAY_NAME: msg`The display name must be 1 to 64 characters.`,
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What to tell the user about a failed request (spec §8): a client error (status under 500) shows the server's
 * message with its first letter capitalised (known reasons get a translated message instead); anything else
 * (network, 5xx, surprises) the generic "Something went wrong, please try again".
 */
export function describeError(error: unknown): ErrorMessage {
  const info = firstGraphQLError(error);
  if (info) {
    if (info.reason && reasonMessages[info.reason]) return { descriptor: reasonMessages[info.reason]! };
    if (info.message === 'Incorrect email or password') return { descriptor: reasonMessages.INCORRECT_CREDENTIALS! };
    const clientError =
      (info.status !== undefined && info.status >= 400 && info.status < 500) ||
      (info.status === undefined &&
        ['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED'].includes(info.code ?? ''));
    if (clientError && info.message) return { text: capitalise(info.message) };
  }
  return { descriptor: genericError };
}

/** True when the gateway said the bearer token is bad or expired (so a refresh may help). */
export function isUnauthenticatedBody(body: unknown): boolean {
  const errors = (body as { errors?: { extensions?: { code?: unknown; reason?: unknown } }[] } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some(
    (e) => e?.extensions?.code === 'UNAUTHENTICATED' && (e.extensions.reason === undefined || e.extensions.reason === 'UNAUTHORIZED'),
  );
}
