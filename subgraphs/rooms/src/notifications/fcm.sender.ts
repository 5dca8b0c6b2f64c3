import { createSign } from 'node:crypto';
import { z } from 'zod';
import { appTokenOf, CachedToken, endpoint, OAuthTokenClient, requestJson, segment, sendWithAppToken } from '@backspin/platform/providers';
import type { Device } from '../devices/device.entity.ts';
import type { PushMessage, PushOutcome, PushSender } from './push-sender.ts';

export interface FcmSettings {
  FCM_API_URL: string;
  FCM_TOKEN_URL: string;
  FCM_PROJECT_ID?: string | undefined;
  FCM_CLIENT_EMAIL?: string | undefined;
  FCM_PRIVATE_KEY?: string | undefined;
  PROVIDER_TIMEOUT_MS: number;
}

/** The scope FCM HTTP v1 asks of a service account's token. */
export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';

/** FCM's error body: `{ error: { code, message, status, details: [{ '@type': '...FcmError', errorCode: 'UNREGISTERED' }] } }`. */
function fcmError(body: unknown): string | undefined {
  const error = (body as { error?: { status?: unknown; message?: unknown; details?: { errorCode?: unknown }[] } } | null)?.error;
  if (!error) return undefined;
  const code = error.details?.find((d) => typeof d?.errorCode === 'string')?.errorCode ?? error.status;
  return [code, error.message].filter((part) => typeof part === 'string').join(': ');
}

const sent = z.object({ name: z.string() });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Firebase Cloud Messaging HTTP v1 for ios and android (APNs is reached through FCM: one protocol for both phones).
 * `POST {FCM_API_URL}/v1/projects/{project}/messages:send` with a service account's OAuth 2.0 token: an RS256 JWT
 * assertion (RFC 7523) exchanged at FCM_TOKEN_URL, cached until shortly before it expires.
 */
export class FcmSender implements PushSender {
  private readonly tokens: CachedToken;
  private readonly oauth: OAuthTokenClient;

  constructor(private readonly settings: FcmSettings) {
    this.oauth = new OAuthTokenClient({ tokenUrl: new URL(settings.FCM_TOKEN_URL), clientAuth: 'none', timeoutMs: settings.PROVIDER_TIMEOUT_MS });
    this.tokens = new CachedToken(async () => appTokenOf(await this.oauth.jwtBearer(this.assertion())));
  }

  get configured(): boolean {
    return Boolean(this.settings.FCM_PROJECT_ID && this.settings.FCM_CLIENT_EMAIL && this.settings.FCM_PRIVATE_KEY);
  }

  /** The service account's signed token request (Google's OAuth 2.0 for server-to-server applications). */
  private assertion(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({ iss: this.settings.FCM_CLIENT_EMAIL, scope: fcmScope, aud: this.settings.FCM_TOKEN_URL, iat: now, exp: now + 3600 }),
    );
    const signer = createSign('RSA-SHA256');
    signer.update(`${header}.${claims}`);
    // Environment variables often carry the PEM's newlines escaped.
    const key = (this.settings.FCM_PRIVATE_KEY ?? '').replace(/\\n/g, '\n');
    return `${header}.${claims}.${base64url(signer.sign(key))}`;
  }

  async send(device: Device, message: PushMessage): Promise<PushOutcome> {
    const url = endpoint(this.settings.FCM_API_URL, `v1/projects/${segment(this.settings.FCM_PROJECT_ID ?? '')}/messages:send`);
    const result = await sendWithAppToken(this.tokens, [401], (token) =>
      requestJson({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        json: { message: fcmMessage(device.token, message) },
        schema: sent,
        timeoutMs: this.settings.PROVIDER_TIMEOUT_MS,
        errorMessage: fcmError,
      }),
    );
    if (result.ok) return { kind: 'sent' };
    const { status, message: why } = result.failure;
    if (status === 404 || why.startsWith('UNREGISTERED')) return { kind: 'gone', message: why };
    if (status === undefined || status === 401 || status === 429 || status >= 500) return { kind: 'retry', message: why };
    return { kind: 'failed', message: why };
  }
}

/**
 * The v1 `Message`: an alert has a `notification` (title, body) and APNs alert headers; a silent one only `data`,
 * with APNs background delivery (`content-available`, priority 5) and Android's normal priority. `data` values are
 * strings, as FCM requires.
 */
export function fcmMessage(token: string, message: PushMessage): Record<string, unknown> {
  const data = { ...message.data, notificationId: message.notificationId };
  if (message.silent) {
    return {
      token,
      data,
      android: { priority: 'normal' },
      apns: { headers: { 'apns-push-type': 'background', 'apns-priority': '5' }, payload: { aps: { 'content-available': 1 } } },
    };
  }
  return {
    token,
    notification: { title: message.title ?? '', body: message.body ?? '' },
    data,
    android: { priority: 'high' },
    apns: { headers: { 'apns-push-type': 'alert', 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
  };
}
