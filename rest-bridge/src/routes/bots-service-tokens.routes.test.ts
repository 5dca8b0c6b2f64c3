import { createRequire } from 'node:module';
import type { Client } from 'graphql-ws';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { connectLiveClient } from '@backspin/test-kit/live-client';

const appId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const appCertificate = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const agora = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => { appId: Buffer; from_string(token: string): boolean; verifySignature(certificate: string): boolean };
};

let product: TestProduct;
let admin: string;
let listener: string;
let listenerId: string;
let guest: string;
let lobbyId: string;
const clients: Client[] = [];

const base = () => `${product.restBridgeUrl}/api/user-service`;
const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${base()}${path}`, method, { token, body });
const gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string) =>
  postGraphQL<T>(product.gatewayUrl, query, variables, token);
/** GET /users/bot-token with the secret in its header (callRest sends only bearer tokens). */
const botToken = async (secret?: string) => {
  const response = await fetch(`${base()}/users/bot-token`, { headers: secret === undefined ? {} : { 'x-bot-secret': secret } });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
};
const connect = (token: string) => {
  const client = connectLiveClient(product.gatewayWsUrl, token);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  product = await startProduct({ env: { AGORA_APP_ID: appId, AGORA_APP_CERTIFICATE: appCertificate } });
  const login = async (email: string, password: string) => (await call('POST', '/auth/login', undefined, { email, password })).json;
  admin = (await login('admin@backspin.local', 'backspin-admin')).accessToken;
  const session = await login('listener@backspin.local', 'backspin-listener');
  listener = session.accessToken;
  listenerId = session.user.id;
  guest = (await call('GET', '/auth/guest')).json.accessToken;
  lobbyId = (await gql<{ roomBySlug: { id: string } }>('{ roomBySlug(slug: "lobby") { id } }')).data!.roomBySlug.id;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

describe('bots: POST /users/sign-up-bot, GET /users/bot-token', () => {
  it('an admin signs a bot up (201, secret once); the bot trades it for a token the gateway knows as a bot', async () => {
    const signUp = await call('POST', '/users/sign-up-bot', admin, { displayName: 'DJ Robot' });
    expect(signUp.status).toBe(201);
    expect(signUp.json).toMatchObject({ secret: expect.stringMatching(/^bot\./), bot: { displayName: 'DJ Robot', secretActive: true } });
    const { secret, bot } = signUp.json;

    const minted = await botToken(secret);
    expect(minted.status).toBe(200);
    expect(minted.json).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, botId: bot.id });
    expect(minted.json.refreshToken).toBeUndefined();
    expect(decodeJwt(minted.json.accessToken)).toMatchObject({ typ: 'bot', sub: bot.id });

    // Through the real gateway: identified as the bot, role bot.
    const me = await gql('{ me { id displayName roles } }', {}, minted.json.accessToken);
    expect(me.data!.me).toEqual({ id: bot.id, displayName: 'DJ Robot', roles: ['bot'] });
    // A bot may chat like any signed-in account...
    const sent = await gql('mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { author { id } } }', { i: { roomId: lobbyId, avatarId: 'robot', message: 'beep' } }, minted.json.accessToken);
    expect(sent.data!.sendChatMessage.author.id).toBe(bot.id);
    // ...but cannot sign bots up itself.
    expect((await call('POST', '/users/sign-up-bot', minted.json.accessToken, { displayName: 'Bot Bot' })).status).toBe(403);

    // Revoked: no more tokens, and the one minted stops at once. Rotated: the new secret works, the revoked one still does not.
    const heard = new Promise<void>((resolve) => {
      const stop = product.gateway.revocations.onRevoked((revocation) => {
        if (revocation.userId !== bot.id) return;
        stop();
        resolve();
      });
    });
    const revoked = await gql('mutation($id: ID!) { revokeBotSecret(botId: $id) { secretActive } }', { id: bot.id }, admin);
    expect(revoked.data!.revokeBotSecret.secretActive).toBe(false);
    await heard;
    expect((await gql('{ me { id } }', {}, minted.json.accessToken)).errors?.[0]?.message).toBe('Unauthorized');
    expect(await botToken(secret)).toEqual({ status: 401, json: { statusCode: 401, message: 'Bot secret is invalid or revoked', error: 'Unauthorized' } });
    const rotated = await gql('mutation($id: ID!) { rotateBotSecret(botId: $id) { secret } }', { id: bot.id }, admin);
    expect((await botToken(rotated.data!.rotateBotSecret.secret)).status).toBe(200);
    expect((await botToken(secret)).status).toBe(401);
  });

  it('a bot cannot turn its token into a session (magic link refused), so it never holds a refresh token', async () => {
    const { secret } = (await call('POST', '/users/sign-up-bot', admin, { displayName: 'Sneaky Bot' })).json;
    const token = (await botToken(secret)).json.accessToken;
    const link = await call('GET', '/auth/magic-link?path=/rooms', token);
    expect(link.status).toBe(200);
    const spent = await call('POST', '/auth/validate-magic-link', undefined, { shortLivedToken: link.json.shortLivedToken });
    expect(spent.status).toBe(403);
    expect(spent.json.message).toBe('Bots cannot sign in or hold sessions: they get access tokens with their secret (GET /users/bot-token)');
  });

  it('sign-up-bot: 401 anonymous and guests, 403 users, 400 without a name', async () => {
    expect((await call('POST', '/users/sign-up-bot', undefined, { displayName: 'x' })).status).toBe(401);
    expect((await call('POST', '/users/sign-up-bot', guest, { displayName: 'x' })).status).toBe(401);
    expect((await call('POST', '/users/sign-up-bot', listener, { displayName: 'x' })).json).toEqual({ statusCode: 403, message: 'Forbidden', error: 'Forbidden' });
    expect((await call('POST', '/users/sign-up-bot', admin, {})).json).toEqual({
      statusCode: 400,
      message: 'displayName must be 1 to 64 characters',
      error: 'Bad Request',
    });
  });

  it('bot-token: 401 without the header, with a malformed or unknown secret, or with a user bearer token instead', async () => {
    expect(await botToken()).toEqual({ status: 401, json: { statusCode: 401, message: 'Send the bot secret in the X-Bot-Secret header', error: 'Unauthorized' } });
    expect((await botToken('bot.nope')).status).toBe(401);
    expect((await botToken(`bot.${listenerId}.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await call('GET', '/users/bot-token', listener)).status).toBe(401);
  });
});

