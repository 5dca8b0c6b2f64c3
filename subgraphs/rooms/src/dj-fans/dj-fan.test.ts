import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import { testClock } from '@backspin/test-kit';
import type { RoomsServices } from '../context.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { JobSchema } from '../jobs.ts';
import { roomsSubgraph } from '../module.ts';
import { NotificationSchema } from '../notifications/notification.entity.ts';
import { startFakeFcm, type FakeFcm } from '../notifications/push.fake.ts';
import { rotationWithStubLibrary, stubLibrary } from '../rotation/rotation-fixture.ts';
import { DjFanNoticeSchema, DjFanSchema } from './dj-fan.entity.ts';
import { DjFanService, noBlocks, type BlockCheck } from './dj-fan.service.ts';

// DJ fans on the rooms subgraph alone (the library played by a stub, FCM by a local fake): following, the fans and
// followed pages, and telling opted-in fans when their DJ takes a seat, once per DJ and fan per period however many
// rooms instances see it.

const asUser = (roles: Identity['roles'] = ['user']): Identity => ({ userId: randomUUID(), tokenType: 'user', roles });
const staff = asUser(['user', 'staff']);

let t: TestSubgraph<RoomsServices>;
let fcm: FakeFcm;
let library: ReturnType<typeof stubLibrary>;
const clock = testClock();
const em = () => t.subgraph.db.em.fork();

/** One rooms instance's DJ seats and DJ fans (its own service objects; the database is the one they share). */
function instance(isBlocked: BlockCheck = noBlocks) {
  const services = t.subgraph.services;
  const fans = new DjFanService({ notifications: services.notifications, isBlocked, periodMinutes: 60, clock: clock.now });
  const rotation = rotationWithStubLibrary(services, library);
  const seats = new DjSeatService({ live: services.live, authority: services.roomAuthority, presence: services.presence, rotation, peers: library, fans });
  return { fans, seats };
}

