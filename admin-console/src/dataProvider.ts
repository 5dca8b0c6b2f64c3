import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import type { IntrospectionField, IntrospectionObjectType, IntrospectionOutputTypeRef, IntrospectionType } from 'graphql';
import buildDataProvider, { type BuildQueryFactory, type IntrospectionResult } from 'ra-data-graphql';
import {
  CREATE,
  DELETE,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  HttpError,
  UPDATE,
  type DataProvider,
} from 'react-admin';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { introspectionSchema } from './schema';
import type { SessionManager } from './session';

/** react-admin resource name → GraphQL type name. */
export const resourceTypes: Record<string, string> = { users: 'User' };

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function namedKind(ref: IntrospectionOutputTypeRef): string {
  let current = ref;
  while (current.kind === 'NON_NULL' || current.kind === 'LIST') current = current.ofType;
  return current.kind;
}

/** The fields a record shows: every scalar and enum field without required arguments. */
function selection(type: IntrospectionObjectType): string {
  return type.fields
    .filter((field) => ['SCALAR', 'ENUM'].includes(namedKind(field.type)) && !field.args.some((a) => a.type.kind === 'NON_NULL'))
    .map((field) => field.name)
    .join(' ');
}

function typeString(ref: IntrospectionField['args'][number]['type']): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType)}]`;
  return ref.name;
}

function findType(introspection: IntrospectionResult, name: string): IntrospectionObjectType {
  const type = introspection.types.find((t: IntrospectionType) => t.name === name);
  if (!type || type.kind !== 'OBJECT') throw new Error(`Unknown GraphQL type ${name}`);
  return type;
}

/**
 * Builds each react-admin call from the schema: GET_ONE → `user(id)`, GET_MANY → `users(ids)`. Other calls
 * (lists, edits) are refused until the API offers them.
 */
export const buildQuery: BuildQueryFactory = (introspection) => (fetchType, resourceName, params) => {
  const typeName = resourceTypes[resourceName];
  const resource = introspection.resources.find((r) => r.type.name === typeName);
  if (!typeName || !resource) throw new HttpError(`Unknown resource ${resourceName}`, 404);
  const operation = (resource as unknown as Record<string, IntrospectionField | undefined>)[fetchType];
  if (!operation) throw new HttpError(`${resourceName}: ${fetchType} is not supported by the API yet`, 501);
  const fields = selection(findType(introspection, typeName));
  const argDefs = operation.args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
  const argUses = operation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const document = gql`query ${operation.name}(${argDefs}) { data: ${operation.name}(${argUses}) { ${fields} } }`;

  switch (fetchType) {
    case GET_ONE:
      return {
        query: document,
        variables: { id: String(params.id) },
        parseResponse: (response) => {
          const data = (response.data as { data?: { id: string } | null }).data;
          if (!data) throw new HttpError('Not Found', 404);
          return { data };
        },
      };
    case GET_MANY:
      return {
        query: document,
        variables: { ids: (params.ids as unknown[]).map(String) },
        parseResponse: (response) => ({ data: (response.data as { data: unknown[] }).data }),
      };
    default:
      throw new HttpError(`${resourceName}: ${fetchType} is not supported by the API yet`, 501);
  }
};

/** Turns a GraphQL error's `extensions.status` into the HttpError status react-admin's checkError reads. */
function withStatuses(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (error instanceof HttpError && error.status === 200) {
            const graphQLErrors = (error.body as { graphQLErrors?: { extensions?: { status?: unknown } }[] } | undefined)
              ?.graphQLErrors;
            const status = graphQLErrors?.[0]?.extensions?.status;
            if (typeof status === 'number') throw new HttpError(error.message, status, error.body);
          }
          throw error;
        }
      };
    },
  });
}

export function createDataProvider(config: AppConfig, sessions: SessionManager): DataProvider {
  const client = new ApolloClient({
    link: new HttpLink({ uri: config.graphqlUrl, fetch: sessions.fetch }),
    cache: new InMemoryCache(),
    devtools: { enabled: false },
  });
  const provider = buildDataProvider({
    client,
    buildQuery,
    introspection: {
      schema: introspectionSchema,
      operationNames: {
        [GET_LIST]: (type: { name: string }) => `all${type.name}s`,
        [GET_ONE]: (type: { name: string }) => lowerFirst(type.name),
        [GET_MANY]: (type: { name: string }) => `${lowerFirst(type.name)}s`,
        [GET_MANY_REFERENCE]: (type: { name: string }) => `all${type.name}s`,
        [CREATE]: (type: { name: string }) => `create${type.name}`,
        [UPDATE]: (type: { name: string }) => `update${type.name}`,
        [DELETE]: (type: { name: string }) => `delete${type.name}`,
      },
      exclude: (type: IntrospectionType) => !Object.values(resourceTypes).includes(type.name),
    },
  });
  return withStatuses(provider);
}
