import { SignJWT, jwtVerify } from 'jose';
import { anonymous, isCapability, roles as knownRoles, tokenTypes, type Identity, type Role, type TokenType } from '@backspin/contracts/roles';
import { isTokenScope } from '@backspin/contracts/token-scopes';

/**
 * The identity the gateway forwards to subgraphs, in a header only the gateway can sign (HS256 with the
 * shared GATEWAY_SECRET, valid for one minute). Over HTTP a subgraph refuses a request without a valid
 * signature (federation/serve.ts); in-process, an unsigned call is an anonymous one.
 */
export const identityHeader = 'x-backspin-identity';
const issuer = 'backspin-gateway';
const audience = 'backspin-subgraph';

const keyCache = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

export async function signIdentity(identity: Identity, secret: string): Promise<string> {
  const caps = identity.capabilities?.length ? { caps: [...identity.capabilities] } : {};
  const ip = identity.clientIp ? { ip: identity.clientIp } : {};
  const scope = identity.scope ? { scope: identity.scope } : {};
  return new SignJWT({ typ: identity.tokenType, roles: [...identity.roles], ...caps, ...ip, ...scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.userId ?? '')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(keyOf(secret));
}

/** The caller a request stands for: anonymous without a header or a valid signature (see verifySignedIdentity). */
export async function verifyIdentity(header: string | undefined | null, secret: string): Promise<Identity> {
  return (await verifySignedIdentity(header, secret)) ?? anonymous;
}

/** The identity in a header signed with the secret; null when the header is missing, forged or expired. */
export async function verifySignedIdentity(header: string | undefined | null, secret: string): Promise<Identity | null> {
  if (!header) return null;
  try {
    const { payload } = await jwtVerify(header, keyOf(secret), { issuer, audience, algorithms: ['HS256'] });
    const typ = payload.typ;
    const clientIp = typeof payload.ip === 'string' && payload.ip ? { clientIp: payload.ip.slice(0, 64) } : {};
    // An anonymous caller keeps only the IP the gateway saw (for abuse limits).
    if (typeof typ !== 'string' || !(tokenTypes as readonly string[]).includes(typ)) return clientIp.clientIp ? { ...anonymous, ...clientIp } : anonymous;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is Role => (knownRoles as readonly string[]).includes(r as string))
      : [];
    const capabilities = Array.isArray(payload.caps) ? payload.caps.filter(isCapability) : [];
    return {
      userId: payload.sub || null,
      tokenType: typ as TokenType,
      roles,
      ...(capabilities.length ? { capabilities } : {}),
      ...clientIp,
      // Subgraphs see the scope too (the gateway has already limited the operation to it).
      ...(isTokenScope(payload.scope) ? { scope: payload.scope } : {}),
    };
  } catch {
    return null;
  }
}
