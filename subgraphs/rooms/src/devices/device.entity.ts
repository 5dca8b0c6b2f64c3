import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { devicePlatforms } from '@backspin/contracts/push';

/** The keys of a Web Push subscription (RFC 8291): the browser's P-256 public key and auth secret, base64url. */
export interface WebPushKeys {
  p256dh: string;
  auth: string;
}

/**
 * A device registered for push (POST /devices, POST /web-notifications/subscription). `token` is what the push
 * service knows it by: the FCM registration token on ios and android, the subscription's endpoint URL on the web
 * (with its keys). One row per token: registering a token again moves it to the caller (a phone changing hands).
 */
export const DeviceSchema = defineEntity({
  name: 'Device',
  tableName: 'device',
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    platform: p.enum(devicePlatforms),
    token: p.text().unique(),
    webPushKeys: p.json<WebPushKeys>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Device = InferEntity<typeof DeviceSchema>;
