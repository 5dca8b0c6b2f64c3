import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { FakeProviders, fakeClients } from './fake-providers.ts';
import { MusicServiceLinkSchema } from './music-service.entity.ts';
import { createMusicServices } from './music-services.ts';
import { OAuthStateSigner } from './oauth-state.ts';
import { TokenCipher } from './token-cipher.ts';

let t: TestSubgraph<AccountsServices>;
let fake: FakeProviders;
const quiet = { LOG_LEVEL: 'silent' };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

beforeAll(async () => {
  fake = await new FakeProviders().start();
  t = await startTestSubgraph(accountsSubgraph, { env: { ...fake.env(), ...quiet } });
});
afterAll(async () => {
  await t?.stop();
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.refreshLatencyMs = 0;
  fake.failWith = null;
});

let serial = 0;
async function newUser(): Promise<Identity> {
  const email = `listener${serial++}-${randomUUID().slice(0, 6)}@example.com`;
  const { user } = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email, password: 'correct horse' });
  return { userId: user.id, tokenType: 'user', roles: ['user'] };
}

const tokenFields = 'provider accessToken tokenType expiresAt expiresIn scope';
const refused = async (who: Identity, query: string, variables?: Record<string, unknown>) => t.refused(who, query, variables);
const exchange = (who: Identity, provider: string, code: string | null, state?: string) =>
  t.call(who, `mutation($p: MusicService!, $c: String, $s: String) { exchangeMusicServiceCode(provider: $p, code: $c, state: $s) { ${tokenFields} } }`, {
    p: provider,
    c: code,
    s: state ?? null,
  });
const refresh = (who: Identity, provider: string, vars: { mobile?: boolean; refreshToken?: string } = {}) =>
  t.call(who, `mutation($p: MusicService!, $m: Boolean, $r: String) { refreshMusicServiceToken(provider: $p, mobile: $m, refreshToken: $r) { ${tokenFields} } }`, {
    p: provider,
    m: vars.mobile ?? null,
    r: vars.refreshToken ?? null,
  });
const accessToken = (who: Identity, userId: string, provider: string, mobile?: boolean) =>
  t.call(who, `query($u: ID!, $p: MusicService!, $m: Boolean) { musicServiceAccessToken(userId: $u, provider: $p, mobile: $m) { ${tokenFields} } }`, {
    u: userId,
    p: provider,
    m: mobile ?? null,
  });
const providersOf = async (who: Identity, userId: string) =>
  (await t.ok(who, 'query($id: ID!) { user(id: $id) { musicProviders } }', { id: userId })).user.musicProviders as string[];
const linkRow = async (userId: string, provider: string) => t.subgraph.db.em.fork().findOne(MusicServiceLinkSchema, { userId, provider: provider as never });
const rawRow = async (userId: string, provider: string) =>
  (
    await t.subgraph.db.em
      .fork()
      .getConnection()
      .execute(`select access_token, refresh_token from accounts.music_service_link where user_id = ? and provider = ?`, [userId, provider])
  )[0] as { access_token: string; refresh_token: string | null };
const expire = (userId: string, provider: string) =>
  t.subgraph.db.em
    .fork()
    .getConnection()
    .execute(`update accounts.music_service_link set expires_at = now() - interval '1 minute' where user_id = ? and provider = ?`, [userId, provider]);
