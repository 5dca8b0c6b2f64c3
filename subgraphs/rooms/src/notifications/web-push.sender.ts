import webpush, { type RequestDetails } from 'web-push';
import type { Device } from '../devices/device.entity.ts';
import { allowedPushOrigin } from '../devices/device.service.ts';
import type { PushMessage, PushOutcome, PushSender } from './push-sender.ts';

export interface WebPushSettings {
  /** The VAPID key pair (RFC 8292): the uncompressed P-256 public key (65 bytes) and the private scalar (32 bytes), base64url. */
  WEB_PUSH_VAPID_PUBLIC_KEY?: string | undefined;
  WEB_PUSH_VAPID_PRIVATE_KEY?: string | undefined;
  /** The VAPID `sub` claim: a mailto: or https: contact for the push service. */
  WEB_PUSH_SUBJECT: string;
  /** The push services a subscription may point at (checked at registration, and again here before each post). */
  WEB_PUSH_ENDPOINT_ORIGINS: readonly string[];
  PROVIDER_TIMEOUT_MS: number;
}

/**
 * The largest plaintext we send. A push service need not accept more than 4096 bytes of body (RFC 8030 §7.2), and
 * `web-push` writes aes128gcm (RFC 8188) with an 86-byte header (salt 16, record size 4, key id length 1, its P-256 key
 * 65), then one record: the plaintext, the 1-byte last-record delimiter and the 16-byte tag.
 */
const webPushMaxPlaintext = 4096 - 86 - 1 - 16;

/** How long the push service keeps a message for a browser that is offline (the `TTL` header, seconds). */
const webPushTtlSeconds = 24 * 3600;

/**
 * Web Push (RFC 8030) to a browser's subscription, through the `web-push` package: it encrypts the payload (RFC 8291,
 * aes128gcm) and signs the VAPID JWT (RFC 8292) for the endpoint's origin. `TTL` a day, `Urgency` high for alerts and
 * normal for silent data. We send the request ourselves (`generateRequestDetails`, then `fetch`) rather than through
 * `sendNotification`, so that the whole call has one time limit (`PROVIDER_TIMEOUT_MS`; `web-push`'s `timeout` is
 * only a socket idle timeout), redirects are not followed, and the endpoint may be plain HTTP (the local push service
 * of tests; `sendNotification` speaks only HTTPS). The push service answers 201; 404 or 410 means the
 * subscription is gone.
 */
export class WebPushSender implements PushSender {
  private readonly vapid: { subject: string; publicKey: string; privateKey: string } | null;

  constructor(private readonly settings: WebPushSettings) {
    const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey, WEB_PUSH_SUBJECT: subject } = settings;
    this.vapid = publicKey && privateKey ? { subject, publicKey, privateKey } : null;
    // A key pair or subject web-push cannot use fails at start, not at the first push.
    if (this.vapid) webpush.getVapidHeaders('https://push.example', subject, this.vapid.publicKey, this.vapid.privateKey, 'aes128gcm');
  }

  get configured(): boolean {
    return this.vapid !== null;
  }

  async send(device: Device, message: PushMessage): Promise<PushOutcome> {
    if (!this.vapid || !device.webPushKeys) return { kind: 'failed', message: 'not a configured Web Push subscription' };
    // The server posts to an address a client gave: only to the allowed push services, also for subscriptions
    // registered before the list was narrowed.
    if (!URL.canParse(device.token) || !allowedPushOrigin(new URL(device.token), this.settings.WEB_PUSH_ENDPOINT_ORIGINS)) {
      return { kind: 'failed', message: 'the subscription’s push service is not allowed (WEB_PUSH_ENDPOINT_ORIGINS)' };
    }
    let request: RequestDetails & { body: Buffer };
    try {
      request = webpush.generateRequestDetails({ endpoint: device.token, keys: device.webPushKeys }, webPushPayload(message), {
        vapidDetails: this.vapid,
        contentEncoding: 'aes128gcm',
        TTL: webPushTtlSeconds,
        urgency: message.silent ? 'normal' : 'high',
      });
    } catch (error) {
      // Keys web-push cannot encrypt for: no retry changes that.
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    // fetch sets the length from the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.PROVIDER_TIMEOUT_MS),
      });
      await response.body?.cancel();
    } catch (error) {
      return { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
    }
    const why = `${response.status} ${response.statusText}`.trim();
    if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', message: why };
    if (response.status === 429 || response.status >= 500) return { kind: 'retry', message: why };
    return { kind: 'failed', message: why };
  }
}

/**
 * What the service worker receives: `{ notificationId, title, body, data, silent }` as JSON. Data that would not fit
 * one record is left out (the app reads the notification by its id).
 */
function webPushPayload(message: PushMessage): Buffer {
  const encode = (data: Record<string, string>, body: string | null) =>
    Buffer.from(JSON.stringify({ notificationId: message.notificationId, title: message.title, body, data, silent: message.silent }));
  const full = encode(message.data, message.body);
  if (full.length <= webPushMaxPlaintext) return full;
  // Without the data; then, for a body of many multi-byte characters, the body cut to what fits.
  let out = encode({}, message.body);
  if (out.length <= webPushMaxPlaintext || !message.body) return out;
  const budget = webPushMaxPlaintext - encode({}, '').length;
  let body = '';
  for (const char of message.body) {
    if (Buffer.byteLength(JSON.stringify(`${body}${char}…`)) - 2 > budget) break;
    body += char;
  }
  out = encode({}, `${body}…`);
  return out;
}
