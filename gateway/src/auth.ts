import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { anonymous, catalogue, scopeAllows, type AccessTokenVerifier, type Identity, type TokenRevocations } from '@backspin/platform';
import type { GatewayContext } from './context.ts';

/** 401 for a bearer token that is present but invalid or expired: the client should refresh, not carry on anonymous. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError(catalogue.UNAUTHORIZED.message, {
    extensions: { code: 'UNAUTHENTICATED', status: 401, reason: 'UNAUTHORIZED', http: { status: 401 } },
  });
}

export interface VerifiedCaller {
  identity: Identity;
  /** The token version the token carries (0 for anonymous callers and tokens without one). */
  tokenVersion: number;
}

/**
 * The caller an Authorization header stands for. A token that is invalid, expired, or revoked (its user was
 * kicked, banned or deactivated after it was signed: token-revocations.ts, one Map lookup) is refused with 401.
 */
export async function callerFromAuthorization(
  header: unknown,
  verifier: AccessTokenVerifier,
  revocations?: TokenRevocations,
): Promise<VerifiedCaller> {
  if (header == null || header === '') return { identity: anonymous, tokenVersion: 0 };
  if (typeof header !== 'string') throw unauthenticated();
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated();
  let verified;
  try {
    verified = await verifier.verifyToken(match[1]!);
  } catch {
    throw unauthenticated();
  }
  if (revocations?.isRevoked(verified.identity.userId, verified.tokenVersion)) throw unauthenticated();
  return verified;
}

export async function identityFromAuthorization(
  header: unknown,
  verifier: AccessTokenVerifier,
  revocations?: TokenRevocations,
): Promise<Identity> {
  return (await callerFromAuthorization(header, verifier, revocations)).identity;
}

/** 403 for an operation outside the scope of the caller's scoped token (chat tokens). */
export function outOfScope(): GraphQLError {
  return new GraphQLError(catalogue.TOKEN_SCOPE_FORBIDDEN.message, {
    extensions: { code: 'FORBIDDEN', status: 403, reason: 'TOKEN_SCOPE_FORBIDDEN', http: { status: 403 } },
  });
}

/** Whether the identity's token scope (if any) lets it run this operation. */
export function withinScope(identity: Identity, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  return !identity.scope || scopeAllows(identity.scope, document, operation);
}

/**
 * Refuses, before any query plan, an operation a scoped token may not run (contracts/src/token-scopes.ts).
 * Every operation the gateway executes passes here: HTTP requests, and queries and mutations sent over graphql-ws.
 */
export function tokenScopePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          if (operation && !withinScope(contextValue.identity, document, operation)) throw outOfScope();
        },
      };
    },
  };
}
