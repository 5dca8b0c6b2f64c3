import type { EntityManager } from '@mikro-orm/core';
import { requirePermission, type Identity } from '@backspin/platform';
import pkg from '../../package.json' with { type: 'json' };
import type { ServiceStatusType } from './status.types.ts';

/** The audit service's status: admin-facing (audit.read), answered only once the database has replied. */
export class StatusService {
  async status(em: EntityManager, identity: Identity): Promise<ServiceStatusType> {
    requirePermission(identity, 'audit.read');
    await em.getConnection().execute('select 1');
    return { service: 'audit', version: pkg.version, status: 'ok' };
  }
}
