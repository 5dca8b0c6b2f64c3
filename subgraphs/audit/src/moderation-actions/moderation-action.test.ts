import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import { ModerationActionSchema } from './moderation-action.entity.ts';

const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const target = randomUUID();
const roomId = randomUUID();

const record = `mutation($input: RecordModerationActionInput!) {
  recordModerationAction(input: $input) {
    id actionType roomId previousRole role reason actor { id } target { id } room { id }
  }
}`;

let t: TestSubgraph<AuditServices>;

async function run(query: string, identity: Identity | null, variables?: Record<string, unknown>) {
  return t.subgraph.execute({ query, ...(variables ? { variables } : {}) }, identity ? await t.headersFor(identity) : {});
}
const count = () => t.subgraph.db.em.fork().count(ModerationActionSchema, {});

beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

describe('recordModerationAction', () => {
  it('records an action with the caller as actor, users and room as references', async () => {
    const input = { actionType: 'grantRole', targetUserId: target, roomId, previousRole: 'user', role: 'dj', reason: '  good set  ' };
    const result = await run(record, moderator, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.recordModerationAction).toMatchObject({
      actionType: 'grantRole',
      roomId,
      previousRole: 'user',
      role: 'dj',
      reason: 'good set',
      actor: { id: moderator.userId },
      target: { id: target },
      room: { id: roomId },
    });
  });

  it('records a platform-wide action without a room', async () => {
    const result = await run(record, staff, { input: { actionType: 'globalBan', targetUserId: target } });
    expect(result.data?.recordModerationAction).toMatchObject({ roomId: null, room: null, role: null, reason: null });
  });

  it('refuses anonymous callers and guests with 401 and ordinary users with 403, recording nothing', async () => {
    const before = await count();
    const input = { actionType: 'kickUser', targetUserId: target };
    for (const identity of [null, guest]) {
      expect((await run(record, identity, { input })).errors?.[0]).toMatchObject({
        message: 'Unauthorized',
        extensions: { code: 'UNAUTHENTICATED', status: 401 },
      });
    }
    expect((await run(record, user, { input })).errors?.[0]).toMatchObject({
      message: 'Forbidden',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ targetUserId: 'not-a-uuid' }, 'targetUserId must be a UUID'],
    [{ roomId: 'lobby' }, 'roomId must be a UUID'],
    [{ actionType: 'grantRole' }, 'role is required for grantRole and removeRole'],
    [{ actionType: 'removeRole', previousRole: 'dj' }, 'role is required for grantRole and removeRole'],
    [{ reason: 'r'.repeat(501) }, 'reason must be at most 500 characters'],
  ])('refuses %j with 400 "%s", recording nothing', async (change, message) => {
    const before = await count();
    const input = { actionType: 'banUser', targetUserId: target, ...change };
    const result = await run(record, moderator, { input });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await count()).toBe(before);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const result = await run(record, moderator, { input: { actionType: 'banUser', targetUserId: target, reason: 'r'.repeat(500) } });
    expect(result.errors).toBeUndefined();
  });
});

describe('reading moderation actions', () => {
  let list: TestSubgraph<AuditServices>;
  const base = Date.parse('2026-01-01T00:00:00Z');
  const ids = Array.from({ length: 25 }, () => randomUUID());

  beforeAll(async () => {
    list = await startTestSubgraph(auditSubgraph);
    await list.subgraph.db.em.fork().insertMany(
      ModerationActionSchema,
      ids.map((id, i) => ({
        id,
        actionType: 'kickUser' as const,
        actorId: moderator.userId!,
        targetUserId: target,
        roomId: null,
        previousRole: null,
        role: null,
        reason: `kick ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });
  afterAll(() => list?.stop());

  const read = async (query: string, identity: Identity | null, variables?: Record<string, unknown>) =>
    list.subgraph.execute({ query, ...(variables ? { variables } : {}) }, identity ? await list.headersFor(identity) : {});

  it('lists newest first, 20 by default, paged, for moderators and staff', async () => {
    for (const identity of [moderator, staff]) {
      const page = await read('{ moderationActions { reason } }', identity);
      expect(page.errors).toBeUndefined();
      const reasons = (page.data?.moderationActions as { reason: string }[]).map((a) => a.reason);
      expect(reasons).toHaveLength(20);
      expect(reasons.slice(0, 2)).toEqual(['kick 24', 'kick 23']);
    }
    const paged = await read('{ moderationActions(limit: 2, offset: 23) { reason } }', moderator);
    expect(paged.data?.moderationActions).toEqual([{ reason: 'kick 1' }, { reason: 'kick 0' }]);
    const capped = await read('{ moderationActions(limit: 1000) { id } }', moderator);
    expect(capped.data?.moderationActions).toHaveLength(25);
  });

  it('reads one action by id for audit.read holders; null when unknown', async () => {
    const result = await read(
      `query($id: ID!) { moderationAction(id: $id) { id reason actor { id } target { id } } unknown: moderationAction(id: "${randomUUID()}") { id } }`,
      moderator,
      { id: ids[3] },
    );
    expect(result.data).toEqual({
      moderationAction: { id: ids[3], reason: 'kick 3', actor: { id: moderator.userId }, target: { id: target } },
      unknown: null,
    });
  });

  it('refuses ordinary users with 403, guests and anonymous callers with 401', async () => {
    for (const query of ['{ moderationActions { id } }', `{ moderationAction(id: "${ids[0]}") { id } }`]) {
      expect((await read(query, user)).errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
      for (const identity of [null, guest]) {
        expect((await read(query, identity)).errors?.[0]).toMatchObject({
          message: 'Unauthorized',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    }
  });

  describe('entity references', () => {
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on ModerationAction { id reason } } }';
    const reps = () => [ids[0], ids[1], ids[2], 'bad', ids[0]].map((id) => ({ __typename: 'ModerationAction', id }));

    it('resolves many actions in one _entities call with one SQL query', async () => {
      list.queries.length = 0;
      const result = await read(query, moderator, { r: reps() });
      expect(result.errors).toBeUndefined();
      expect(result.data?._entities).toEqual([
        { id: ids[0], reason: 'kick 0' },
        { id: ids[1], reason: 'kick 1' },
        { id: ids[2], reason: 'kick 2' },
        null,
        { id: ids[0], reason: 'kick 0' },
      ]);
      expect(list.queries.filter((sql) => /from "audit"\."moderation_action"/.test(sql))).toHaveLength(1);
    });

    it('resolves nothing, and queries nothing, for callers without audit.read', async () => {
      list.queries.length = 0;
      for (const identity of [user, guest, null]) {
        const result = await read(query, identity, { r: reps() });
        expect(result.data?._entities).toEqual([null, null, null, null, null]);
      }
      expect(list.queries.filter((sql) => /"audit"\."moderation_action"/.test(sql))).toHaveLength(0);
    });
  });
});
