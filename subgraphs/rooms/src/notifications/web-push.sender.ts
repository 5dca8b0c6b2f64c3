import { createCipheriv, createECDH, createPrivateKey, hkdfSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { Device, WebPushKeys } from '../devices/device.entity.ts';
import type { PushMessage, PushOutcome, PushSender } from './push-sender.ts';

export interface WebPushSettings {
  /** The VAPID key pair (RFC 8292): the uncompressed P-256 public key (65 bytes) and the private scalar (32 bytes), base64url. */
  WEB_PUSH_VAPID_PUBLIC_KEY?: string | undefined;
  WEB_PUSH_VAPID_PRIVATE_KEY?: string | undefined;
  /** The VAPID `sub` claim: a mailto: or https: contact for the push service. */
  WEB_PUSH_SUBJECT: string;
  PROVIDER_TIMEOUT_MS: number;
}

/** RFC 8188 record size; one record holds the whole message. */
const recordSize = 4096;
/** The largest plaintext one aes128gcm record of `recordSize` takes (minus the 16-byte tag and the delimiter). */
export const webPushMaxPlaintext = recordSize - 16 - 1 - 86;

/** RFC 8291: encrypts `plaintext` for a subscription's keys (aes128gcm, one record). */
export function encryptWebPush(plaintext: Buffer, keys: WebPushKeys, salt: Buffer = randomBytes(16)): Buffer {
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const shared = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02: the last (and only) record's delimiter, no padding.
  const sealed = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(recordSize, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed]);
}

/** The VAPID private key as a KeyObject, from its raw base64url form. */
function vapidKey(publicKey: string, privateKey: string): KeyObject {
  const point = Buffer.from(publicKey, 'base64url');
  return createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url'), d: privateKey },
    format: 'jwk',
  });
}

/** RFC 8292 §2: an ES256 JWT for the push service's origin, valid 12 hours. */
export function vapidJwt(audience: string, subject: string, key: KeyObject, now = Date.now()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: audience, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject })}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

/**
 * Web Push (RFC 8030) to a browser's subscription: the payload encrypted per RFC 8291 (aes128gcm), the sender
 * identified with VAPID (RFC 8292), `TTL` a day, `Urgency` high for alerts and normal for silent data. The push
 * service answers 201; 404 or 410 means the subscription is gone.
 */
export class WebPushSender implements PushSender {
  private readonly key: KeyObject | null;

  constructor(private readonly settings: WebPushSettings) {
    this.key = settings.WEB_PUSH_VAPID_PUBLIC_KEY && settings.WEB_PUSH_VAPID_PRIVATE_KEY ? vapidKey(settings.WEB_PUSH_VAPID_PUBLIC_KEY, settings.WEB_PUSH_VAPID_PRIVATE_KEY) : null;
  }

  get configured(): boolean {
    return this.key !== null;
  }

  async send(device: Device, message: PushMessage): Promise<PushOutcome> {
    if (!this.key || !device.webPushKeys) return { kind: 'failed', message: 'not a configured Web Push subscription' };
    const url = new URL(device.token);
    const body = encryptWebPush(webPushPayload(message), device.webPushKeys);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `vapid t=${vapidJwt(url.origin, this.settings.WEB_PUSH_SUBJECT, this.key)}, k=${this.settings.WEB_PUSH_VAPID_PUBLIC_KEY}`,
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
          ttl: '86400',
          urgency: message.silent ? 'normal' : 'high',
        },
        body: new Uint8Array(body),
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
export function webPushPayload(message: PushMessage): Buffer {
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
