export * from './storage.ts';
export * from './local-disk.ts';
