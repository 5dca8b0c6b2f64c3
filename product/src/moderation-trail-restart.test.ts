import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type JobRunner, type JobSettled, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// Every moderation action reaches audit's trail exactly once, even when audit is down as it happens (issue 17): a room
// kick (rooms) and a platform ban (accounts) are queued in their actions' transactions; their runners' first
// deliveries fail while audit is stopped and are rescheduled; once audit runs again the retries record each once.
// The runners are driven by the test (their polls and backoff are an hour): "the backoff has run out" is the test
// making the rescheduled jobs due, not a sleep.

const kind = 'audit.moderation-action';
type WithJobs = { jobs: JobRunner };

let product: TestProduct;
let admin: string;
const users = {} as Record<'owner' | 'fan' | 'rogue', { id: string; token: string }>;

async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const runnerOf = (name: 'rooms' | 'accounts') => {
  const subgraph = product.subgraphs.get(name) as RunningSubgraph<WithJobs>;
  return { subgraph, jobs: subgraph.services.jobs };
};

/** Resolves with the runner's first retry of an audit delivery (one attempt made and failed). */
function firstRetry(jobs: JobRunner): Promise<JobSettled> {
  return new Promise((resolve) => {
    const listener = (settled: JobSettled) => {
      if (settled.kind !== kind || settled.outcome !== 'retry') return;
      jobs.events.off('settled', listener);
      resolve(settled);
    };
    jobs.events.on('settled', listener);
  });
}

/** Runs every due job of the runner, as its loop would (a wake-up may have started one already: that one settles by itself). */
async function runDue({ subgraph, jobs }: ReturnType<typeof runnerOf>): Promise<void> {
  while (await jobs.runOnce(subgraph.db)) {
    // until none is due
  }
}

/** The audit jobs of a subgraph's table: how each stands. */
const auditJobs = (name: 'rooms' | 'accounts') =>
  execute<{ status: string; attempts: number }>(
    runnerOf(name).subgraph.db.em.fork(),
    `select status, attempts from "${name}"."job" where kind = ? order by created_at`,
    [kind],
  );

beforeAll(async () => {
  product = await startProduct({
    restBridge: false,
    env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000', ROOM_ROLE_SWEEP_INTERVAL_MS: '3600000' },
  });
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }',
    {},
  );
  admin = login.data!.login.accessToken;
  for (const name of ['owner', 'fan', 'rogue'] as const) {
    const signUp = await ok('', 'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }', {
      e: `trail-restart-${name}@example.com`,
    });
    users[name] = { id: signUp.signUp.user.id, token: signUp.signUp.accessToken };
  }
});
afterAll(() => product?.stop());

describe('the moderation trail across an audit restart', () => {
  it('a room kick and a platform ban made while audit is down each appear once after it starts again', async () => {
    const roomId = (await ok(users.owner.token, 'mutation { createRoom(input: { slug: "trail-restart", name: "Trail" }) { id } }')).createRoom.id as string;
    const rooms = runnerOf('rooms');
    const accounts = runnerOf('accounts');

    const audit = await product.stopSubgraph('audit');
    const down = await postGraphQL(product.gatewayUrl, '{ moderationActions { total } }', {}, admin);
    expect(down.errors?.[0]?.extensions).toMatchObject({ status: 503 });

    const retried = [firstRetry(rooms.jobs), firstRetry(accounts.jobs)];
    await ok(users.owner.token, 'mutation($i: KickUserFromRoomInput!) { kickUserFromRoom(input: $i) { id } }', {
      i: { roomId, userId: users.fan.id, reason: 'spam while audit is down' },
    });
    await ok(admin, 'mutation($u: ID!) { banUser(input: { userId: $u, reason: "abuse while audit is down" }) { banned } }', { u: users.rogue.id });
    // Each runner tries its delivery (at once after the commit, or here) and reschedules it: audit answers nothing.
    await Promise.all([runDue(rooms), runDue(accounts)]);
    const [roomsRetry, accountsRetry] = await Promise.all(retried);
    expect(roomsRetry!.error).toMatch(/Service Unavailable/);
    expect(accountsRetry!.error).toMatch(/Service Unavailable/);
    for (const name of ['rooms', 'accounts'] as const) {
      expect(await auditJobs(name)).toContainEqual({ status: 'queued', attempts: 1 });
    }

    await audit.start();
    // The backoff runs out: the rescheduled deliveries are due, and the runners take them.
    for (const name of ['rooms', 'accounts'] as const) {
      await execute(runnerOf(name).subgraph.db.em.fork(), `update "${name}"."job" set run_at = now() where kind = ? and status = 'queued'`, [kind]);
    }
    await Promise.all([runDue(rooms), runDue(accounts)]);
    for (const name of ['rooms', 'accounts'] as const) {
      expect((await auditJobs(name)).every((job) => job.status === 'done')).toBe(true);
    }

    const trail = async (target: string) =>
      (
        await ok(admin, 'query($q: ListQueryInput) { moderationActions(query: $q) { data { actionType roomId reason actor { id } } } }', {
          q: { where: { field: 'targetUserId', op: 'EQ', value: target } },
        })
      ).moderationActions.data;
    expect(await trail(users.fan.id)).toEqual([
      { actionType: 'kickUser', roomId, reason: 'spam while audit is down', actor: { id: users.owner.id } },
    ]);
    expect(await trail(users.rogue.id)).toEqual([
      { actionType: 'globalBan', roomId: null, reason: 'abuse while audit is down', actor: { id: expect.any(String) } },
    ]);

    // Delivered again (a retry whose answer got lost): still once each.
    for (const name of ['rooms', 'accounts'] as const) {
      await execute(runnerOf(name).subgraph.db.em.fork(), `update "${name}"."job" set status = 'queued', run_at = now() where kind = ?`, [kind]);
    }
    await Promise.all([runDue(rooms), runDue(accounts)]);
    expect(await trail(users.fan.id)).toHaveLength(1);
    expect(await trail(users.rogue.id)).toHaveLength(1);
  });
});
