/** What the authorized fetch needs of a session: a usable token, and a refresh of one the gateway refused. */
export interface TokenSource {
  accessToken(): Promise<string | null>;
  refresh(staleToken: string): Promise<string | null>;
}

/**
 * True when a GraphQL answer says the bearer token is bad or expired, so a refresh may help. Other UNAUTHENTICATED
 * reasons (a wrong password, a refused refresh token) are answers to the request itself: retrying would not change them.
 */
export function isUnauthenticatedBody(body: unknown): boolean {
  const errors = (body as { errors?: { extensions?: { code?: unknown; reason?: unknown } }[] } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some(
    (e) => e?.extensions?.code === 'UNAUTHENTICATED' && (e.extensions.reason === undefined || e.extensions.reason === 'UNAUTHORIZED'),
  );
}

async function saysUnauthenticated(response: Response): Promise<boolean> {
  if (response.status !== 401 && !(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    return isUnauthenticatedBody(await response.clone().json());
  } catch {
    return false;
  }
}

function withAuthorization(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  return { ...init, headers };
}

/**
 * `fetch` with the bearer token: refreshed before it expires, and once more (with one retry) when the gateway
 * answers UNAUTHENTICATED anyway (clock skew, a key rotation, a session revoked elsewhere). Give it to the GraphQL
 * client as its `fetch` (urql's `Client`, Apollo's `HttpLink`).
 */
export function authorizedFetch(tokens: TokenSource, baseFetch: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const token = await tokens.accessToken();
    const response = await baseFetch(input, withAuthorization(init, token));
    if (!token || !(await saysUnauthenticated(response))) return response;
    const fresh = await tokens.refresh(token);
    if (!fresh || fresh === token) return response;
    return baseFetch(input, withAuthorization(init, fresh));
  };
}
