import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  notificationBodyMaxLength,
  notificationDataKeyMaxLength,
  notificationDataMaxEntries,
  notificationDataValueMaxLength,
  notificationTitleMaxLength,
  notificationUsersMax,
  type DevicePlatform,
} from '@backspin/contracts/push';
import { containsNul } from '@backspin/contracts/validation';
import { can, DomainError, FailJobError, isUuid, requireUser, type Database, type Identity } from '@backspin/platform';
import { DeviceSchema } from '../devices/device.entity.ts';
import type { DeviceService } from '../devices/device.service.ts';
import type { RoomsJobRunner } from '../jobs.ts';
import { RoomPresenceSchema } from '../presence/presence.entity.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { NotificationSchema, NotificationSettingSchema, type Notification, type NotificationKind, type NotificationSetting } from './notification.entity.ts';
import type { PushOutcome, PushSender } from './push-sender.ts';

/** Which devices a notification goes to. */
export const notificationTargets = ['mobile', 'web', 'all'] as const;
export type NotificationTarget = (typeof notificationTargets)[number];
const platformsOf: Record<NotificationTarget, DevicePlatform[]> = { mobile: ['ios', 'android'], web: ['web'], all: ['ios', 'android', 'web'] };

export interface SendNotificationInput {
  /** The users to notify; none and no room: the caller themselves. */
  userIds?: readonly string[] | null | undefined;
  /** Everyone in this room now (signed-in users). */
  roomId?: string | null | undefined;
  title?: string | null | undefined;
  body?: string | null | undefined;
  data?: Record<string, unknown> | null | undefined;
  /** Data for the app, no alert: no title or body. */
  silent?: boolean | null | undefined;
  target?: NotificationTarget | null | undefined;
  /** The admin variants of the paths: staff only, whoever is named. */
  admin?: boolean | null | undefined;
}

export interface NotificationContent {
  kind: NotificationKind;
  title: string | null;
  body: string | null;
  data: Record<string, string>;
  senderId: string | null;
}

export interface NotificationSettings {
  push: boolean;
  djFans: boolean;
  messages: boolean;
  /** Reminders of events the user is interested in, as they start (events/). */
  eventReminders: boolean;
}

const defaultSettings: NotificationSettings = { push: true, djFans: true, messages: true, eventReminders: true };

function checkedText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (!text) return null;
  if ([...text].length > max || containsNul(text)) throw new DomainError('INVALID_NOTIFICATION');
  return text;
}

function checkedData(data: Record<string, unknown> | null | undefined): Record<string, string> {
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new DomainError('INVALID_NOTIFICATION_DATA');
  const entries = Object.entries(data);
  if (entries.length > notificationDataMaxEntries) throw new DomainError('INVALID_NOTIFICATION_DATA');
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!key || key.length > notificationDataKeyMaxLength || containsNul(key) || typeof value !== 'string') throw new DomainError('INVALID_NOTIFICATION_DATA');
    if (value.length > notificationDataValueMaxLength || containsNul(value)) throw new DomainError('INVALID_NOTIFICATION_DATA');
    // FCM reserves these keys in `data`; our own id travels there too.
    if (key === 'from' || key === 'notificationId' || key.startsWith('google.') || key.startsWith('gcm.')) throw new DomainError('INVALID_NOTIFICATION_DATA');
    out[key] = value;
  }
  return out;
}

/**
 * Notifications: a user's in-app list, their settings, and pushes to their devices. Sending writes one notification
 * per user and queues its push fan-out in the same transaction (durable jobs, `push.notify`); the fan-out reads the
 * user's settings and devices when it runs and queues one `push.device` job per device, retried with the runner's
 * backoff; a token the push service reports gone is removed.
 */
export class NotificationService {
  constructor(
    private readonly deps: {
      jobs: RoomsJobRunner;
      devices: DeviceService;
      authority: RoomAuthorityService;
      /** The push service of each platform. */
      senders: Record<DevicePlatform, PushSender>;
      /** The VAPID public key browsers subscribe with (base64url); null when Web Push is not configured. */
      webPushPublicKey: string | null;
    },
  ) {}

  /** The key a browser passes to `PushManager.subscribe` as its application server key; null: no browser pushes. */
  webPushPublicKey(): string | null {
    return this.deps.senders.web.configured ? this.deps.webPushPublicKey : null;
  }

