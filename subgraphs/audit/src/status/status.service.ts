import type { EntityManager } from '@mikro-orm/core';
import { serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';
import pkg from '../../package.json' with { type: 'json' };

/** The audit service's status: admin-facing (audit.read). */
export class StatusService {
  async status(em: EntityManager, identity: Identity): Promise<ServiceStatus> {
    return serviceStatus(em, identity, { service: 'audit', version: pkg.version, permission: 'audit.read' });
  }
}
