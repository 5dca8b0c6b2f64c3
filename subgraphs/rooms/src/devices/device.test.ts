import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { allowedPushOrigin } from './device.service.ts';
import { DeviceSchema } from './device.entity.ts';

// Devices registered for push: the owner's reads and removals, staff's, one row per token, and refusals.

const asUser = (roles: Identity['roles'] = ['user']): Identity => ({ userId: randomUUID(), tokenType: 'user', roles });
const staff = asUser(['user', 'staff']);

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const fields = 'id userId devicePlatform token';
const register = (who: Identity, input: Record<string, unknown>) => t.call(who, `mutation($i: RegisterDeviceInput!) { registerDevice(input: $i) { ${fields} } }`, { i: input });
const remove = (who: Identity, token: string, userId?: string) =>
  t.call(who, `mutation($t: String!, $u: ID) { removeDevice(token: $t, userId: $u) { ${fields} } }`, { t: token, u: userId });
const single = (who: Identity, userId: string, token: string) => t.call(who, `query($u: ID!, $t: String!) { device(userId: $u, token: $t) { ${fields} } }`, { u: userId, t: token });
const all = (who: Identity, userId: string) => t.call(who, `query($u: ID!) { devices(userId: $u) { ${fields} } }`, { u: userId });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '600000', ROOM_SWEEP_INTERVAL_MS: '60000' } });
});
afterAll(() => t?.stop());

describe('devices', () => {
  it('registers phones, reads one and all, removes by token; a token registered again moves to its new owner', async () => {
    const [ada, bob] = [asUser(), asUser()];
    const token = `tok-${randomUUID()}`;
    const first = await register(ada, { devicePlatform: 'ios', token: `  ${token}  ` });
    expect(first.data!.registerDevice).toMatchObject({ userId: ada.userId, devicePlatform: 'ios', token });
    await register(ada, { devicePlatform: 'android', token: 'second-token-' + randomUUID() });
    expect((await all(ada, ada.userId!)).data!.devices).toHaveLength(2);
    expect((await single(ada, ada.userId!, token)).data!.device).toMatchObject({ token, devicePlatform: 'ios' });
    expect((await all(staff, ada.userId!)).data!.devices).toHaveLength(2);
    expect(firstError(await all(bob, ada.userId!))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await single(bob, ada.userId!, token))).toEqual({ message: 'Forbidden', status: 403 });

    // The phone changes hands: one row, now bob's.
    await register(bob, { devicePlatform: 'android', token });
    expect(await em().count(DeviceSchema, { token })).toBe(1);
    expect((await single(bob, bob.userId!, token)).data!.device).toMatchObject({ userId: bob.userId, devicePlatform: 'android' });
    expect(firstError(await remove(ada, token))).toEqual({ message: 'Device not found', status: 404 });
    expect((await remove(bob, token)).data!.removeDevice).toMatchObject({ token });
    expect(await em().count(DeviceSchema, { token })).toBe(0);
  });

  it('staff remove anyone’s device, by token alone or with its user', async () => {
    const cy = asUser();
    const token = `tok-${randomUUID()}`;
    await register(cy, { devicePlatform: 'android', token });
    expect(firstError(await remove(staff, token, randomUUID()))).toEqual({ message: 'Device not found', status: 404 });
    expect((await remove(staff, token, cy.userId!)).data!.removeDevice).toMatchObject({ userId: cy.userId });
  });

  it('refuses bad input and guests, changing nothing', async () => {
    const dee = asUser();
    const before = await em().count(DeviceSchema, {});
    expect(firstError(await register(dee, { devicePlatform: 'windows', token: 'x' }))).toEqual({ message: 'devicePlatform must be ios, android or web', status: 400 });
    const badToken = { message: 'token must be a push token of 1 to 4096 characters', status: 400 };
    expect(firstError(await register(dee, { devicePlatform: 'ios', token: '   ' }))).toEqual(badToken);
    expect(firstError(await register(dee, { devicePlatform: 'ios' }))).toEqual(badToken);
    expect(firstError(await register(dee, { devicePlatform: 'ios', token: 'a b' }))).toEqual(badToken);
    expect(firstError(await register(dee, { devicePlatform: 'ios', token: 'x'.repeat(4097) }))).toEqual(badToken);
    expect(firstError(await register({ userId: randomUUID(), tokenType: 'guest', roles: [] }, { devicePlatform: 'ios', token: 'guest-token' }))).toEqual({
      message: 'Unauthorized',
      status: 401,
    });
    expect(firstError(await all(dee, 'nope'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(await em().count(DeviceSchema, {})).toBe(before);
  });

  it('allows Web Push endpoints of the configured push services only', () => {
    const allowed = ['https://fcm.googleapis.com', 'https://*.notify.windows.com'];
    expect(allowedPushOrigin(new URL('https://fcm.googleapis.com/fcm/send/abc'), allowed)).toBe(true);
    expect(allowedPushOrigin(new URL('https://wns2-par02p.notify.windows.com/w/?token=x'), allowed)).toBe(true);
    expect(allowedPushOrigin(new URL('https://notify.windows.com.evil.test/'), allowed)).toBe(false);
    expect(allowedPushOrigin(new URL('http://fcm.googleapis.com/fcm/send/abc'), allowed)).toBe(false);
    expect(allowedPushOrigin(new URL('https://fcm.googleapis.com.evil.test/'), allowed)).toBe(false);
  });
});
