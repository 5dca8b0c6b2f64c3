import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type JobRunner, type RunningSubgraph } from '@backspin/platform';
import { demoSongs } from '@backspin/library';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// What a user does reaches audit's user actions once each (issue 17 item 2): a sign-up and a sign-in (accounts) and a
// room join (rooms) are queued in their own transactions and delivered by their subgraphs' job runners; so are what a
// user does in a room (a DJ seat taken and left, a song played, votes, a chat message, a kick) and a platform ban. The runners'
// polls are an hour: the test runs the due jobs itself and waits for a delivery already under way to settle, never a
// sleep.

const kind = 'audit.user-action';
type WithJobs = { jobs: JobRunner };
type Sender = 'rooms' | 'accounts';

let product: TestProduct;
let admin: string;

async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const runnerOf = (name: Sender) => {
  const subgraph = product.subgraphs.get(name) as RunningSubgraph<WithJobs>;
  return { subgraph, jobs: subgraph.services.jobs };
};

/** The user action jobs of the sender not yet done. */
async function openJobs(name: Sender): Promise<number> {
  const [row] = await execute<{ open: number }>(
    runnerOf(name).subgraph.db.em.fork(),
    `select count(*)::int as open from "${name}"."job" where kind = ? and status in ('queued', 'running')`,
    [kind],
  );
  return row!.open;
}

/**
 * Runs the sender's jobs until its user action jobs are all settled (one started by a wake-up settles by itself). Jobs
 * waiting out a backoff are made due first: the demo data's, queued at start before audit answered, wait an hour here.
 */
async function drain(name: Sender): Promise<void> {
  const { subgraph, jobs } = runnerOf(name);
  await execute(subgraph.db.em.fork(), `update "${name}"."job" set run_at = now() where kind = ? and status = 'queued'`, [kind]);
  for (let round = 0; round < 100; round++) {
    const settled = once(jobs.events, 'settled');
    while (await jobs.runOnce(subgraph.db)) {
      // until none is due
    }
    if (!(await openJobs(name))) return;
    await settled;
  }
  throw new Error(`${name}: the user action jobs did not settle`);
}

const actionsOf = async (userId: string) =>
  (await ok(admin, 'query($u: ID!) { userActions(userId: $u) { data { type roomId user { id } } total } }', { u: userId })).userActions;

/** A user's actions as audit has them: type and detail, sorted by them (actions of one moment have no order of their own). */
const typesAndDetails = async (userId: string) =>
  (
    (await ok(admin, 'query($u: ID!) { userActions(userId: $u, query: { limit: 100 }) { data { type detail } } }', { u: userId })).userActions.data as {
      type: string;
      detail: Record<string, unknown> | null;
    }[]
  )
    .map(({ type, detail }) => ({ type, detail }))
    .sort((a, b) => a.type.localeCompare(b.type) || JSON.stringify(a.detail).localeCompare(JSON.stringify(b.detail)));

const signUp = async (email: string) =>
  (await ok('', 'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }', { e: email })).signUp as {
    accessToken: string;
    user: { id: string };
  };

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
  admin = (await ok('', 'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }')).login.accessToken;
});
afterAll(() => product?.stop());

