import type { EntityManager } from '@mikro-orm/core';
import { DomainError, requiredUuid, requirePermission, type Identity } from '@backspin/platform';
import { adminDjListFields, adminListPaging } from '@backspin/contracts/admin-lists';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { DjSchema, type Dj } from './dj.entity.ts';

export const adminDjListSpec: ListSpec = { fields: adminDjListFields, ...adminListPaging };

/** The console's DJs (GET /admin/djs, /admin/djs/{id}): administrators (console.manage), as for the admin rooms. */
export class DjService {
  async adminList(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<Dj>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, DjSchema, input, adminDjListSpec);
  }

  /** One DJ; 404 for a user who never played. */
  async adminGet(em: EntityManager, identity: Identity, id: string): Promise<Dj> {
    requirePermission(identity, 'console.manage');
    const dj = await em.findOne(DjSchema, { id: requiredUuid(id, 'INVALID_USER_ID') });
    if (!dj) throw new DomainError('DJ_NOT_FOUND');
    return dj;
  }
}
