import type { EntityManager } from '@mikro-orm/core';
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { requirePermission, type Identity, type Permission } from '@backspin/contracts/roles';
import { execute } from '../db/sql.ts';

const startedAt = Date.now();

/** A service's health for the info-admin status paths: the same shape in every subgraph (shareable). */
@ObjectType('ServiceStatus', { description: 'A service’s name, version and health (GET /info-admin/*-status).' })
@Directive('@shareable')
export class ServiceStatus {
  @Field(() => String)
  service!: string;

  @Field(() => String)
  version!: string;

  @Field(() => String, { description: '"ok" when the service and its database answer, else "degraded".' })
  status!: 'ok' | 'degraded';

  @Field(() => Boolean)
  database!: boolean;

  @Field(() => Int)
  uptimeSeconds!: number;

  @Field(() => Date)
  time!: Date;
}

/** Which service reports, and who may read its status (each service decides; the check is made here, never in a resolver). */
export interface ServiceStatusOptions {
  service: string;
  version: string;
  permission: Permission;
}

/** For a caller holding the service's permission: asks the database for one row (bounded by its own timeout) and reports. */
export async function serviceStatus(em: EntityManager, identity: Identity, { service, version, permission }: ServiceStatusOptions): Promise<ServiceStatus> {
  requirePermission(identity, permission);
  let database = false;
  try {
    await execute(em, 'select 1');
    database = true;
  } catch {
    database = false;
  }
  return {
    service,
    version,
    status: database ? 'ok' : 'degraded',
    database,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    time: new Date(),
  };
}
