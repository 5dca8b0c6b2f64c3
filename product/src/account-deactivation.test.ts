import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type JobRunner, type RunningSubgraph } from '@backspin/platform';
import { demoSongs } from '@backspin/library';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// A deactivation reaches rooms (issue 15): an admin deactivates an account in accounts, which queues the
// `rooms.account-deactivated` effect in the same transaction; once accounts' job runner delivers it, the user's rooms
// are gone and their DJ seat in another user's room is free (their song playing there ends). Reactivating restores
// nothing. The runners' polls are an hour: the test runs the due jobs itself, never a sleep.

const kind = 'rooms.account-deactivated';
type WithJobs = { jobs: JobRunner };

let product: TestProduct;
let admin: string;

async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const signUp = async (email: string) =>
  (await ok('', 'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }', { e: email })).signUp as {
    accessToken: string;
    user: { id: string };
  };

/** Accounts' deactivation jobs not yet done. */
async function openJobs(): Promise<number> {
  const accounts = product.subgraphs.get('accounts') as RunningSubgraph<WithJobs>;
  const [row] = await execute<{ open: number }>(accounts.db.em.fork(), `select count(*)::int as open from accounts.job where kind = ? and status in ('queued', 'running')`, [kind]);
  return row!.open;
}

/** Runs accounts' jobs until its deactivation jobs are all settled (one started by a wake-up settles by itself). */
async function drain(): Promise<void> {
  const accounts = product.subgraphs.get('accounts') as RunningSubgraph<WithJobs>;
  for (let round = 0; round < 100; round++) {
    const settled = once(accounts.services.jobs.events, 'settled');
    while (await accounts.services.jobs.runOnce(accounts.db)) {
      // until none is due
    }
    if (!(await openJobs())) return;
    await settled;
  }
  throw new Error('the deactivation jobs did not settle');
}

const roomOf = async (id: string) => (await ok(admin, 'query($r: ID!) { room(id: $r) { id } }', { r: id })).room as { id: string } | null;
const djsOf = async (token: string, roomId: string) =>
  (await ok(token, 'query($r: ID!) { roomState(roomId: $r) { document } }', { r: roomId })).roomState.document.djs as string[];

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
  admin = (await ok('', 'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }')).login.accessToken;
});
afterAll(() => product?.stop());

describe('an account deactivation reaches rooms', () => {
  it('deletes the user’s rooms and frees their DJ seat elsewhere once the job runs; reactivation restores nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const [leaving, host] = [await signUp(`deact-user-${tag}@example.com`), await signUp(`deact-host-${tag}@example.com`)];
    const create = async (token: string, slug: string) =>
      (await ok(token, 'mutation($s: String!) { createRoom(input: { slug: $s, name: "Room", numberOfDjs: 2 }) { id } }', { s: slug })).createRoom.id as string;
    const mine = [await create(leaving.accessToken, `deact-a-${tag}`), await create(leaving.accessToken, `deact-b-${tag}`)];
    const hosts = await create(host.accessToken, `deact-host-${tag}`);
    // The leaving user DJs in the host's room: their song plays there.
    await ok(leaving.accessToken, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [demoSongs[0]!.id] });
    for (const who of [leaving, host]) await ok(who.accessToken, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: hosts });
    await ok(leaving.accessToken, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: hosts });
    expect(await djsOf(host.accessToken, hosts)).toEqual([leaving.user.id]);

    await ok(admin, 'mutation($u: ID!) { deactivateUser(userId: $u) { userId deactivated } }', { u: leaving.user.id });
    // Queued with the deactivation and delivered at once (the commit wakes the runner): drain waits for it to settle.
    await drain();
    const [job] = await execute<{ status: string }>(
      (product.subgraphs.get('accounts') as RunningSubgraph<WithJobs>).db.em.fork(),
      `select status from accounts.job where kind = ? and payload->'input'->>'userId' = ?`,
      [kind, leaving.user.id],
    );
    expect(job).toEqual({ status: 'done' });
    for (const id of mine) expect(await roomOf(id)).toBeNull();
    expect(await roomOf(hosts)).toEqual({ id: hosts });
    expect(await djsOf(host.accessToken, hosts)).toEqual([]);

    // Delivered again (a retry whose answer got lost): nothing more happens.
    const accounts = product.subgraphs.get('accounts') as RunningSubgraph<WithJobs>;
    await execute(accounts.db.em.fork(), `update accounts.job set status = 'queued', run_at = now() where kind = ?`, [kind]);
    await drain();
    expect(await roomOf(hosts)).toEqual({ id: hosts });

    // Reactivation brings back sign-in, not the rooms.
    await ok(admin, 'mutation($u: ID!) { reactivateUser(userId: $u) { userId } }', { u: leaving.user.id });
    await ok('', 'mutation($e: String!) { login(input: { email: $e, password: "a long secret" }) { accessToken } }', { e: `deact-user-${tag}@example.com` });
    expect(await openJobs()).toBe(0);
    for (const id of mine) expect(await roomOf(id)).toBeNull();
  });
});
