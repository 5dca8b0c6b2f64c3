import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client as a test opens one: no retries, connecting on first use, with the bearer token if given. */
export function connectLiveClient(url: string, token?: string): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
}
