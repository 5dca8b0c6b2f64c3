import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { profileSlug } from './profile-document.ts';
import { changedSocials } from './profile-fields.ts';

let t: TestSubgraph<AccountsServices>;
let ada: Identity;

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email: 'prof@example.com', password: 'correct horse' });
  ada = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
});
afterAll(() => t?.stop());

describe('public profiles of moderated users', () => {
  it('hides a banned or deactivated user’s profile and search-engine document; an unban shows it again', async () => {
    const em = () => t.subgraph.db.em.fork();
    const { sessions, moderation, deactivation } = t.subgraph.services;
    const admin: Identity = { userId: crypto.randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
    const banned = (await sessions.signUp(em(), { email: 'banned-profile@example.com', password: 'correct horse' })).user.id;
    const gone = (await sessions.signUp(em(), { email: 'gone-profile@example.com', password: 'correct horse' })).user.id;
    const visible = (await sessions.signUp(em(), { email: 'kicked-profile@example.com', password: 'correct horse' })).user.id;
    const documentIds = async () =>
      ((await t.ok(admin, '{ profileDocuments(take: 1000) { items { id } } }')).profileDocuments.items as { id: string }[]).map((d) => d.id);
    const profile = (id: string) => t.call(ada, 'query($id: ID!) { publicProfile(id: $id) { id } }', { id });

    await moderation.ban(em(), admin, banned, {});
    await deactivation.deactivate(em(), admin, gone);
    await moderation.kick(em(), admin, visible);
    for (const id of [banned, gone]) expect((await profile(id)).errors?.[0]?.message).toBe('User profile not found');
    expect((await profile(visible)).data?.publicProfile).toEqual({ id: visible });
    const listed = await documentIds();
    expect(listed).toContain(visible);
    expect(listed).not.toContain(banned);
    expect(listed).not.toContain(gone);

    await moderation.unban(em(), admin, banned);
    expect((await profile(banned)).data?.publicProfile).toEqual({ id: banned });
    expect(await documentIds()).toContain(banned);
  });
});

describe('profile fields', () => {
  it('makes readable, unique slugs', () => {
    const id = '6f1c2b1e-0000-4000-8000-000000000001';
    expect(profileSlug({ id, displayName: 'Zoë & The Beats!' })).toBe(`zoe-the-beats-${id}`);
    expect(profileSlug({ id, displayName: '音楽' })).toBe(id);
  });

  it('changes social links one by one and keeps the others', () => {
    expect(changedSocials({ twitter: 'a', tiktok: 'bb' }, { tiktok: '', instagram: ' @insta ' })).toEqual({ twitter: 'a', instagram: 'insta' });
  });

  it('publishes userUpdated after a social-links change, and bumps updatedAt', async () => {
    const before = (await t.ok(ada, '{ me { updatedAt } }')).me.updatedAt as string;
    const events: unknown[] = [];
    const unsubscribe = await t.pubsub.subscribe(`user:${ada.userId}`, (event) => events.push(event));
    const changed = await t.ok(ada, 'mutation { updateUserSocials(input: { twitter: "ada" }) { socials { twitter } updatedAt } }');
    expect(changed.updateUserSocials.socials).toEqual({ twitter: 'ada' });
    expect(new Date(changed.updateUserSocials.updatedAt as string).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    expect(events).toMatchObject([{ field: 'userUpdated', id: ada.userId }]);
    await unsubscribe();
  });

  it('keeps client data with the user alone; concurrent first writes do not collide', async () => {
    const writes = await Promise.all(
      [1, 2, 3].map((n) => t.call(ada, 'mutation($d: JSON!) { setMyUserData(data: $d) }', { d: { n } })),
    );
    expect(writes.map((w) => w.errors)).toEqual([undefined, undefined, undefined]);
    const stored = (await t.ok(ada, '{ myUserData }')).myUserData as { n: number };
    expect([1, 2, 3]).toContain(stored.n);
    expect(await t.refused(ada, 'mutation { setMyUserData(data: [1]) }')).toEqual({ status: 400, message: 'userData must be a JSON object' });
    expect(await t.refused({ userId: null, tokenType: 'anonymous', roles: [] }, '{ myUserData }')).toEqual({ status: 401, message: 'Unauthorized' });
  });
});
