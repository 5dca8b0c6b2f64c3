/**
 * Friends, DJ follows, blocks and notifications in real browsers (Debian's Chromium) against the real product with
 * its demo data: two users invite and accept and see each other; a fan follows and unfollows a DJ on their profile
 * and on the room's DJ seats; a block from a profile (confirmed) shows in account settings and is lifted there; the
 * in-app notification list, its settings, and browser push opt-in through the service worker, registered as a web
 * device. Headless Chromium offline has no push service, so `PushManager.subscribe` answers a subscription made here
 * (the rest is real: the service worker, the permission, the VAPID key from the server, the devices mutation).
 */
import { createECDH, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { gatewayRequest, overflowing, productInBrowser, signUpThroughForm } from '@backspin/test-kit/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The server's VAPID key pair (Web Push configured), set before the product starts.
const vapid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
const vapidPublicKey = Buffer.concat([Buffer.from([4]), Buffer.from(vapid.x!, 'base64url'), Buffer.from(vapid.y!, 'base64url')]).toString('base64url');
vi.stubEnv('WEB_PUSH_VAPID_PUBLIC_KEY', vapidPublicKey);
vi.stubEnv('WEB_PUSH_VAPID_PRIVATE_KEY', vapid.d!);
afterAll(() => {
  vi.unstubAllEnvs();
});

const session = productInBrowser();
const DEMO_DJ = '00000000-0000-4000-8000-000000000001';
const DEMO_SONG = '00000000-0000-4000-8000-000000000101';

const player = (path = '/') => `${session.product.webPlayerUrl}${path}`;
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) => gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

interface User {
  page: Page;
  id: string;
  token: string;
  name: string;
}

/** A new user signed up through the form, on a page of their own. */
async function signUp(prefix: string): Promise<User> {
  const page = await session.open(player());
  const name = `${prefix} ${randomUUID().slice(0, 6)}`;
  await signUpThroughForm(page, { email: `social-${randomUUID()}@example.com`, password: 'a long enough secret', displayName: name });
  await page.getByTestId('rooms-page').waitFor();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('backspin.session') ?? '{}') as { accessToken: string }).accessToken);
  const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, token);
  return { page, id: me.id, token, name };
}

/** A user made through the API only (no page). */
async function apiUser(name: string): Promise<Omit<User, 'page'>> {
  const { signUp } = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
    { input: { email: `social-${randomUUID()}@example.com`, password: 'a long enough secret', displayName: name } },
  );
  return { id: signUp.user.id, token: signUp.accessToken, name };
}

