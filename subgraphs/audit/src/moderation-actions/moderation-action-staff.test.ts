import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import { ModerationActionRevisionSchema, ModerationActionSchema } from './moderation-action.entity.ts';

// Staff write the moderation trail by hand (audit.manage): create one or in bulk (all or none), correct (PATCH, PUT:
// the replaced version kept as a revision), delete (a recorded soft delete). Moderators only read it.

const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const target = randomUUID();
const roomId = randomUUID();

const fields = 'id actionType actorId targetUserId roomId previousRole role reason revision recordedBy updatedAt updatedBy deletedAt deletedBy';
const revisionFields = 'revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }';
const create = `mutation($input: ModerationActionInput!) { createModerationAction(input: $input) { ${fields} } }`;
const createMany = `mutation($inputs: [ModerationActionInput!]!) { createModerationActions(inputs: $inputs) { ${fields} } }`;
const update = `mutation($id: ID!, $input: ModerationActionChangeInput!) { updateModerationAction(id: $id, input: $input) { ${fields} ${revisionFields} } }`;
const replace = `mutation($id: ID!, $input: ModerationActionInput!) { replaceModerationAction(id: $id, input: $input) { ${fields} ${revisionFields} } }`;
const remove = `mutation($id: ID!) { deleteModerationAction(id: $id) { ${fields} } }`;
const byId = `query($id: ID!, $withDeleted: Boolean) { moderationAction(id: $id, withDeleted: $withDeleted) { ${fields} ${revisionFields} } }`;

let t: TestSubgraph<AuditServices>;
const counts = async () => {
  const em = t.subgraph.db.em.fork();
  return { actions: await em.count(ModerationActionSchema, {}), revisions: await em.count(ModerationActionRevisionSchema, {}) };
};
const kick = (change: Record<string, unknown> = {}) => ({ actionType: 'kickUser', targetUserId: target, roomId, reason: 'spam', ...change });
const created = async (change: Record<string, unknown> = {}) => (await t.ok(staff, create, { input: kick(change) })).createModerationAction as { id: string };

beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

describe('creating moderation actions (staff)', () => {
  it('writes one with the caller as actor and recorder, or the actor staff name', async () => {
    const own = (await t.ok(staff, create, { input: kick() })).createModerationAction;
    expect(own).toMatchObject({ actionType: 'kickUser', actorId: staff.userId, targetUserId: target, roomId, reason: 'spam', revision: 1, recordedBy: staff.userId, updatedAt: null });
    const actor = randomUUID();
    const named = (await t.ok(admin, create, { input: kick({ actorId: actor.toUpperCase(), actionType: 'globalBan', roomId: null }) })).createModerationAction;
    expect(named).toMatchObject({ actionType: 'globalBan', actorId: actor, roomId: null, recordedBy: admin.userId });
  });

  it('refuses moderators and users with 403, guests and anonymous callers with 401, writing nothing', async () => {
    const before = await counts();
    for (const identity of [moderator, user]) {
      expect(await t.refused(identity, create, { input: kick() })).toEqual({ status: 403, message: 'Forbidden' });
      expect(await t.refused(identity, createMany, { inputs: [kick()] })).toEqual({ status: 403, message: 'Forbidden' });
    }
    expect(await t.refused(guest, create, { input: kick() })).toEqual({ status: 401, message: 'Unauthorized' });
    const anonymous = await t.subgraph.execute({ query: create, variables: { input: kick() } }, {});
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ status: 401 });
    expect(await counts()).toEqual(before);
  });

  it('writes a bulk all at once, in order', async () => {
    const inputs = [kick({ reason: 'one' }), kick({ actionType: 'grantRole', previousRole: 'user', role: 'dj', reason: 'two' }), kick({ actionType: 'globalUnBan', roomId: null, reason: 'three' })];
    const rows = (await t.ok(staff, createMany, { inputs })).createModerationActions as { reason: string; id: string }[];
    expect(rows.map((r) => r.reason)).toEqual(['one', 'two', 'three']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });

  it.each([
    ['a bad target in row 2', (rows: Record<string, unknown>[]) => rows.with(1, kick({ targetUserId: 'nobody' })), 'targetUserId must be a UUID', 1],
    ['a missing role in row 3', (rows: Record<string, unknown>[]) => rows.with(2, kick({ actionType: 'removeRole' })), 'role is required for grantRole and removeRole', 2],
    ['a reason of 501 characters in row 1', (rows: Record<string, unknown>[]) => rows.with(0, kick({ reason: 'r'.repeat(501) })), 'reason must be at most 500 characters', 0],
    ['a bad actor in row 2', (rows: Record<string, unknown>[]) => rows.with(1, kick({ actorId: 'me' })), 'actorId must be a UUID', 1],
  ])('refuses a bulk with %s: 400 naming the row, nothing written', async (_name, change, message, index) => {
    const before = await counts();
    const result = await t.call(staff, createMany, { inputs: change([kick(), kick(), kick()]) });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400, index } });
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown actionType or role, a NUL character and an empty or too long bulk with 400, writing nothing', async () => {
    const before = await counts();
    const badEnum = await t.call(staff, createMany, { inputs: [kick(), kick({ actionType: 'muteUser' })] });
    expect(badEnum.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(badEnum.errors?.[0]?.message).toMatch(/muteUser/);
    const badRole = await t.call(staff, create, { input: kick({ role: 'king' }) });
    expect(badRole.errors?.[0]?.message).toMatch(/king/);
    const nul = await t.call(staff, create, { input: kick({ reason: 'a\u0000b' }) });
    expect(nul.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await t.refused(staff, createMany, { inputs: [] })).toEqual({ status: 400, message: 'bulk must list 1 to 100 moderation actions' });
    expect(await t.refused(staff, createMany, { inputs: Array.from({ length: 101 }, () => kick()) })).toEqual({
      status: 400,
      message: 'bulk must list 1 to 100 moderation actions',
    });
    expect(await counts()).toEqual(before);
  });

  it('writes exactly 100 at once', async () => {
    const rows = (await t.ok(staff, createMany, { inputs: Array.from({ length: 100 }, (_, i) => kick({ reason: `row ${i}` })) })).createModerationActions;
    expect(rows).toHaveLength(100);
  });
});

