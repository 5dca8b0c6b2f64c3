import { z } from 'zod';
import { basicAuth, failed, requestJson, success, type HttpOutcome, type ProviderResult } from './http.ts';
import type { IssuedToken } from './token-cache.ts';

/**
 * The one OAuth 2.0 client (RFC 6749 token endpoint): authorization-code, refresh and client-credentials grants, the
 * same wire format at Spotify, Google, SoundCloud and Discord. What differs per provider (where the endpoint is, how the
 * client authenticates, how its error bodies read) comes in the settings; the provider clients of accounts (user
 * links) and library (app tokens for catalogue lookups) fill them in.
 */
export interface OAuthClientSettings {
  tokenUrl: URL;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /**
   * Where the client proves itself: an HTTP Basic header (RFC 6749 §2.3.1's preferred way) or client_id/client_secret in
   * the form; `none` when the grant carries its own proof (a signed JWT assertion, RFC 7523).
   */
  clientAuth: 'basic' | 'form' | 'none';
  /** The redirect URI registered with the provider, sent with authorization-code grants. */
  redirectUri?: string | undefined;
  timeoutMs: number;
  /** Reads the provider's message out of an error body; RFC 6749 §5.2's `error: error_description` when absent. */
  errorMessage?: ((body: unknown) => string | undefined) | undefined;
}

export interface TokenGrant {
  accessToken: string;
  tokenType: string;
  /** Absent when the provider did not renew it (Spotify and Google may keep the old one). */
  refreshToken: string | null;
  expiresInSeconds: number | null;
  scope: string | null;
}

/**
 * Why a grant failed: `rejected` is the provider saying no to what the user brought (invalid_grant: a used, expired
 * or revoked code or token); `unavailable` is everything that is not the user's fault (network, 5xx, our own
 * client credentials refused, a body we cannot read).
 */
export type GrantResult = { ok: true; grant: TokenGrant } | { ok: false; kind: 'rejected' | 'unavailable'; status?: number; error: string };

const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default('Bearer'),
  // Providers differ on what "none" looks like (absent, null, empty): all are no refresh token.
  refresh_token: z.string().nullish(),
  expires_in: z.coerce.number().positive().nullish(),
  scope: z.string().nullish(),
});

/** RFC 6749 §5.2: `{ "error": "invalid_grant", "error_description": "..." }`. */
function oauthError(body: unknown): string | undefined {
  const { error, error_description: description } = (body ?? {}) as { error?: unknown; error_description?: unknown };
  if (typeof error !== 'string') return undefined;
  return typeof description === 'string' ? `${error}: ${description}` : error;
}

export class OAuthTokenClient {
  constructor(readonly settings: OAuthClientSettings) {}

  get configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  exchangeCode(code: string): Promise<GrantResult> {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code });
    if (this.settings.redirectUri) form.set('redirect_uri', this.settings.redirectUri);
    return this.grant(form);
  }

  refresh(refreshToken: string): Promise<GrantResult> {
    return this.grant(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }));
  }

  clientCredentials(): Promise<GrantResult> {
    return this.grant(new URLSearchParams({ grant_type: 'client_credentials' }));
  }

  /** RFC 7523 §2.1: a signed JWT as the grant (a Google service account's token request: FCM HTTP v1). */
  jwtBearer(assertion: string): Promise<GrantResult> {
    return this.grant(new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }));
  }

  private async grant(form: URLSearchParams): Promise<GrantResult> {
    const { clientId = '', clientSecret = '' } = this.settings;
    const headers: Record<string, string> = {};
    if (this.settings.clientAuth === 'basic') {
      headers.authorization = basicAuth(clientId, clientSecret);
    } else if (this.settings.clientAuth === 'form') {
      form.set('client_id', clientId);
      form.set('client_secret', clientSecret);
    }
    const outcome: HttpOutcome<z.infer<typeof tokenResponse>> = await requestJson({
      method: 'POST',
      url: this.settings.tokenUrl,
      headers,
      form,
      schema: tokenResponse,
      timeoutMs: this.settings.timeoutMs,
      errorMessage: this.settings.errorMessage ?? oauthError,
    });
    if (!outcome.ok) {
      const status = outcome.status;
      // invalid_client is our configuration, not the user's code or token.
      const userFault = outcome.kind === 'http' && (status === 400 || status === 401) && !outcome.message.startsWith('invalid_client');
      return { ok: false, kind: userFault ? 'rejected' : 'unavailable', ...(status !== undefined ? { status } : {}), error: outcome.message };
    }
    const data = outcome.data;
    return {
      ok: true,
      grant: {
        accessToken: data.access_token,
        tokenType: data.token_type,
        refreshToken: data.refresh_token || null,
        expiresInSeconds: data.expires_in ?? null,
        scope: data.scope ?? null,
      },
    };
  }
}

/**
 * A grant as an app access token for `CachedToken`. Any failure is `unavailable`: our credentials or the provider's
 * token endpoint failed, never the thing a lookup asked for.
 */
export function appTokenOf(result: GrantResult): ProviderResult<IssuedToken> {
  if (!result.ok) {
    return failed({ kind: 'unavailable', ...(result.status !== undefined ? { status: result.status } : {}), message: `token request failed: ${result.error}` });
  }
  const { accessToken, expiresInSeconds } = result.grant;
  // An app token without a lifetime could never be renewed in time.
  if (expiresInSeconds === null) return failed({ kind: 'unavailable', message: 'token request failed: unexpected response: expires_in: missing' });
  return success({ accessToken, expiresInSeconds });
}
