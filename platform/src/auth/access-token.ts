import { createLocalJWKSet, jwtVerify, SignJWT, type JSONWebKeySet, type CryptoKey, type KeyObject } from 'jose';
import { isCapability, roles as knownRoles, type Capability, type Identity, type Role, type TokenType } from '@backspin/contracts/roles';
import { isTokenScope, type TokenScope } from '@backspin/contracts/token-scopes';

/** Access tokens: short-lived JWTs signed by the accounts subgraph (EdDSA), verified by the gateway. */
export const accessTokenIssuer = 'backspin-accounts';
export const accessTokenAudience = 'backspin';
export const accessTokenAlgorithm = 'EdDSA';

export interface AccessTokenClaims {
  userId: string;
  tokenType: Exclude<TokenType, 'service'> | 'service';
  roles: readonly Role[];
  capabilities?: readonly Capability[];
  /** Limits what the token may do (token-scopes.ts); absent: everything its roles allow. */
  scope?: TokenScope;
  /**
   * The user's token version when the token was signed (claim `tv`). Kicking, banning or deactivating a user
   * raises it, and gateways refuse tokens of an older version (token-revocations.ts). Absent means 0.
   */
  tokenVersion?: number;
}

/** A verified token: who it stands for, and the token version it carries. */
export interface VerifiedAccessToken {
  identity: Identity;
  tokenVersion: number;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  key: { privateKey: CryptoKey | KeyObject; kid: string },
  ttlSeconds: number,
): Promise<string> {
  const caps = claims.capabilities?.length ? { caps: [...claims.capabilities] } : {};
  const scope = claims.scope ? { scope: claims.scope } : {};
  const tv = claims.tokenVersion ? { tv: claims.tokenVersion } : {};
  return new SignJWT({ typ: claims.tokenType, roles: [...claims.roles], ...caps, ...scope, ...tv })
    .setProtectedHeader({ alg: accessTokenAlgorithm, kid: key.kid, typ: 'at+jwt' })
    .setSubject(claims.userId)
    .setIssuer(accessTokenIssuer)
    .setAudience(accessTokenAudience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

/**
 * Verifies bearer tokens against the accounts subgraph's public keys. Keys come from `loadKeys`
 * (the JWKS), cached, and fetched again at most every 30 s when a token names a key we have not seen.
 */
export class AccessTokenVerifier {
  private keys: ReturnType<typeof createLocalJWKSet> | undefined;
  private kids = new Set<string>();
  private lastLoad = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly loadKeys: () => Promise<JSONWebKeySet>) {}

  private async refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const jwks = await this.loadKeys();
        this.keys = createLocalJWKSet(jwks);
        this.kids = new Set(jwks.keys.map((k) => k.kid).filter((k): k is string => !!k));
        this.lastLoad = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    await this.loading;
  }

  /** The identity a token stands for; throws when it is invalid, expired or not ours. */
  async verify(token: string): Promise<Identity> {
    return (await this.verifyToken(token)).identity;
  }

  /** The identity and the token version; throws when the token is invalid, expired or not ours. */
  async verifyToken(token: string): Promise<VerifiedAccessToken> {
    const kid = decodeKid(token);
    if (!this.keys || (kid && !this.kids.has(kid) && Date.now() - this.lastLoad > 30_000)) await this.refresh();
    const { payload } = await jwtVerify(token, this.keys!, {
      issuer: accessTokenIssuer,
      audience: accessTokenAudience,
      algorithms: [accessTokenAlgorithm],
    });
    const typ = payload.typ;
    if (typ !== 'user' && typ !== 'guest' && typ !== 'bot' && typ !== 'service') throw new Error('unknown token type');
    if (!payload.sub) throw new Error('token without subject');
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is Role => (knownRoles as readonly string[]).includes(r as string))
      : [];
    const capabilities = Array.isArray(payload.caps) ? payload.caps.filter(isCapability) : [];
    // A scope we do not know must not widen into an unrestricted token.
    if (payload.scope !== undefined && !isTokenScope(payload.scope)) throw new Error('unknown token scope');
    const scope = payload.scope !== undefined ? { scope: payload.scope as TokenScope } : {};
    const tokenVersion = typeof payload.tv === 'number' && Number.isSafeInteger(payload.tv) ? payload.tv : 0;
    return {
      identity: { userId: payload.sub, tokenType: typ, roles, ...(capabilities.length ? { capabilities } : {}), ...scope },
      tokenVersion,
    };
  }
}

function decodeKid(token: string): string | undefined {
  const [header] = token.split('.');
  if (!header) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof parsed.kid === 'string' ? parsed.kid : undefined;
  } catch {
    return undefined;
  }
}
