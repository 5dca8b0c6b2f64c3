/** What every client of an outside provider shares (music catalogues, OAuth token endpoints): JSON over fetch, app tokens. */
export * from './http.ts';
export * from './token-cache.ts';
export * from './oauth-client.ts';
