import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const member: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'globalModerator', 'staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

const BOT = 'id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt';
const signUpBot = (who: Identity, input: Record<string, unknown>) =>
  t.call(who, `mutation($i: SignUpBotInput!) { signUpBot(input: $i) { secret bot { ${BOT} } } }`, { i: input });
const botToken = (secret: string) =>
  t.call(anonymous, 'mutation($s: String!) { botToken(secret: $s) { accessToken expiresIn tokenType botId } }', { s: secret });
const rotate = (who: Identity, botId: string) =>
  t.call(who, `mutation($id: ID!) { rotateBotSecret(botId: $id) { secret bot { ${BOT} } } }`, { id: botId });
const revoke = (who: Identity, botId: string) => t.call(who, `mutation($id: ID!) { revokeBotSecret(botId: $id) { ${BOT} } }`, { id: botId });
const list = (who: Identity) => t.call(who, `{ bots(limit: 100) { total items { id displayName secretActive } } }`);
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});
const newBot = async (displayName = 'Groove Bot') => {
  const r = await signUpBot(admin, { displayName });
  expect(r.errors).toBeUndefined();
  return r.data!.signUpBot as { secret: string; bot: { id: string; displayName: string; secretActive: boolean } };
};
const row = async (table: string, id: string) =>
  (await t.subgraph.db.em.fork().getConnection().execute(`select * from accounts."${table}" where id = ?`, [id]))[0] as Record<string, unknown> | undefined;

