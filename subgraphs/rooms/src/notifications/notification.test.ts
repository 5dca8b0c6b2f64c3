import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { DeviceSchema } from '../devices/device.entity.ts';
import { JobSchema, type EventReminderJob } from '../jobs.ts';
import { roomsSubgraph } from '../module.ts';
import { NotificationSchema } from './notification.entity.ts';
import { startFakeFcm, startFakeWebPush, type FakeFcm, type FakeSubscription, type FakeWebPush } from './push.fake.ts';
import { WebPushSender } from './web-push.sender.ts';

// Push notifications on the rooms subgraph alone, against local fakes of FCM HTTP v1 (a service account's JWT grant,
// the v1 message format) and of a Web Push service (VAPID checked, every payload decrypted per RFC 8291). The
// durable job runner is driven by the test (its loops stopped), so every retry is seen. Provider calls time out after
// 1.5 s, so a push service that never answers costs a test that long.

const asUser = (roles: Identity['roles'] = ['user']): Identity => ({ userId: randomUUID(), tokenType: 'user', roles });
const staff = asUser(['user', 'staff']);
const service: Identity = { userId: null, tokenType: 'service', roles: [] };

let t: TestSubgraph<RoomsServices>;
let fcm: FakeFcm;
let webPush: FakeWebPush;
const em = () => t.subgraph.db.em.fork();