describe('POST /agora/token', () => {
  it('answers a signed-in publisher an AccessToken2 for our app, signed with our certificate', async () => {
    const { status, json } = await call('POST', '/agora/token', listener, { channelName: 'lobby-stage', role: 'PUBLISHER' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ appId, channelName: 'lobby-stage', userAccount: listenerId, role: 'PUBLISHER', expiresIn: 3600 });
    const parsed = new agora.AccessToken2();
    expect(json.token.startsWith('007')).toBe(true);
    expect(parsed.from_string(json.token)).toBe(true);
    expect(String(parsed.appId)).toBe(appId);
    expect(parsed.verifySignature(appCertificate)).toBe(true);
  });

  it('lets guests subscribe but not publish, and refuses anonymous callers and bad input', async () => {
    expect((await call('POST', '/agora/token', guest, { channelName: 'lobby-stage', role: 'SUBSCRIBER' })).status).toBe(200);
    expect((await call('POST', '/agora/token', guest, { channelName: 'lobby-stage', role: 'PUBLISHER' })).json).toEqual({
      statusCode: 403,
      message: 'Only signed-in users may publish: guests join as SUBSCRIBER',
      error: 'Forbidden',
    });
    expect((await call('POST', '/agora/token', undefined, { channelName: 'lobby-stage', role: 'SUBSCRIBER' })).status).toBe(401);
    expect((await call('POST', '/agora/token', listener, { role: 'SUBSCRIBER' })).status).toBe(400);
    expect((await call('POST', '/agora/token', listener, { channelName: 'no/slashes', role: 'SUBSCRIBER' })).status).toBe(400);
    expect((await call('POST', '/agora/token', listener, { channelName: 'lobby', role: 'HOST' })).json).toEqual({
      statusCode: 400,
      message: 'role must be PUBLISHER or SUBSCRIBER',
      error: 'Bad Request',
    });
  });
});

