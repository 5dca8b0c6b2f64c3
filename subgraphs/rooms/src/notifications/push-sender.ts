import type { Device } from '../devices/device.entity.ts';

/** What one push carries to one device. Silent: data for the app, no alert (no title or body shown). */
export interface PushMessage {
  notificationId: string;
  title: string | null;
  body: string | null;
  data: Record<string, string>;
  silent: boolean;
}

/**
 * What became of one push: `gone` is the push service saying the token or subscription no longer exists (FCM
 * UNREGISTERED or 404, Web Push 404 or 410): the device is removed. `retry`: worth another try later (the job's
 * backoff). `failed`: no retry can change the answer (a malformed request, our credentials refused).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'failed'; message: string };

/** A push service for some platforms (FCM for ios and android, Web Push for web). */
export interface PushSender {
  /** False without credentials: pushes to its devices are skipped (the notification stays in the in-app list). */
  readonly configured: boolean;
  send(device: Device, message: PushMessage): Promise<PushOutcome>;
}
