import { signIdentity, identityHeader } from '../auth/gateway-identity.ts';
import type { Identity } from '@backspin/contracts/roles';
import type { Config } from '../config/config.ts';
import { DomainError } from '@backspin/contracts/catalogue';
import type { SubgraphName, SubgraphResponse } from './subgraph-contract.ts';

/**
 * Calls from one subgraph to another (rooms asks library for a DJ's next song, records plays): a GraphQL
 * operation sent straight to the other subgraph with an identity signed by the shared GATEWAY_SECRET — by
 * default the calling subgraph's service identity, or a user it acts for (it verified that user itself).
 * In-process when the subgraphs share a process (embedded), over HTTP otherwise.
 */
export interface Peers {
  call<T = Record<string, unknown>>(
    subgraph: SubgraphName,
    query: string,
    variables?: Record<string, unknown>,
    actAs?: Identity,
  ): Promise<T>;
}

/** A peer call that came back with errors: the first one's message, status and reason travel on. */
export class PeerCallError extends Error {
  constructor(
    readonly subgraph: SubgraphName,
    readonly status: number | undefined,
    readonly reason: string | undefined,
    message: string,
  ) {
    super(`${subgraph}: ${message}`);
  }
}

type Executor = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => Promise<SubgraphResponse>;

export function serviceIdentity(caller: SubgraphName): Identity {
  return { userId: caller, tokenType: 'service', roles: [] };
}

/** How long a signed service identity is reused (it is valid for 60 s: signIdentity); a user's is signed per call. */
const serviceHeaderReuseMs = 20_000;

function createPeers(caller: SubgraphName, secret: string, executorOf: (name: SubgraphName) => Executor): Peers {
  let service: { header: string; until: number } | null = null;
  const serviceHeader = async () => {
    const now = Date.now();
    if (!service || service.until <= now) service = { header: await signIdentity(serviceIdentity(caller), secret), until: now + serviceHeaderReuseMs };
    return service.header;
  };
  return {
    async call<T>(subgraph: SubgraphName, query: string, variables: Record<string, unknown> = {}, actAs?: Identity): Promise<T> {
      const headers = { [identityHeader]: actAs ? await signIdentity(actAs, secret) : await serviceHeader() };
      const response = await executorOf(subgraph)(query, variables, headers);
      const [error] = response.errors ?? [];
      if (error) {
        const extensions = (error.extensions ?? {}) as { status?: number; reason?: string };
        throw new PeerCallError(subgraph, extensions.status, extensions.reason, error.message);
      }
      return response.data as T;
    },
  };
}

/** Subgraphs of this process, registered as they start; a call to one that is not running is refused. */
export class InProcessPeerRegistry {
  private readonly executors = new Map<SubgraphName, Executor>();

  register(name: SubgraphName, execute: (request: { query: string; variables: Record<string, unknown> }, headers: Record<string, string>) => Promise<SubgraphResponse>): void {
    this.executors.set(name, (query, variables, headers) => execute({ query, variables }, headers));
  }

  /** The subgraph has stopped (its process went away): calls to it are refused with 503 until one registers again. */
  unregister(name: SubgraphName): void {
    this.executors.delete(name);
  }

  peersFor(caller: SubgraphName, secret: string): Peers {
    return createPeers(caller, secret, (name) => {
      const executor = this.executors.get(name);
      if (!executor) throw new DomainError('SERVICE_UNAVAILABLE');
      return executor;
    });
  }
}

const urlSettings = {
  accounts: ['ACCOUNTS_URL', 'ACCOUNTS_PORT'],
  rooms: ['ROOMS_URL', 'ROOMS_PORT'],
  library: ['LIBRARY_URL', 'LIBRARY_PORT'],
  economy: ['ECONOMY_URL', 'ECONOMY_PORT'],
  audit: ['AUDIT_URL', 'AUDIT_PORT'],
} as const satisfies Record<SubgraphName, readonly [keyof Config, keyof Config]>;

/** Where a subgraph is reached over HTTP: its `*_URL`, else localhost and its port. */
export function subgraphUrl(config: Config, name: SubgraphName): string {
  const [url, port] = urlSettings[name];
  return (config[url] as string | undefined) ?? `http://localhost:${config[port] as number}/graphql`;
}

/** Peers over HTTP (distributed mode), with the provider time limit. */
export function httpPeers(caller: SubgraphName, config: Config): Peers {
  return createPeers(caller, config.gatewaySecret, (name) => async (query, variables, headers) => {
    const response = await fetch(subgraphUrl(config, name), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
      return { errors: [{ message: `HTTP ${response.status}`, extensions: { status: 503 } }] };
    }
    return (await response.json()) as SubgraphResponse;
  });
}
