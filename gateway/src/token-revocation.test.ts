import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { readSupergraph } from '@backspin/product';
import { startGateway, type RunningGateway } from './gateway.ts';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// Kick, ban and deactivation through the real gateway: a still-unexpired access token stops at once, over HTTP
// and on open graphql-ws sockets, on this gateway and on a second instance that hears of it through the pub/sub
// (Redis when REDIS_URL is set: the distributed mode).
let product: TestProduct;
let second: RunningGateway;
let admin: string;
const clients: Client[] = [];

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  second = await startGateway({
    config: product.gateway.config,
    supergraphSdl: readSupergraph(),
    connections: { mode: 'embedded', subgraphs: product.subgraphs },
    pubsub: product.connectPubSub(),
    port: 0,
    host: '127.0.0.1',
  });
  admin = (await login('admin@backspin.local', 'backspin-admin')).data!.login.accessToken;
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await second?.stop();
  await product?.stop();
});

type Login = { login: { accessToken: string; refreshToken: string; user: { id: string } } };
const login = (email: string, password = 'a long secret') =>
  postGraphQL<Login>(product.gatewayUrl, 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { accessToken refreshToken user { id } } }', { e: email, p: password });
async function signUp(email: string) {
  const r = await postGraphQL<{ signUp: { accessToken: string; refreshToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken refreshToken user { id } } }',
    { e: email },
  );
  const { accessToken, refreshToken, user } = r.data!.signUp;
  return { id: user.id, email, token: accessToken, refreshToken };
}
const me = (url: string, token: string) => postGraphQL<{ me: { id: string } }>(url, '{ me { id } }', {}, token);
const act = (mutation: string, variables: Record<string, unknown>) => postGraphQL(product.gatewayUrl, mutation, variables, admin);

/** Resolves once this gateway instance has heard of a revocation of the user's tokens. */
function heard(gateway: RunningGateway, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = gateway.revocations.onRevoked((revocation) => {
      if (revocation.userId !== userId) return;
      stop();
      resolve();
    });
  });
}

/** Subscribes to the user's own profile; resolves when the subscription ends: 'completed', or the error (the socket's close event). */
function subscribeToSelf(url: string, user: { id: string; token: string }): Promise<unknown> {
  const client = connectLiveClient(url, user.token);
  clients.push(client);
  return new Promise((resolve) => {
    client.subscribe(
      { query: 'subscription($id: ID!) { userUpdated(userId: $id) { id } }', variables: { id: user.id } },
      { next: () => {}, error: resolve, complete: () => resolve('completed') },
    );
  });
}

const unauthorized = { status: 401, errors: [expect.objectContaining({ message: 'Unauthorized' })] };