/** Opens an address of the app (signed in: the session is kept). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(player(path));
}

describe('friends', () => {
  it('two users: one invites from a profile, the other accepts on the friends page, both see each other; cancel, reject and remove', async () => {
    const ann = await signUp('Ann');
    const bob = await signUp('Bob');

    // Ann invites Bob from his profile.
    await ann.page.goto(player(`/users/${bob.id}`));
    await ann.page.locator('[data-testid="profile-actions"][data-relationship="none"]').waitFor();
    await ann.page.getByTestId('invite-friend').click();
    await ann.page.locator('[data-testid="profile-actions"][data-relationship="invited"]').waitFor();
    expect(await ann.page.getByTestId('friend-status').textContent()).toBe('Invitation sent');
    await ann.page.getByTestId('nav-friends').click();
    await ann.page.locator(`[data-testid="invitation-sent"][data-user-id="${bob.id}"]`).waitFor();

    // Bob sees it on his friends page and accepts.
    await bob.page.getByTestId('nav-friends').click();
    const received = bob.page.locator(`[data-testid="invitation-received"][data-user-id="${ann.id}"]`);
    await received.waitFor();
    expect(await received.getByTestId('friend-name').textContent()).toBe(ann.name);
    expect(await received.getByTestId('accept-invitation').getAttribute('aria-label')).toBe(`Accept ${ann.name}’s invitation`);
    await received.getByTestId('accept-invitation').click();
    await bob.page.locator(`[data-testid="friend"][data-user-id="${ann.id}"]`).waitFor();
    await bob.page.locator('[data-testid="invitations-received"][data-count="0"]').waitFor();

    // Ann sees Bob among her friends, and no invitation waiting.
    await ann.page.reload();
    await ann.page.locator(`[data-testid="friend"][data-user-id="${bob.id}"]`).waitFor();
    await ann.page.locator('[data-testid="invitations-sent"][data-count="0"]').waitFor();
    // Each one's profile says so.
    await visit(bob.page, `/users/${ann.id}`);
    await bob.page.locator('[data-testid="profile-actions"][data-relationship="friends"]').waitFor();

    // Ann removes Bob; Bob's page, once refreshed, no longer lists her.
    await ann.page.locator(`[data-testid="friend"][data-user-id="${bob.id}"]`).getByTestId('remove-friend').click();
    await ann.page.locator('[data-testid="friends-list"][data-count="0"]').waitFor();
    await visit(bob.page, '/friends');
    await bob.page.locator('[data-testid="friends-list"][data-count="0"]').waitFor();

    // Bob invites Ann from her profile, then cancels it there; invites again, and Ann rejects it.
    await visit(bob.page, `/users/${ann.id}`);
    await bob.page.getByTestId('invite-friend').click();
    await bob.page.getByTestId('cancel-invitation').click();
    await bob.page.locator('[data-testid="profile-actions"][data-relationship="none"]').waitFor();
    await bob.page.getByTestId('invite-friend').click();
    await bob.page.locator('[data-testid="profile-actions"][data-relationship="invited"]').waitFor();
    await ann.page.reload();
    await ann.page.locator(`[data-testid="invitation-received"][data-user-id="${bob.id}"]`).getByTestId('reject-invitation').click();
    await ann.page.locator('[data-testid="invitations-received"][data-count="0"]').waitFor();
    const { friendsUuids } = await gql<{ friendsUuids: { friendsUuids: string[] } }>('{ friendsUuids { friendsUuids } }', {}, ann.token);
    expect(friendsUuids.friendsUuids).toEqual([]);

    // 360 px wide, and in Spanish.
    await ann.page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(ann.page, '[data-testid="friends-page"], .friends-section, .friends-row')).toEqual([]);
    await ann.page.getByTestId('lang-es').click();
    await ann.page.waitForFunction(() => document.querySelector('#invitations-received-heading')?.textContent === 'Invitaciones recibidas');
  });
});

describe('DJ follows', () => {
  it('follows and unfollows a DJ on their profile, with the fan count and the fans and followed lists', async () => {
    const fan = await signUp('Fan');
    await fan.page.goto(player(`/users/${DEMO_DJ}`));
    const follow = fan.page.getByTestId('follow');
    await follow.waitFor();
    expect(await follow.getAttribute('data-following')).toBe('false');
    const before = Number(await fan.page.getByTestId('fan-count').getAttribute('data-count'));
    expect(before).toBeGreaterThanOrEqual(1); // the demo listener follows the demo DJ
    await fan.page.getByTestId('follow-button').click();
    await fan.page.locator('[data-testid="follow"][data-following="true"]').waitFor();
    await fan.page.locator(`[data-testid="fan-count"][data-count="${before + 1}"]`).waitFor();
    expect(await fan.page.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    await fan.page.locator(`[data-testid="profile-fans"] [data-testid="person"][data-user-id="${fan.id}"]`).waitFor();
    // The list shows "…" until the person's name has been looked up.
    await expect.poll(() => fan.page.locator(`[data-testid="profile-fans"] [data-user-id="${fan.id}"]`).textContent()).toBe(fan.name);
    await fan.page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(fan.page, '[data-testid="profile-actions"], .profile-action-row, [data-testid="profile-fans"], [data-testid="profile-following"]')).toEqual([]);
    await fan.page.getByTestId('block-user').click();
    expect(await overflowing(fan.page, '[data-testid="block-confirm"]')).toEqual([]);
    await fan.page.getByTestId('block-confirm-no').click();

    // The fan's own profile lists the DJ they follow.
    await visit(fan.page, `/users/${fan.id}`);
    await fan.page.locator(`[data-testid="profile-following"] [data-testid="person"][data-user-id="${DEMO_DJ}"]`).waitFor();
    await expect.poll(() => fan.page.locator(`[data-testid="profile-following"] [data-user-id="${DEMO_DJ}"]`).textContent()).toBe('DJ Demo');
    await fan.page.locator('[data-testid="profile-fans"][data-count="0"]').waitFor();

    // Unfollow: the count goes back.
    await visit(fan.page, `/users/${DEMO_DJ}`);
    await fan.page.locator('[data-testid="follow"][data-following="true"]').waitFor();
    await fan.page.getByTestId('follow-button').click();
    await fan.page.locator('[data-testid="follow"][data-following="false"]').waitFor();
    await fan.page.locator(`[data-testid="fan-count"][data-count="${before}"]`).waitFor();
    expect(await fan.page.locator(`[data-testid="profile-fans"] [data-user-id="${fan.id}"]`).count()).toBe(0);
  });

  it('follows a DJ from their seat; when they take a seat again the fan finds it in the in-app list', async () => {
    const dj = await apiUser(`Seat Dj ${randomUUID().slice(0, 6)}`);
    const slug = `follow-${randomUUID().slice(0, 8)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>('mutation($s: String!) { createRoom(input: { slug: $s, name: "Follow room" }) { id } }', { s: slug }, dj.token);
    await gql('mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [DEMO_SONG] }, dj.token);
    await gql('mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: createRoom.id }, dj.token);
    await gql('mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: createRoom.id }, dj.token);

    const fan = await signUp('Seat fan');
    await visit(fan.page, `/rooms/${slug}`);
    const seat = fan.page.locator(`[data-testid="dj-seat"][data-user-id="${dj.id}"]`);
    await seat.locator('[data-testid="follow"][data-following="false"]').waitFor();
    expect(await seat.getByTestId('follow-button').getAttribute('aria-label')).toBe(`Follow ${dj.name}`);
    await seat.getByTestId('follow-button').click();
    await seat.locator('[data-testid="follow"][data-following="true"]').waitFor();
    await seat.locator('[data-testid="fan-count"][data-count="1"]').waitFor();

    // The DJ leaves and takes a seat again: the fan is told (in the in-app list), reached from the header.
    await gql('mutation($r: ID!) { leaveDjSeat(roomId: $r) { seq } }', { r: createRoom.id }, dj.token);
    await gql('mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: createRoom.id }, dj.token);
    await expect
      .poll(async () => (await gql<{ myNotifications: { kind: string }[] }>('{ myNotifications { kind } }', {}, fan.token)).myNotifications.length, { timeout: 15_000 })
      .toBe(1);
    await fan.page.getByTestId('nav-notifications').click();
    const item = fan.page.locator('[data-testid="notification"][data-kind="djSeated"]');
    await item.waitFor();
    expect(await item.getByTestId('notification-title').textContent()).toContain(dj.name);
    await item.getByTestId('notification-room').click();
    await fan.page.locator(`[data-testid="dj-seat"][data-user-id="${dj.id}"]`).waitFor();
  });
});

describe('blocked users', () => {
  it('blocks from a profile after confirming (which ends a friendship), lists the block in account settings and lifts it there', async () => {
    const cy = await signUp('Cy');
    const dee = await apiUser(`Dee ${randomUUID().slice(0, 6)}`);
    // Friends first (Dee invites, Cy's invitation back accepts it).
    await gql('mutation($u: ID!) { sendFriendInvitation(userId: $u) { id } }', { u: cy.id }, dee.token);
    await gql('mutation($u: ID!) { sendFriendInvitation(userId: $u) { id } }', { u: dee.id }, cy.token);

    await visit(cy.page, `/users/${dee.id}`);
    await cy.page.locator('[data-testid="profile-actions"][data-relationship="friends"][data-blocked="false"]').waitFor();
    // Cancelling the confirmation blocks nobody.
    await cy.page.getByTestId('block-user').click();
    const dialog = cy.page.getByRole('alertdialog', { name: `Block ${dee.name}?` });
    await dialog.waitFor();
    await cy.page.getByTestId('block-confirm-no').click();
    expect(await cy.page.getByTestId('block-confirm').count()).toBe(0);
    expect((await gql<{ blockedUsers: { total: number } }>('{ blockedUsers { total } }', {}, cy.token)).blockedUsers.total).toBe(0);

    await cy.page.getByTestId('block-user').click();
    await cy.page.getByTestId('block-confirm-yes').click();
    await cy.page.locator('[data-testid="profile-actions"][data-blocked="true"]').waitFor();
    expect(await cy.page.getByTestId('invite-friend').count()).toBe(0);
    expect(await cy.page.getByTestId('follow-button').count()).toBe(0);
    const { friendsUuids } = await gql<{ friendsUuids: { friendsUuids: string[] } }>('{ friendsUuids { friendsUuids } }', {}, cy.token);
    expect(friendsUuids.friendsUuids).toEqual([]);

    // Account settings list the block; unblocking there lifts it.
    await visit(cy.page, '/account');
    const row = cy.page.locator(`[data-testid="blocked-user"][data-user-id="${dee.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('blocked-name').textContent()).toBe(dee.name);
    await cy.page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(cy.page, '[data-testid="account-blocked"], .blocked-row')).toEqual([]);
    await row.getByRole('button', { name: `Unblock ${dee.name}` }).click();
    await cy.page.getByTestId('blocked-none').waitFor();
    await visit(cy.page, `/users/${dee.id}`);
    await cy.page.locator('[data-testid="profile-actions"][data-relationship="none"][data-blocked="false"]').waitFor();
  });
});

describe('notifications', () => {
  it('lists notifications and keeps the settings', async () => {
    const eve = await signUp('Eve');
    await gql('mutation { sendNotification(input: { title: "Hello Eve", body: "A note to yourself" }) { notified } }', {}, eve.token);
    await eve.page.getByTestId('nav-notifications').click();
    const item = eve.page.locator('[data-testid="notification"][data-kind="custom"]');
    await item.waitFor();
    expect(await item.getByTestId('notification-title').textContent()).toBe('Hello Eve');
    expect(await item.getByTestId('notification-body').textContent()).toBe('A note to yourself');

    // Every setting on at first; DJs off stays off after a reload.
    const djFans = eve.page.getByLabel('DJs I follow taking a seat');
    expect(await djFans.isChecked()).toBe(true);
    await djFans.click();
    await eve.page.locator('[data-testid="notification-setting-djFans"]:not(:checked):not(:disabled)').waitFor();
    await eve.page.reload();
    await eve.page.getByTestId('notification-settings').waitFor();
    expect(await eve.page.getByTestId('notification-setting-djFans').isChecked()).toBe(false);
    // Event reminders: their own setting, on at first.
    const reminders = eve.page.getByLabel('Event reminders');
    expect(await reminders.isChecked()).toBe(true);
    await reminders.click();
    await eve.page.locator('[data-testid="notification-setting-eventReminders"]:not(:checked):not(:disabled)').waitFor();
    // Notifications off: the kinds cannot be changed until they are on again.
    await eve.page.getByLabel('Send me notifications').click();
    await eve.page.locator('[data-testid="notification-setting-messages"]:disabled').waitFor();
    const { notificationSettings } = await gql<{ notificationSettings: Record<string, boolean> }>('{ notificationSettings { push djFans messages eventReminders } }', {}, eve.token);
    expect(notificationSettings).toEqual({ push: false, djFans: false, messages: true, eventReminders: false });

    await eve.page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(eve.page, '.topbar, .nav, .topbar-actions, [data-testid="notifications-page"], .notifications-section, .notification')).toEqual([]);
    await eve.page.getByTestId('lang-es').click();
    await eve.page.waitForFunction(() => document.querySelector('#notification-settings-title')?.textContent === 'Ajustes de notificaciones');
    await eve.page.getByLabel('Recordatorios de eventos').waitFor();
  });

  it('opts this browser in to push through the service worker (a web device) and out again', async () => {
    const fay = await signUp('Fay');
    // The subscription the push service would give (its keys as a browser makes them).
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    await fay.page.context().grantPermissions(['notifications']);
    await fay.page.addInitScript(
      ({ endpoint, keys }) => {
        const store = 'test.push-subscription';
        const make = (key: string) => ({
          endpoint,
          options: { applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            localStorage.removeItem(store);
            return true;
          },
        });
        PushManager.prototype.getSubscription = async function () {
          const key = localStorage.getItem(store);
          return (key ? make(key) : null) as unknown as PushSubscription;
        };
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const bytes = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
          const key = btoa(String.fromCharCode(...bytes));
          localStorage.setItem(store, key);
          localStorage.setItem('test.push-key', key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
          return make(key) as unknown as PushSubscription;
        };
      },
      { endpoint, keys },
    );
    await fay.page.goto(player('/notifications'));
    await fay.page.locator('[data-testid="push-opt-in"][data-state="unsubscribed"]').waitFor();
    await fay.page.getByTestId('push-subscribe').click();
    await fay.page.locator('[data-testid="push-opt-in"][data-state="subscribed"]').waitFor();

    // The service worker is the app's, and the subscription was made with the server's VAPID key.
    const worker = await fay.page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(worker).toBe(player('/push-worker.js'));
    expect(await fay.page.evaluate(() => localStorage.getItem('test.push-key'))).toBe(vapidPublicKey);
    const devices = async () => (await gql<{ devices: { devicePlatform: string; token: string }[] }>('query($u: ID!) { devices(userId: $u) { devicePlatform token } }', { u: fay.id }, fay.token)).devices;
    expect(await devices()).toEqual([{ devicePlatform: 'web', token: endpoint }]);

    // Still on after a reload; off removes the device.
    await fay.page.reload();
    await fay.page.locator('[data-testid="push-opt-in"][data-state="subscribed"]').waitFor();
    await fay.page.getByTestId('push-unsubscribe').click();
    await fay.page.locator('[data-testid="push-opt-in"][data-state="unsubscribed"]').waitFor();
    expect(await devices()).toEqual([]);

    // On again, then signing out ends the subscription and removes the device (the next user of this browser is
    // not shown Fay's notifications).
    await fay.page.getByTestId('push-subscribe').click();
    await fay.page.locator('[data-testid="push-opt-in"][data-state="subscribed"]').waitFor();
    expect(await devices()).toHaveLength(1);
    await fay.page.getByTestId('sign-out').click();
    await fay.page.getByTestId('email-input').waitFor();
    const { login } = await gql<{ login: { accessToken: string } }>('mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }');
    const left = await gql<{ devices: unknown[] }>('query($u: ID!) { devices(userId: $u) { token } }', { u: fay.id }, login.accessToken);
    expect(left.devices).toEqual([]);
    expect(await fay.page.evaluate(() => localStorage.getItem('test.push-subscription'))).toBeNull();
  });

  it('says so where the browser has no push', async () => {
    const gus = await signUp('Gus');
    await gus.page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await gus.page.goto(player('/notifications'));
    await gus.page.locator('[data-testid="push-opt-in"][data-state="unsupported"]').waitFor();
    expect(await gus.page.getByTestId('push-status').textContent()).toBe('This browser cannot receive notifications.');
    expect(await gus.page.getByTestId('push-subscribe').count()).toBe(0);
  });
});
