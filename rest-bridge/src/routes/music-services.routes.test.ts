import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { FakeProviders, fakeClients } from '@backspin/accounts/music-services/fake-providers';

interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}
interface Caller {
  token: string;
  id: string;
}

let product: TestProduct;
let fake: FakeProviders;
let me: Caller;
let other: Caller;
let guest: string;
let service: string;

const call = (method: string, path: string, options: { body?: unknown; as?: Caller | string } = {}) =>
  callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, {
    body: options.body,
    token: typeof options.as === 'string' ? options.as : options.as?.token,
  }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 502: 'Bad Gateway', 503: 'Service Unavailable' }[statusCode],
});
const signUp = async (email: string): Promise<Caller> => {
  const { json } = await call('POST', '/users/sign-up', { body: { email, password: 'a long secret' } });
  return { token: json.accessToken, id: json.user.id };
};
const token = { provider: expect.any(String), accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: expect.any(Number), expiresAt: expect.any(String), scope: expect.anything() };

beforeAll(async () => {
  fake = await new FakeProviders().start();
  product = await startProduct({ env: { ...fake.env(), LOG_LEVEL: 'silent' } });
  me = await signUp('music-me@example.com');
  other = await signUp('music-other@example.com');
  guest = (await call('GET', '/auth/guest')).json.accessToken;
  const accounts = product.subgraphs.get('accounts')!;
  const key = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  service = await signAccessToken({ userId: randomUUID(), tokenType: 'service', roles: [] }, key, 300);
});
afterAll(async () => {
  await product?.stop();
  await fake?.stop();
});

describe('Spotify', () => {
  it('POST /spotify/exchange-code links Spotify; refresh, service access token and unlink follow', async () => {
    const code = fake.issueCode('spotify');
    const linked = await call('POST', '/spotify/exchange-code', { as: me, body: { code } });
    expect(linked).toEqual({ status: 200, json: { ...token, provider: 'spotify', scope: 'streaming user-read-email' } });
    expect(fake.tokenRequests('spotify').at(-1)!.form).toEqual({ grant_type: 'authorization_code', code, redirect_uri: fakeClients.spotify.redirectUri });

    const again = await call('POST', '/spotify/exchange-code', { as: me, body: { code } });
    expect(again).toEqual({ status: 400, json: error(400, 'Spotify rejected the authorization code') });
    expect(await call('POST', '/spotify/exchange-code', { as: me, body: {} })).toEqual({ status: 400, json: error(400, 'code is required') });
    expect((await call('POST', '/spotify/exchange-code', { body: { code } })).status).toBe(401);

    const refreshed = await call('POST', '/spotify/refresh-token', { as: me });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.accessToken).not.toBe(linked.json.accessToken);
    expect(refreshed.json).not.toHaveProperty('refreshToken');

    const forService = await call('GET', `/spotify/access-token/${me.id}/service`, { as: service });
    expect(forService).toEqual({ status: 200, json: { ...token, provider: 'spotify', accessToken: refreshed.json.accessToken } });
    expect(await call('GET', `/spotify/access-token/${me.id}/service`, { as: other })).toEqual({
      status: 403,
      json: error(403, 'Only the user and trusted services may read this user’s music-service tokens'),
    });
    expect((await call('GET', `/spotify/access-token/${me.id}/service`)).status).toBe(401);


    expect(await call('DELETE', '/spotify/refresh-token', { as: me })).toEqual({ status: 200, json: { unlinked: true } });
    expect(await call('DELETE', '/spotify/refresh-token', { as: me })).toEqual({ status: 200, json: { unlinked: false } });
    expect(await call('POST', '/spotify/refresh-token', { as: me })).toEqual({ status: 404, json: error(404, 'This user has not linked Spotify') });
    expect(await call('GET', `/spotify/access-token/${me.id}/service`, { as: service })).toEqual({ status: 404, json: error(404, 'This user has not linked Spotify') });
  });

  it('answers 503 when Spotify is down', async () => {
    fake.failWith = 500;
    try {
      expect(await call('POST', '/spotify/exchange-code', { as: other, body: { code: fake.issueCode('spotify') } })).toEqual({
        status: 503,
        json: error(503, 'Spotify could not be reached, please try again later'),
      });
    } finally {
      fake.failWith = null;
    }
  });
});

describe('YouTube', () => {
  it('POST /youtube/exchange-code and /youtube/refresh-token against Google’s token endpoint', async () => {
    const code = fake.issueCode('google');
    const linked = await call('POST', '/youtube/exchange-code', { as: other, body: { code } });
    expect(linked).toEqual({ status: 200, json: { ...token, provider: 'youtube' } });
    expect(fake.tokenRequests('google').at(-1)!.form).toMatchObject({ grant_type: 'authorization_code', code, client_id: fakeClients.google.id });
    const refreshed = await call('POST', '/youtube/refresh-token', { as: other });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.accessToken).not.toBe(linked.json.accessToken);
    expect(await call('POST', '/youtube/exchange-code', { as: other, body: { code } })).toEqual({
      status: 400,
      json: error(400, 'Google rejected the YouTube authorization code'),
    });
    expect(await call('POST', '/youtube/refresh-token', { as: me })).toEqual({ status: 404, json: error(404, 'This user has not linked YouTube') });
  });
});