  /** Registers the push jobs' handlers on the runner (module.ts, once). */
  registerJobs(db: Database): void {
    this.deps.jobs.register('push.notify', (payload) => db.em.fork().transactional((tx) => this.fanOut(tx, payload.notificationId, payload.platforms)));
    this.deps.jobs.register('push.device', async (payload) => {
      const outcome = await this.push(db.em.fork(), payload.notificationId, payload.deviceId);
      if (outcome.kind === 'retry') throw new Error(outcome.message);
      if (outcome.kind === 'failed') throw new FailJobError(outcome.message);
    });
  }

  /**
   * The send paths (/mobileNotification/..., /notifications/custom-message..., /web-notifications/push-notification,
   * /room-users-notification): validates everything first, then who may: oneself always; a room's users its staff;
   * other users, and any admin variant, platform staff and services (notifications.send).
   */
  async send(em: EntityManager, identity: Identity, input: SendNotificationInput): Promise<{ notified: number }> {
    const silent = input.silent === true;
    const title = checkedText(input.title, notificationTitleMaxLength);
    const body = checkedText(input.body, notificationBodyMaxLength);
    const data = checkedData(input.data);
    if (silent && (title || body)) throw new DomainError('INVALID_SILENT_NOTIFICATION');
    if (silent && !Object.keys(data).length) throw new DomainError('INVALID_SILENT_NOTIFICATION');
    if (!silent && (!title || !body)) throw new DomainError('INVALID_NOTIFICATION');
    const userIds = input.userIds ?? [];
    if (!Array.isArray(userIds) || userIds.length > notificationUsersMax || userIds.some((id) => typeof id !== 'string' || !isUuid(id))) {
      throw new DomainError('INVALID_NOTIFICATION_AUDIENCE');
    }
    const roomId = input.roomId ?? null;
    if ((roomId !== null && (!isUuid(roomId) || userIds.length)) ) throw new DomainError('INVALID_NOTIFICATION_AUDIENCE');
    const target: NotificationTarget = input.target ?? 'all';
    const staff = can(identity, 'notifications.send');
    if (input.admin && !staff) throw new DomainError(identity.userId ? 'NOTIFICATION_FORBIDDEN' : 'UNAUTHORIZED');
    let audience: string[];
    let kind: NotificationKind = silent ? 'silent' : 'custom';
    if (roomId) {
      const room = await em.findOne(RoomSchema, { id: roomId.toLowerCase() }, { fields: ['id'] });
      if (!room) throw new DomainError('ROOM_NOT_FOUND');
      if (!staff) {
        requireUser(identity);
        if (!(await this.deps.authority.canModerate(em, identity, room.id))) throw new DomainError('ROOM_NOTIFICATION_FORBIDDEN');
      }
      const present = await em.find(RoomPresenceSchema, { roomId: room.id, tokenRole: 'user' }, { fields: ['userId'], disableIdentityMap: true });
      audience = present.map((p) => p.userId);
      if (!silent) kind = 'room';
      data.roomId ??= room.id;
    } else if (userIds.length) {
      audience = [...new Set(userIds.map((id) => id.toLowerCase()))];
      if (!staff && audience.some((id) => id !== identity.userId)) throw new DomainError(identity.userId ? 'NOTIFICATION_FORBIDDEN' : 'UNAUTHORIZED');
    } else {
      audience = [requireUser(identity)];
    }
    const senderId = identity.tokenType === 'service' ? null : identity.userId;
    await em.transactional((tx) => this.deliver(tx, audience, { kind, title, body, data, senderId }, target));
    this.deps.jobs.wake();
    return { notified: audience.length };
  }

  /**
   * Inside the caller's transaction: one notification per user and its push fan-out job. The rows and the jobs commit
   * with the caller's change or not at all; call `wake()` after the commit.
   */
  async deliver(tx: EntityManager, userIds: readonly string[], content: NotificationContent, target: NotificationTarget = 'all'): Promise<string[]> {
    const ids: string[] = [];
    const now = new Date();
    for (const userId of userIds) {
      const id = randomUUID();
      await tx.insert(NotificationSchema, { id, userId, ...content, createdAt: now, fannedOutAt: null });
      await this.deps.jobs.enqueue(tx, 'push.notify', { notificationId: id, platforms: platformsOf[target] });
      ids.push(id);
    }
    return ids;
  }

