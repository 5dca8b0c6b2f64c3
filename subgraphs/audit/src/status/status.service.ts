import type { EntityManager } from '@mikro-orm/core';
import { requirePermission, serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';
import pkg from '../../package.json' with { type: 'json' };

/** The audit service's status: admin-facing (audit.read). */
export class StatusService {
  async status(em: EntityManager, identity: Identity): Promise<ServiceStatus> {
    requirePermission(identity, 'audit.read');
    return serviceStatus(em, 'audit', pkg.version);
  }
}
