export * from './database.ts';
