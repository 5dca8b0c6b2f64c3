import { failed, failureOf, success, type HttpOutcome, type ProviderResult } from './http.ts';

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/**
 * An app access token (OAuth client credentials), kept until shortly before it expires. Concurrent
 * callers share one token request; a token the provider refused is dropped so the next call gets a new one.
 */
export class CachedToken {
  private current: { token: string; expiresAt: number } | null = null;
  private pending: Promise<ProviderResult<string>> | null = null;

  constructor(
    private readonly issue: () => Promise<ProviderResult<IssuedToken>>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<ProviderResult<string>> {
    if (this.current && this.now() < this.current.expiresAt) return Promise.resolve(success(this.current.token));
    this.pending ??= this.issue()
      .then((issued): ProviderResult<string> => {
        if (!issued.ok) return issued;
        const lifetimeMs = issued.value.expiresInSeconds * 1000;
        // Renew a little early (a tenth of the lifetime, at most a minute) so a token never expires in flight.
        this.current = { token: issued.value.accessToken, expiresAt: this.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
        return success(issued.value.accessToken);
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** The provider said this token no longer works: forget it, unless another call already replaced it. */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = null;
  }
}

/**
 * Sends a request with the app token; when the provider answers one of `retryStatuses` (the token
 * expired or was revoked), gets a fresh token and sends it once more, never more.
 */
export async function sendWithAppToken<T>(
  tokens: CachedToken,
  retryStatuses: readonly number[],
  send: (token: string) => Promise<HttpOutcome<T>>,
): Promise<ProviderResult<T>> {
  const first = await tokens.get();
  if (!first.ok) return first;
  let outcome = await send(first.value);
  if (!outcome.ok && outcome.status !== undefined && retryStatuses.includes(outcome.status)) {
    tokens.invalidate(first.value);
    const second = await tokens.get();
    if (!second.ok) return second;
    outcome = await send(second.value);
  }
  return outcome.ok ? success(outcome.data) : failed(failureOf(outcome));
}

/** A user's access token, passed in by the caller, with an optional way to refresh it (used at most once). */
export interface UserToken {
  accessToken: string;
  /** Returns a fresh access token, or null when it cannot. */
  refresh?: () => Promise<string | null>;
}

/**
 * The user-token counterpart of `sendWithAppToken`: one refresh for the whole session of calls
 * (an export is several requests), each request retried at most once.
 */
export class UserTokenSession {
  private token: string;
  private refreshed = false;

  constructor(
    private readonly user: UserToken,
    private readonly retryStatuses: readonly number[],
  ) {
    this.token = user.accessToken;
  }

  async send<T>(send: (token: string) => Promise<HttpOutcome<T>>): Promise<ProviderResult<T>> {
    let outcome = await send(this.token);
    if (!outcome.ok && outcome.status !== undefined && this.retryStatuses.includes(outcome.status) && !this.refreshed && this.user.refresh) {
      this.refreshed = true;
      const fresh = await this.user.refresh().catch(() => null);
      if (fresh) {
        this.token = fresh;
        outcome = await send(this.token);
      }
    }
    return outcome.ok ? success(outcome.data) : failed(failureOf(outcome));
  }
}
