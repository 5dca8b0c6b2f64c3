import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CombinedError } from '@urql/core';

/** A message to show: a catalogue message (translated) or the server's own words for a client error. */
export type ErrorMessage = { descriptor: MessageDescriptor } | { text: string };

export const genericError = msg`Something went wrong, please try again`;

/** Spec 3, §2: the sign-in screen's own error text (with its full stop). */
export const signInError = msg`Something went wrong, please try again.`;

/** Spec 3, §5: a consumable purchase without a token account. */
export const tokenAccountMissing = msg`We were unable to find your token account. Please try again.`;

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
  LOGIN_LIMIT_IP: msg`Too many failed sign-in attempts from your network, please try again later.`,
  COMMON_PASSWORD: msg`This password is too common: it is on a list of passwords attackers try first. Please choose another.`,
  INVALID_DISPLAY_NAME: msg`The display name must be 1 to 64 characters.`,
  // Sign-in by phone: the invalid-number text is spec 3, §2's.
  INVALID_PHONE_NUMBER: msg`Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.`,
  PHONE_CODE_INCORRECT: msg`Incorrect code.`,
  PHONE_CODE_UNKNOWN: msg`This code no longer works: ask for a new one.`,
  PHONE_CODE_EXPIRED: msg`This code no longer works: ask for a new one.`,
  PHONE_CODE_USED: msg`This code no longer works: ask for a new one.`,
  PHONE_CODE_LOCKED: msg`Too many incorrect codes: ask for a new one.`,
  PHONE_CODE_LIMIT_PHONE: msg`Too many codes were asked for, please wait a while before asking for another.`,
  PHONE_CODE_LIMIT_IP: msg`Too many codes were asked for, please wait a while before asking for another.`,
  PHONE_CODE_LIMIT_PREFIX: msg`Too many codes were asked for, please wait a while before asking for another.`,
  // A provider the server has no settings for answers 503: say that, not "something went wrong".
  SPOTIFY_NOT_CONFIGURED: msg`This server has no Spotify settings, so Spotify cannot be connected here.`,
  YOUTUBE_NOT_CONFIGURED: msg`This server has no YouTube settings, so YouTube cannot be connected here.`,
  // The queue refuses a song no listener can play (409): it lost its source since the page showed it.
  SONG_NOT_PLAYABLE: msg`This song can't go in your queue: it has no source anyone can play.`,
  // Buying a consumable: the missing account's sentence is spec 3, §5's; a stale view (409) is answered by a refresh.
  TOKEN_ACCOUNT_NOT_FOUND: tokenAccountMissing,
  CONSUMABLE_PURCHASE_STALE: msg`The price or your token balance changed, so nothing was bought: the shelf now shows the current values. Check them and try again.`,
  TOKEN_BALANCE_INSUFFICIENT: msg`You don't have enough tokens for this.`,
  TOKEN_ACCOUNT_DISABLED: msg`Your token account is disabled.`,
  CONSUMABLE_NOT_FOUND: msg`This consumable is no longer on sale.`,
  CONSUMABLE_PURCHASE_NOT_IN_ROOM: msg`You must be in the room to send it a consumable.`,
  MAIL_LIMIT_ADDRESS: msg`Too many e-mails were sent to this address, please wait a while before asking for another.`,
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

/**
 * What the phone and e-mail-link sign-in forms say about a failure (spec 3, §2): a known reason's translated sentence,
 * else the sign-in screen's "Something went wrong, please try again."
 */
export function describeSignInError(error: unknown): ErrorMessage {
  const reason = firstGraphQLError(error)?.reason;
  return { descriptor: (reason && reasonMessages[reason]) || signInError };
}

/** The `extensions.reason` of a failed request's first GraphQL error, if any. */
export function errorReason(error: unknown): string | undefined {
  return firstGraphQLError(error)?.reason;
}
