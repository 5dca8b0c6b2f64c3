import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { isLocalPath, MagicLinkService } from './magic-link.service.ts';

let t: TestSubgraph<AccountsServices>;
let member: Identity;

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { env: { MAGIC_LINK_BASE_URL: 'https://play.backspin.test/' } });
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email: 'magic@example.com', password: 'correct horse' });
  member = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
});
afterAll(() => t?.stop());

const create = (who: Identity, vars: { plan?: string; path?: string }) =>
  t.call(who, 'mutation($plan: String, $path: String) { createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt } }', vars);
const validate = (token: string) =>
  t.call({ userId: null, tokenType: 'anonymous', roles: [] }, 'mutation($t: String!) { validateMagicLink(token: $t) { accessToken refreshToken tokenType user { id email } } }', { t: token });
const firstError = (r: Awaited<ReturnType<typeof create>>) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });
const invalid = { message: 'Magic link is invalid, expired or already used', status: 401 };

describe('magic links', () => {
  it('gives a link in the spec shape to a plan, which signs the user in once', async () => {
    const created = await create(member, { plan: 'premium-yearly' });
    expect(created.errors).toBeUndefined();
    const link = created.data!.createMagicLink;
    expect(link.target).toBe('subscribe-plan/premium-yearly');
    expect(link.url).toBe(`https://play.backspin.test/magic-link/${link.shortLivedToken}/subscribe-plan/premium-yearly`);
    expect(link.shortLivedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.subgraph.db.em.fork().getConnection().execute('select token_hash from accounts.magic_link');
    expect(JSON.stringify(rows)).not.toContain(link.shortLivedToken);

    const first = await validate(link.shortLivedToken);
    expect(first.errors).toBeUndefined();
    expect(first.data!.validateMagicLink).toMatchObject({ tokenType: 'Bearer', user: { id: member.userId, email: 'magic@example.com' } });
    expect(firstError(await validate(link.shortLivedToken))).toEqual(invalid);
  });

  it('encodes a path target', async () => {
    const link = (await t.ok(member, 'mutation { createMagicLink(path: "/room/late night?x=1") { url target } }')).createMagicLink;
    expect(link.target).toBe(encodeURIComponent('/room/late night?x=1'));
    expect(link.url).toMatch(/^https:\/\/play\.backspin\.test\/magic-link\/[A-Za-z0-9_-]+\/%2Froom%2Flate%20night%3Fx%3D1$/);
  });

  it.each([
    [{ path: '//evil.example/x' }],
    [{ path: '/\\evil.example' }],
    [{ path: 'https://evil.example/' }],
    [{ path: 'javascript:alert(1)' }],
    [{ path: '/ok\n//evil' }],
    [{ path: '' }],
    [{ plan: '../admin' }],
    [{ plan: 'a/b' }],
    [{}],
    [{ plan: 'basic', path: '/x' }],
  ])('refuses the target %j (no open redirect)', async (vars) => {
    expect(firstError(await create(member, vars))).toMatchObject({ status: 400 });
  });

  it('checks paths on their own', () => {
    expect(isLocalPath('/rooms/abc')).toBe(true);
    expect(isLocalPath('/%2F%2Fevil.example')).toBe(true);
    expect(isLocalPath('/\t/evil.example')).toBe(false);
  });

  it('is only for signed-in users', async () => {
    expect(firstError(await create({ userId: randomUUID(), tokenType: 'guest', roles: [] }, { plan: 'basic' }))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await create({ userId: null, tokenType: 'anonymous', roles: [] }, { plan: 'basic' }))).toEqual({ message: 'Unauthorized', status: 401 });
  });

  it('answers one 401 to unknown and malformed tokens', async () => {
    expect(firstError(await validate('nope'))).toEqual(invalid);
    expect(firstError(await validate(''))).toEqual(invalid);
    expect(firstError(await validate('x'.repeat(500)))).toEqual(invalid);
  });

  it('expires after MAGIC_LINK_TTL_SECONDS (injected clock)', async () => {
    const start = Date.now();
    let now = new Date(start);
    const config = loadConfig({ MAGIC_LINK_TTL_SECONDS: '300' });
    const service = new MagicLinkService(config, t.subgraph.services.sessions, t.subgraph.services.mail, () => now);
    const em = () => t.subgraph.db.em.fork();
    const early = await service.create(em(), member, { plan: 'basic' });
    const late = await service.create(em(), member, { plan: 'basic' });
    expect(late.expiresAt).toEqual(new Date(start + 300_000));
    now = new Date(start + 299_000);
    expect((await service.validate(em(), early.shortLivedToken)).user.id).toBe(member.userId);
    now = new Date(start + 300_000);
    await expect(service.validate(em(), late.shortLivedToken)).rejects.toMatchObject({ message: invalid.message });
  });

  it('lets exactly one of concurrent validations win', async () => {
    const { shortLivedToken } = (await t.ok(member, 'mutation { createMagicLink(plan: "basic") { shortLivedToken } }')).createMagicLink;
    const results = await Promise.all(Array.from({ length: 5 }, () => validate(shortLivedToken)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual(Array(4).fill(invalid));
  });
});

describe('magic links by e-mail', () => {
  const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
  const send = (email: string, path?: string) =>
    t.call(anonymous, 'mutation($e: String!, $p: String) { sendMagicLink(email: $e, path: $p) { message } }', { e: email, p: path ?? null });
  const mail = () => t.subgraph.services.mail;
  const sentTo = (to: string) => (mail().sender as unknown as { sent: { to: string; text: string; tag?: string }[] }).sent.filter((m) => m.to === to && m.tag === 'magic-link');

  it('e-mails a link to the path to the account with that address, which signs it in once', async () => {
    const answer = await send('  MAGIC@example.com ', '/crates');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendMagicLink.message).toBe('If an account uses this e-mail address, a sign-in link has been sent to it');
    await mail().settled();
    const text = sentTo('magic@example.com').at(-1)!.text;
    const found = /https:\/\/play\.backspin\.test\/magic-link\/([A-Za-z0-9_-]{43})\/(\S+)/.exec(text)!;
    expect(found[2]).toBe(encodeURIComponent('/crates'));
    const first = await validate(found[1]!);
    expect(first.data!.validateMagicLink.user).toMatchObject({ id: member.userId });
    expect(firstError(await validate(found[1]!))).toEqual(invalid);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const answer = await send('nobody-here@example.com');
    expect(answer.data!.sendMagicLink.message).toBe('If an account uses this e-mail address, a sign-in link has been sent to it');
    await mail().settled();
    expect(sentTo('nobody-here@example.com')).toEqual([]);
  });

  it('refuses a malformed address and an off-site path with 400', async () => {
    expect(firstError(await send('not-an-address'))).toMatchObject({ status: 400 });
    expect(firstError(await send('magic@example.com', '//evil.example/'))).toMatchObject({ status: 400 });
  });
});
