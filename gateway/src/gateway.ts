import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import cors from '@fastify/cors';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import {
  AccessTokenVerifier,
  anonymous,
  apolloHandler,
  createErrorReporter,
  errorReportingPlugin,
  listeningPort,
  formatError,
  queryLimits,
  startTokenRevocationSync,
  TokenRevocations,
  type Config,
  type Identity,
  type PubSub,
  type RunningSubgraph,
  type SubgraphName,
} from '@backspin/platform';
import { identityFromAuthorization, tokenScopePlugin } from './auth.ts';
import type { GatewayContext } from './context.ts';
import { InProcessDataSource, SignedHttpDataSource } from './data-sources.ts';
import { httpOperationPlugin } from './http-operations.ts';
import { LiveHub } from './live/live-hub.ts';
import { attachLiveServer } from './live/live-server.ts';

export type SubgraphConnections =
  | { mode: 'embedded'; subgraphs: ReadonlyMap<SubgraphName, RunningSubgraph> }
  | { mode: 'distributed'; urls: Readonly<Record<SubgraphName, string>> };

export interface GatewayOptions {
  config: Config;
  supergraphSdl: string;
  connections: SubgraphConnections;
  pubsub: PubSub;
  port: number;
  host?: string;
  /** Origins allowed to call the gateway from a browser (the web apps). */
  corsOrigins?: (string | RegExp)[];
}

export interface RunningGateway {
  config: Config;
  url: string;
  wsUrl: string;
  app: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
  hub: LiveHub;
  /** The token revocations this instance knows of (kicks, bans, deactivations). */
  revocations: TokenRevocations;
  execute(query: string, variables?: Record<string, unknown>, identity?: Identity): Promise<ExecutionResult>;
  stop(): Promise<void>;
}

/** The gateway's own identity for the few queries it makes for itself (token revocations). */
const gatewayServiceIdentity: Identity = Object.freeze({ userId: null, tokenType: 'service', roles: Object.freeze([]) });

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config, connections } = options;
  const secret = config.gatewaySecret;
  let apiSchema: GraphQLSchema | undefined;
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService({ name, url }): GraphQLDataSource<GatewayContext> {
      if (connections.mode === 'embedded') {
        const { subgraphs } = connections;
        if (!subgraphs.get(name as SubgraphName)) throw new Error(`subgraph ${name} is not running in this process`);
        return new InProcessDataSource(() => subgraphs.get(name as SubgraphName), secret);
      }
      return new SignedHttpDataSource(connections.urls[name as SubgraphName] ?? url!, secret);
    },
  });
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    apiSchema = schema;
  });

  const limits = queryLimits(config);
  // The gateway's own unexpected errors; a subgraph's arrive already reported, with their id (errors/format.ts).
  const reporter = createErrorReporter(config, 'gateway');
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: config.introspection,
    csrfPrevention: true,
    // Shutdown is ours (product.stop, main.ts): Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
    // @apollo/gateway and graphql-armor are typed against Apollo Server's CommonJS build, we run its ESM
    // build: the same plugin interface, two declarations of it.
    plugins: [
      ...limits.plugins,
      tokenScopePlugin(),
      httpOperationPlugin(),
      errorReportingPlugin<GatewayContext>(reporter),
      config.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ] as ApolloServerPlugin<GatewayContext>[],
    formatError: (formatted, error) => formatError(formatted, error, { reporter, production: config.production }),
  });
  await apollo.start();

  const execute = async (
    query: string,
    variables: Record<string, unknown> = {},
    identity: Identity = anonymous,
    operationName?: string,
  ): Promise<ExecutionResult> => {
    const response = await apollo.executeOperation(
      { query, variables, ...(operationName ? { operationName } : {}) },
      { contextValue: { identity } },
    );
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported');
    return response.body.singleResult as ExecutionResult;
  };

  // The accounts subgraph's public keys, read through the supergraph like any other data.
  const verifier = new AccessTokenVerifier(async () => {
    const result = await execute('query GatewaySigningKeys { authPublicKey { jwks } }');
    const jwks = (result.data as { authPublicKey?: { jwks: string } } | null)?.authPublicKey?.jwks;
    if (!jwks) throw new Error(`cannot load signing keys: ${JSON.stringify(result.errors)}`);
    return JSON.parse(jwks);
  });

  // Revoked tokens (kick, ban, deactivation): events from the pub/sub, plus the recent ones loaded now and
  // periodically from accounts (platform/src/auth/token-revocations.ts).
  const revocations = new TokenRevocations(config.ACCESS_TOKEN_TTL_SECONDS);
  const revocationSync = await startTokenRevocationSync({
    pubsub: options.pubsub,
    revocations,
    intervalMs: config.TOKEN_REVOCATION_SYNC_SECONDS * 1000,
    async load(since) {
      const result = await execute(
        'query GatewayTokenRevocations($since: DateTimeISO!) { tokenRevocations(since: $since) { userId tokenVersion revokedAt } }',
        { since: since.toISOString() },
        gatewayServiceIdentity,
      );
      const rows = (result.data as { tokenRevocations?: { userId: string; tokenVersion: number; revokedAt: string }[] } | null)?.tokenRevocations;
      if (!rows) throw new Error(`cannot load token revocations: ${JSON.stringify(result.errors)}`);
      return rows.map((r) => ({ userId: r.userId, tokenVersion: r.tokenVersion, revokedAt: Date.parse(r.revokedAt) }));
    },
  });

  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (the REST bridge, a load balancer), over
  // HTTP (Fastify's request.ip) and for WebSocket upgrades alike (the same proxy-addr rule, as Fastify compiles it).
  const trustedProxy = proxyAddr.compile(config.TRUST_PROXY.split(',').map((value) => value.trim()));
  const app = Fastify({ bodyLimit: config.BODY_LIMIT_BYTES, logger: false, trustProxy: config.TRUST_PROXY });
  await app.register(cors, {
    origin: options.corsOrigins ?? false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'apollo-require-preflight', 'x-apollo-operation-name'],
    maxAge: 600,
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: apolloHandler(apollo, async (request) => ({
      identity: { ...(await identityFromAuthorization(request.headers.authorization, verifier, revocations)), clientIp: request.ip },
    })),
  });
  app.get('/health', async () => ({ status: 'ok', service: 'gateway' }));

  await app.listen({ port: options.port, host: options.host ?? config.HOST });
  const port = listeningPort(app.server, options.port);
  const hub = new LiveHub(options.pubsub, (query, variables, identity) => execute(query, variables, identity));
  const live = attachLiveServer({
    httpServer: app.server,
    path: '/graphql',
    schema: () => apiSchema!,
    hub,
    verifier,
    revocations,
    validationRules: limits.validationRules,
    maxPayload: config.BODY_LIMIT_BYTES,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxSubscriptionsPerSocket: config.GRAPHQL_WS_MAX_SUBSCRIPTIONS,
    maxSocketsPerAddress: config.GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS,
    clientAddress: (request) => proxyAddr(request, trustedProxy),
    execute: (query, variables, operationName, identity) => execute(query, variables, identity, operationName),
    reporter,
  });

  return {
    config,
    url: `http://localhost:${port}/graphql`,
    wsUrl: `ws://localhost:${port}/graphql`,
    app,
    apollo,
    hub,
    revocations,
    execute: (query, variables, identity) => execute(query, variables, identity),
    async stop() {
      await revocationSync.stop();
      await live.close();
      await app.close();
      await apollo.stop();
      await reporter.close();
    },
  };
}
