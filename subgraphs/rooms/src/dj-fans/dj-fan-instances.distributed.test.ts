import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity, RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import type { RoomsServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { roomsSubgraph } from '../module.ts';
import { NotificationSchema } from '../notifications/notification.entity.ts';
import { startFakeFcm, type FakeFcm } from '../notifications/push.fake.ts';
import { signUp, type SignedIn } from '../rotation/rotation-fixture.ts';
import { DjFanNoticeSchema } from './dj-fan.entity.ts';

// Two rooms instances on one database (PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set, as in CI; PGlite
// otherwise), each with its own job runner polling the one job table. A DJ followed by an opted-in fan takes a seat
// in room A through instance X and in room B through instance P (the product's) at the same moment, and asks both to
// tell their fans: the fan's phone hears once.

let product: TestProduct;
let fcm: FakeFcm;
let roomsP: RunningSubgraph<RoomsServices>;
let roomsX: RunningSubgraph<RoomsServices>;
let dj: SignedIn;
let fan: SignedIn;

async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const pushKinds = ['push.notify', 'push.device'];
const pendingPushes = () => roomsP.db.em.fork().count(JobSchema, { kind: { $in: pushKinds }, status: { $in: ['queued', 'running'] } });

/** Waits until no push job is queued or running, woken by either runner settling a job. */
async function pushesSettled(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const settled = Promise.race([once(roomsP.services.jobs.events, 'settled'), once(roomsX.services.jobs.events, 'settled'), new Promise((r) => setTimeout(r, 250))]);
    if (!(await pendingPushes())) return;
    await settled;
  }
  throw new Error('push jobs did not settle');
}

beforeAll(async () => {
  fcm = await startFakeFcm();
  product = await startProduct({ restBridge: false, env: { ...fcm.env, ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '100' } });
  roomsP = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  roomsX = await product.startSubgraphInstance(roomsSubgraph, { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '100' });
  dj = await signUp(product, 'fans-instances-dj@example.com');
  fan = await signUp(product, 'fans-instances-fan@example.com');
});
afterAll(async () => {
  await product?.stop();
  await fcm?.server.close();
});

describe('two rooms instances', () => {
  it('a followed DJ seated through both at once notifies each opted-in fan once', async () => {
    await ok(fan.token, 'mutation($d: ID!) { followDj(djId: $d) { id } }', { d: dj.id });
    await ok(fan.token, 'mutation { registerDevice(input: { devicePlatform: "android", token: "fan-phone-token" }) { id } }');
    const roomA = (await ok(dj.token, 'mutation { createRoom(input: { slug: "fans-instances-a", name: "Room A" }) { id } }')).createRoom.id as string;
    const roomB = (await ok(dj.token, 'mutation { createRoom(input: { slug: "fans-instances-b", name: "Room B" }) { id } }')).createRoom.id as string;
    await ok(dj.token, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: demoSongs.slice(0, 2).map((s) => s.id) });
    for (const r of [roomA, roomB]) await ok(dj.token, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r });

    const asDj: Identity = { userId: dj.id, tokenType: 'user', roles: ['user'] };
    await Promise.all([
      roomsX.services.djSeats.take(roomsX.db.em.fork(), asDj, roomA),
      roomsP.services.djSeats.take(roomsP.db.em.fork(), asDj, roomB),
    ]);
    const asked = await Promise.all([
      roomsX.services.djFans.notifyFans(roomsX.db.em.fork(), asDj),
      roomsP.services.djFans.notifyFans(roomsP.db.em.fork(), asDj),
    ]);
    expect(asked).toEqual([{ notified: 0 }, { notified: 0 }]);
    await pushesSettled();

    const em = roomsP.db.em.fork();
    expect(await em.count(DjFanNoticeSchema, { djId: dj.id })).toBe(1);
    expect(await em.count(NotificationSchema, { userId: fan.id, kind: 'djSeated' })).toBe(1);
    expect(fcm.accepted.filter((m) => m.token === 'fan-phone-token')).toHaveLength(1);
    expect(fcm.accepted[0]).toMatchObject({ data: { type: 'djSeated', djId: dj.id } });
    expect((await ok(fan.token, '{ myNotifications { kind title } }')).myNotifications).toEqual([{ kind: 'djSeated', title: expect.stringMatching(/ is DJing now$/) }]);
  });
});