describe('user actions across the subgraphs', () => {
  it('a sign-up, a sign-in and a room join each appear once in the user’s actions after the jobs run', async () => {
    const email = `user-actions-${randomUUID().slice(0, 8)}@example.com`;
    const owner = (await ok('', 'mutation { signUp(input: { email: "user-actions-owner@example.com", password: "a long secret" }) { accessToken } }')).signUp;
    const roomId = (await ok(owner.accessToken, 'mutation { createRoom(input: { slug: "user-actions", name: "Actions" }) { id } }')).createRoom.id as string;
    const signUp = (await ok('', 'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { user { id } } }', { e: email })).signUp;
    const userId = signUp.user.id as string;
    const token = (await ok('', 'mutation($e: String!) { login(input: { email: $e, password: "a long secret" }) { accessToken } }', { e: email })).login.accessToken;
    await ok(token, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    // Joining again (a reconnect) replaces the connection: not a second join.
    await ok(token, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });

    await Promise.all([drain('accounts'), drain('rooms')]);
    const expected = [
      { type: 'JOINED_ROOM', roomId, user: { id: userId } },
      { type: 'SIGNED_IN', roomId: null, user: { id: userId } },
      { type: 'SIGNED_UP', roomId: null, user: { id: userId } },
    ];
    expect(await actionsOf(userId)).toEqual({ data: expected, total: 3 });
    expect((await ok(admin, 'query($u: ID!) { lastUserAction(userId: $u) { type roomId } }', { u: userId })).lastUserAction).toEqual({ type: 'JOINED_ROOM', roomId });

    // Delivered again (retries whose answers got lost): still once each.
    for (const name of ['rooms', 'accounts'] as const) {
      await execute(runnerOf(name).subgraph.db.em.fork(), `update "${name}"."job" set status = 'queued', run_at = now() where kind = ?`, [kind]);
    }
    await Promise.all([drain('accounts'), drain('rooms')]);
    expect(await actionsOf(userId)).toEqual({ data: expected, total: 3 });
  });

  it('a DJ seat taken and left, a song played, votes, a chat message, a room kick and a platform ban each appear once, with their details', async () => {
    const tag = randomUUID().slice(0, 8);
    const [owner, dj, fan] = [await signUp(`ua-owner-${tag}@example.com`), await signUp(`ua-dj-${tag}@example.com`), await signUp(`ua-fan-${tag}@example.com`)];
    const roomId = (await ok(owner.accessToken, 'mutation($s: String!) { createRoom(input: { slug: $s, name: "Evening", numberOfDjs: 1 }) { id } }', { s: `ua-${tag}` })).createRoom.id as string;
    const songId = demoSongs[0]!.id;
    await ok(dj.accessToken, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songId] });
    // Two listeners: one down vote does not vote the song off.
    for (const who of [dj, fan, owner]) await ok(who.accessToken, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    await ok(dj.accessToken, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const vote = (direction: string) => ok(fan.accessToken, 'mutation($r: ID!, $d: String!) { voteSong(roomId: $r, direction: $d) { id } }', { r: roomId, d: direction });
    const playId = (await vote('up')).voteSong.id as string;
    await vote('up'); // the same vote again: not another action
    await vote('down');
    const messageId = (await ok(fan.accessToken, 'mutation($r: ID!) { sendChatMessage(input: { roomId: $r, message: "hello room", avatarId: "fox" }) { id } }', { r: roomId })).sendChatMessage.id;
    await ok(dj.accessToken, 'mutation($r: ID!) { leaveDjSeat(roomId: $r) { seq } }', { r: roomId });
    await ok(owner.accessToken, 'mutation($r: ID!, $u: ID!) { kickUserFromRoom(input: { roomId: $r, userId: $u }) { id } }', { r: roomId, u: fan.user.id });
    const adminId = (await ok(admin, '{ me { id } }')).me.id as string;
    await ok(admin, 'mutation($u: ID!) { banUser(input: { userId: $u, reason: "test" }) { userId } }', { u: dj.user.id });

    const expectedFan = [
      { type: 'CHATTED', detail: { messageId } },
      { type: 'JOINED_ROOM', detail: null },
      { type: 'LEFT_ROOM', detail: { reason: 'kicked' } },
      { type: 'SIGNED_UP', detail: null },
      { type: 'VOTED', detail: { vote: 'down', playId } },
      { type: 'VOTED', detail: { vote: 'up', playId } },
      { type: 'WAS_MODERATED', detail: { actionType: 'kickUser', actorId: owner.user.id } },
    ];
    const expectedDj = [
      { type: 'JOINED_ROOM', detail: null },
      { type: 'LEFT_DJ_SEAT', detail: { how: 'stepped_down', seatId: expect.any(String) } },
      { type: 'PLAYED_SONG', detail: { songId, playId } },
      { type: 'SIGNED_UP', detail: null },
      { type: 'TOOK_DJ_SEAT', detail: null },
      { type: 'WAS_MODERATED', detail: { actionType: 'globalBan', actorId: adminId } },
    ];
    await Promise.all([drain('accounts'), drain('rooms')]);
    expect(await typesAndDetails(fan.user.id)).toEqual(expectedFan);
    expect(await typesAndDetails(dj.user.id)).toEqual(expectedDj);
    expect(JSON.stringify(await typesAndDetails(fan.user.id))).not.toContain('hello room');

    // Delivered again: still once each.
    for (const name of ['rooms', 'accounts'] as const) {
      await execute(runnerOf(name).subgraph.db.em.fork(), `update "${name}"."job" set status = 'queued', run_at = now() where kind = ?`, [kind]);
    }
    await Promise.all([drain('accounts'), drain('rooms')]);
    expect(await typesAndDetails(fan.user.id)).toEqual(expectedFan);
    expect(await typesAndDetails(dj.user.id)).toEqual(expectedDj);
  });
});