/** Runs the push jobs until none is left (the plays' effects for other subgraphs, absent here, are dropped). */
async function drain(): Promise<void> {
  await em().nativeDelete(JobSchema, { kind: { $nin: ['push.notify', 'push.device'] } });
  for (let i = 0; i < 500; i++) {
    if (await t.subgraph.services.jobs.runOnce(t.subgraph.db)) continue;
    if (!(await em().count(JobSchema, { status: 'queued' }))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('jobs did not drain');
}

async function room(owner: Identity): Promise<string> {
  return (await t.subgraph.services.rooms.create(em(), owner, { slug: `fans-${randomUUID().slice(0, 8)}`, name: 'Fan club' })).id;
}

/** A DJ in the room with a song queued. */
async function djIn(roomId: string, dj: Identity): Promise<void> {
  library.queues.set(dj.userId!, [randomUUID()]);
  await t.subgraph.services.presence.join(em(), dj, roomId);
}

async function phone(who: Identity): Promise<string> {
  const token = `fcm-${randomUUID()}`;
  await t.subgraph.services.devices.register(em(), who, { devicePlatform: 'android', token });
  return token;
}

const follow = (who: Identity, djId: string, notify = true) =>
  t.call(who, 'mutation($d: ID!, $n: Boolean!) { followDj(djId: $d, notify: $n) { djId fanId notify } }', { d: djId, n: notify });
const fansOf = (who: Identity, djId: string, skip?: number, take?: number) =>
  t.call(who, 'query($d: ID!, $s: Int, $t: Int) { djFans(djId: $d, skip: $s, take: $t) { total items { fanId notify } } }', { d: djId, s: skip, t: take });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

beforeAll(async () => {
  fcm = await startFakeFcm();
  t = await startTestSubgraph(roomsSubgraph, { env: { ...fcm.env, JOB_POLL_INTERVAL_MS: '600000', JOB_RETRY_BASE_MS: '1', ROOM_SWEEP_INTERVAL_MS: '60000' } });
  await t.subgraph.services.jobs.stop();
  library = stubLibrary();
});
afterAll(async () => {
  await t?.stop();
  await fcm?.server.close();
});

describe('following a DJ', () => {
  it('follows, counts, pages fans (12 by default) and the DJs a user follows; following again changes only notify', async () => {
    const dj = asUser();
    const fans = Array.from({ length: 14 }, () => asUser());
    for (const fan of fans) expect((await follow(fan, dj.userId!)).errors).toBeUndefined();
    expect((await follow(fans[0]!, dj.userId!, false)).data!.followDj).toEqual({ djId: dj.userId, fanId: fans[0]!.userId, notify: false });
    expect(await em().count(DjFanSchema, { djId: dj.userId! })).toBe(14);
    expect((await t.ok(fans[1]!, 'query($d: ID!) { djFanCount(djId: $d) }', { d: dj.userId })).djFanCount).toBe(14);
    const first = (await fansOf(fans[1]!, dj.userId!)).data!.djFans;
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(12);
    // Opt-ins are the fan’s, the DJ’s and staff’s to see.
    const asFan = (await fansOf(fans[1]!, dj.userId!, 0, 100)).data!.djFans.items;
    expect(asFan.filter((i: { notify: boolean | null }) => i.notify !== null)).toEqual([{ fanId: fans[1]!.userId, notify: true }]);
    expect((await fansOf(dj, dj.userId!, 12)).data!.djFans.items).toHaveLength(2);
    expect((await fansOf(dj, dj.userId!, 0, 3)).data!.djFans.items.every((i: { notify: boolean | null }) => i.notify !== null)).toBe(true);
    const followed = await t.ok(dj, 'query($u: ID!) { djsFollowed(userId: $u) { total items { djId } } }', { u: fans[2]!.userId });
    expect(followed.djsFollowed).toEqual({ total: 1, items: [{ djId: dj.userId }] });
    expect((await t.ok(fans[0]!, 'query($d: ID!) { myDjFollow(djId: $d) { notify } }', { d: dj.userId })).myDjFollow).toEqual({ notify: false });
    expect((await t.ok(fans[0]!, 'mutation($d: ID!) { unfollowDj(djId: $d) { djId } }', { d: dj.userId })).unfollowDj).toEqual({ djId: dj.userId });
    expect((await t.ok(fans[0]!, 'query($d: ID!) { myDjFollow(djId: $d) { notify } }', { d: dj.userId })).myDjFollow).toBeNull();
    expect(firstError(await t.call(fans[0]!, 'mutation($d: ID!) { unfollowDj(djId: $d) { djId } }', { d: dj.userId }))).toEqual({ message: 'You do not follow this DJ', status: 404 });
    expect((await t.ok(staff, 'query($d: ID!) { adminDjFans(djId: $d, take: 100) { total } }', { d: dj.userId })).adminDjFans.total).toBe(13);
    expect(firstError(await t.call(fans[1]!, 'query($d: ID!) { adminDjFans(djId: $d) { total } }', { d: dj.userId }))).toEqual({ message: 'Forbidden', status: 403 });
  });

  it('races of one follow make one row', async () => {
    const [dj, fan] = [asUser(), asUser()];
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => instance().fans.follow(em(), fan, dj.userId!)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await em().count(DjFanSchema, { djId: dj.userId!, fanId: fan.userId! })).toBe(1);
  });

  it('refuses bad input, oneself, guests, and a fan the DJ has blocked, changing nothing', async () => {
    const [dj, fan] = [asUser(), asUser()];
    const before = await em().count(DjFanSchema, {});
    expect(firstError(await follow(fan, 'nope'))).toEqual({ message: 'djId must be a UUID', status: 400 });
    expect(firstError(await follow(dj, dj.userId!))).toEqual({ message: 'You cannot follow yourself', status: 400 });
    expect(firstError(await follow({ userId: null, tokenType: 'anonymous', roles: [] }, dj.userId!))).toEqual({ message: 'Unauthorized', status: 401 });
    const page = { message: 'skip must be a whole number from 0 and take a whole number from 1 to 100', status: 400 };
    expect(firstError(await fansOf(fan, dj.userId!, -1))).toEqual(page);
    expect(firstError(await fansOf(fan, dj.userId!, 0, 101))).toEqual(page);
    expect(firstError(await fansOf(fan, dj.userId!, 0, 0))).toEqual(page);
    const blocked = instance(async (_em, blocker, who) => blocker === dj.userId && who === fan.userId);
    await expect(blocked.fans.follow(em(), fan, dj.userId!)).rejects.toMatchObject({ reason: 'FOLLOW_BLOCKED', status: 403 });
    expect(await em().count(DjFanSchema, {})).toBe(before);
  });
});

describe('a followed DJ taking a seat', () => {
  it('notifies each opted-in fan once across two rooms instances, then again only in the next period', async () => {
    const dj = asUser();
    const [keen, quiet, muted] = [asUser(), asUser(), asUser()];
    const tokens = { keen: await phone(keen), quiet: await phone(quiet), muted: await phone(muted) };
    await follow(keen, dj.userId!);
    await follow(quiet, dj.userId!, false); // follows without opting in
    await follow(muted, dj.userId!);
    await t.ok(muted, 'mutation { updateNotificationSettings(input: { djFans: false }) { djFans } }');
    const [roomA, roomB] = [await room(asUser()), await room(asUser())];
    await djIn(roomA, dj);
    await djIn(roomB, dj);
    const [x, y] = [instance(), instance()];
    // Instance X seats the DJ in room A while instance Y seats them in room B, and the DJ asks Y to tell their fans.
    await Promise.all([x.seats.take(em(), dj, roomA), y.seats.take(em(), dj, roomB), y.fans.notifyFans(em(), dj).catch(() => null)]);
    await x.fans.notifyFans(em(), dj);
    await drain();
    expect(await em().count(DjFanNoticeSchema, { djId: dj.userId! })).toBe(2); // keen and muted (muted’s settings stop the push)
    expect(await em().count(NotificationSchema, { userId: keen.userId!, kind: 'djSeated' })).toBe(1);
    const sent = (token: string) => fcm.accepted.filter((m) => m.token === token);
    expect(sent(tokens.keen)).toHaveLength(1);
    expect(sent(tokens.keen)[0]).toMatchObject({ notification: { title: 'A DJ you follow is DJing now', body: 'Join them in Fan club' }, data: { type: 'djSeated', djId: dj.userId } });
    expect(sent(tokens.quiet)).toHaveLength(0);
    expect(sent(tokens.muted)).toHaveLength(0);

    // Later in the same period: leaving and sitting again tells nobody; in the next period, the fans hear again.
    await x.seats.leave(em(), dj, roomA, false);
    await x.seats.take(em(), dj, roomA);
    await drain();
    expect(sent(tokens.keen)).toHaveLength(1);
    clock.advance(3600);
    await x.seats.leave(em(), dj, roomA, false);
    await x.seats.take(em(), dj, roomA);
    await drain();
    expect(sent(tokens.keen)).toHaveLength(2);
  });

  it('GET /dj-fans-notification needs the caller on a seat; POST /notifications/dj-fans needs staff for another DJ', async () => {
    const [dj, fan] = [asUser(), asUser()];
    await follow(fan, dj.userId!);
    expect(firstError(await t.call(dj, 'mutation { notifyDjFans { notified } }'))).toEqual({ message: 'Take a DJ seat first: your fans are told when you DJ', status: 409 });
    expect(firstError(await t.call(fan, 'mutation($d: ID) { notifyDjFans(djId: $d) { notified } }', { d: dj.userId }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await t.call(staff, 'mutation($d: ID) { notifyDjFans(djId: $d) { notified } }', { d: dj.userId }))).toEqual({
      message: 'Take a DJ seat first: your fans are told when you DJ',
      status: 409,
    });
    expect(await em().count(DjFanNoticeSchema, { djId: dj.userId! })).toBe(0);
  });
});
