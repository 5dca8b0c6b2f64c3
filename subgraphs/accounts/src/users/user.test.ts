import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeader, signIdentity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
const ids: string[] = [];

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  for (const name of ['ada', 'bob', 'cyd']) {
    const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), {
      email: `${name}@example.com`,
      password: 'correct horse',
    });
    ids.push(session.user.id);
  }
});
afterAll(() => t?.stop());

describe('User entity references', () => {
  it('resolves many users in one _entities call with one SQL query', async () => {
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id displayName } } }',
        variables: { r: [...ids, ids[0]].map((id) => ({ __typename: 'User', id })) },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      { id: ids[0], displayName: 'ada' },
      { id: ids[1], displayName: 'bob' },
      { id: ids[2], displayName: 'cyd' },
      { id: ids[0], displayName: 'ada' },
    ]);
    const userSelects = t.queries.filter((sql) => /from "accounts"\."user"/.test(sql));
    expect(userSelects).toHaveLength(1);
  });

  it('answers null for an unknown or malformed id without querying for it', async () => {
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id } } }',
        variables: { r: [{ __typename: 'User', id: '00000000-0000-4000-8000-000000000000' }, { __typename: 'User', id: 'nope' }] },
      },
      {},
    );
    expect(result.data?._entities).toEqual([null, null]);
  });
});

describe('a subgraph reached directly', () => {
  it('treats a caller without a gateway signature as anonymous', async () => {
    const result = await t.subgraph.execute({ query: '{ me { id } }' }, { authorization: 'Bearer whatever' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('treats an identity signed with the wrong secret as anonymous', async () => {
    const forged = await signIdentity({ userId: ids[0]!, tokenType: 'user', roles: ['user', 'admin'] }, 'x'.repeat(40));
    const result = await t.subgraph.execute({ query: '{ me { id } }' }, { [identityHeader]: forged });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('profiles', () => {
  it('shows the e-mail to its owner and to moderators, not to other users', async () => {
    const query = { query: 'query($id: ID!) { user(id: $id) { email } }', variables: { id: ids[0] } };
    const own = await t.subgraph.execute(query, await t.headersFor({ userId: ids[0]!, tokenType: 'user', roles: ['user'] }));
    const other = await t.subgraph.execute(query, await t.headersFor({ userId: ids[1]!, tokenType: 'user', roles: ['user'] }));
    const moderator = await t.subgraph.execute(query, await t.headersFor({ userId: ids[1]!, tokenType: 'user', roles: ['moderator'] }));
    expect(own.data).toEqual({ user: { email: 'ada@example.com' } });
    expect(other.data).toEqual({ user: { email: null } });
    expect(moderator.data).toEqual({ user: { email: 'ada@example.com' } });
  });

  it('publishes userUpdated after a profile change commits, and refuses an empty name', async () => {
    const events: unknown[] = [];
    const unsubscribe = await t.pubsub.subscribe(`user:${ids[2]}`, (event) => events.push(event));
    const headers = await t.headersFor({ userId: ids[2]!, tokenType: 'user', roles: ['user'] });
    const bad = await t.subgraph.execute({ query: 'mutation { updateProfile(input: { displayName: "  " }) { id } }' }, headers);
    expect(bad.errors?.[0]?.message).toBe('displayName must be 1 to 64 characters');
    expect(events).toHaveLength(0);
    const ok = await t.subgraph.execute({ query: 'mutation { updateProfile(input: { displayName: "Cyd" }) { displayName } }' }, headers);
    expect(ok.data).toEqual({ updateProfile: { displayName: 'Cyd' } });
    expect(events).toMatchObject([{ topic: `user:${ids[2]}`, field: 'userUpdated', id: ids[2] }]);
    await unsubscribe();
  });

  it('refuses a malformed avatar id with 400 before asking economy, and any avatar when economy cannot answer (503), changing nothing', async () => {
    // Which avatars a user may wear is economy's answer (users/avatar-choice.test.ts runs both subgraphs); alone,
    // accounts refuses every avatar change rather than let one through unchecked.
    const headers = await t.headersFor({ userId: ids[1]!, tokenType: 'user', roles: ['user'] });
    for (const avatarId of ['VINYL-1', '', 'vinyl-1 ', '-x', 'a'.repeat(65)]) {
      const bad = await t.subgraph.execute({ query: 'mutation($a: String) { updateProfile(input: { avatarId: $a }) { avatarId } }', variables: { a: avatarId } }, headers);
      expect(bad.errors?.[0]).toMatchObject({
        message: 'avatarId must be the slug of an avatar of the catalogue (such as vinyl-1)',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
    }
    const unanswered = await t.subgraph.execute({ query: 'mutation { updateProfile(input: { avatarId: "vinyl-12", displayName: "Nope" }) { avatarId } }' }, headers);
    expect(unanswered.errors?.[0]).toMatchObject({ message: 'Service Unavailable', extensions: { status: 503 } });
    const renamed = await t.subgraph.execute({ query: 'mutation { updateProfile(input: { displayName: "Bob" }) { displayName avatarId } }' }, headers);
    expect(renamed.data).toEqual({ updateProfile: { displayName: 'Bob', avatarId: null } });
  });
});