describe('signing bots up', () => {
  it('an admin signs a bot up: an account with the single role bot, no e-mail or password, and its secret shown once, kept hashed', async () => {
    const { secret, bot } = await newBot('Groove Bot');
    expect(bot).toMatchObject({ displayName: 'Groove Bot', createdBy: admin.userId, secretActive: true, secretRevokedAt: null, lastTokenAt: null });
    expect(secret).toMatch(new RegExp(`^bot\\.${bot.id}\\.[A-Za-z0-9_-]{43}$`));
    const user = await row('user', bot.id);
    expect(user).toMatchObject({ email: null, password_hash: null, phone: null, display_name: 'Groove Bot' });
    expect(user!.roles).toEqual(['bot']);
    const stored = await row('bot', bot.id);
    expect(stored!.secret_hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.split('.')[2]);
    // A superUser may too; the service token of another service as well.
    expect((await signUpBot(superUser, { displayName: 'Super Bot' })).errors).toBeUndefined();
  });

  it('refuses anonymous callers and guests (401), users and moderators (403), and bad names (400), creating nothing', async () => {
    const before = (await list(admin)).data!.bots.total;
    expect(firstError(await signUpBot(anonymous, { displayName: 'x' }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await signUpBot(guest, { displayName: 'x' }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await signUpBot(member, { displayName: 'x' }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await signUpBot(moderator, { displayName: 'x' }))).toEqual({ message: 'Forbidden', status: 403 });
    for (const displayName of [null, '', '   ', 'x'.repeat(65)]) {
      expect(firstError(await signUpBot(admin, { displayName }))).toEqual({ message: 'displayName must be 1 to 64 characters', status: 400 });
    }
    expect((await list(admin)).data!.bots.total).toBe(before);
  });

  it('lists bots for admins only', async () => {
    const { bot } = await newBot('Listed Bot');
    expect((await list(admin)).data!.bots.items).toContainEqual({ id: bot.id, displayName: 'Listed Bot', secretActive: true });
    expect(firstError(await list(member))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await list(anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
  });
});

describe('bot tokens', () => {
  it('trades the secret for a short-lived access token of type bot, without a refresh token, and records the use', async () => {
    const { secret, bot } = await newBot();
    const r = await botToken(secret);
    expect(r.errors).toBeUndefined();
    const token = r.data!.botToken;
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, botId: bot.id });
    const claims = decodeJwt(token.accessToken);
    expect(claims).toMatchObject({ sub: bot.id, typ: 'bot', roles: ['bot'], iss: 'backspin-accounts', aud: 'backspin' });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.scope).toBeUndefined();
    expect((await row('bot', bot.id))!.last_token_at).not.toBeNull();
    const refreshTokens = await t.subgraph.db.em.fork().getConnection().execute(`select count(*)::int as n from accounts.refresh_token where user_id = ?`, [bot.id]);
    expect(refreshTokens[0].n).toBe(0);
  });

  it('answers 401 to a missing, malformed, unknown or wrong secret', async () => {
    const { secret, bot } = await newBot();
    expect(firstError(await botToken(''))).toEqual({ message: 'Send the bot secret in the X-Bot-Secret header', status: 401 });
    const invalid = { message: 'Bot secret is invalid or revoked', status: 401 };
    expect(firstError(await botToken('not a secret'))).toEqual(invalid);
    expect(firstError(await botToken(secret.replace(bot.id, randomUUID())))).toEqual(invalid);
    expect(firstError(await botToken(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`))).toEqual(invalid);
    expect(firstError(await botToken(`${secret}.extra`))).toEqual(invalid);
  });

  it('rotation: the new secret works and the old one stops at once; revocation stops minting until the next rotation', async () => {
    const { secret: first, bot } = await newBot();
    const rotated = await rotate(admin, bot.id);
    expect(rotated.errors).toBeUndefined();
    const second = rotated.data!.rotateBotSecret.secret as string;
    expect(second).not.toBe(first);
    expect(firstError(await botToken(first)).status).toBe(401);
    expect((await botToken(second)).data!.botToken.botId).toBe(bot.id);

    const revoked = await revoke(admin, bot.id);
    expect(revoked.data!.revokeBotSecret).toMatchObject({ secretActive: false, secretRevokedAt: expect.any(String) });
    expect(firstError(await botToken(second))).toEqual({ message: 'Bot secret is invalid or revoked', status: 401 });
    // Revoking again changes nothing.
    const again = await revoke(admin, bot.id);
    expect(again.data!.revokeBotSecret.secretRevokedAt).toBe(revoked.data!.revokeBotSecret.secretRevokedAt);

    const third = (await rotate(admin, bot.id)).data!.rotateBotSecret;
    expect(third.bot).toMatchObject({ secretActive: true, secretRevokedAt: null });
    expect((await botToken(third.secret)).errors).toBeUndefined();
  });

  it('rotation and revocation: admins only, a bot that exists, an id that is a UUID', async () => {
    const { bot } = await newBot();
    expect(firstError(await rotate(member, bot.id))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await revoke(member, bot.id))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await rotate(anonymous, bot.id))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await rotate(admin, randomUUID()))).toEqual({ message: 'Bot not found', status: 404 });
    expect(firstError(await revoke(admin, randomUUID()))).toEqual({ message: 'Bot not found', status: 404 });
    expect(firstError(await rotate(admin, 'nope'))).toEqual({ message: 'botId must be a UUID', status: 400 });
    // A user is not a bot: rotating "their" secret finds no bot.
    expect(firstError(await rotate(admin, admin.userId!))).toEqual({ message: 'Bot not found', status: 404 });
  });

  it('a bot never gets a session: a magic link it asks for is refused when spent, and no refresh token is issued', async () => {
    const { secret, bot } = await newBot();
    const botIdentity: Identity = { userId: bot.id, tokenType: 'bot', roles: ['bot'] };
    expect((await botToken(secret)).errors).toBeUndefined();
    const link = await t.call(botIdentity, 'mutation { createMagicLink(path: "/rooms") { shortLivedToken } }');
    expect(link.errors).toBeUndefined();
    const spent = await t.call(anonymous, 'mutation($t: String!) { validateMagicLink(token: $t) { accessToken refreshToken } }', {
      t: link.data!.createMagicLink.shortLivedToken,
    });
    expect(firstError(spent)).toEqual({
      message: 'Bots cannot sign in or hold sessions: they get access tokens with their secret (GET /users/bot-token)',
      status: 403,
    });
    const refreshTokens = await t.subgraph.db.em.fork().getConnection().execute(`select count(*)::int as n from accounts.refresh_token where user_id = ?`, [bot.id]);
    expect(refreshTokens[0].n).toBe(0);
  });
});
