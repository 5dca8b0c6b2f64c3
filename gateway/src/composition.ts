import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { buildFederatedSchema, type AnySubgraphModule } from '@backspin/platform';
import { parse, printSchema } from 'graphql';

export interface Composition {
  supergraphSdl: string;
  /** The API schema clients see (what codegen reads). */
  apiSchemaSdl: string;
  /** Each subgraph's own schema, as it serves it to composition, by subgraph name. */
  subgraphSdls: Map<string, string>;
}

/** Composes the supergraph from the subgraphs' own schemas (what `npm run compose` writes to disk). */
export async function composeSupergraph(modules: readonly AnySubgraphModule[]): Promise<Composition> {
  const services = [];
  const subgraphSdls = new Map<string, string>();
  for (const module of modules) {
    const sdl = printSubgraphSchema(await buildFederatedSchema(module));
    subgraphSdls.set(module.name, sdl);
    services.push({ name: module.name, url: `http://${module.name}.subgraph.invalid/graphql`, typeDefs: parse(sdl) });
  }
  const result = composeServices(services);
  if (result.errors?.length || !result.supergraphSdl || !result.schema) {
    throw new Error(`Composition failed:\n${(result.errors ?? []).map((e) => `  ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
    subgraphSdls,
  };
}
