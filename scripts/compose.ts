/** Writes supergraph.graphql (what the gateway runs) and schema.graphql (the API schema codegen reads). */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeSupergraph } from '../gateway/src/composition.ts';
import { subgraphModules } from '@backspin/product';

const root = resolve(import.meta.dirname, '..');
const { supergraphSdl, apiSchemaSdl } = await composeSupergraph(subgraphModules);
writeFileSync(resolve(root, 'supergraph.graphql'), supergraphSdl);
writeFileSync(resolve(root, 'schema.graphql'), apiSchemaSdl);
console.log(`composed ${subgraphModules.length} subgraphs into supergraph.graphql and schema.graphql`);