const basic = (client: { id: string; secret: string }) => `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;

async function linkSpotify(who: Identity) {
  const code = fake.issueCode('spotify');
  const r = await exchange(who, 'spotify', code);
  expect(r.errors).toBeUndefined();
  return r.data!.exchangeMusicServiceCode as { accessToken: string; expiresIn: number };
}

describe('Spotify', () => {
  it('exchanges the code with Basic client auth and the configured redirect_uri, and keeps only ciphertext', async () => {
    const me = await newUser();
    const code = fake.issueCode('spotify');
    const r = await exchange(me, 'spotify', code);
    expect(r.errors).toBeUndefined();
    const token = r.data!.exchangeMusicServiceCode;
    expect(token).toMatchObject({ provider: 'spotify', tokenType: 'Bearer', scope: 'streaming user-read-email', expiresIn: expect.any(Number) });
    expect(token.accessToken).toMatch(/^access-spotify-/);
    expect(token.expiresIn).toBeGreaterThan(3500);
    expect(token).not.toHaveProperty('refreshToken');

    const [request] = fake.tokenRequests('spotify');
    expect(request).toMatchObject({
      path: '/api/token',
      authorization: basic(fakeClients.spotify),
      contentType: 'application/x-www-form-urlencoded',
      form: { grant_type: 'authorization_code', code, redirect_uri: fakeClients.spotify.redirectUri },
    });
    expect(request!.form).not.toHaveProperty('client_secret');

    const row = await rawRow(me.userId!, 'spotify');
    expect(row.access_token).not.toContain(token.accessToken);
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.refresh_token).toMatch(/^v1\./);
    expect(row.refresh_token).not.toContain('refresh-spotify');
    expect(await providersOf(me, me.userId!)).toEqual(['spotify']);
  });

  it('answers a spent code with a precise 400, and a missing code or caller before calling Spotify', async () => {
    const me = await newUser();
    const code = fake.issueCode('spotify');
    expect((await exchange(me, 'spotify', code)).errors).toBeUndefined();
    expect(await refused(me, `mutation($c: String) { exchangeMusicServiceCode(provider: spotify, code: $c) { accessToken } }`, { c: code })).toEqual({
      status: 400,
      message: 'Spotify rejected the authorization code',
    });
    fake.requests.length = 0;
    expect(await refused(me, `mutation { exchangeMusicServiceCode(provider: spotify, code: " ") { accessToken } }`)).toEqual({ status: 400, message: 'code is required' });
    expect(await refused(anonymous, `mutation { exchangeMusicServiceCode(provider: spotify, code: "x") { accessToken } }`)).toMatchObject({ status: 401 });
    expect(await refused(guest, `mutation { exchangeMusicServiceCode(provider: spotify, code: "x") { accessToken } }`)).toMatchObject({ status: 401 });
    expect(await refused(me, `mutation { exchangeMusicServiceCode(provider: apple, code: "x") { accessToken } }`)).toMatchObject({ status: 400 });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 when Spotify is down', async () => {
    const me = await newUser();
    fake.failWith = 503;
    expect(await refused(me, `mutation($c: String) { exchangeMusicServiceCode(provider: spotify, code: $c) { accessToken } }`, { c: fake.issueCode('spotify') })).toEqual({
      status: 503,
      message: 'Spotify could not be reached, please try again later',
    });
  });

  it('starts the flow with a signed state bound to the user; a state of another user or a forged one is refused', async () => {
    const me = await newUser();
    const other = await newUser();
    const { url, state } = (await t.ok(me, 'query { musicServiceAuthorization(provider: spotify) { url state } }')).musicServiceAuthorization;
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/spotify/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fakeClients.spotify.id,
      redirect_uri: fakeClients.spotify.redirectUri,
      state,
    });
    const forbidden = { status: 403, message: 'The OAuth state does not match: start linking again' };
    const q = `mutation($c: String, $s: String) { exchangeMusicServiceCode(provider: spotify, code: $c, state: $s) { accessToken } }`;
    expect(await refused(other, q, { c: fake.issueCode('spotify'), s: state })).toEqual(forbidden);
    expect(await refused(me, q, { c: fake.issueCode('spotify'), s: `${state.slice(0, -2)}xx` })).toEqual(forbidden);
    const youtubeState = (await t.ok(me, 'query { musicServiceAuthorization(provider: youtube) { state } }')).musicServiceAuthorization.state;
    expect(await refused(me, q, { c: fake.issueCode('spotify'), s: youtubeState })).toEqual(forbidden);
    expect(fake.tokenRequests('spotify')).toHaveLength(0);
    expect((await exchange(me, 'spotify', fake.issueCode('spotify'), state)).errors).toBeUndefined();
  });

  it('refreshes on request with the stored refresh token, keeping the rotated one; unlink forgets the tokens', async () => {
    const me = await newUser();
    const first = await linkSpotify(me);
    fake.requests.length = 0;
    const r1 = await refresh(me, 'spotify');
    expect(r1.errors).toBeUndefined();
    expect(r1.data!.refreshMusicServiceToken.accessToken).not.toBe(first.accessToken);
    const [grant] = fake.tokenRequests('spotify', 'refresh_token');
    expect(grant).toMatchObject({ authorization: basic(fakeClients.spotify), form: { grant_type: 'refresh_token', refresh_token: expect.stringMatching(/^refresh-spotify-/) } });
    // The fake spent that refresh token: a second refresh works only with the rotated one we stored.
    const r2 = await refresh(me, 'spotify');
    expect(r2.errors).toBeUndefined();
    const [, second] = fake.tokenRequests('spotify', 'refresh_token');
    expect(second!.form.refresh_token).not.toBe(grant!.form.refresh_token);

    expect(await t.ok(me, 'mutation { unlinkMusicService(provider: spotify) }')).toEqual({ unlinkMusicService: true });
    expect(await t.ok(me, 'mutation { unlinkMusicService(provider: spotify) }')).toEqual({ unlinkMusicService: false });
    expect(await linkRow(me.userId!, 'spotify')).toBeNull();
    expect(await refused(service, `query($u: ID!) { musicServiceAccessToken(userId: $u, provider: spotify) { accessToken } }`, { u: me.userId })).toEqual({
      status: 404,
      message: 'This user has not linked Spotify',
    });
    expect(await providersOf(me, me.userId!)).toEqual([]);
  });

  it('a revoked refresh token gives a precise 400', async () => {
    const me = await newUser();
    await linkSpotify(me);
    const stored = await linkRow(me.userId!, 'spotify');
    fake.revoke(t.subgraph.services.musicServices.read(stored!, 'refreshToken'));
    expect(await refused(me, `mutation { refreshMusicServiceToken(provider: spotify) { accessToken } }`)).toEqual({
      status: 400,
      message: 'Spotify rejected the refresh token: link Spotify again',
    });
  });

  it('gives services a fresh token, renewing it only near expiry, and never to other users', async () => {
    const me = await newUser();
    const other = await newUser();
    const linked = await linkSpotify(me);
    fake.requests.length = 0;
    const q = `query($u: ID!) { musicServiceAccessToken(userId: $u, provider: spotify) { accessToken expiresIn } }`;
    expect((await t.ok(service, q, { u: me.userId })).musicServiceAccessToken.accessToken).toBe(linked.accessToken);
    expect((await t.ok(superUser, q, { u: me.userId })).musicServiceAccessToken.accessToken).toBe(linked.accessToken);
    expect((await t.ok(me, q, { u: me.userId })).musicServiceAccessToken.accessToken).toBe(linked.accessToken);
    expect(fake.requests).toHaveLength(0);
    for (const who of [other, staff]) {
      expect(await refused(who, q, { u: me.userId })).toEqual({ status: 403, message: 'Only the user and trusted services may read this user’s music-service tokens' });
    }
    expect(await refused(guest, q, { u: me.userId })).toMatchObject({ status: 401 });
    expect(await refused(anonymous, q, { u: me.userId })).toMatchObject({ status: 401 });

    await expire(me.userId!, 'spotify');
    const renewed = (await t.ok(service, q, { u: me.userId })).musicServiceAccessToken;
    expect(renewed.accessToken).not.toBe(linked.accessToken);
    expect(renewed.expiresIn).toBeGreaterThan(3500);
    expect(fake.tokenRequests('spotify', 'refresh_token')).toHaveLength(1);
  });

  it('concurrent renewals of one user spend the refresh token once (row lock)', async () => {
    const me = await newUser();
    await linkSpotify(me);
    await expire(me.userId!, 'spotify');
    fake.requests.length = 0;
    fake.refreshLatencyMs = 100;
    const q = `query($u: ID!) { musicServiceAccessToken(userId: $u, provider: spotify) { accessToken } }`;
    const results = await Promise.all(Array.from({ length: 4 }, () => t.call(service, q, { u: me.userId })));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(results.map((r) => r.data!.musicServiceAccessToken.accessToken)).size).toBe(1);
    expect(fake.tokenRequests('spotify', 'refresh_token')).toHaveLength(1);

    // Forced refreshes (a client whose token Spotify refused) racing each other: one refresh too.
    fake.requests.length = 0;
    const forced = await Promise.all(Array.from({ length: 3 }, () => refresh(me, 'spotify')));
    expect(forced.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(forced.map((r) => r.data!.refreshMusicServiceToken.accessToken)).size).toBe(1);
    expect(fake.tokenRequests('spotify', 'refresh_token')).toHaveLength(1);
  });
});

describe('YouTube (Google OAuth 2.0)', () => {
  it('exchanges the code with client_id and client_secret in the form; refreshes keep Google’s refresh token', async () => {
    const me = await newUser();
    const code = fake.issueCode('google');
    const r = await exchange(me, 'youtube', code);
    expect(r.errors).toBeUndefined();
    expect(r.data!.exchangeMusicServiceCode).toMatchObject({ provider: 'youtube', accessToken: expect.stringMatching(/^access-google-/) });
    const [request] = fake.tokenRequests('google');
    expect(request).toMatchObject({
      path: '/token',
      authorization: undefined,
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: fakeClients.google.redirectUri,
        client_id: fakeClients.google.id,
        client_secret: fakeClients.google.secret,
      },
    });
    for (let i = 0; i < 2; i++) expect((await refresh(me, 'youtube')).errors).toBeUndefined();
    const grants = fake.tokenRequests('google', 'refresh_token');
    expect(grants).toHaveLength(2);
    expect(grants[1]!.form.refresh_token).toBe(grants[0]!.form.refresh_token);
    expect(grants[0]!.form).toMatchObject({ client_id: fakeClients.google.id, client_secret: fakeClients.google.secret });

    expect(await refused(me, `mutation($c: String) { exchangeMusicServiceCode(provider: youtube, code: $c) { accessToken } }`, { c: code })).toEqual({
      status: 400,
      message: 'Google rejected the YouTube authorization code',
    });
    const other = await newUser();
    expect(await refused(other, `mutation { refreshMusicServiceToken(provider: youtube) { accessToken } }`)).toEqual({
      status: 404,
      message: 'This user has not linked YouTube',
    });
  });
});

describe('SoundCloud', () => {
  it('hands listeners the app token of the web or mobile client (client credentials, Basic), cached', async () => {
    const web = (await t.ok(guest, 'query { soundcloudPublicToken { accessToken provider } }')).soundcloudPublicToken;
    const mobile = (await t.ok(guest, 'query { soundcloudPublicToken(mobile: true) { accessToken } }')).soundcloudPublicToken;
    expect(web).toEqual({ provider: 'soundcloud', accessToken: expect.stringMatching(/^app-soundcloud-/) });
    expect(mobile.accessToken).toMatch(/^app-soundcloudMobile-/);
    const grants = fake.tokenRequests('soundcloud', 'client_credentials');
    expect(grants.map((g) => g.authorization)).toEqual([basic(fakeClients.soundcloud), basic(fakeClients.soundcloudMobile)]);
    expect(grants[0]!.path).toBe('/oauth/token');
    expect((await t.ok(guest, 'query { soundcloudPublicToken { accessToken } }')).soundcloudPublicToken.accessToken).toBe(web.accessToken);
    expect(fake.tokenRequests('soundcloud')).toHaveLength(2);
    expect(await refused(anonymous, 'query { soundcloudPublicToken { accessToken } }')).toMatchObject({ status: 401 });
  });

  it('links with the app’s refresh token per client, renews with the stored one, and refuses a spent one', async () => {
    const me = await newUser();
    const given = fake.issueRefreshToken('soundcloudMobile');
    const r = await refresh(me, 'soundcloud', { mobile: true, refreshToken: given });
    expect(r.errors).toBeUndefined();
    const [request] = fake.tokenRequests('soundcloud', 'refresh_token');
    expect(request!.form).toEqual({
      grant_type: 'refresh_token',
      refresh_token: given,
      client_id: fakeClients.soundcloudMobile.id,
      client_secret: fakeClients.soundcloudMobile.secret,
    });
    expect(await providersOf(me, me.userId!)).toEqual(['soundcloud']);
    const token = r.data!.refreshMusicServiceToken.accessToken;
    expect((await accessToken(me, me.userId!, 'soundcloud', true)).data!.musicServiceAccessToken.accessToken).toBe(token);
    // The web client has no link of its own.
    expect(await refused(me, `query($u: ID!) { musicServiceAccessToken(userId: $u, provider: soundcloud) { accessToken } }`, { u: me.userId })).toEqual({
      status: 404,
      message: 'This user has not linked SoundCloud',
    });
    // Renewing without a token uses the rotated one we stored.
    expect((await refresh(me, 'soundcloud', { mobile: true })).errors).toBeUndefined();
    expect(await refused(me, `mutation($r: String) { refreshMusicServiceToken(provider: soundcloud, mobile: true, refreshToken: $r) { accessToken } }`, { r: given })).toEqual({
      status: 400,
      message: 'SoundCloud rejected the refresh token: link SoundCloud again',
    });
    expect(await t.ok(me, 'mutation { unlinkMusicService(provider: soundcloud) }')).toEqual({ unlinkMusicService: true });
  });
});

describe('Apple Music', () => {
  it('keeps the MusicKit user token encrypted and gives it to the user and services only', async () => {
    const me = await newUser();
    const other = await newUser();
    const userToken = `Amusic-user-token-${randomUUID()}`;
    expect(await t.ok(me, 'mutation($t: String) { storeAppleUserToken(userToken: $t) }', { t: userToken })).toEqual({ storeAppleUserToken: true });
    expect((await rawRow(me.userId!, 'apple')).access_token).not.toContain(userToken);
    const q = 'query($u: ID!) { appleUserToken(userId: $u) { userId userToken } }';
    expect((await t.ok(me, q, { u: me.userId })).appleUserToken).toEqual({ userId: me.userId, userToken });
    expect((await t.ok(service, q, { u: me.userId })).appleUserToken.userToken).toBe(userToken);
    expect(await refused(other, q, { u: me.userId })).toMatchObject({ status: 403 });
    expect(await refused(other, q, { u: other.userId })).toEqual({ status: 404, message: 'This user has not stored an Apple Music user token' });
    expect(await refused(me, 'mutation { storeAppleUserToken(userToken: "  ") }')).toMatchObject({ status: 400 });
    expect(await refused(anonymous, 'mutation { storeAppleUserToken(userToken: "x") }')).toMatchObject({ status: 401 });
  });
});

describe('the musicProviders of a user', () => {
  it('lists Apple and Spotify first; Discord only for the user and staff', async () => {
    const me = await newUser();
    const other = await newUser();
    await refresh(me, 'soundcloud', { refreshToken: fake.issueRefreshToken('soundcloud') });
    expect((await exchange(me, 'youtube', fake.issueCode('google'))).errors).toBeUndefined();
    await linkSpotify(me);
    await t.ok(me, 'mutation { storeAppleUserToken(userToken: "tok") }');
    await t.ok(me, 'mutation($i: DiscordCredentialsInput!) { linkDiscord(input: $i) { discordId } }', {
      i: { code: fake.issueCode('discord', { id: `9${Date.now()}`, username: 'me' }) },
    });
    expect(await providersOf(me, me.userId!)).toEqual(['apple', 'spotify', 'youtube', 'soundcloud', 'discord']);
    expect(await providersOf(staff, me.userId!)).toEqual(['apple', 'spotify', 'youtube', 'soundcloud', 'discord']);
    expect(await providersOf(other, me.userId!)).toEqual(['apple', 'spotify', 'youtube', 'soundcloud']);
    expect(await providersOf(anonymous, me.userId!)).toEqual(['apple', 'spotify', 'youtube', 'soundcloud']);
  });
});

describe('Discord', () => {
  const signIn = (input: Record<string, unknown>) =>
    t.call(anonymous, 'mutation($i: DiscordCredentialsInput!) { discordAuth(input: $i) { accessToken refreshToken user { id displayName email } } }', { i: input });

  it('signs up on the first sign-in and signs the same user in the second time; Basic client auth, redirect_uri', async () => {
    const discordUser = { id: `42${Date.now()}`, username: 'dj_kat', global_name: 'DJ Kat' };
    const code = fake.issueCode('discord', discordUser);
    const first = await signIn({ code });
    expect(first.errors).toBeUndefined();
    expect(first.data!.discordAuth).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), user: { displayName: 'DJ Kat', email: null } });
    expect(fake.tokenRequests('discord')[0]).toMatchObject({
      path: '/oauth2/token',
      authorization: basic(fakeClients.discord),
      form: { grant_type: 'authorization_code', code, redirect_uri: fakeClients.discord.redirectUri },
    });
    expect(fake.requests.find((r) => r.path === '/users/@me')?.authorization).toMatch(/^Bearer access-discord-/);
    // A sign-in that started with us carries our state, bound to no user.
    const { state } = (await t.ok(anonymous, 'query { musicServiceAuthorization(provider: discord) { state } }')).musicServiceAuthorization;
    const second = await signIn({ code: fake.issueCode('discord', discordUser), state });
    expect(second.data!.discordAuth.user.id).toBe(first.data!.discordAuth.user.id);
    // An access token our app issued (a Discord activity) signs in the same user too.
    const viaToken = await signIn({ accessToken: fake.issueDiscordAccessToken(discordUser) });
    expect(viaToken.data!.discordAuth.user.id).toBe(first.data!.discordAuth.user.id);
    expect((await rawRow(first.data!.discordAuth.user.id, 'discord')).access_token).toMatch(/^v1\./);
  });

  it('creates one user when first sign-ins of one Discord account race', async () => {
    const discordUser = { id: `77${Date.now()}`, username: 'racer' };
    const results = await Promise.all(Array.from({ length: 4 }, () => signIn({ code: fake.issueCode('discord', discordUser) })));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(results.map((r) => r.data!.discordAuth.user.id)).size).toBe(1);
    const links = await t.subgraph.db.em.fork().find(MusicServiceLinkSchema, { provider: 'discord', accountId: discordUser.id });
    expect(links).toHaveLength(1);
    const users = await t.subgraph.db.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from accounts."user" where display_name = 'racer'`);
    expect(users[0].n).toBe(1);
  });

  it('refuses spent codes, tokens of other apps, and missing credentials precisely', async () => {
    const discordUser = { id: `55${Date.now()}`, username: 'x' };
    const code = fake.issueCode('discord', discordUser);
    expect((await signIn({ code })).errors).toBeUndefined();
    const error = async (input: Record<string, unknown>) => {
      const r = await signIn(input);
      return { status: r.errors?.[0]?.extensions?.status, message: r.errors?.[0]?.message };
    };
    expect(await error({ code })).toEqual({ status: 400, message: 'Discord rejected the authorization code' });
    expect(await error({ accessToken: fake.issueDiscordAccessToken(discordUser, '999') })).toEqual({ status: 401, message: 'Discord rejected the access token' });
    expect(await error({ accessToken: 'nonsense' })).toEqual({ status: 401, message: 'Discord rejected the access token' });
    expect(await error({})).toEqual({ status: 400, message: 'code or accessToken is required' });
    expect(await error({ code: fake.issueCode('discord', discordUser), state: 'forged.state' })).toEqual({
      status: 403,
      message: 'The OAuth state does not match: start linking again',
    });
  });

  it('links Discord to the signed-in user; 409 when the account is someone else’s', async () => {
    const me = await newUser();
    const other = await newUser();
    const discordUser = { id: `66${Date.now()}`, username: 'linker' };
    const { state, url } = (await t.ok(me, 'query { musicServiceAuthorization(provider: discord) { url state } }')).musicServiceAuthorization;
    expect(new URL(url).searchParams.get('client_id')).toBe(fakeClients.discord.id);
    const link = 'mutation($i: DiscordCredentialsInput!) { linkDiscord(input: $i) { discordId username } }';
    expect(await t.ok(me, link, { i: { code: fake.issueCode('discord', discordUser), state } })).toEqual({
      linkDiscord: { discordId: discordUser.id, username: 'linker' },
    });
    expect(await refused(other, link, { i: { code: fake.issueCode('discord', discordUser) } })).toEqual({
      status: 409,
      message: 'This Discord account is already linked to another user',
    });
    // Signing in with that Discord account now signs in as the user who linked it.
    const session = await signIn({ code: fake.issueCode('discord', discordUser) });
    expect(session.data!.discordAuth.user.id).toBe(me.userId);
    // This user has a password: Discord may go, and the account is free for others again.
    expect(await t.ok(me, 'mutation { unlinkMusicService(provider: discord) }')).toEqual({ unlinkMusicService: true });
    expect(await t.ok(other, link, { i: { code: fake.issueCode('discord', discordUser) } })).toMatchObject({ linkDiscord: { discordId: discordUser.id } });
  });

  it('keeps the Discord link of a user who has no other way to sign in', async () => {
    const created = await signIn({ code: fake.issueCode('discord', { id: `44${Date.now()}`, username: 'only' }) });
    const who: Identity = { userId: created.data!.discordAuth.user.id, tokenType: 'user', roles: ['user'] };
    expect(await refused(who, 'mutation { unlinkMusicService(provider: discord) }')).toEqual({
      status: 409,
      message: 'Discord is this account’s only way to sign in: set a password or a phone number before unlinking it',
    });
    expect(await providersOf(who, who.userId!)).toEqual(['discord']);
  });

  it('exchanges a code for Discord’s token without storing anything', async () => {
    const code = fake.issueCode('discord', { id: `88${Date.now()}`, username: 'activity' });
    const r = await t.ok(anonymous, 'mutation($c: String) { exchangeDiscordCode(code: $c) { provider accessToken expiresIn scope } }', { c: code });
    expect(r.exchangeDiscordCode).toMatchObject({ provider: 'discord', accessToken: expect.stringMatching(/^access-discord-/), expiresIn: 3600, scope: 'identify' });
    expect(await t.subgraph.db.em.fork().count(MusicServiceLinkSchema, { accountId: `88` })).toBe(0);
    expect(await refused(anonymous, 'mutation($c: String) { exchangeDiscordCode(code: $c) { accessToken } }', { c: code })).toMatchObject({ status: 400 });
  });
});