  wake(): void {
    this.deps.jobs.wake();
  }

  /** The fan-out: the user's settings decide, then one push job per device of the platforms asked for. */
  private async fanOut(tx: EntityManager, notificationId: string, platforms: DevicePlatform[]): Promise<void> {
    const notification = await tx.findOne(NotificationSchema, { id: notificationId }, { disableIdentityMap: true });
    if (!notification) return;
    // Once: a fan-out redelivered after it committed (its worker died before marking the job done) queues nothing again.
    const first = await tx.nativeUpdate(NotificationSchema, { id: notificationId, fannedOutAt: null }, { fannedOutAt: new Date() });
    if (!first) return;
    const settings = await this.settingsOf(tx, notification.userId);
    if (!wanted(settings, notification.kind)) return;
    const devices = await this.deps.devices.ofUsers(tx, [notification.userId], platforms);
    for (const device of devices) {
      if (!this.deps.senders[device.platform].configured) continue;
      await this.deps.jobs.enqueue(tx, 'push.device', { notificationId, deviceId: device.id });
    }
  }

  /** One push to one device; a gone token is removed (unless registered again meanwhile). */
  private async push(em: EntityManager, notificationId: string, deviceId: string): Promise<PushOutcome> {
    const [notification, device] = await Promise.all([
      em.findOne(NotificationSchema, { id: notificationId }, { disableIdentityMap: true }),
      em.findOne(DeviceSchema, { id: deviceId }, { disableIdentityMap: true }),
    ]);
    // Removed meanwhile, or moved to another user: nothing to send.
    if (!notification || !device || device.userId !== notification.userId) return { kind: 'sent' };
    // The user may have switched pushes off since the fan-out.
    if (!wanted(await this.settingsOf(em, notification.userId), notification.kind)) return { kind: 'sent' };
    const outcome = await this.deps.senders[device.platform].send(device, {
      notificationId,
      title: notification.title ?? null,
      body: notification.body ?? null,
      data: notification.data,
      silent: notification.kind === 'silent',
    });
    if (outcome.kind === 'gone') await this.deps.devices.removeGone(em, device);
    return outcome;
  }

  async settingsOf(em: EntityManager, userId: string): Promise<NotificationSettings> {
    const row = await em.findOne(NotificationSettingSchema, { userId }, { disableIdentityMap: true });
    return row ? { push: row.push, djFans: row.djFans, messages: row.messages, eventReminders: row.eventReminders } : { ...defaultSettings };
  }

  /** The caller's settings. */
  async mySettings(em: EntityManager, identity: Identity): Promise<NotificationSettings> {
    return this.settingsOf(em, requireUser(identity));
  }

  /** Changes some of the caller's settings (the others stay). */
  async updateSettings(em: EntityManager, identity: Identity, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const userId = requireUser(identity);
    const current = await this.settingsOf(em, userId);
    const next: NotificationSetting = {
      userId,
      push: changes.push ?? current.push,
      djFans: changes.djFans ?? current.djFans,
      messages: changes.messages ?? current.messages,
      eventReminders: changes.eventReminders ?? current.eventReminders,
      updatedAt: new Date(),
    };
    await em.upsert(NotificationSettingSchema, next, {
      onConflictFields: ['userId'],
      onConflictMergeFields: ['push', 'djFans', 'messages', 'eventReminders', 'updatedAt'],
    });
    return { push: next.push, djFans: next.djFans, messages: next.messages, eventReminders: next.eventReminders };
  }

  /** The caller's notifications, newest first (silent ones are data for the app, not listed). */
  async mine(em: EntityManager, identity: Identity, limit = 50): Promise<Notification[]> {
    const userId = requireUser(identity);
    const take = Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : 50;
    return em.find(NotificationSchema, { userId, kind: { $ne: 'silent' } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: take, disableIdentityMap: true });
  }
}

/** Whether a user's settings let a notification of this kind through. */
function wanted(settings: NotificationSettings, kind: NotificationKind): boolean {
  if (!settings.push) return false;
  if (kind === 'djSeated') return settings.djFans;
  if (kind === 'custom' || kind === 'room') return settings.messages;
  if (kind === 'eventReminder') return settings.eventReminders;
  return true;
}
