import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import type { ConsoleSessionFieldsFragment, ConsoleUserFieldsFragment } from './gql/graphql';
import { ConsoleLoginMutation, ConsoleLogoutMutation, ConsoleMeQuery, ConsoleRefreshMutation } from './operations';

/** The roles that may use the console. */
export const STAFF_ROLES = ['admin', 'superUser', 'staff', 'moderator', 'globalModerator'] as const;

export type ConsoleUser = ConsoleUserFieldsFragment;

export interface ConsoleSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  user: ConsoleUser;
}

export const SESSION_STORAGE_KEY = 'backspin.admin.session';
const EXPIRY_MARGIN_MS = 60_000;

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; status?: number; reason?: string };
}

/** A GraphQL call that failed: carries the HTTP-like status of its first error (extensions.status). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: GraphQLErrorShape[] = [],
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function readSession(): ConsoleSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsoleSession>;
    if (typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string' || !value.user) return null;
    return value as ConsoleSession;
  } catch {
    return null;
  }
}

export function writeSession(session: ConsoleSession | null): void {
  if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

export function hasStaffRole(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

function toSession(payload: ConsoleSessionFieldsFragment): ConsoleSession {
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    expiresAt: Date.now() + payload.expiresIn * 1000,
    user: payload.user,
  };
}

function statusOf(errors: GraphQLErrorShape[], httpStatus: number): number {
  const status = errors[0]?.extensions?.status;
  if (typeof status === 'number') return status;
  if (errors[0]?.extensions?.code === 'UNAUTHENTICATED') return 401;
  if (errors[0]?.extensions?.code === 'FORBIDDEN') return 403;
  return httpStatus >= 400 ? httpStatus : 500;
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return task();
  return locks.request('backspin-admin-token-refresh', task) as Promise<T>;
}

/**
 * The console's session: signs in and out with the gateway's auth mutations, keeps the access token
 * fresh (refreshing shortly before it expires and once more after an UNAUTHENTICATED answer), and
 * offers an authenticated `fetch` for the data provider's Apollo client.
 */
export class SessionManager {
  private inflight: Promise<string | null> | null = null;

  constructor(private readonly config: AppConfig) {}

  /** Posts one GraphQL operation. Throws GatewayError when the answer has errors. */
  async request<T, V extends Record<string, unknown>>(
    document: TypedDocumentNode<T, V>,
    variables: V,
    token?: string | null,
  ): Promise<T> {
    const query = print(document);
    let response: Response;
    try {
      response = await fetch(this.config.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      throw new GatewayError(`Network error: ${String(error)}`, 0);
    }
    let body: { data?: T | null; errors?: GraphQLErrorShape[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new GatewayError(`Unexpected response (HTTP ${response.status})`, response.status || 500);
    }
    if (body.errors?.length) {
      throw new GatewayError(body.errors[0]!.message, statusOf(body.errors, response.status), body.errors);
    }
    if (!body.data) throw new GatewayError('Empty response', 500);
    return body.data;
  }

  /** Queries as the signed-in user, refreshing the token when needed. */
  async authorizedRequest<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
    const token = await this.accessToken();
    if (!token) throw new GatewayError('Not signed in', 401);
    try {
      return await this.request(document, variables, token);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 401) throw error;
      const fresh = await this.refresh(token);
      if (!fresh || fresh === token) throw error;
      return this.request(document, variables, fresh);
    }
  }

  async login(email: string, password: string): Promise<ConsoleSession> {
    const data = await this.request(ConsoleLoginMutation, { input: { email, password } });
    return toSession(data.login);
  }

  /** Revokes a session (best effort). */
  async revoke(refreshToken: string): Promise<void> {
    try {
      await this.request(ConsoleLogoutMutation, { refreshToken });
    } catch {
      // Already gone or unreachable.
    }
  }

  async me(): Promise<ConsoleUser> {
    const data = await this.authorizedRequest(ConsoleMeQuery, {});
    return data.me;
  }

  async accessToken(): Promise<string | null> {
    const session = readSession();
    if (!session) return null;
    if (session.expiresAt - Date.now() > EXPIRY_MARGIN_MS) return session.accessToken;
    return this.refresh(session.accessToken);
  }

  /** Trades the (single-use) refresh token for a new session, once across tabs. Null when the session is over. */
  refresh(staleToken: string): Promise<string | null> {
    this.inflight ??= withRefreshLock(async () => {
      const current = readSession();
      if (!current) return null;
      if (current.accessToken !== staleToken && current.expiresAt - Date.now() > EXPIRY_MARGIN_MS) return current.accessToken;
      try {
        const data = await this.request(ConsoleRefreshMutation, { refreshToken: current.refreshToken });
        const next = toSession(data.refreshSession);
        writeSession(next);
        return next.accessToken;
      } catch (error) {
        if (error instanceof GatewayError && error.status > 0 && error.status < 500) {
          writeSession(null);
          return null;
        }
        return current.accessToken;
      }
    }).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /** `fetch` with the bearer token, for Apollo's HttpLink. */
  readonly fetch: typeof fetch = async (input, init) => {
    const token = await this.accessToken();
    const send = (bearer: string | null) => {
      const headers = new Headers(init?.headers);
      if (bearer) headers.set('authorization', `Bearer ${bearer}`);
      return fetch(input, { ...init, headers });
    };
    const response = await send(token);
    if (!token || response.status !== 401) return response;
    const fresh = await this.refresh(token);
    if (!fresh || fresh === token) return response;
    return send(fresh);
  };
}
