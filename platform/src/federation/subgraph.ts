import { randomUUID } from 'node:crypto';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequest } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import type { EntityManager, MigrationObject } from '@mikro-orm/core';
import type { GraphQLSchema } from 'graphql';
import { gql } from 'graphql-tag';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';
import { identityHeader, verifyIdentity } from '../auth/gateway-identity.ts';
import type { Identity } from '@backspin/contracts/roles';
import type { Config } from '../config/config.ts';
import type { Database, EntityDefinition } from '../db/database.ts';
import { errorReportingPlugin, formatError } from '../errors/format.ts';
import { createErrorReporter, type ErrorReporter } from '../errors/reporting.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { documentInputBounds, enforceInputBounds, inputBounds } from './input-bounds.ts';
import type { Peers } from './peers.ts';
import { queryLimits } from './query-limits.ts';

import type { SubgraphName, SubgraphResponse } from './subgraph-contract.ts';

/** What a subgraph's services are built from. */
export interface SubgraphDeps {
  db: Database;
  pubsub: PubSub;
  config: Config;
  /** The other subgraphs, for the few calls one makes to another (see peers.ts). */
  peers: Peers;
  /** Where unexpected errors are reported; by default one made from the configuration (errors/reporting.ts). */
  errorReporter?: ErrorReporter;
}

/** The context every resolver of a subgraph receives: one forked EntityManager per request. */
export interface SubgraphContext<Services = unknown, Loaders = unknown> {
  em: EntityManager;
  identity: Identity;
  services: Services;
  loaders: Loaders;
  requestId: string;
}

type ReferenceResolver<Ctx> = (reference: { __typename: string; id: string }, context: Ctx) => unknown;

/** Everything a subgraph is: its tables, migrations, API and rules. The runtime needs nothing else. */
export interface SubgraphModule<Services = unknown, Loaders = unknown> {
  name: SubgraphName;
  entities: EntityDefinition[];
  migrations: MigrationObject[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
  resolvers: NonEmptyArray<Function>;
  /** `__resolveReference` per entity type; each should batch through a request-scoped loader. */
  referenceResolvers: Record<string, ReferenceResolver<SubgraphContext<Services, Loaders>>>;
  createServices(deps: SubgraphDeps): Services;
  createLoaders(em: EntityManager, services: Services): Loaders;
  /** Creates the demo data when missing (first start); must be idempotent. */
  seedDemoData?(services: Services, em: EntityManager): Promise<void>;
  /** Starts background work (job runners) once the subgraph is up and seeded; the returned function stops it. */
  start?(services: Services, deps: SubgraphDeps): Promise<() => Promise<void>>;
}

const gatewayServedSubscriptions = {
  publish(): void {
    throw new Error('subgraphs publish through platform PubSub, not type-graphql');
  },
  subscribe(): never {
    throw new Error('subscriptions are served by the gateway');
  },
};

/**
 * A module with its services and loaders types erased, for code that runs any module (the runtime,
 * composition, scripts); each module keeps its precise types where it is written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an existential: each module has its own types
export type AnySubgraphModule = SubgraphModule<any, any>;

export const federationLink =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible"])';

/** type-graphql resolvers → a federated subgraph schema (with `_entities` and `_service`). */
export async function buildFederatedSchema(
  module: Pick<AnySubgraphModule, 'resolvers' | 'referenceResolvers'>,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: module.resolvers,
    skipCheck: true,
    validate: false,
    // Subscription fields are declared in subgraphs (so they compose and codegen sees them) but the
    // gateway serves them (see live/subscriptions.ts); a subgraph never runs one itself.
    pubSub: gatewayServedSubscriptions,
  });
  // Every text input gets its maximum length, documented in the SDL and checked before each resolver runs.
  const bounds = inputBounds();
  documentInputBounds(schema, bounds);
  const sdl = printSchemaWithDirectives(schema);
  const resolvers = createResolversMap(schema) as GraphQLResolverMap<unknown>;
  for (const [typename, resolve] of Object.entries(module.referenceResolvers)) {
    resolvers[typename] = { ...(resolvers[typename] as object), __resolveReference: resolve } as never;
  }
  const subgraphSchema = buildSubgraphSchema([{ typeDefs: gql(`${federationLink}\n${sdl}`), resolvers }]);
  enforceInputBounds(subgraphSchema, bounds);
  return subgraphSchema;
}

