import type { FastifyError } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { catalogue, defaultMessage, httpStatusOf, inputBoundMessage, pathOfNul, type ErrorReason } from '@backspin/platform';

/** The legacy services' error body: status code, message and the status text. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** On a 429 from a limit that knows it: seconds until a retry may succeed (also sent as Retry-After). */
  retryAfterSeconds?: number;
  /** On an unexpected error (500): the id it was reported under (logs, Sentry), so support can find it. */
  errorId?: string;
  /** On a 409 refusing a stale view (a consumable purchase): the current values, to retry with. */
  tokenCost?: number;
  balance?: number;
  balanceUpdatedAt?: string;
}

/** The extensions a 409 carries when it refuses a client's stale view: the current values travel in the body too. */
const currentValues = ['tokenCost', 'balance', 'balanceUpdatedAt'] as const;

export function errorBody(statusCode: number, message?: string): ErrorBody {
  return { statusCode, message: message ?? defaultMessage(statusCode), error: defaultMessage(statusCode) };
}

/** The first GraphQL error decides the answer: its catalogue status and message, verbatim. */
export function fromGraphQLErrors(errors: readonly GraphQLFormattedError[], httpStatus: number): ErrorBody {
  const first = errors[0];
  if (!first) return errorBody(httpStatus >= 400 ? httpStatus : 502);
  const status = httpStatusOf(first.extensions as Record<string, unknown> | undefined);
  const body = errorBody(status, status >= 500 && status !== 503 ? defaultMessage(status) : first.message);
  const errorId = first.extensions?.errorId;
  if (status >= 500 && typeof errorId === 'string') body.errorId = errorId;
  const retryAfter = first.extensions?.retryAfterSeconds;
  if (status === 429 && typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0) {
    body.retryAfterSeconds = Math.ceil(retryAfter);
  }
  if (status === 409) {
    for (const key of currentValues) {
      const value = first.extensions?.[key];
      if (value !== undefined) Object.assign(body, { [key]: value });
    }
  }
  return body;
}

/** Fastify's refusals of a body, by its error code: their messages are the catalogue's. */
const fastifyRefusals: Readonly<Record<string, ErrorReason>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'REST_BODY_NOT_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REST_BODY_EMPTY_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REST_BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REST_BODY_NOT_JSON_MEDIA_TYPE',
};

/** Fastify's own refusals (malformed JSON, body too large, wrong content type) in the same shape. */
export function fromFastifyError(error: FastifyError): ErrorBody {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return errorBody(status);
  const reason = error.code ? fastifyRefusals[error.code] : undefined;
  return errorBody(status, reason ? catalogue[reason].message : error.message);
}

/**
 * A NUL character in a request's path parameters, query parameters or JSON body (PostgreSQL refuses it in text):
 * the 400 naming the first field that holds one, or null. Over-long values are refused by the GraphQL inputs they
 * become (each has its maximum), so the bridge keeps no second table of lengths.
 */
export function nulCharacterError(request: { params?: unknown; query?: unknown; body?: unknown }): ErrorBody | null {
  for (const part of [request.params, request.query, request.body]) {
    if (Buffer.isBuffer(part)) continue;
    const field = pathOfNul(part);
    if (field !== null) return errorBody(400, inputBoundMessage('INPUT_NUL_CHARACTER', field || 'body'));
  }
  return null;
}
