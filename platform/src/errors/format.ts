import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, defaultMessage } from '@backspin/contracts/catalogue';
import type { ErrorContext, ErrorReporter } from './reporting.ts';

/** What the last word on an error needs: who reports it, and whether details may leave the server. */
export interface ErrorFormatting {
  reporter: ErrorReporter;
  production: boolean;
}

/** An id a report gave (reporting.ts): 32 hex digits. */
const reportedId = (extensions: Readonly<Record<string, unknown>> | undefined): string | null => {
  const id = extensions?.errorId;
  return typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? id : null;
};

/** Neither a domain error (a refusal of the catalogue) nor one Apollo or a limit gave a code of its own: a failure. */
function isUnexpected(error: unknown, code: unknown): boolean {
  if (unwrapResolverError(error) instanceof DomainError) return false;
  return !code || code === 'INTERNAL_SERVER_ERROR';
}

/**
 * Reports each unexpected error of a request as it happens, with the request's id and operation name (which
 * `formatError` cannot see), and puts the report's id on the error, where `formatError` finds it.
 */
export function errorReportingPlugin<Context extends object>(reporter: ErrorReporter): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors as readonly GraphQLError[]) {
            const extensions = error.extensions as Record<string, unknown>;
            if (reportedId(extensions) || !isUnexpected(error, extensions.code)) continue;
            // A subgraph's context has the request's id; the gateway's has none.
            const requestId = (contextValue as { requestId?: unknown }).requestId;
            const context: ErrorContext = {
              ...(typeof requestId === 'string' ? { requestId } : {}),
              ...(operationName ? { operation: operationName } : {}),
              ...(error.path ? { path: error.path } : {}),
            };
            extensions.errorId = reporter.report(unwrapResolverError(error), context);
          }
        },
      };
    },
  };
}

/**
 * The last word on an error before it leaves a server: domain errors keep their catalogue message and status;
 * anything unexpected is reported (a log line and, when configured, a Sentry event: reporting.ts) and answers a 500
 * that carries the report's id in `extensions.errorId`. In production the 500 says no more (no stack, no SQL).
 * An error that already carries an id was reported where it happened (by `errorReportingPlugin`, or by a subgraph for
 * the gateway): it keeps that id and is not reported twice.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { reporter, production }: ErrorFormatting,
  context: ErrorContext = {},
): GraphQLFormattedError {
  if (!isUnexpected(error, formatted.extensions?.code)) return formatted;
  const errorId =
    reportedId(formatted.extensions) ?? reporter.report(unwrapResolverError(error), { ...context, ...(formatted.path ? { path: formatted.path } : {}) });
  if (!production) return { ...formatted, extensions: { ...formatted.extensions, errorId } };
  return {
    message: defaultMessage(500),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, errorId },
  };
}
