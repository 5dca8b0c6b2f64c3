import { GraphQLError } from 'graphql';
import { anonymous, catalogue, type AccessTokenVerifier, type Identity } from '@backspin/platform';

/** 401 for a bearer token that is present but invalid or expired: the client should refresh, not carry on anonymous. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError(catalogue.UNAUTHORIZED.message, {
    extensions: { code: 'UNAUTHENTICATED', status: 401, reason: 'UNAUTHORIZED', http: { status: 401 } },
  });
}

export async function identityFromAuthorization(
  header: unknown,
  verifier: AccessTokenVerifier,
): Promise<Identity> {
  if (header == null || header === '') return anonymous;
  if (typeof header !== 'string') throw unauthenticated();
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated();
  try {
    return await verifier.verify(match[1]!);
  } catch {
    throw unauthenticated();
  }
}
