import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWSClient, type Client as WSClient } from 'graphql-ws';
import { useSyncExternalStore } from 'react';
import type { Auth } from './auth';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { isUnauthenticatedBody } from './errors';

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'closed';

/** The state of the live (WebSocket) connection, for the status dot in the header. */
class LiveStatusStore {
  private value: LiveStatus = 'idle';
  private readonly listeners = new Set<() => void>();
  get = (): LiveStatus => this.value;
  set(value: LiveStatus): void {
    if (value === this.value) return;
    this.value = value;
    for (const listener of [...this.listeners]) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const liveStatus = new LiveStatusStore();

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStatus.subscribe, liveStatus.get);
}

function withAuthorization(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  return { ...init, headers };
}

async function saysUnauthenticated(response: Response): Promise<boolean> {
  if (response.status !== 401 && !(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    return isUnauthenticatedBody(await response.clone().json());
  } catch {
    return false;
  }
}

/**
 * `fetch` with the bearer token: refreshed before it expires, and once more (with a retry) when the
 * gateway answers UNAUTHENTICATED anyway (clock skew, key rotation, a refresh made by another tab).
 */
function authenticatedFetch(auth: Auth): typeof fetch {
  return async (input, init) => {
    const token = await auth.accessToken();
    const response = await fetch(input, withAuthorization(init, token));
    if (!token || !(await saysUnauthenticated(response))) return response;
    const fresh = await auth.refresh(token);
    if (!fresh || fresh === token) return response;
    return fetch(input, withAuthorization(init, fresh));
  };
}

export interface GraphQLClient {
  client: Client;
  dispose(): void;
}

export function createGraphQLClient(config: AppConfig, auth: Auth): GraphQLClient {
  let lastToken: string | null = null;
  let rejected = false;
  let disposed = false;
  const setStatus = (status: LiveStatus) => {
    if (!disposed) liveStatus.set(status);
  };
  const ws: WSClient = createWSClient({
    url: config.graphqlWsUrl,
    lazy: true,
    lazyCloseTimeout: 1_000,
    retryAttempts: Number.MAX_SAFE_INTEGER,
    shouldRetry: () => true,
    connectionParams: async () => {
      // The gateway closes with 4403 when the token is bad or expired: refresh before reconnecting.
      lastToken = rejected && lastToken ? await auth.refresh(lastToken) : await auth.accessToken();
      rejected = false;
      return lastToken ? { authorization: `Bearer ${lastToken}` } : {};
    },
    on: {
      connecting: () => setStatus('connecting'),
      connected: () => setStatus('connected'),
      closed: (event) => {
        if ((event as CloseEvent | undefined)?.code === 4403 || (event as CloseEvent | undefined)?.code === 4401) rejected = true;
        setStatus('closed');
      },
    },
  });

  const client = new Client({
    url: config.graphqlUrl,
    preferGetMethod: false,
    fetch: authenticatedFetch(auth),
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });

  return {
    client,
    dispose() {
      disposed = true;
      liveStatus.set('idle');
      // dispose() rejects (with the CloseEvent) when a connection attempt was under way and failed.
      Promise.resolve(ws.dispose()).catch(() => undefined);
    },
  };
}
