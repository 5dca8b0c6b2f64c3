import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** djSeated: a DJ one follows took a seat; custom and room: messages from staff, users and rooms; eventReminder: an event one is interested in starts. */
export const notificationKinds = ['djSeated', 'custom', 'room', 'eventReminder', 'silent'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A notification sent to one user (the in-app list, GET /api/room-service/ root of the push paths). Its push
 * deliveries, one job per device, carry its id. Silent notifications are data for the app, not listed.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    kind: p.enum(notificationKinds),
    title: p.string().length(200).nullable(),
    body: p.string().length(1000).nullable(),
    data: p.json<Record<string, string>>(),
    /** Who sent it (a user, staff, or null for the rooms service itself: a DJ's seat). */
    senderId: p.uuid().nullable(),
    createdAt: p.datetime(),
    /** When its push fan-out queued the device pushes: set once, so a redelivered fan-out queues nothing twice. */
    fannedOutAt: p.datetime().nullable(),
  },
});
export type Notification = InferEntity<typeof NotificationSchema>;

/**
 * A user's notification settings: push on or off as a whole, and per kind (DJs they follow taking a seat; messages
 * from staff and rooms; reminders of events they are interested in). No row: everything on. Read by every send (job time, so a change stops queued pushes too).
 */
export const NotificationSettingSchema = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_setting',
  properties: {
    userId: p.uuid().primary(),
    push: p.boolean(),
    djFans: p.boolean(),
    messages: p.boolean(),
    /** Reminders of events the user marked their interest in (kind eventReminder); on for rows written before it existed. */
    eventReminders: p.boolean().default(true),
    updatedAt: p.datetime(),
  },
});
export type NotificationSetting = InferEntity<typeof NotificationSettingSchema>;
