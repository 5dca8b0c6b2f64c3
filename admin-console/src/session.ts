import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { authorizedFetch } from '@backspin/web-kit/authorized-fetch';
import { SessionManager } from '@backspin/web-kit/session';
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

/** Accepts what storage holds only when it is a whole console session. */
function parseSession(value: unknown): ConsoleSession | null {
  const session = value as Partial<ConsoleSession> | null;
  if (!session || typeof session.accessToken !== 'string' || typeof session.refreshToken !== 'string' || !session.user) return null;
  return session as ConsoleSession;
}

/** The server answered (a 4xx: the refresh token expired, was revoked or spent), as opposed to network trouble or a 5xx. */
function isRefusal(error: unknown): boolean {
  return error instanceof GatewayError && error.status > 0 && error.status < 500;
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

/**
 * The console's session: signs in and out with the gateway's auth mutations, keeps the access token
 * fresh (refreshing shortly before it expires and once more after an UNAUTHENTICATED answer), and
 * offers an authenticated `fetch` for the data provider's Apollo client.
 */
export class ConsoleAuth {
  /** The stored session, kept fresh (shared with the web player: @backspin/web-kit). */
  readonly stored = new SessionManager<ConsoleSession>({
    storageKey: SESSION_STORAGE_KEY,
    lockName: 'backspin-admin-token-refresh',
    parse: parseSession,
    renew: async (current) => toSession((await this.request(ConsoleRefreshMutation, { refreshToken: current.refreshToken })).refreshSession),
    isRefusal,
  });

  /** `fetch` with the bearer token, refreshed when needed, for Apollo's HttpLink and the console's own calls. */
  readonly fetch: typeof fetch = authorizedFetch(this.stored);

  constructor(private readonly config: AppConfig) {}

  /** Posts one GraphQL operation. Throws GatewayError when the answer has errors. */
  async request<T, V extends Record<string, unknown>>(
    document: TypedDocumentNode<T, V>,
    variables: V,
    send: typeof fetch = (input, init) => fetch(input, init),
  ): Promise<T> {
    const query = print(document);
    let response: Response;
    try {
      response = await send(this.config.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
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
    if (!(await this.stored.accessToken())) throw new GatewayError('Not signed in', 401);
    return this.request(document, variables, this.fetch);
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
}
