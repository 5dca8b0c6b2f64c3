import { GraphQLError } from 'graphql';
import { anonymous, catalogue, type AccessTokenVerifier, type Identity, type TokenRevocations } from '@backspin/platform';

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
