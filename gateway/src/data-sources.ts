import {
  RemoteGraphQLDataSource,
  type GraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { identityHeader, type RunningSubgraph } from '@backspin/platform';
import { signedIdentityOf, type GatewayContext } from './context.ts';

function contextOf(options: GraphQLDataSourceProcessOptions<GatewayContext>): GatewayContext | undefined {
  return 'context' in options ? (options.context as GatewayContext) : undefined;
}

/** Embedded mode: a subgraph in this process, called without an HTTP hop but through the same signed identity. */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraph: RunningSubgraph,
    private readonly secret: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const headers = { [identityHeader]: await signedIdentityOf(contextOf(options), this.secret) };
    const { query, variables, operationName, extensions } = options.request;
    return (await this.subgraph.execute(
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
