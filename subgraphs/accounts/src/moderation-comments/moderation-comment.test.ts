import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
let moderator: Identity;
let staff: Identity;
let user: Identity;

async function newUser(email: string, roles: Identity['roles'] = []): Promise<Identity> {
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email, password: 'correct horse' }, { roles: [...roles] });
  return { userId: session.user.id, tokenType: 'user', roles: ['user', ...roles] };
}

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  moderator = await newUser('mod@example.com', ['moderator']);
  staff = await newUser('staff@example.com', ['staff']);
  user = await newUser('user@example.com');
});
afterAll(() => t?.stop());

const add = (who: Identity, userId: string, comment: string) =>
  t.call(who, 'mutation($i: AddModerationCommentInput!) { addModerationComment(input: $i) { id userId authorId comment createdAt author { id displayName } } }', {
    i: { userId, comment },
  });
const list = (who: Identity, userId: string) =>
  t.call(who, 'query($u: ID!) { moderationComments(userId: $u) { comment authorId author { displayName } createdAt } }', { u: userId });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

describe('moderation comments', () => {
  it('moderators write comments about a user and read them newest first, with author and time', async () => {
    const first = await add(moderator, user.userId!, '  warned about spam  ');
    expect(first.errors).toBeUndefined();
    expect(first.data!.addModerationComment).toMatchObject({ userId: user.userId, authorId: moderator.userId, comment: 'warned about spam', author: { id: moderator.userId } });
    await add(staff, user.userId!, 'second warning');
    const listed = (await list(moderator, user.userId!)).data!.moderationComments;
    expect(listed.map((c: { comment: string }) => c.comment)).toEqual(['second warning', 'warned about spam']);
    expect(listed[0]).toMatchObject({ authorId: staff.userId, author: { displayName: 'staff' } });
    expect(Date.parse(listed[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1].createdAt));
    expect((await list(moderator, randomUUID())).data!.moderationComments).toEqual([]);
  });

  it('refuses users, anonymous callers, bad ids, unknown users and empty or long comments', async () => {
    expect(firstError(await add(user, moderator.userId!, 'hi'))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await list(user, user.userId!))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await list({ userId: null, tokenType: 'anonymous', roles: [] }, user.userId!))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await add(moderator, 'nope', 'hi'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await list(moderator, 'nope'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await add(moderator, randomUUID(), 'hi'))).toEqual({ message: 'User not found', status: 404 });
    const invalid = { message: 'comment must be 1 to 2000 characters', status: 400 };
    expect(firstError(await add(moderator, user.userId!, '   '))).toEqual(invalid);
    expect(firstError(await add(moderator, user.userId!, 'x'.repeat(2001)))).toEqual(invalid);
  });
});
