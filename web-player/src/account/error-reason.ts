import { CombinedError } from '@urql/core';

/** The catalogue reason (extensions.reason) of a failed GraphQL call, for the few answers a page acts on. */
export function errorReason(error: unknown): string | undefined {
  if (!(error instanceof CombinedError)) return undefined;
  const reason = (error.graphQLErrors[0]?.extensions as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}
