/**
 * Browser push opt-in (Web Push): the service worker served from the app's root (`public/push-worker.js`), a
 * PushManager subscription made with the server's VAPID public key, and that subscription registered as a `web`
 * device. Written against the few browser interfaces it needs, so it runs (and is tested) wherever they are given.
 */

/** The service worker's address (Vite serves `public/` at the root; its scope is the whole app). */
export const pushWorkerUrl = '/push-worker.js';

/** A PushSubscription's JSON as the devices mutation takes it. */
export interface WebPushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface SubscriptionLike {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey?: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

interface PushManagerLike {
  getSubscription(): Promise<SubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<SubscriptionLike>;
}

interface RegistrationLike {
  readonly pushManager: PushManagerLike;
}

/** What of the browser push needs: `navigator.serviceWorker`, `window.PushManager`, `window.Notification`. */
export interface PushBrowser {
  serviceWorker?: {
    register(url: string, options?: { scope?: string }): Promise<RegistrationLike>;
    getRegistration(url?: string): Promise<RegistrationLike | undefined>;
  };
  hasPushManager: boolean;
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
}

/** The browser this page runs in (nothing there where push is unsupported, or outside a browser). */
export function currentPushBrowser(): PushBrowser {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return { hasPushManager: false };
  return {
    ...('serviceWorker' in navigator && navigator.serviceWorker ? { serviceWorker: navigator.serviceWorker } : {}),
    hasPushManager: 'PushManager' in window,
    ...('Notification' in window ? { notification: window.Notification } : {}),
  };
}

/**
 * Where push stands in this browser: `unsupported` (no service worker, PushManager or Notification), `unavailable`
 * (the server sends browsers no pushes), `denied` (the user refused notifications to this site), otherwise
 * `subscribed` or `unsubscribed`.
 */
export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'subscribed' | 'unsubscribed';

export function pushSupported(browser: PushBrowser): boolean {
  return Boolean(browser.serviceWorker && browser.hasPushManager && browser.notification);
}

/** base64url (the VAPID key as the server gives it) to bytes, as `applicationServerKey` takes them. */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return true; // a browser that does not say: keep the subscription
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]);
}

/** The subscription's JSON, checked to be what the devices mutation takes; null when the browser gave less. */
export function subscriptionJson(subscription: SubscriptionLike): WebPushSubscriptionJson | null {
  const json = subscription.toJSON();
  const endpoint = json.endpoint ?? subscription.endpoint;
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!endpoint || !p256dh || !auth) return null;
  return { endpoint, keys: { p256dh, auth } };
}

export async function pushState(browser: PushBrowser, publicKey: string | null): Promise<PushState> {
  if (!pushSupported(browser)) return 'unsupported';
  if (!publicKey) return 'unavailable';
  if (browser.notification!.permission === 'denied') return 'denied';
  const registration = await browser.serviceWorker!.getRegistration(pushWorkerUrl);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && browser.notification!.permission === 'granted' ? 'subscribed' : 'unsubscribed';
}

export type SubscribeOutcome = { kind: 'subscribed'; subscription: WebPushSubscriptionJson } | { kind: 'unsupported' | 'unavailable' | 'denied' };

/**
 * Opts this browser in: asks for the notification permission, registers the service worker, subscribes with the
 * server's VAPID key (a subscription made with another key is replaced) and hands the subscription to `register`
 * (the `registerDevice` mutation as a `web` device). A failed registration throws, as does a failed subscribe.
 */
export async function subscribeToPush(
  browser: PushBrowser,
  publicKey: string | null,
  register: (subscription: WebPushSubscriptionJson) => Promise<void>,
): Promise<SubscribeOutcome> {
  if (!pushSupported(browser)) return { kind: 'unsupported' };
  if (!publicKey) return { kind: 'unavailable' };
  const permission = browser.notification!.permission === 'granted' ? 'granted' : await browser.notification!.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await browser.serviceWorker!.register(pushWorkerUrl, { scope: '/' });
  const applicationServerKey = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscriptionJson(subscription);
  if (!json) throw new Error('the browser gave a push subscription without its keys');
  await register(json);
  return { kind: 'subscribed', subscription: json };
}

/** Opts this browser out: the subscription ended here and its device removed (`remove`, with the endpoint). */
export async function unsubscribeFromPush(browser: PushBrowser, remove: (endpoint: string) => Promise<void>): Promise<void> {
  if (!pushSupported(browser)) return;
  const registration = await browser.serviceWorker!.getRegistration(pushWorkerUrl);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await remove(endpoint);
}
