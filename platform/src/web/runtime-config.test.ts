import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWebAppConfig, resolveWebAppConfig } from './web-app-config.ts';

const page = 'http://localhost:3000/rooms/lobby';

describe('resolveWebAppConfig', () => {
  it('takes every field /config.json gives, URLs resolved, the REST URL without a trailing slash', () => {
    expect(
      resolveWebAppConfig(
        {
          graphqlUrl: 'http://localhost:4000/graphql',
          graphqlWsUrl: 'ws://localhost:4000/graphql',
          restUrl: 'http://localhost:4100/',
          providers: { youtube: true, audius: false, spotifyClientId: 'spotify-id', appleDeveloperToken: 'apple.jwt', soundcloudClientId: 'sc-id' },
        },
        page,
      ),
    ).toEqual({
      graphqlUrl: 'http://localhost:4000/graphql',
      graphqlWsUrl: 'ws://localhost:4000/graphql',
      restUrl: 'http://localhost:4100',
      providers: { youtube: true, audius: false, sevenDigital: false, spotifyClientId: 'spotify-id', appleDeveloperToken: 'apple.jwt', soundcloudClientId: 'sc-id' },
    });
  });

  it('defaults: WebSocket beside HTTP, the REST bridge on the page’s origin, no external player', () => {
    expect(resolveWebAppConfig({ graphqlUrl: '/graphql' }, 'https://backspin.example/rooms/lobby')).toEqual({
      graphqlUrl: 'https://backspin.example/graphql',
      graphqlWsUrl: 'wss://backspin.example/graphql',
      restUrl: 'https://backspin.example',
      providers: { youtube: false, audius: false, sevenDigital: false },
    });
  });

  it('ignores provider values of the wrong kind or empty', () => {
    const { providers } = resolveWebAppConfig(
      { graphqlUrl: '/graphql', providers: { youtube: 'yes', audius: 1, spotifyClientId: '', appleDeveloperToken: 42, soundcloudClientId: '  ' } },
      page,
    );
    expect(providers).toEqual({ youtube: false, audius: false, sevenDigital: false });
  });

  it('refuses a config without graphqlUrl', () => {
    for (const value of [{}, null, 'nope', { graphqlUrl: '' }]) {
      expect(() => resolveWebAppConfig(value, page)).toThrow('config.json: graphqlUrl is missing');
    }
  });
});

describe('loadWebAppConfig', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/app/config.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ graphqlUrl: '/graphql', restUrl: '/' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => vi.unstubAllGlobals());

  it('reads config.json beside the app and resolves it against the page', async () => {
    vi.stubGlobal('document', { baseURI: `${origin}/app/` });
    vi.stubGlobal('window', { location: { href: `${origin}/app/rooms/lobby` } });
    expect(await loadWebAppConfig()).toEqual({
      graphqlUrl: `${origin}/graphql`,
      graphqlWsUrl: `${origin.replace('http', 'ws')}/graphql`,
      restUrl: origin,
      providers: { youtube: false, audius: false, sevenDigital: false },
    });
  });

  it('fails with the HTTP status when config.json is missing', async () => {
    vi.stubGlobal('document', { baseURI: `${origin}/elsewhere/` });
    vi.stubGlobal('window', { location: { href: `${origin}/elsewhere/` } });
    await expect(loadWebAppConfig()).rejects.toThrow('config.json: HTTP 404');
  });
});