describe('SoundCloud', () => {
  it('GET /soundcloud/public-token and /soundcloud/mobile/public-token: the app tokens of each client', async () => {
    const web = await call('GET', '/soundcloud/public-token', { as: guest });
    const mobile = await call('GET', '/soundcloud/mobile/public-token', { as: guest });
    expect(web.status).toBe(200);
    expect(web.json).toMatchObject({ provider: 'soundcloud', tokenType: 'Bearer', accessToken: expect.stringMatching(/^app-soundcloud-/) });
    expect(mobile.json.accessToken).toMatch(/^app-soundcloudMobile-/);
    expect((await call('GET', '/soundcloud/public-token')).status).toBe(401);
  });

  it('POST /soundcloud/refresh-token and /soundcloud/mobile/refresh-token link; GET /soundcloud/access-token/{id}?mobile reads', async () => {
    const webToken = fake.issueRefreshToken('soundcloud');
    const web = await call('POST', '/soundcloud/refresh-token', { as: me, body: { refreshToken: webToken } });
    expect(web).toEqual({ status: 200, json: { ...token, provider: 'soundcloud', scope: null } });
    const mobile = await call('POST', '/soundcloud/mobile/refresh-token', { as: me, body: { refreshToken: fake.issueRefreshToken('soundcloudMobile') } });
    expect(mobile.status).toBe(200);
    expect(fake.tokenRequests('soundcloud', 'refresh_token').map((r) => r.form.client_id)).toEqual([fakeClients.soundcloud.id, fakeClients.soundcloudMobile.id]);

    expect((await call('GET', `/soundcloud/access-token/${me.id}`, { as: me })).json.accessToken).toBe(web.json.accessToken);
    expect((await call('GET', `/soundcloud/access-token/${me.id}?mobile=true`, { as: service })).json.accessToken).toBe(mobile.json.accessToken);
    expect((await call('GET', `/soundcloud/access-token/${me.id}?mobile=maybe`, { as: me })).status).toBe(400);
    expect((await call('GET', `/soundcloud/access-token/${me.id}`, { as: other })).status).toBe(403);
    expect(await call('GET', `/soundcloud/access-token/${other.id}`, { as: other })).toEqual({ status: 404, json: error(404, 'This user has not linked SoundCloud') });

    expect(await call('POST', '/soundcloud/refresh-token', { as: other, body: { refreshToken: webToken } })).toEqual({
      status: 400,
      json: error(400, 'SoundCloud rejected the refresh token: link SoundCloud again'),
    });
  });
});

describe('Apple Music', () => {
  it('POST /apple/user-token stores it; GET /apple/user-token/{id} gives it to the user and services only', async () => {
    expect(await call('POST', '/apple/user-token', { as: me, body: { userToken: 'music-user-token-1' } })).toEqual({ status: 200, json: { stored: true } });
    expect(await call('GET', `/apple/user-token/${me.id}`, { as: me })).toEqual({ status: 200, json: { userId: me.id, userToken: 'music-user-token-1' } });
    expect((await call('GET', `/apple/user-token/${me.id}`, { as: service })).json.userToken).toBe('music-user-token-1');
    expect((await call('GET', `/apple/user-token/${me.id}`, { as: other })).status).toBe(403);
    expect(await call('GET', `/apple/user-token/${other.id}`, { as: other })).toEqual({
      status: 404,
      json: error(404, 'This user has not stored an Apple Music user token'),
    });
    expect((await call('POST', '/apple/user-token', { as: me, body: {} })).status).toBe(400);
    expect((await call('POST', '/apple/user-token', { body: { userToken: 'x' } })).status).toBe(401);
  });
});

describe('Discord', () => {
  it('POST /auth/discord-auth signs up once and signs the same user in again', async () => {
    const discordUser = { id: '3141592653589793', username: 'rest_dj', global_name: 'Rest DJ' };
    const first = await call('POST', '/auth/discord-auth', { body: { code: fake.issueCode('discord', discordUser) } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ tokenType: 'Bearer', accessToken: expect.any(String), refreshToken: expect.any(String), user: { displayName: 'Rest DJ', email: null } });
    const second = await call('POST', '/auth/discord-auth', { body: { accessToken: fake.issueDiscordAccessToken(discordUser) } });
    expect(second.json.user.id).toBe(first.json.user.id);
    expect(await call('POST', '/auth/discord-auth', { body: {} })).toEqual({ status: 400, json: error(400, 'code or accessToken is required') });
    expect(await call('POST', '/auth/discord-auth', { body: { code: 'spent' } })).toEqual({ status: 400, json: error(400, 'Discord rejected the authorization code') });
  });

  it('POST /auth/exchange-code returns Discord’s token; POST /auth/link-discord links, 409 for another user’s account', async () => {
    const exchanged = await call('POST', '/auth/exchange-code', { body: { code: fake.issueCode('discord', { id: '2718281828', username: 'activity' }) } });
    expect(exchanged).toEqual({ status: 200, json: { ...token, provider: 'discord', scope: 'identify' } });
    expect((await call('POST', '/auth/exchange-code', { body: {} })).status).toBe(400);

    const account = { id: '1618033988', username: 'linked' };
    expect(await call('POST', '/auth/link-discord', { as: me, body: { code: fake.issueCode('discord', account) } })).toEqual({
      status: 200,
      json: { discordId: account.id, username: 'linked' },
    });
    expect(await call('POST', '/auth/link-discord', { as: other, body: { code: fake.issueCode('discord', account) } })).toEqual({
      status: 409,
      json: error(409, 'This Discord account is already linked to another user'),
    });
    expect((await call('POST', '/auth/link-discord', { body: { code: fake.issueCode('discord', account) } })).status).toBe(401);
    const signedIn = await call('POST', '/auth/discord-auth', { body: { code: fake.issueCode('discord', account) } });
    expect(signedIn.json.user.id).toBe(me.id);
  });
});
