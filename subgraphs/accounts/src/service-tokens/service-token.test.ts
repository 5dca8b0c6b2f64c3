import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { SigningKeyService } from '../sessions/signing-key.service.ts';
import { isAgoraChannelName, ServiceTokenService } from './service-token.service.ts';

/** agora-token's own parser of its AccessToken2 ("007…") format, with the RTC service it carries. */
interface ParsedAgoraToken {
  appId: Buffer;
  expire: number;
  services: { service_type(): number; __channel_name: Buffer; __uid: Buffer; __privileges: Record<number, number> }[];
  from_string(token: string): boolean;
  verifySignature(appCertificate: string): boolean;
}
const agora = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => ParsedAgoraToken;
  kRtcServiceType: number;
  ServiceRtc: { kPrivilegeJoinChannel: number; kPrivilegePublishAudioStream: number; kPrivilegePublishVideoStream: number; kPrivilegePublishDataStream: number };
};

const appId = '0123456789abcdef0123456789abcdef';
const appCertificate = 'fedcba9876543210fedcba9876543210';

let t: TestSubgraph<AccountsServices>;
let member: Identity;
let bot: Identity;
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, {
    env: { AGORA_APP_ID: appId, AGORA_APP_CERTIFICATE: appCertificate, AGORA_TOKEN_TTL_SECONDS: '600', CHAT_TOKEN_TTL_SECONDS: '1200' },
  });
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email: 'chatter@example.com', password: 'correct horse' });
  member = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
  const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['admin'] };
  const issued = await t.subgraph.services.bots.signUp(t.subgraph.db.em.fork(), admin, { displayName: 'Chat Bot' });
  bot = { userId: issued.bot.id, tokenType: 'bot', roles: ['bot'] };
});
afterAll(() => t?.stop());

const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});
const agoraToken = (who: Identity, input: Record<string, unknown>) =>
  t.call(who, 'mutation($i: AgoraTokenInput!) { agoraToken(input: $i) { token appId channelName userAccount role expiresIn expiresAt } }', { i: input });
const parse = (token: string) => {
  const parsed = new agora.AccessToken2();
  expect(parsed.from_string(token)).toBe(true);
  return parsed;
};

