/**
 * The browser push opt-in's logic, against a stand-in for the browser's service worker, PushManager and Notification
 * (headless Chromium offline has no push service to subscribe to). The browser test drives the same code through the
 * real service worker and the real devices mutation.
 */
import { describe, expect, it } from 'vitest';
import { base64UrlBytes, pushState, pushWorkerUrl, subscribeToPush, unsubscribeFromPush, type PushBrowser, type WebPushSubscriptionJson } from './push';

// A P-256 point's size (65 bytes, 0x04 first), base64url, as the server's webPushPublicKey.
const serverKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const otherKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth: Buffer.alloc(16, 2).toString('base64url') };

function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; existingKey?: string } = {}) {
  const log: string[] = [];
  let permission = options.permission ?? 'default';
  let counter = 0;
  const subscription = (key: Uint8Array) => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/sub-${++counter}`;
    const sub = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        log.push(`unsubscribe ${endpoint}`);
        current = null;
        return true;
      },
    };
    return sub;
  };
  let current: ReturnType<typeof subscription> | null = options.existingKey ? subscription(base64UrlBytes(options.existingKey)) : null;
  let registered = Boolean(current);
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (o: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        log.push(`subscribe visible=${o.userVisibleOnly} key=${Buffer.from(o.applicationServerKey).toString('base64url')}`);
        current = subscription(o.applicationServerKey);
        return current;
      },
    },
  };
  const browser: PushBrowser = {
    hasPushManager: true,
    serviceWorker: {
      register: async (url, o) => {
        log.push(`register ${url} scope=${o?.scope}`);
        registered = true;
        return registration;
      },
      getRegistration: async (url) => (registered && url === pushWorkerUrl ? registration : undefined),
    },
    notification: {
      get permission() {
        return permission;
      },
      requestPermission: async () => {
        log.push('ask permission');
        permission = options.answer ?? 'granted';
        return permission;
      },
    },
  };
  return { browser, log };
}

describe('browser push opt-in', () => {
  it('degrades where push is unsupported, unconfigured or refused, registering nothing', async () => {
    const registered: WebPushSubscriptionJson[] = [];
    const register = async (s: WebPushSubscriptionJson) => void registered.push(s);
    const noWorker: PushBrowser = { hasPushManager: true, notification: fakeBrowser().browser.notification! };
    expect(await pushState(noWorker, serverKey)).toBe('unsupported');
    expect(await subscribeToPush(noWorker, serverKey, register)).toEqual({ kind: 'unsupported' });
    const noPushManager = { ...fakeBrowser().browser, hasPushManager: false };
    expect(await subscribeToPush(noPushManager, serverKey, register)).toEqual({ kind: 'unsupported' });
    await unsubscribeFromPush(noPushManager, async () => void registered.push({ endpoint: 'x', keys }));

    const { browser, log } = fakeBrowser();
    expect(await pushState(browser, null)).toBe('unavailable');
    expect(await subscribeToPush(browser, null, register)).toEqual({ kind: 'unavailable' });
    expect(log).toEqual([]);

    const refusing = fakeBrowser({ answer: 'denied' });
    expect(await subscribeToPush(refusing.browser, serverKey, register)).toEqual({ kind: 'denied' });
    expect(refusing.log).toEqual(['ask permission']);
    expect(await pushState(refusing.browser, serverKey)).toBe('denied');
    expect(registered).toEqual([]);
  });

  it('asks, registers the worker, subscribes with the server’s key and registers the subscription as a device', async () => {
    const { browser, log } = fakeBrowser();
    expect(await pushState(browser, serverKey)).toBe('unsubscribed');
    const registered: WebPushSubscriptionJson[] = [];
    const outcome = await subscribeToPush(browser, serverKey, async (s) => void registered.push(s));
    const expected = { endpoint: 'https://fcm.googleapis.com/fcm/send/sub-1', keys };
    expect(outcome).toEqual({ kind: 'subscribed', subscription: expected });
    expect(registered).toEqual([expected]);
    expect(log).toEqual(['ask permission', `register ${pushWorkerUrl} scope=/`, `subscribe visible=true key=${serverKey}`]);
    expect(await pushState(browser, serverKey)).toBe('subscribed');

    // Again: the same subscription is registered again (the server moves it to whoever is signed in), none new.
    await subscribeToPush(browser, serverKey, async (s) => void registered.push(s));
    expect(registered).toEqual([expected, expected]);
    expect(log.filter((l) => l.startsWith('subscribe'))).toHaveLength(1);

    // Off: the subscription ends and its device is removed by its endpoint.
    const removed: string[] = [];
    await unsubscribeFromPush(browser, async (endpoint) => void removed.push(endpoint));
    expect(removed).toEqual([expected.endpoint]);
    expect(await pushState(browser, serverKey)).toBe('unsubscribed');
  });

  it('replaces a subscription made with another server key', async () => {
    const { browser, log } = fakeBrowser({ permission: 'granted', existingKey: otherKey });
    const registered: WebPushSubscriptionJson[] = [];
    await subscribeToPush(browser, serverKey, async (s) => void registered.push(s));
    expect(log).toEqual([`register ${pushWorkerUrl} scope=/`, 'unsubscribe https://fcm.googleapis.com/fcm/send/sub-1', `subscribe visible=true key=${serverKey}`]);
    expect(registered.map((s) => s.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/sub-2']);
  });

  it('fails, registering nothing, when the device registration is refused', async () => {
    const { browser } = fakeBrowser({ permission: 'granted' });
    await expect(subscribeToPush(browser, serverKey, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('decodes base64url keys', () => {
    expect(Buffer.from(base64UrlBytes(serverKey)).toString('base64url')).toBe(serverKey);
    expect([...base64UrlBytes('_-8')]).toEqual([0xff, 0xef]);
  });
});