describe('settings', () => {
  it('an unconfigured provider answers 503 naming what is missing', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const { musicServices, discordAuth } = createMusicServices(config, t.subgraph.services.sessions);
    const me = await newUser();
    const em = t.subgraph.db.em.fork();
    const cases: [Promise<unknown>, string][] = [
      [musicServices.exchangeCode(em, me, 'spotify', { code: 'x' }), 'Spotify is not configured'],
      [musicServices.exchangeCode(em, me, 'youtube', { code: 'x' }), 'YouTube sign-in is not configured'],
      [musicServices.soundcloudPublicToken(me, false), 'SoundCloud is not configured'],
      [musicServices.soundcloudPublicToken(me, true), 'SoundCloud for the mobile app is not configured'],
      [musicServices.refreshSoundcloud(em, me, false, 'r'), 'SoundCloud is not configured'],
      [discordAuth.signIn(em, { code: 'x' }), 'Discord sign-in is not configured'],
      [Promise.resolve().then(() => musicServices.authorization(me, 'spotify')), 'Spotify is not configured'],
    ];
    for (const [promise, message] of cases) {
      await expect(promise).rejects.toMatchObject({ status: 503, message: expect.stringContaining(message) });
    }
  });

  it('encrypts with AES-256-GCM bound to the row: another key or another row cannot read a token', () => {
    const a = new TokenCipher({ gatewaySecret: 's'.repeat(40) });
    const b = new TokenCipher({ gatewaySecret: 't'.repeat(40) });
    const explicit = new TokenCipher({ PROVIDER_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'), gatewaySecret: 's'.repeat(40) });
    const sealed = a.encrypt('secret-token', 'u1:spotify:accessToken');
    expect(sealed).not.toContain('secret-token');
    expect(a.encrypt('secret-token', 'u1:spotify:accessToken')).not.toBe(sealed);
    expect(a.decrypt(sealed, 'u1:spotify:accessToken')).toBe('secret-token');
    expect(a.decrypt(sealed, 'u2:spotify:accessToken')).toBeNull();
    expect(b.decrypt(sealed, 'u1:spotify:accessToken')).toBeNull();
    expect(explicit.decrypt(sealed, 'u1:spotify:accessToken')).toBeNull();
    expect(explicit.decrypt(explicit.encrypt('x', 'c'), 'c')).toBe('x');
  });

  it('a stored token the key cannot read asks the user to link again (409)', async () => {
    const me = await newUser();
    await linkSpotify(me);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...fake.env(), PROVIDER_TOKEN_KEY: Buffer.alloc(32, 9).toString('hex') });
    const { musicServices } = createMusicServices(config, t.subgraph.services.sessions);
    await expect(musicServices.accessTokenFor(t.subgraph.db.em.fork(), me, me.userId!, 'spotify')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('link the service again'),
    });
  });

  it('states expire and name their provider and user', () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const signer = new OAuthStateSigner('k'.repeat(40), 600, () => now);
    const state = signer.issue('spotify', 'u1');
    expect(signer.verify(state, 'spotify', 'u1')).toBe(true);
    expect(signer.verify(state, 'spotify', 'u2')).toBe(false);
    expect(signer.verify(state, 'youtube', 'u1')).toBe(false);
    now = new Date(now.getTime() + 601_000);
    expect(signer.verify(state, 'spotify', 'u1')).toBe(false);
  });
});

