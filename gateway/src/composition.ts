import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { buildFederatedSchema, type AnySubgraphModule } from '@backspin/platform';
import { parse, printSchema } from 'graphql';

export interface Composition {
  supergraphSdl: string;
  /** The API schema clients see (what codegen reads). */
  apiSchemaSdl: string;
}

/** Composes the supergraph from the subgraphs' own schemas (what `npm run compose` writes to disk). */
export async function composeSupergraph(modules: readonly AnySubgraphModule[]): Promise<Composition> {
  const services = [];
  for (const module of modules) {
    const schema = await buildFederatedSchema(module);
    services.push({
      name: module.name,
      url: `http://${module.name}.subgraph.invalid/graphql`,
      typeDefs: parse(printSubgraphSchema(schema)),
    });
  }
  const result = composeServices(services);
  if (result.errors?.length || !result.supergraphSdl || !result.schema) {
    throw new Error(`Composition failed:\n${(result.errors ?? []).map((e) => `  ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