/** Runs due jobs until none is left (retries are due after 1 ms). */
async function drain(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const settled = await t.subgraph.services.jobs.runOnce(t.subgraph.db);
    if (settled) continue;
    const waiting = await em().count(JobSchema, { status: 'queued' });
    if (!waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('jobs did not drain');
}

const register = (who: Identity, input: Record<string, unknown>) =>
  t.call(who, 'mutation($i: RegisterDeviceInput!) { registerDevice(input: $i) { id userId devicePlatform token } }', { i: input });
const send = (who: Identity, input: Record<string, unknown>) => t.call(who, 'mutation($i: SendNotificationInput!) { sendNotification(input: $i) { notified } }', { i: input });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

async function phone(who: Identity, platform: 'ios' | 'android' = 'android'): Promise<string> {
  const token = `fcm-${randomUUID()}`;
  const r = await register(who, { devicePlatform: platform, token });
  expect(r.errors).toBeUndefined();
  return token;
}

beforeAll(async () => {
  fcm = await startFakeFcm();
  webPush = await startFakeWebPush();
  t = await startTestSubgraph(roomsSubgraph, {
    env: { ...fcm.env, ...webPush.env, JOB_POLL_INTERVAL_MS: '600000', JOB_RETRY_BASE_MS: '1', JOB_RETRY_MAX_MS: '4', ROOM_SWEEP_INTERVAL_MS: '60000', PROVIDER_TIMEOUT_MS: '1500' },
  });
  await t.subgraph.services.jobs.stop();
});
afterAll(async () => {
  await t?.stop();
  await fcm?.server.close();
  await webPush?.server.close();
});

describe('pushes to phones (FCM HTTP v1)', () => {
  it('sends an alert to each of the user’s phones with a service account’s token, in the v1 message format', async () => {
    const ada = asUser();
    const [android, ios] = [await phone(ada, 'android'), await phone(ada, 'ios')];
    expect(await send(ada, { title: 'Hello', body: 'It works', data: { screen: 'home' }, target: 'mobile' })).toEqual({ data: { sendNotification: { notified: 1 } } });
    await drain();
    const mine = fcm.accepted.filter((m) => m.token === android || m.token === ios);
    expect(mine).toHaveLength(2);
    const [notification] = await em().find(NotificationSchema, { userId: ada.userId! });
    expect(mine.find((m) => m.token === android)).toEqual({
      token: android,
      notification: { title: 'Hello', body: 'It works' },
      data: { screen: 'home', notificationId: notification!.id },
      android: { priority: 'high' },
      apns: { headers: { 'apns-push-type': 'alert', 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
    });
    // One token grant served both sends (it is cached until shortly before it expires).
    expect(fcm.server.requestsTo('/token').length).toBeGreaterThanOrEqual(1);
    expect(fcm.issued.length).toBe(fcm.server.requestsTo('/token').length);
  });

  it('sends silent notifications as data with background delivery and no alert', async () => {
    const bob = asUser();
    const token = await phone(bob, 'ios');
    expect((await send(staff, { userIds: [bob.userId], silent: true, data: { sync: 'crates' }, admin: true })).errors).toBeUndefined();
    await drain();
    const message = fcm.accepted.find((m) => m.token === token)!;
    expect(message.notification).toBeUndefined();
    expect(message).toMatchObject({ data: { sync: 'crates' }, apns: { headers: { 'apns-push-type': 'background', 'apns-priority': '5' }, payload: { aps: { 'content-available': 1 } } } });
    // Silent ones are data for the app: not in the in-app list.
    expect((await t.ok(bob, '{ myNotifications { id } }')).myNotifications).toEqual([]);
  });

  it('retries a failing provider with backoff, then delivers once', async () => {
    const cy = asUser();
    const token = await phone(cy);
    const sendPath = '/v1/projects/backspin-test/messages:send';
    fcm.server.override(sendPath, { status: 503, json: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } }, 2);
    await send(cy, { title: 'Retry', body: 'me' });
    await drain();
    expect(fcm.accepted.filter((m) => m.token === token)).toHaveLength(1);
    // Three attempts of one job: two 503s, then the delivery.
    expect(fcm.server.requestsTo(sendPath).filter((r) => r.body.includes(token))).toHaveLength(3);
    const device = await em().findOneOrFail(DeviceSchema, { token });
    const jobs = (await em().find(JobSchema, { kind: 'push.device' }, { disableIdentityMap: true })).filter((j) => j.payload.deviceId === device.id);
    expect(jobs.map((j) => ({ status: j.status, attempts: j.attempts, lastError: j.lastError }))).toEqual([{ status: 'done', attempts: 3, lastError: null }]);
  });

  it('queues a notification’s device pushes once, however often its fan-out is delivered', async () => {
    const kit = asUser();
    const token = await phone(kit);
    await send(kit, { title: 'Once', body: 'only' });
    await drain();
    const [notification] = await em().find(NotificationSchema, { userId: kit.userId! });
    // A redelivery (its worker died after the commit, before marking the job done).
    await t.subgraph.services.jobs.enqueue(em(), 'push.notify', { notificationId: notification!.id, platforms: ['android'] });
    await drain();
    expect(fcm.accepted.filter((m) => m.token === token)).toHaveLength(1);
  });

  it('removes a token FCM reports UNREGISTERED, and keeps the user’s other devices', async () => {
    const dee = asUser();
    const [dead, alive] = [await phone(dee), await phone(dee)];
    fcm.gone.add(dead);
    await send(dee, { title: 'Still there?', body: 'ping' });
    await drain();
    expect((await em().find(DeviceSchema, { userId: dee.userId! })).map((d) => d.token)).toEqual([alive]);
    expect(fcm.accepted.filter((m) => m.token === alive)).toHaveLength(1);
    expect(await em().count(JobSchema, { kind: 'push.device', status: 'failed' })).toBe(0);
  });

  it('respects the user’s settings, read when the push goes out', async () => {
    const eve = asUser();
    const token = await phone(eve);
    expect((await t.ok(eve, 'mutation { updateNotificationSettings(input: { messages: false }) { push djFans messages eventReminders } }')).updateNotificationSettings).toEqual({
      push: true,
      djFans: true,
      messages: false,
      eventReminders: true,
    });
    await send(eve, { title: 'Muted', body: 'kind' });
    await drain();
    await t.ok(eve, 'mutation { updateNotificationSettings(input: { messages: true, push: false }) { push } }');
    await send(eve, { title: 'Muted', body: 'all' });
    await drain();
    expect(fcm.accepted.filter((m) => m.token === token)).toEqual([]);
    // Still in the in-app list.
    expect((await t.ok(eve, '{ myNotifications { title body kind } }')).myNotifications).toEqual([
      { title: 'Muted', body: 'all', kind: 'custom' },
      { title: 'Muted', body: 'kind', kind: 'custom' },
    ]);
  });
});

describe('event reminders, their own kind and setting', () => {
  /**
   * An event in a room starting in an hour, `fans` interested, and the reminder job the sweep enqueues when it starts
   * (written here as the sweep writes it: the sweep's timing is events/event-reminders.test.ts's), then the jobs run.
   */
  async function remind(fans: Identity[]): Promise<string> {
    const owner = asUser();
    const { events, rooms, jobs } = t.subgraph.services;
    const roomId = (await rooms.create(em(), owner, { slug: `remind-${randomUUID().slice(0, 8)}`, name: 'Reminders' })).id;
    const startsAt = new Date(Date.now() + 3_600_000);
    const event = await events.create(em(), owner, { roomId, title: 'Party', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString() });
    for (const fan of fans) {
      await events.markInterest(em(), fan, event.id);
      const job: EventReminderJob = { eventId: event.id, userId: fan.userId!, roomId, communityId: null, slug: event.slug, title: event.title, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString() };
      await jobs.enqueue(em(), 'rooms.event-reminder', job);
    }
    await drain();
    return event.id;
  }
  const settings = (who: Identity, input: string) => t.ok(who, `mutation { updateNotificationSettings(input: { ${input} }) { eventReminders messages } }`);

  it('is on by default and governs only event reminders: off, none is pushed; messages off, they still are', async () => {
    const [keen, quiet, noMessages] = [asUser(), asUser(), asUser()];
    const tokens = { keen: await phone(keen), quiet: await phone(quiet), noMessages: await phone(noMessages) };
    expect((await t.ok(keen, '{ notificationSettings { eventReminders } }')).notificationSettings).toEqual({ eventReminders: true });
    expect((await settings(quiet, 'eventReminders: false')).updateNotificationSettings).toEqual({ eventReminders: false, messages: true });
    expect((await settings(noMessages, 'messages: false')).updateNotificationSettings).toEqual({ eventReminders: true, messages: false });

    const eventId = await remind([keen, quiet, noMessages]);
    const pushed = (token: string) => fcm.accepted.filter((m) => m.token === token);
    expect(pushed(tokens.keen)).toEqual([expect.objectContaining({ notification: { title: 'Party', body: 'Starting now: join the room' } })]);
    expect(pushed(tokens.keen)[0]!.data).toMatchObject({ type: 'rooms.event-reminder', eventId });
    expect(pushed(tokens.quiet)).toEqual([]);
    expect(pushed(tokens.noMessages)).toHaveLength(1);
    // Listed in the app as what they are, whatever was pushed.
    for (const who of [keen, quiet, noMessages]) expect((await t.ok(who, '{ myNotifications { kind } }')).myNotifications).toEqual([{ kind: 'eventReminder' }]);

    // Turned off, a room message to the user with reminders off is still pushed; turned back on, reminders are again.
    await send(quiet, { title: 'Mine', body: 'a message' });
    await drain();
    expect(pushed(tokens.quiet)).toEqual([expect.objectContaining({ notification: { title: 'Mine', body: 'a message' } })]);
    await settings(quiet, 'eventReminders: true');
    await remind([quiet]);
    expect(pushed(tokens.quiet)).toHaveLength(2);
  });
});

describe('pushes to browsers (Web Push, RFC 8291 + VAPID)', () => {
  /** A browser's subscription, registered for the user. */
  async function subscribed(who: Identity): Promise<FakeSubscription> {
    const sub = webPush.subscribe();
    expect((await register(who, { devicePlatform: 'web', subscription: { endpoint: sub.endpoint, keys: sub.keys } })).errors).toBeUndefined();
    return sub;
  }

  /** The push jobs of the device with this token. */
  async function pushJobsOf(token: string) {
    const device = await em().findOneOrFail(DeviceSchema, { token });
    const jobs = (await em().find(JobSchema, { kind: 'push.device' }, { disableIdentityMap: true })).filter((j) => j.payload.deviceId === device.id);
    return jobs.map((j) => ({ status: j.status, attempts: j.attempts, lastError: j.lastError }));
  }

  it('tells browsers, guests too, the VAPID public key they subscribe with', async () => {
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    for (const who of [asUser(), guest]) {
      const r = await t.call(who, '{ webPushPublicKey }');
      expect(r.errors).toBeUndefined();
      expect(r.data!.webPushPublicKey).toBe(webPush.env.WEB_PUSH_VAPID_PUBLIC_KEY);
    }
  });

  it('registers a subscription and delivers an encrypted payload the browser decrypts', async () => {
    const fay = asUser();
    const sub = webPush.subscribe();
    const registered = await t.call(fay, 'mutation($s: WebPushSubscriptionInput!) { registerDevice(input: { devicePlatform: "web", subscription: $s }) { devicePlatform token } }', {
      s: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(registered.data!.registerDevice).toEqual({ devicePlatform: 'web', token: sub.endpoint });
    await send(staff, { userIds: [fay.userId], title: 'Web', body: 'push', data: { a: 'b' }, target: 'web', admin: true });
    await drain();
    const path = new URL(sub.endpoint).pathname;
    const got = webPush.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ urgency: 'high', ttl: '86400', payload: { title: 'Web', body: 'push', data: { a: 'b' }, silent: false } });
    expect(got[0]!.payload.notificationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fits a long body of many-byte characters into one record (data left out, the body cut)', async () => {
    const jo = asUser();
    const sub = webPush.subscribe();
    await register(jo, { devicePlatform: 'web', subscription: { endpoint: sub.endpoint, keys: sub.keys } });
    await send(jo, { title: 'Long', body: '𝄞'.repeat(1000), data: { big: 'x'.repeat(1000) }, target: 'web' });
    await drain();
    const got = webPush.received.find((r) => r.path === new URL(sub.endpoint).pathname)!;
    expect(got.payload).toMatchObject({ title: 'Long', data: {} });
    expect(got.payload.body).toMatch(/^(𝄞)+…$/);
    // The push service must take 4096 bytes of body (RFC 8030 §7.2): the fake answers 413 to more.
    expect(got.size).toBeLessThanOrEqual(4096);
  });

  it('sends silent notifications as data, with normal urgency and no title or body', async () => {
    const kim = asUser();
    const sub = await subscribed(kim);
    expect((await send(staff, { userIds: [kim.userId], silent: true, data: { sync: 'crates' }, target: 'web', admin: true })).errors).toBeUndefined();
    await drain();
    const got = webPush.received.filter((r) => r.path === new URL(sub.endpoint).pathname);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ urgency: 'normal', ttl: '86400', payload: { title: null, body: null, data: { sync: 'crates' }, silent: true } });
  });

  it('retries a push service that fails or does not answer in time, then delivers once', async () => {
    const lu = asUser();
    const sub = await subscribed(lu);
    const path = new URL(sub.endpoint).pathname;
    webPush.server.override(path, { status: 503, text: 'busy' });
    webPush.server.override(path, { drop: true });
    webPush.server.override(path, { hang: true });
    await send(lu, { title: 'Retry', body: 'me', target: 'web' });
    await drain();
    expect(webPush.received.filter((r) => r.path === path)).toHaveLength(1);
    // Four attempts of one job: a 503, a dropped connection, no answer within PROVIDER_TIMEOUT_MS, then the delivery.
    expect(webPush.server.requestsTo(path)).toHaveLength(4);
    expect(await pushJobsOf(sub.endpoint)).toEqual([{ status: 'done', attempts: 4, lastError: null }]);
  });

  it('removes a subscription the push service does not know (404)', async () => {
    const mo = asUser();
    const sub = await subscribed(mo);
    webPush.server.override(new URL(sub.endpoint).pathname, { status: 404, text: 'no such subscription' });
    await send(mo, { title: 'Gone', body: 'already', target: 'web' });
    await drain();
    expect(await em().count(DeviceSchema, { userId: mo.userId! })).toBe(0);
    expect(await em().count(JobSchema, { kind: 'push.device', status: 'failed' })).toBe(0);
  });

  it('fails a push the push service refuses for good (400) without retrying, and keeps the subscription', async () => {
    const ned = asUser();
    const sub = await subscribed(ned);
    const path = new URL(sub.endpoint).pathname;
    webPush.server.override(path, { status: 400, text: 'bad request' });
    await send(ned, { title: 'Refused', body: 'once', target: 'web' });
    await drain();
    expect(webPush.server.requestsTo(path)).toHaveLength(1);
    expect(await pushJobsOf(sub.endpoint)).toEqual([{ status: 'failed', attempts: 1, lastError: expect.stringMatching(/^400/) }]);
    expect(await em().count(DeviceSchema, { userId: ned.userId! })).toBe(1);
  });

  it('posts only to the allowed push services, also for a subscription registered before the list was narrowed', async () => {
    const sub = webPush.subscribe();
    const device = { id: randomUUID(), userId: randomUUID(), platform: 'web', token: sub.endpoint, webPushKeys: sub.keys, createdAt: new Date(), updatedAt: new Date() } as const;
    const message = { notificationId: randomUUID(), title: 'Hi', body: 'there', data: {}, silent: false };
    const settings = {
      WEB_PUSH_VAPID_PUBLIC_KEY: webPush.env.WEB_PUSH_VAPID_PUBLIC_KEY,
      WEB_PUSH_VAPID_PRIVATE_KEY: webPush.env.WEB_PUSH_VAPID_PRIVATE_KEY,
      WEB_PUSH_SUBJECT: webPush.env.WEB_PUSH_SUBJECT!,
      PROVIDER_TIMEOUT_MS: 5000,
    };
    const narrowed = new WebPushSender({ ...settings, WEB_PUSH_ENDPOINT_ORIGINS: ['https://*.push.example'] });
    expect(await narrowed.send(device, message)).toEqual({ kind: 'failed', message: expect.stringContaining('WEB_PUSH_ENDPOINT_ORIGINS') });
    expect(webPush.server.requestsTo(new URL(sub.endpoint).pathname)).toEqual([]);
    const allowed = new WebPushSender({ ...settings, WEB_PUSH_ENDPOINT_ORIGINS: [webPush.server.url] });
    expect(await allowed.send(device, message)).toEqual({ kind: 'sent' });
    expect(webPush.received.find((r) => r.path === new URL(sub.endpoint).pathname)?.payload).toMatchObject({ title: 'Hi', body: 'there' });
  });

  it('removes a subscription the push service reports gone (410)', async () => {
    const gil = asUser();
    const sub = webPush.subscribe();
    await register(gil, { devicePlatform: 'web', subscription: { endpoint: sub.endpoint, keys: sub.keys } });
    webPush.gone.add(new URL(sub.endpoint).pathname);
    await send(gil, { title: 'Gone', body: 'soon', target: 'web' });
    await drain();
    expect(await em().count(DeviceSchema, { userId: gil.userId! })).toBe(0);
  });

  it('refuses subscriptions of push services not allowed, or with bad keys', async () => {
    const hal = asUser();
    const sub = webPush.subscribe();
    const invalid = {
      message:
        'subscription must be a Web Push subscription: an https endpoint of an allowed push service and keys p256dh (65-byte P-256 point) and auth (16 bytes), base64url',
      status: 400,
    };
    expect(firstError(await register(hal, { devicePlatform: 'web', subscription: { endpoint: 'http://169.254.169.254/latest', keys: sub.keys } }))).toEqual(invalid);
    expect(firstError(await register(hal, { devicePlatform: 'web', subscription: { endpoint: sub.endpoint, keys: { ...sub.keys, auth: 'short' } } }))).toEqual(invalid);
    expect(firstError(await register(hal, { devicePlatform: 'web', token: 'x' }))).toEqual(invalid);
    expect(await em().count(DeviceSchema, { userId: hal.userId! })).toBe(0);
  });
});

describe('who may send what', () => {
  it('room staff notify everyone in their room; others may not; users notify only themselves', async () => {
    const owner = asUser();
    const room = await t.subgraph.services.rooms.create(em(), owner, { slug: `notify-${randomUUID().slice(0, 8)}`, name: 'Notify room' });
    const [in1, in2, outsider] = [asUser(), asUser(), asUser()];
    for (const who of [in1, in2]) await t.subgraph.services.presence.join(em(), who, room.id);
    const tokens = [await phone(in1), await phone(in2), await phone(outsider)];
    expect(firstError(await send(in1, { roomId: room.id, title: 'Hi', body: 'all' }))).toEqual({
      message: 'Only the room’s owner, co-owners and moderators may notify everyone in the room',
      status: 403,
    });
    expect((await send(owner, { roomId: room.id, title: 'Party', body: 'now' })).data!.sendNotification).toEqual({ notified: 2 });
    await drain();
    expect(tokens.map((token) => fcm.accepted.filter((m) => m.token === token).length)).toEqual([1, 1, 0]);
    expect(fcm.accepted.find((m) => m.token === tokens[0])!.data).toMatchObject({ roomId: room.id });
    expect(firstError(await send(in1, { userIds: [in2.userId], title: 'Hi', body: 'you' }))).toEqual({ message: 'Only platform staff may send notifications to other users', status: 403 });
    expect(firstError(await send(in1, { title: 'Hi', body: 'me', admin: true }))).toEqual({ message: 'Only platform staff may send notifications to other users', status: 403 });
    expect((await send(service, { userIds: [in2.userId], title: 'From', body: 'a service' })).data!.sendNotification).toEqual({ notified: 1 });
  });

  it('bad input changes nothing', async () => {
    const ivy = asUser();
    await phone(ivy);
    const before = { notifications: await em().count(NotificationSchema, {}), jobs: await em().count(JobSchema, {}) };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', body: 'x' }, 'a notification needs a title of 1 to 200 and a body of 1 to 1000 characters'],
      [{ title: 'x'.repeat(201), body: 'x' }, 'a notification needs a title of 1 to 200 and a body of 1 to 1000 characters'],
      [{ title: 'a', body: 'b', silent: true, data: { a: 'b' } }, 'a silent notification carries data and no title or body'],
      [{ silent: true }, 'a silent notification carries data and no title or body'],
      [{ title: 'a', body: 'b', data: { n: 1 } }, 'data must be an object of at most 20 strings (keys up to 64, values up to 1000 characters)'],
      [{ title: 'a', body: 'b', data: ['x'] }, 'data must be an object of at most 20 strings (keys up to 64, values up to 1000 characters)'],
      [{ title: 'a', body: 'b', userIds: ['nope'] }, 'name at most 1000 userIds (UUIDs), or a roomId, or all devices'],
      [{ title: 'a', body: 'b', roomId: 'nope' }, 'name at most 1000 userIds (UUIDs), or a roomId, or all devices'],
    ];
    for (const [input, message] of cases) expect(firstError(await send(ivy, input))).toEqual({ message, status: 400 });
    expect(firstError(await send(ivy, { title: 'a', body: 'b', roomId: randomUUID() }))).toEqual({ message: 'Room not found', status: 404 });
    expect({ notifications: await em().count(NotificationSchema, {}), jobs: await em().count(JobSchema, {}) }).toEqual(before);
  });
});