describe('chat tokens: GET /comet-chat/user-token and /comet-chat/ghost-token', () => {
  const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id message author { id } } }';
  const outOfScope = { message: 'This token is limited to chat and cannot be used for this operation', extensions: expect.objectContaining({ code: 'FORBIDDEN', status: 403 }) };

  it('a user token chats as the user through the gateway and does nothing else', async () => {
    const { status, json } = await call('GET', '/comet-chat/user-token', listener);
    expect(status).toBe(200);
    expect(json).toMatchObject({ scope: 'chat', userId: listenerId, expiresIn: 3600 });
    const chat = json.token as string;
    const sent = await gql(SEND, { i: { roomId: lobbyId, avatarId: 'fox', message: 'from the chat widget' } }, chat);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendChatMessage.author.id).toBe(listenerId);
    expect((await gql('{ me { id } }', {}, chat)).data!.me.id).toBe(listenerId);
    expect((await gql('query($r: ID!) { chatMessages(roomId: $r) { messages { id } } }', { r: lobbyId }, chat)).errors).toBeUndefined();

    // Not rooms, not presence, not profiles, not more tokens; a mixed operation is refused whole.
    const joined = await gql('mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: lobbyId }, chat);
    expect(joined.status).toBe(403);
    expect(joined.errors).toEqual([expect.objectContaining(outOfScope)]);
    expect((await gql('mutation { updateProfile(input: { displayName: "Hacked" }) { id } }', {}, chat)).errors).toEqual([expect.objectContaining(outOfScope)]);
    expect((await gql('query($r: ID!) { me { id } room(id: $r) { id } }', { r: lobbyId }, chat)).errors).toEqual([expect.objectContaining(outOfScope)]);
    expect((await gql('query { ...F } fragment F on Query { vouchers { total } }', {}, chat)).errors).toEqual([expect.objectContaining(outOfScope)]);
    expect((await call('GET', '/comet-chat/user-token', chat)).status).toBe(403);
    expect((await call('GET', '/users/capabilities', chat)).status).toBe(403);
  });

  it('a ghost token reads and follows chat over graphql-ws, but cannot post or join the room', async () => {
    const { status, json } = await call('GET', '/comet-chat/ghost-token', listener);
    expect(status).toBe(200);
    expect(json).toMatchObject({ scope: 'chat:read', userId: listenerId });
    const ghost = json.token as string;
    expect((await gql('query($r: ID!) { chatMessages(roomId: $r) { messages { id } } }', { r: lobbyId }, ghost)).errors).toBeUndefined();
    expect((await gql(SEND, { i: { roomId: lobbyId, avatarId: 'fox', message: 'boo' } }, ghost)).errors).toEqual([expect.objectContaining(outOfScope)]);
    expect((await gql('mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: lobbyId }, ghost)).status).toBe(403);

    const watching = connect(ghost).iterate<Record<string, any>>({
      query: 'subscription($r: ID!) { chatMessageChanged(roomId: $r) { message author { id } } }',
      variables: { r: lobbyId },
    });
    const next = watching.next();
    await product.gateway.hub.until((h) => h.subscribers >= 1);
    await gql(SEND, { i: { roomId: lobbyId, avatarId: 'fox', message: 'seen by a ghost' } }, admin);
    expect((await next).value).toEqual({ data: { chatMessageChanged: { message: 'seen by a ghost', author: expect.any(Object) } } });
    await watching.return?.();

    // Another subscription is out of its scope.
    const roomEvents = connect(ghost).iterate({ query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq } }', variables: { r: lobbyId } });
    await expect(roomEvents.next()).rejects.toEqual([expect.objectContaining({ message: outOfScope.message })]);
  });

  it('guests get a ghost token but no user token; anonymous callers neither', async () => {
    const ghost = await call('GET', '/comet-chat/ghost-token', guest);
    expect(ghost.status).toBe(200);
    expect(decodeJwt(ghost.json.token)).toMatchObject({ typ: 'guest', scope: 'chat:read' });
    expect((await call('GET', '/comet-chat/user-token', guest)).status).toBe(401);
    expect((await call('GET', '/comet-chat/user-token')).status).toBe(401);
    expect((await call('GET', '/comet-chat/ghost-token')).status).toBe(401);
  });
});

describe('POST /comet-chat/create-users', () => {
  it('creates nothing and reports which user ids exist', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const { status, json } = await call('POST', '/comet-chat/create-users', listener, { userIds: [listenerId, unknown, 'someone'] });
    expect(status).toBe(200);
    expect(json).toEqual({ existing: [listenerId], missing: [unknown, 'someone'] });
  });

  it('answers 400 to a missing or malformed list and 401 to anonymous callers', async () => {
    const bad = { statusCode: 400, message: 'userIds must be a list of 1 to 100 user ids', error: 'Bad Request' };
    expect((await call('POST', '/comet-chat/create-users', listener, {})).json).toEqual(bad);
    expect((await call('POST', '/comet-chat/create-users', listener, { userIds: 'x' })).json).toEqual(bad);
    expect((await call('POST', '/comet-chat/create-users', listener, { userIds: [42] })).json).toEqual(bad);
    expect((await call('POST', '/comet-chat/create-users', undefined, { userIds: [listenerId] })).status).toBe(401);
  });
});

describe('GET /info-admin/user-service-status', () => {
  it('answers staff with version 1.7.0, the database and counts; 403 users; 401 anonymous', async () => {
    const { status, json } = await call('GET', '/info-admin/user-service-status', admin);
    expect(status).toBe(200);
    expect(json).toMatchObject({ service: 'user-service', version: '1.7.0', status: 'ok', database: true, uptimeSeconds: expect.any(Number) });
    expect(json.users).toBeGreaterThanOrEqual(3);
    expect(json.bots).toBeGreaterThanOrEqual(0);
    expect((await call('GET', '/info-admin/user-service-status', listener)).status).toBe(403);
    expect((await call('GET', '/info-admin/user-service-status')).status).toBe(401);
  });
});
