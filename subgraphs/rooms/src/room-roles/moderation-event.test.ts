import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { RoomsServices } from '../context.ts';
import { JobSchema, type RoomsJobs } from '../jobs.ts';
import { ModerationEventSchema, type ModerationEvent } from './moderation-event.entity.ts';

// Room moderation events reach audit's moderation actions as a cross-subgraph effect: queued with the event in the
// action's transaction, delivered by rooms' job runner (driven here by the test: its poll is slowed down), recorded
// by audit once per event id.

let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
let audit: RunningSubgraph;
const users = {} as Record<'owner' | 'fan', { id: string; token: string }>;
let roomId: string;

const ok = async (who: keyof typeof users, query: string, variables: Record<string, unknown>) => {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, users[who].token);
  expect(result.errors).toBeUndefined();
  return result.data!;
};
const GRANT = 'mutation($i: GrantRoomRoleInput!) { grantRoomRole(input: $i) { roles } }';
const KICK = 'mutation($i: KickUserFromRoomInput!) { kickUserFromRoom(input: $i) { id } }';

const eventsOf = () => rooms.db.em.fork().find(ModerationEventSchema, { roomId }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
const auditJobs = () => rooms.db.em.fork().find(JobSchema, { kind: 'audit.moderation-action' }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
/** Audit's records of a room event (read from its table: rooms' code does not import audit's). */
const recordsOf = (event: ModerationEvent) =>
  execute<Record<string, unknown>>(
    audit.db.em.fork(),
    `select id, action_type as "actionType", actor_id as "actorId", target_user_id as "targetUserId", room_id as "roomId",
            previous_role as "previousRole", role, reason from audit.moderation_action where event_id = ?`,
    [event.id],
  );

async function runJobs(): Promise<void> {
  while (await rooms.services.jobs.runOnce(rooms.db)) {
    // until none is due
  }
}

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { JOB_POLL_INTERVAL_MS: '3600000', ROOM_ROLE_SWEEP_INTERVAL_MS: '3600000', ROOM_SWEEP_INTERVAL_MS: '60000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  audit = product.subgraphs.get('audit')!;
  for (const name of ['owner', 'fan'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `events-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  roomId = (await ok('owner', 'mutation { createRoom(input: { slug: "events-audit", name: "Events" }) { id } }', {})).createRoom.id;
});
afterAll(() => product?.stop());

describe('room moderation events in audit', () => {
  it('queues each event for audit in the action’s transaction, keyed by the event’s id', async () => {
    await ok('owner', GRANT, { i: { roomId, userId: users.fan.id, role: 'chatDisabled', reason: 'caps' } });
    await ok('owner', KICK, { i: { roomId, userId: users.fan.id, reason: 'spam' } });
    const events = await eventsOf();
    expect(events.map((e) => [e.actionType, e.role, e.publishedAt])).toEqual([
      ['grantRole', 'chatDisabled', null],
      ['kickUser', 'kicked', null],
    ]);
    const jobs = await auditJobs();
    expect(jobs.map((j) => j.payload)).toEqual(
      events.map((e) => ({
        eventId: e.id,
        input: { actionType: e.actionType, actorId: users.owner.id, targetUserId: users.fan.id, roomId, previousRole: e.previousRole, role: e.role, reason: e.reason },
      })),
    );
  });

  it('a refused action queues nothing', async () => {
    const before = (await auditJobs()).length;
    const refused = await postGraphQL(product.gatewayUrl, KICK, { i: { roomId, userId: users.owner.id } }, users.fan.token);
    expect(refused.errors?.[0]?.extensions?.status).toBe(403);
    expect(await auditJobs()).toHaveLength(before);
  });

  it('an event rolled back with its transaction queues nothing either', async () => {
    const before = (await auditJobs()).length;
    await expect(
      rooms.db.em.fork().transactional(async (tx) => {
        rooms.services.moderationEvents.record(tx, { roomId, actorId: users.owner.id, targetUserId: users.fan.id, actionType: 'deleteMessage' });
        await tx.flush();
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect(await auditJobs()).toHaveLength(before);
  });

  it('the runner delivers them: audit records each once, as the room’s moderator did it, and the event is marked published', async () => {
    await runJobs();
    const events = await eventsOf();
    for (const event of events) {
      expect(event.publishedAt).toBeInstanceOf(Date);
      expect(await recordsOf(event)).toEqual([
        expect.objectContaining({
          actionType: event.actionType,
          actorId: users.owner.id,
          targetUserId: users.fan.id,
          roomId,
          previousRole: 'user',
          role: event.role,
          reason: event.reason,
        }),
      ]);
    }
    expect((await auditJobs()).every((j) => j.status === 'done')).toBe(true);
  });

  it('a redelivered event changes nothing in audit', async () => {
    const [job] = await auditJobs();
    const [event] = await eventsOf();
    const [record] = await recordsOf(event!);
    await rooms.services.jobs.enqueue(rooms.db.em.fork(), 'audit.moderation-action', job!.payload as unknown as RoomsJobs['audit.moderation-action']);
    await runJobs();
    expect(await recordsOf(event!)).toEqual([record]);
  });
});
