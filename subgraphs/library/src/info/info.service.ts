import type { EntityManager } from '@mikro-orm/core';
import { serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';

/** Spec 3, §9: "Service versions: ... playlists 1.4.1". */
export const playlistServiceVersion = '1.4.1';

/** GET /info-admin/playlists-service-status: for those who run the console (`console.manage`). */
export function playlistServiceStatus(em: EntityManager, identity: Identity): Promise<ServiceStatus> {
  return serviceStatus(em, identity, { service: 'playlist-service', version: playlistServiceVersion, permission: 'console.manage' });
}