describe('correcting a moderation action (staff): the original stays in its history', () => {
  it('PATCH changes the fields given and keeps each replaced version, with who and when', async () => {
    const { id } = await created({ reason: 'first' });
    const first = (await t.ok(staff, update, { id, input: { reason: 'second' } })).updateModerationAction;
    expect(first).toMatchObject({ reason: 'second', roomId, revision: 2, updatedBy: staff.userId });
    expect(first.revisions).toEqual([
      expect.objectContaining({ revision: 1, reason: 'first', actionType: 'kickUser', roomId, change: 'update', changedBy: staff.userId, changedAt: first.updatedAt }),
    ]);
    const second = (await t.ok(admin, update, { id, input: { actionType: 'grantRole', role: 'dj', roomId: null } })).updateModerationAction;
    expect(second).toMatchObject({ actionType: 'grantRole', role: 'dj', roomId: null, reason: 'second', revision: 3, updatedBy: admin.userId });
    expect(second.revisions.map((r: { revision: number; reason: string; changedBy: string; validFrom: string }) => [r.revision, r.reason, r.changedBy, r.validFrom])).toEqual([
      [1, 'first', staff.userId, expect.any(String)],
      [2, 'second', admin.userId, first.updatedAt],
    ]);
    const read = (await t.ok(moderator, byId, { id })).moderationAction;
    expect(read.revisions).toHaveLength(2);
  });

  it('PUT replaces every field (those left out cleared, the actor kept) and keeps the replaced version', async () => {
    const { id } = await created({ previousRole: 'dj', reason: 'before' });
    const put = (await t.ok(staff, replace, { id, input: { actionType: 'banUser', targetUserId: target } })).replaceModerationAction;
    expect(put).toMatchObject({ actionType: 'banUser', actorId: staff.userId, roomId: null, previousRole: null, role: null, reason: null, revision: 2 });
    expect(put.revisions).toEqual([expect.objectContaining({ revision: 1, actionType: 'kickUser', roomId, previousRole: 'dj', reason: 'before', change: 'replace' })]);
  });

  it('a correction that changes nothing writes nothing; two at once each keep their version', async () => {
    const { id } = await created();
    const same = (await t.ok(staff, update, { id, input: { reason: 'spam' } })).updateModerationAction;
    expect(same).toMatchObject({ revision: 1, revisions: [] });
    await Promise.all(['a', 'b'].map((reason) => t.ok(staff, update, { id, input: { reason } })));
    const read = (await t.ok(staff, byId, { id })).moderationAction;
    expect(read.revision).toBe(3);
    expect(read.revisions.map((r: { revision: number }) => r.revision)).toEqual([1, 2]);
    expect(read.revisions[0].reason).toBe('spam');
  });

  it('refuses moderators (403), an empty change, bad values and an unknown record, changing nothing', async () => {
    const { id } = await created();
    const before = await counts();
    expect(await t.refused(moderator, update, { id, input: { reason: 'x' } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(moderator, replace, { id, input: kick() })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(staff, update, { id, input: {} })).toEqual({ status: 400, message: 'a change must give at least one field' });
    expect(await t.refused(staff, update, { id, input: { targetUserId: 'x' } })).toEqual({ status: 400, message: 'targetUserId must be a UUID' });
    expect(await t.refused(staff, update, { id, input: { reason: 'r'.repeat(501) } })).toEqual({ status: 400, message: 'reason must be at most 500 characters' });
    expect(await t.refused(staff, update, { id, input: { actionType: 'removeRole' } })).toEqual({ status: 400, message: 'role is required for grantRole and removeRole' });
    expect(await t.refused(staff, replace, { id, input: { actionType: 'kickUser', targetUserId: target, roomId: 'lobby' } })).toEqual({ status: 400, message: 'roomId must be a UUID' });
    for (const missing of [randomUUID(), 'not-an-id']) {
      expect(await t.refused(staff, update, { id: missing, input: { reason: 'x' } })).toEqual({ status: 404, message: 'Moderation action not found' });
    }
    expect(await counts()).toEqual(before);
    expect((await t.ok(staff, byId, { id })).moderationAction).toMatchObject({ reason: 'spam', revision: 1 });
  });
});

describe('deleting a moderation action (staff): recorded, out of the lists, kept in history', () => {
  const list = '{ moderationActions(query: { limit: 100, where: { field: "id", op: EQ, value: "ID" } }) { total } }';

  it('a staff member deletes it: who and when are recorded; it leaves the lists and the reads by id, and stays with its history', async () => {
    const { id } = await created({ reason: 'original' });
    await t.ok(staff, update, { id, input: { reason: 'corrected' } });
    const deleted = (await t.ok(admin, remove, { id })).deleteModerationAction;
    expect(deleted).toMatchObject({ id, reason: 'corrected', revision: 2, deletedBy: admin.userId, deletedAt: expect.any(String) });
    expect((await t.ok(moderator, list.replace('ID', id))).moderationActions.total).toBe(0);
    expect((await t.ok(moderator, byId, { id })).moderationAction).toBeNull();
    const kept = (await t.ok(moderator, byId, { id, withDeleted: true })).moderationAction;
    expect(kept).toMatchObject({ reason: 'corrected', deletedBy: admin.userId, deletedAt: deleted.deletedAt });
    expect(kept.revisions).toEqual([expect.objectContaining({ revision: 1, reason: 'original' })]);
    const entity = await t.call(moderator, 'query($r: [_Any!]!) { _entities(representations: $r) { ... on ModerationAction { id } } }', { r: [{ __typename: 'ModerationAction', id }] });
    expect(entity.data?._entities).toEqual([null]);
    // Gone for corrections too, and deleting it again is a 404.
    expect(await t.refused(staff, update, { id, input: { reason: 'x' } })).toEqual({ status: 404, message: 'Moderation action not found' });
    expect(await t.refused(staff, remove, { id })).toEqual({ status: 404, message: 'Moderation action not found' });
  });

  it('refuses moderators (403), users (403) and guests (401): the record stays', async () => {
    const { id } = await created();
    for (const identity of [moderator, user]) expect(await t.refused(identity, remove, { id })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(guest, remove, { id })).toEqual({ status: 401, message: 'Unauthorized' });
    expect((await t.ok(moderator, byId, { id })).moderationAction).toMatchObject({ id, deletedAt: null });
  });
});

describe('the list query', () => {
  it('filters, sorts and pages; the revisions of a page come in one query', async () => {
    const reasons = ['list c', 'list a', 'list b'];
    const rows = (await t.ok(staff, createMany, { inputs: reasons.map((reason) => kick({ reason, actionType: 'globalKick', roomId: null })) })).createModerationActions as { id: string }[];
    await t.ok(staff, update, { id: rows[0]!.id, input: { reason: 'list d' } });
    const query = `query($q: ListQueryInput) { moderationActions(query: $q) { total count page pageCount data { reason ${revisionFields} } } }`;
    const q = (limit: number, offset: number) => ({ where: { field: 'reason', op: 'STARTS', value: 'list ' }, sort: [{ field: 'reason', direction: 'DESC' }], limit, offset });
    t.queries.length = 0;
    const first = (await t.ok(moderator, query, { q: q(2, 0) })).moderationActions;
    expect(first).toMatchObject({ total: 3, count: 2, page: 1, pageCount: 2 });
    expect(first.data.map((r: { reason: string }) => r.reason)).toEqual(['list d', 'list b']);
    expect(first.data[0].revisions).toEqual([expect.objectContaining({ reason: 'list c' })]);
    expect(t.queries.filter((sql) => /"audit"\."moderation_action_revision"/.test(sql))).toHaveLength(1);
    const second = (await t.ok(moderator, query, { q: q(2, 2) })).moderationActions;
    expect(second.data.map((r: { reason: string }) => r.reason)).toEqual(['list a']);
  });
});
