import type { EntityManager } from '@mikro-orm/core';
import { serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';
import pkg from '../../package.json' with { type: 'json' };

/** Spec 3, §7 `GET /` of the audit service: it greets whoever asks (no sign-in), as the economy service does. */
export const auditGreeting = 'Hello from the Backspin audit service!';

/** The audit service's status: admin-facing (audit.read); and its greeting (anyone). */
export class StatusService {
  async status(em: EntityManager, identity: Identity): Promise<ServiceStatus> {
    return serviceStatus(em, identity, { service: 'audit', version: pkg.version, permission: 'audit.read' });
  }

  greeting(): string {
    return auditGreeting;
  }
}
