import type { EntityManager } from '@mikro-orm/core';
import { serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';

/** The room service's version, as its status reports it (spec 1, §9: "room service 1.2.23"). */
export const roomServiceVersion = '1.2.23';

/** GET /info-admin/status and /info-admin/room-service-status: for those who run the console (`console.manage`). */
export function roomServiceStatus(em: EntityManager, identity: Identity): Promise<ServiceStatus> {
  return serviceStatus(em, identity, { service: 'room-service', version: roomServiceVersion, permission: 'console.manage' });
}