describe('Agora live audio/video tokens', () => {
  it('a signed-in user gets a PUBLISHER token: AccessToken2 for our app, signed with the certificate, for the channel and the user, with join and publish privileges', async () => {
    const r = await agoraToken(member, { channelName: 'lobby stage #1', role: 'PUBLISHER' });
    expect(r.errors).toBeUndefined();
    const answer = r.data!.agoraToken;
    expect(answer).toMatchObject({ appId, channelName: 'lobby stage #1', userAccount: member.userId, role: 'PUBLISHER', expiresIn: 600 });
    expect(answer.token.startsWith('007')).toBe(true);
    const parsed = parse(answer.token);
    expect(String(parsed.appId)).toBe(appId);
    expect(parsed.verifySignature(appCertificate)).toBe(true);
    expect(parsed.verifySignature('00000000000000000000000000000000')).toBe(false);
    expect(parsed.expire).toBe(600);
    const [rtc] = parsed.services;
    expect(rtc!.service_type()).toBe(agora.kRtcServiceType);
    expect(String(rtc!.__channel_name)).toBe('lobby stage #1');
    expect(String(rtc!.__uid)).toBe(member.userId);
    const { kPrivilegeJoinChannel, kPrivilegePublishAudioStream, kPrivilegePublishVideoStream, kPrivilegePublishDataStream } = agora.ServiceRtc;
    expect(Object.keys(rtc!.__privileges).map(Number).sort()).toEqual(
      [kPrivilegeJoinChannel, kPrivilegePublishAudioStream, kPrivilegePublishVideoStream, kPrivilegePublishDataStream].sort(),
    );
    expect(Math.abs(new Date(answer.expiresAt).getTime() - (Date.now() + 600_000))).toBeLessThan(10_000);
  });

  it('a guest gets a SUBSCRIBER token: join only, no publishing privileges; bots may publish', async () => {
    const r = await agoraToken(guest, { channelName: 'lobby', role: 'SUBSCRIBER' });
    expect(r.errors).toBeUndefined();
    const [rtc] = parse(r.data!.agoraToken.token).services;
    expect(String(rtc!.__uid)).toBe(guest.userId);
    expect(Object.keys(rtc!.__privileges).map(Number)).toEqual([agora.ServiceRtc.kPrivilegeJoinChannel]);
    expect((await agoraToken(bot, { channelName: 'lobby', role: 'PUBLISHER' })).errors).toBeUndefined();
  });

  it('refuses anonymous callers (401), guests publishing (403), bad channel names and roles (400)', async () => {
    expect(firstError(await agoraToken(anonymous, { channelName: 'lobby', role: 'SUBSCRIBER' }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await agoraToken(guest, { channelName: 'lobby', role: 'PUBLISHER' }))).toEqual({
      message: 'Only signed-in users may publish: guests join as SUBSCRIBER',
      status: 403,
    });
    for (const channelName of [null, '', 'x'.repeat(64), 'café', 'a/b', 'quote"d', 'tab\there']) {
      expect(firstError(await agoraToken(member, { channelName, role: 'SUBSCRIBER' })).status).toBe(400);
    }
    for (const role of [null, '', 'publisher', 'ADMIN']) {
      expect(firstError(await agoraToken(member, { channelName: 'lobby', role }))).toEqual({ message: 'role must be PUBLISHER or SUBSCRIBER', status: 400 });
    }
    expect(isAgoraChannelName('x'.repeat(63))).toBe(true);
    expect(isAgoraChannelName('a-Z 0_9 !#$%&()+-:;<=.>?@[]^_{}|~,')).toBe(true);
  });

  it('answers 503 with a precise message when the Agora app is not configured', () => {
    const unconfigured = new ServiceTokenService(loadConfig({ NODE_ENV: 'test' }), new SigningKeyService());
    expect(() => unconfigured.agoraToken(member, { channelName: 'lobby', role: 'SUBSCRIBER' })).toThrow(
      expect.objectContaining({
        reason: 'AGORA_NOT_CONFIGURED',
        message: 'Live audio/video tokens are not configured on this server (AGORA_APP_ID and AGORA_APP_CERTIFICATE are unset)',
      }),
    );
    expect(() => loadConfig({ AGORA_APP_ID: 'my-app' })).toThrow(/AGORA_APP_ID: must be an Agora App ID/);
  });
});

describe('chat tokens', () => {
  const userToken = (who: Identity) => t.call(who, 'mutation { chatUserToken { token scope userId expiresIn expiresAt } }');
  const ghostToken = (who: Identity) => t.call(who, 'mutation { chatGhostToken { token scope userId expiresIn expiresAt } }');

  it('a user token is one of our access tokens for the same user and roles, scoped to chat', async () => {
    const r = await userToken(member);
    expect(r.errors).toBeUndefined();
    expect(r.data!.chatUserToken).toMatchObject({ scope: 'chat', userId: member.userId, expiresIn: 1200 });
    const claims = decodeJwt(r.data!.chatUserToken.token);
    expect(claims).toMatchObject({ sub: member.userId, typ: 'user', roles: ['user'], scope: 'chat', iss: 'backspin-accounts' });
    expect(claims.exp! - claims.iat!).toBe(1200);
    expect(decodeJwt((await userToken(bot)).data!.chatUserToken.token)).toMatchObject({ sub: bot.userId, typ: 'bot', scope: 'chat' });
  });

  it('a ghost token is read-only (scope chat:read), for users and guests alike', async () => {
    expect(decodeJwt((await ghostToken(member)).data!.chatGhostToken.token)).toMatchObject({ sub: member.userId, typ: 'user', scope: 'chat:read' });
    expect(decodeJwt((await ghostToken(guest)).data!.chatGhostToken.token)).toMatchObject({ sub: guest.userId, typ: 'guest', roles: [], scope: 'chat:read' });
  });

  it('refuses anonymous callers (401), guests a user token (401), and scoped tokens minting more (403)', async () => {
    expect(firstError(await userToken(anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await ghostToken(anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await userToken(guest))).toEqual({ message: 'Unauthorized', status: 401 });
    const scoped: Identity = { ...member, scope: 'chat' };
    const refused = { message: 'This token is limited to chat and cannot be used for this operation', status: 403 };
    expect(firstError(await userToken(scoped))).toEqual(refused);
    expect(firstError(await ghostToken({ ...member, scope: 'chat:read' }))).toEqual(refused);
    expect(firstError(await agoraToken(scoped, { channelName: 'lobby', role: 'SUBSCRIBER' }))).toEqual(refused);
  });

  it('create-users reports which ids are users (bots too) and which are not, creating nothing', async () => {
    const unknown = randomUUID();
    const r = await t.call(member, 'query($ids: [String]) { chatUsers(userIds: $ids) { existing missing } }', {
      ids: [member.userId!.toUpperCase(), bot.userId, unknown, 'not-a-uuid', bot.userId],
    });
    expect(r.data!.chatUsers).toEqual({ existing: [member.userId!.toUpperCase(), bot.userId], missing: [unknown, 'not-a-uuid'] });
    const query = (who: Identity, ids: unknown) => t.call(who, 'query($ids: [String]) { chatUsers(userIds: $ids) { existing missing } }', { ids });
    const bad = { message: 'userIds must be a list of 1 to 100 user ids', status: 400 };
    expect(firstError(await query(member, null))).toEqual(bad);
    expect(firstError(await query(member, []))).toEqual(bad);
    expect(firstError(await query(member, [member.userId, null]))).toEqual(bad);
    expect(firstError(await query(member, Array.from({ length: 101 }, () => randomUUID())))).toEqual(bad);
    expect(firstError(await query(anonymous, [member.userId]))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await query(guest, [member.userId]))).toEqual({ message: 'Unauthorized', status: 401 });
  });
});
