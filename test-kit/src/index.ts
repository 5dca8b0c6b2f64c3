export * from './database.ts';
export * from './graphql-client.ts';
export * from './rest-client.ts';
export * from './refusal.ts';
export * from './clock.ts';
export * from '@backspin/platform';
export * from './schema-drift.ts';
export * from './fake-server.ts';
