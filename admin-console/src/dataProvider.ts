import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import buildDataProvider from 'ra-data-graphql';
import { HttpError, type DataProvider } from 'react-admin';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { introspectionSchema } from './schema';
import { buildQuery, excludeType, operationNames } from './buildQuery';
import type { ConsoleAuth } from './session';

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

/** How ra-data-graphql finds each resource's queries in the schema. */
export const introspectionOptions = { schema: introspectionSchema, operationNames, exclude: excludeType };

export function createDataProvider(config: AppConfig, sessions: ConsoleAuth): DataProvider {
  const client = new ApolloClient({
    link: new HttpLink({ uri: config.graphqlUrl, fetch: sessions.fetch }),
    cache: new InMemoryCache(),
    devtools: { enabled: false },
  });
  const provider = buildDataProvider({
    client,
    buildQuery,
    introspection: introspectionOptions,
  });
  return withStatuses(provider);
}
