import {
  RemoteGraphQLDataSource,
  type GraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { DomainError, identityHeader, type RunningSubgraph } from '@backspin/platform';
import { signedIdentityOf, type GatewayContext } from './context.ts';

function contextOf(options: GraphQLDataSourceProcessOptions<GatewayContext>): GatewayContext | undefined {
  return 'context' in options ? (options.context as GatewayContext) : undefined;
}

/** Embedded mode: a subgraph in this process, called without an HTTP hop but through the same signed identity. */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  /**
   * `subgraphOf` is asked on every call: a subgraph stopped and started again in this process (a test's restart) is
   * reached as it is now, and one that is not running answers 503 like an unreachable one over HTTP.
   */
  constructor(
    private readonly subgraphOf: () => RunningSubgraph | undefined,
    private readonly secret: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const subgraph = this.subgraphOf();
    if (!subgraph) {
      const down = new DomainError('SERVICE_UNAVAILABLE');
      return { errors: [{ message: down.message, extensions: down.extensions }] } as GatewayGraphQLResponse;
    }
    const headers = { [identityHeader]: await signedIdentityOf(contextOf(options), this.secret) };
    const { query, variables, operationName, extensions } = options.request;
    return (await subgraph.execute(
      { query, variables, operationName, extensions },
      headers,
    )) as GatewayGraphQLResponse;
  }
}

/** Distributed mode: a subgraph over HTTP, with the caller's identity in a header only the gateway can sign. */
export class SignedHttpDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
  ) {
    super({ url });
  }

  override async willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<void> {
    options.request.http?.headers.set(identityHeader, await signedIdentityOf(contextOf(options), this.secret));
  }
}