describe('token revocation at the gateways', () => {
  it('a ban refuses the user’s unexpired token at once on every gateway, over HTTP and on open subscriptions', async () => {
    const user = await signUp('banned-live@example.com');
    expect((await me(product.gatewayUrl, user.token)).data).toEqual({ me: { id: user.id } });
    expect((await me(second.url, user.token)).data).toEqual({ me: { id: user.id } });
    const here = subscribeToSelf(product.gatewayWsUrl, user);
    const there = subscribeToSelf(second.wsUrl, user);
    await product.gateway.hub.until((h) => h.subscribers === 1);
    await second.hub.until((h) => h.subscribers === 1);

    const heardHere = heard(product.gateway, user.id);
    const heardThere = heard(second, user.id);
    const banned = await act('mutation($u: ID!) { banUser(input: { userId: $u, reason: "abuse" }) { banned } }', { u: user.id });
    expect(banned.data).toEqual({ banUser: { banned: true } });
    await Promise.all([heardHere, heardThere]);

    expect(await me(product.gatewayUrl, user.token)).toMatchObject(unauthorized);
    expect(await me(second.url, user.token)).toMatchObject(unauthorized);
    // The sockets close with 4403 Forbidden: the subscriptions end.
    expect(await here).toMatchObject({ code: 4403 });
    expect(await there).toMatchObject({ code: 4403 });
    await product.gateway.hub.until((h) => h.subscribers === 0);
    await second.hub.until((h) => h.subscribers === 0);
    // A new socket with the old token is refused too.
    expect(await subscribeToSelf(second.wsUrl, user)).toMatchObject({ code: 4403 });

    // No sign-in while banned: password, refresh.
    expect(await login(user.email)).toMatchObject({ status: 200, errors: [expect.objectContaining({ message: 'This account is banned' })] });
    const refreshed = await postGraphQL(product.gatewayUrl, 'mutation($t: String!) { refreshSession(refreshToken: $t) { accessToken } }', { t: user.refreshToken });
    expect(refreshed.errors?.[0]?.message).toBe('This account is banned');

    // Unbanned: a new login works on every gateway, the old token stays refused.
    await act('mutation($u: ID!) { unbanUser(userId: $u) { banned } }', { u: user.id });
    const again = await login(user.email);
    expect(again.errors).toBeUndefined();
    const token = again.data!.login.accessToken;
    expect((await me(product.gatewayUrl, token)).data).toEqual({ me: { id: user.id } });
    expect((await me(second.url, token)).data).toEqual({ me: { id: user.id } });
    expect(await me(second.url, user.token)).toMatchObject(unauthorized);
  });

  it('a kick ends the token at once, and the user may sign in again straight away', async () => {
    const user = await signUp('kicked-live@example.com');
    const heardThere = heard(second, user.id);
    const heardHere = heard(product.gateway, user.id);
    await act('mutation($u: ID!) { kickUser(userId: $u) { banned } }', { u: user.id });
    await Promise.all([heardHere, heardThere]);
    expect(await me(second.url, user.token)).toMatchObject(unauthorized);
    const again = await login(user.email);
    expect((await me(second.url, again.data!.login.accessToken)).data).toEqual({ me: { id: user.id } });
  });

  it('a temporary ban ends by itself at its end time', async () => {
    const user = await signUp('temp-live@example.com');
    const endsAt = new Date(Date.now() + 1500);
    const heardHere = heard(product.gateway, user.id);
    const r = await act('mutation($u: ID!, $e: DateTimeISO!) { temporarilyBanUser(input: { userId: $u, endsAt: $e }) { bannedUntil } }', {
      u: user.id,
      e: endsAt.toISOString(),
    });
    expect(r.data).toEqual({ temporarilyBanUser: { bannedUntil: endsAt.toISOString() } });
    await heardHere;
    expect(await me(product.gatewayUrl, user.token)).toMatchObject(unauthorized);
    expect((await login(user.email)).errors?.[0]?.message).toBe(`This account is temporarily banned until ${endsAt.toISOString()}`);
    // Time itself is what is awaited here: the end of the ban.
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50));
    const after = await login(user.email);
    expect(after.errors).toBeUndefined();
    expect((await me(product.gatewayUrl, after.data!.login.accessToken)).data).toEqual({ me: { id: user.id } });
  });

  it('a deactivated user’s token stops at once and they cannot sign in until reactivated', async () => {
    const user = await signUp('deactivated-live@example.com');
    await postGraphQL(product.gatewayUrl, 'mutation { requestDeactivation(reason: "bye") { status } }', {}, user.token);
    const heardThere = heard(second, user.id);
    const r = await act('mutation($u: ID!) { deactivateUser(userId: $u) { deactivated } }', { u: user.id });
    expect(r.data).toEqual({ deactivateUser: { deactivated: true } });
    await heardThere;
    expect(await me(second.url, user.token)).toMatchObject(unauthorized);
    expect((await login(user.email)).errors?.[0]?.message).toBe('This account is deactivated');
    await act('mutation($u: ID!) { reactivateUser(userId: $u) { deactivated } }', { u: user.id });
    expect((await login(user.email)).errors).toBeUndefined();
  });

  it('a gateway that starts later loads the recent revocations', async () => {
    const user = await signUp('late-gateway@example.com');
    const heardHere = heard(product.gateway, user.id);
    await act('mutation($u: ID!) { kickUser(userId: $u) { banned } }', { u: user.id });
    await heardHere;
    const late = await startGateway({
      config: product.gateway.config,
      supergraphSdl: readSupergraph(),
      connections: { mode: 'embedded', subgraphs: product.subgraphs },
      pubsub: product.connectPubSub(),
      port: 0,
      host: '127.0.0.1',
    });
    try {
      expect(late.revocations.isRevoked(user.id, 0)).toBe(true);
      expect(await me(late.url, user.token)).toMatchObject(unauthorized);
    } finally {
      await late.stop();
    }
  });

  it('a role or capability change counts at once: old tokens stop, the session goes on, and its refresh carries the change', async () => {
    const user = await signUp('demoted@example.com');
    const refresh = (token: string) =>
      postGraphQL<{ refreshSession: { accessToken: string; refreshToken: string; user: { roles: string[] } } }>(
        product.gatewayUrl,
        'mutation($t: String!) { refreshSession(refreshToken: $t) { accessToken refreshToken user { roles } } }',
        { t: token },
      );
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { roles: string[]; caps?: string[] };

    let heardHere = heard(product.gateway, user.id);
    expect((await act('mutation($u: ID!) { grantRole(userId: $u, role: "moderator") { roles } }', { u: user.id })).errors).toBeUndefined();
    await heardHere;
    expect(await me(product.gatewayUrl, user.token)).toMatchObject(unauthorized);
    const promoted = (await refresh(user.refreshToken)).data!.refreshSession;
    expect(claims(promoted.accessToken).roles).toEqual(['user', 'moderator']);
    expect((await me(product.gatewayUrl, promoted.accessToken)).data).toEqual({ me: { id: user.id } });

    // The demotion of a moderator must not wait for their token to expire.
    heardHere = heard(product.gateway, user.id);
    await act('mutation($u: ID!) { removeRole(userId: $u, role: "moderator") { roles } }', { u: user.id });
    await heardHere;
    expect(await me(product.gatewayUrl, promoted.accessToken)).toMatchObject(unauthorized);
    const demoted = (await refresh(promoted.refreshToken)).data!.refreshSession;
    expect(claims(demoted.accessToken).roles).toEqual(['user']);

    heardHere = heard(product.gateway, user.id);
    await act('mutation($u: ID!) { grantCapability(userId: $u, capability: "uploadMusic") { capabilities } }', { u: user.id });
    await heardHere;
    expect(await me(product.gatewayUrl, demoted.accessToken)).toMatchObject(unauthorized);
    expect(claims((await refresh(demoted.refreshToken)).data!.refreshSession.accessToken).caps).toEqual(['uploadMusic']);
  });

  it('records the kicks and bans in audit’s moderation actions, with the moderator as actor', async () => {
    const actions = await postGraphQL<{ moderationActions: { actionType: string; actor: { id: string } }[] }>(
      product.gatewayUrl,
      '{ moderationActions(limit: 100) { actionType actor { id } } }',
      {},
      admin,
    );
    const kinds = new Set(actions.data!.moderationActions.map((a) => a.actionType));
    expect(kinds).toEqual(new Set(['globalBan', 'globalUnBan', 'globalKick']));
    expect(actions.data!.moderationActions.every((a) => a.actor.id === '00000000-0000-4000-8000-000000000003')).toBe(true);
  });
});
