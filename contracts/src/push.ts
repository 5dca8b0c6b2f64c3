/**
 * DJ fans, devices and push notifications (spec 2 §7 "Devices", "DJ fans", "Push notifications"): the limits the
 * rooms subgraph, the REST bridge and the apps share.
 */

/** A device's platform (spec 2 §3). */
export const devicePlatforms = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

export function isDevicePlatform(value: unknown): value is DevicePlatform {
  return (devicePlatforms as readonly unknown[]).includes(value);
}

/** Fans and following pages start at 12 (spec 3 §9); a page holds at most 100. */
export const djFansPageSize = 12;
export const djFansPageMax = 100;

/** A mobile push token (FCM registration tokens are ~160 characters; APNs device tokens 64 hex digits). */
export const pushTokenMaxLength = 4096;
/** A Web Push subscription's endpoint URL. */
export const webPushEndpointMaxLength = 2048;

/** A notification's title and body, and its data (a flat object of strings, as FCM's `data` requires). */
export const notificationTitleMaxLength = 200;
export const notificationBodyMaxLength = 1000;
export const notificationDataMaxEntries = 20;
export const notificationDataKeyMaxLength = 64;
export const notificationDataValueMaxLength = 1000;
/** How many users one notification call may name (everyone in a room or all devices are counted apart). */
export const notificationUsersMax = 1000;
