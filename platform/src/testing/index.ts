export * from './database.ts';
export * from './graphql-client.ts';
