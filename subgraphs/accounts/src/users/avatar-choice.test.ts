import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoUsers } from '../demo-data.ts';

// A profile wears only an avatar its user may wear: accounts asks economy (both subgraphs, through the gateway).

let product: TestProduct;
const tokens = {} as Record<'ada' | 'bob' | 'admin', string>;
const ids = {} as Record<'ada' | 'bob', string>;

async function as(who: keyof typeof tokens, query: string, variables: Record<string, unknown> = {}) {
  return postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, tokens[who]);
}
const SET = 'mutation($a: String) { updateProfile(input: { avatarId: $a }) { avatarId } }';
const avatarOf = async (who: 'ada' | 'bob') => (await as(who, '{ me { avatarId } }')).data!.me.avatarId;

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { JOB_POLL_INTERVAL_MS: '600000' } });
  for (const name of ['ada', 'bob'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `avatar-choice-${name}@example.com` },
    );
    tokens[name] = signUp.data!.signUp.accessToken;
    ids[name] = signUp.data!.signUp.user.id;
  }
  const admin = demoUsers.find((u) => u.roles.includes('admin'))!;
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { accessToken } }',
    { e: admin.email, p: admin.password },
  );
  tokens.admin = login.data!.login.accessToken;
  for (const [slug, avatarStatus] of [['choice-private', 'PRIVATE'], ['choice-subscriber', 'SUBSCRIBER_ONLY']]) {
    const created = await as('admin', 'mutation($i: CreateAvatarInput!) { createAvatar(input: $i) { slug } }', { i: { slug, name: slug, avatarStatus } });
    expect(created.errors).toBeUndefined();
  }
  const given = await as('admin', 'mutation($u: ID!) { assignAvatar(slug: "choice-private", input: { userId: $u }) { id } }', { u: ids.ada });
  expect(given.errors).toBeUndefined();
});
afterAll(() => product?.stop());

describe('a profile’s avatar', () => {
  it('starts unset for a new user, and takes a built-in (PUBLIC) avatar', async () => {
    expect(await avatarOf('bob')).toBeNull();
    expect((await as('bob', SET, { a: 'vinyl-7' })).data).toEqual({ updateProfile: { avatarId: 'vinyl-7' } });
  });

  it('takes a PRIVATE avatar the user was given, and refuses it (403) to one who was not, changing nothing', async () => {
    expect((await as('ada', SET, { a: 'choice-private' })).data).toEqual({ updateProfile: { avatarId: 'choice-private' } });
    const refused = await as('bob', SET, { a: 'choice-private' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This avatar is not yours to wear: it is private or a season award, and it was not given to you',
      extensions: { status: 403 },
    });
    expect(await avatarOf('bob')).toBe('vinyl-7');
  });

  it('refuses a SUBSCRIBER_ONLY avatar (no one subscribes yet) with 403 and an unknown one with 400', async () => {
    const subscriber = await as('ada', SET, { a: 'choice-subscriber' });
    expect(subscriber.errors?.[0]).toMatchObject({ message: 'This avatar is only for subscribers', extensions: { status: 403 } });
    const unknown = await as('ada', SET, { a: 'vinyl-99' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'avatarId must be the slug of an avatar of the catalogue (such as vinyl-1)', extensions: { status: 400 } });
    expect(await avatarOf('ada')).toBe('choice-private');
  });

  it('holds for moderators’ changes too: the avatar must be one the user may wear', async () => {
    const q = 'mutation($u: ID!, $a: String) { adminUpdateProfile(userId: $u, input: { avatarId: $a }) { avatarId } }';
    const refused = await as('admin', q, { u: ids.bob, a: 'choice-private' });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { status: 403 } });
    expect((await as('admin', q, { u: ids.bob, a: 'vinyl-2' })).data).toEqual({ adminUpdateProfile: { avatarId: 'vinyl-2' } });
  });
});
