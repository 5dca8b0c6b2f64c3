import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { isDevicePlatform, pushTokenMaxLength, webPushEndpointMaxLength, type DevicePlatform } from '@backspin/contracts/push';
import { containsNul } from '@backspin/contracts/validation';
import { can, DomainError, isUuid, requireUser, type Identity } from '@backspin/platform';
import { DeviceSchema, type Device, type WebPushKeys } from './device.entity.ts';

export interface RegisterDeviceInput {
  devicePlatform: string;
  /** ios and android: the FCM registration token. web: the subscription's endpoint (or give `subscription`). */
  token?: string | null | undefined;
  /** web: the browser's PushSubscription (endpoint and keys). */
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } } | null | undefined;
}

/** Whether an endpoint's origin is one of the allowed push services (`https://*.host` matches any subdomain). */
export function allowedPushOrigin(endpoint: URL, allowed: readonly string[]): boolean {
  return allowed.some((origin) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(origin);
    if (!wildcard) return endpoint.origin === origin;
    return endpoint.protocol === wildcard[1] && endpoint.host.endsWith(`.${wildcard[2]}`);
  });
}

const base64urlBytes = (value: unknown): number => (typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1);

/**
 * Devices registered for push: the user's own (register, remove by token, read), any user's for staff and services
 * (notifications.send). One row per token; registering a token again moves it to the caller.
 */
export class DeviceService {
  constructor(private readonly settings: { webPushOrigins: readonly string[] }) {}

  /** Validates first, then one upsert on the token. */
  async register(em: EntityManager, identity: Identity, input: RegisterDeviceInput): Promise<Device> {
    const userId = requireUser(identity);
    if (identity.tokenType !== 'user') throw new DomainError('FORBIDDEN');
    if (!isDevicePlatform(input.devicePlatform)) throw new DomainError('INVALID_DEVICE_PLATFORM');
    const platform: DevicePlatform = input.devicePlatform;
    let token: string;
    let webPushKeys: WebPushKeys | null = null;
    if (platform === 'web') {
      const subscription = input.subscription;
      const endpoint = subscription?.endpoint ?? '';
      let url: URL | null = null;
      try {
        url = typeof endpoint === 'string' && endpoint.length <= webPushEndpointMaxLength && !containsNul(endpoint) ? new URL(endpoint) : null;
      } catch {
        url = null;
      }
      const keys = subscription?.keys;
      const p256dh = base64urlBytes(keys?.p256dh);
      if (!url || !allowedPushOrigin(url, this.settings.webPushOrigins) || p256dh !== 65 || Buffer.from(keys!.p256dh, 'base64url')[0] !== 4 || base64urlBytes(keys?.auth) !== 16) {
        throw new DomainError('INVALID_WEB_PUSH_SUBSCRIPTION');
      }
      token = url.href;
      webPushKeys = { p256dh: keys!.p256dh, auth: keys!.auth };
    } else {
      const raw = typeof input.token === 'string' ? input.token.trim() : '';
      if (!raw || raw.length > pushTokenMaxLength || containsNul(raw) || /\s/.test(raw)) throw new DomainError('INVALID_PUSH_TOKEN');
      token = raw;
    }
    const now = new Date();
    await em.upsert(
      DeviceSchema,
      { id: randomUUID(), userId, platform, token, webPushKeys, createdAt: now, updatedAt: now },
      { onConflictFields: ['token'], onConflictMergeFields: ['userId', 'platform', 'webPushKeys', 'updatedAt'] },
    );
    return em.findOneOrFail(DeviceSchema, { token }, { disableIdentityMap: true });
  }

  /** DELETE /devices/{token}: the caller's device with that token (staff: anyone's). */
  async removeByToken(em: EntityManager, identity: Identity, token: string, userId?: string): Promise<Device> {
    const device = await this.findByToken(em, identity, token, userId);
    await em.nativeDelete(DeviceSchema, { id: device.id });
    return device;
  }

  /** GET /devices/single-device/{userId}/{token}: one device of a user (the user, or staff). */
  async single(em: EntityManager, identity: Identity, userId: string, token: string): Promise<Device> {
    return this.findByToken(em, identity, token, userId);
  }

  /** GET /devices/all-devices/{userId}: a user's devices, newest first (the user, or staff). */
  async allOf(em: EntityManager, identity: Identity, userId: string): Promise<Device[]> {
    const owner = this.ownerFor(identity, userId);
    return em.find(DeviceSchema, { userId: owner }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100, disableIdentityMap: true });
  }

  /** The devices of some users (the push fan-out), limited to some platforms. */
  async ofUsers(em: EntityManager, userIds: readonly string[], platforms: readonly DevicePlatform[]): Promise<Device[]> {
    if (!userIds.length) return [];
    return em.find(DeviceSchema, { userId: { $in: [...userIds] }, platform: { $in: [...platforms] } }, { orderBy: { createdAt: 'asc' }, disableIdentityMap: true });
  }

  /** A push service said the token is gone: remove it, unless it was registered again meanwhile (a new row or user). */
  async removeGone(em: EntityManager, device: Pick<Device, 'id' | 'token' | 'userId'>): Promise<boolean> {
    return (await em.nativeDelete(DeviceSchema, { id: device.id, token: device.token, userId: device.userId })) > 0;
  }

  private ownerFor(identity: Identity, userId: string | undefined): string {
    if (userId === undefined) return requireUser(identity);
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const owner = userId.toLowerCase();
    if (can(identity, 'notifications.send')) return owner;
    if (requireUser(identity) !== owner) throw new DomainError('FORBIDDEN');
    return owner;
  }

  private async findByToken(em: EntityManager, identity: Identity, token: string, userId: string | undefined): Promise<Device> {
    const owner = userId === undefined && can(identity, 'notifications.send') ? null : this.ownerFor(identity, userId);
    if (typeof token !== 'string' || !token || token.length > Math.max(pushTokenMaxLength, webPushEndpointMaxLength) || containsNul(token)) {
      throw new DomainError('INVALID_PUSH_TOKEN');
    }
    const device = await em.findOne(DeviceSchema, owner ? { token, userId: owner } : { token }, { disableIdentityMap: true });
    if (!device) throw new DomainError('DEVICE_NOT_FOUND');
    return device;
  }
}
