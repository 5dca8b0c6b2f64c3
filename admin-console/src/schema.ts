import { buildSchema, introspectionFromSchema, type IntrospectionSchema } from 'graphql';
import schemaSource from '../../schema.graphql?raw';

/**
 * The gateway's public schema, taken from the repository at build time: production gateways disable
 * introspection, so the data provider never asks for it.
 */
export const introspectionSchema: IntrospectionSchema = introspectionFromSchema(buildSchema(schemaSource)).__schema;
