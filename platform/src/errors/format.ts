import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, defaultMessage } from '@backspin/contracts/catalogue';

/**
 * The last word on an error before it leaves a server: domain errors keep their catalogue message and
 * status; anything unexpected becomes a plain 500 in production (no stack, no SQL), and is logged.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, production: boolean): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return formatted;
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  if (!production) return formatted;
  console.error(original);
  return {
    message: defaultMessage(500),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}
