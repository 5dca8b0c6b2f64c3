import { GraphQLJSON } from 'graphql-scalars';

/** Any JSON value: room state documents and JSON Patch values, whose shape the spec leaves open. */
export const JSONScalar = GraphQLJSON;
