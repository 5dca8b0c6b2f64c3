import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, defaultMessage } from '@backspin/contracts/catalogue';
import type { ErrorContext, ErrorReporter } from './reporting.ts';

/** What the last word on an error needs: who reports it, and whether details may leave the server. */
export interface ErrorFormatting {
  reporter: ErrorReporter;
  production: boolean;
}

/**
 * The last word on an error before it leaves a server: domain errors keep their catalogue message and status;
 * anything unexpected is reported (a log line and, when configured, a Sentry event: reporting.ts) and answers a 500
 * that carries the report's id in `extensions.errorId`. In production the 500 says no more (no stack, no SQL).
 * An error that already carries an id was reported where it happened (a subgraph, for the gateway): it keeps that id
 * and is not reported twice.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { reporter, production }: ErrorFormatting,
  context: ErrorContext = {},
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return formatted;
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const reported = formatted.extensions?.errorId;
  const errorId =
    typeof reported === 'string' && /^[0-9a-f]{32}$/.test(reported)
      ? reported
      : reporter.report(original, { ...context, ...(formatted.path ? { path: formatted.path } : {}) });
  if (!production) return { ...formatted, extensions: { ...formatted.extensions, errorId } };
  return {
    message: defaultMessage(500),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, errorId },
  };
}