/** A subgraph running in this process: reachable in-process (embedded) or over HTTP (distributed). */
export interface RunningSubgraph<Services = unknown> {
  name: SubgraphName;
  schema: GraphQLSchema;
  server: ApolloServer<SubgraphContext>;
  services: Services;
  db: Database;
  config: Config;
  /** Where this subgraph's unexpected errors go (a log line with an id; Sentry when SENTRY_DSN is set). */
  errorReporter: ErrorReporter;
  /** The context of a request with these headers (an unsigned one is anonymous: the HTTP runtime refuses it first). */
  createContext(headers: Record<string, string | string[] | undefined>): Promise<SubgraphContext>;
  /** The context of a request from a caller already verified. */
  contextFor(identity: Identity): SubgraphContext;
  execute(request: GraphQLRequest, headers: Record<string, string>): Promise<SubgraphResponse>;
  stop(): Promise<void>;
}

export async function startSubgraph<S, L>(module: SubgraphModule<S, L>, deps: SubgraphDeps): Promise<RunningSubgraph<S>> {
  const schema = await buildFederatedSchema(module);
  const reporter = deps.errorReporter ?? createErrorReporter(deps.config, module.name);
  const services = module.createServices(deps);
  // The gateway's depth, alias and cost limits, held here too: a subgraph does not rely on being called through it.
  const limits = queryLimits(deps.config);
  const server = new ApolloServer<SubgraphContext>({
    schema,
    validationRules: limits.validationRules,
    introspection: deps.config.introspection,
    formatError: (formatted, error) => formatError(formatted, error, { reporter, production: deps.config.production }),
    // The gateway does its own CSRF prevention; subgraphs only ever hear from it.
    csrfPrevention: false,
    stopOnTerminationSignals: false,
    // graphql-armor is typed against Apollo Server's CommonJS build, we run its ESM build: the same plugin interface.
    plugins: [ApolloServerPluginInlineTraceDisabled(), errorReportingPlugin<SubgraphContext>(reporter), ...(limits.plugins as ApolloServerPlugin<SubgraphContext>[])],
  });
  await server.start();
  if (deps.config.DEMO_DATA && module.seedDemoData) {
    await module.seedDemoData(services, deps.db.em.fork());
  }
  const stopBackground = module.start ? await module.start(services, deps) : null;
  const contextFor = (identity: Identity): SubgraphContext => {
    const em = deps.db.em.fork();
    return { em, identity, services, loaders: module.createLoaders(em, services), requestId: randomUUID() };
  };
  const createContext = async (headers: Record<string, string | string[] | undefined>): Promise<SubgraphContext> => {
    const raw = headers[identityHeader];
    return contextFor(await verifyIdentity(Array.isArray(raw) ? raw[0] : raw, deps.config.gatewaySecret));
  };
  return {
    name: module.name,
    schema,
    server,
    services,
    db: deps.db,
    config: deps.config,
    errorReporter: reporter,
    createContext,
    contextFor,
    async execute(request, headers) {
      const response = await server.executeOperation(request, { contextValue: await createContext(headers) });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported between subgraphs');
      const { data, errors } = response.body.singleResult;
      return { data: data ?? null, ...(errors ? { errors } : {}) };
    },
    async stop() {
      await stopBackground?.();
      await server.stop();
      // Only the reporter it made: one passed in belongs to its caller.
      if (!deps.errorReporter) await reporter.close();
    },
  };
}
