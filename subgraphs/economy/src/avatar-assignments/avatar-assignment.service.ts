import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  avatarAssignmentTypes,
  DomainError,
  isUuid,
  requirePermission,
  type AvatarAssignmentType,
  type Identity,
} from '@backspin/platform';
import { adminListPaging, avatarAssignmentListFields } from '@backspin/contracts/admin-lists';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { AvatarService } from '../avatars/avatar.service.ts';
import { UserAvatarAssignmentSchema, type UserAvatarAssignment } from '../avatars/user-avatar-assignment.entity.ts';

/** An avatar's holders, newest first (the console's assignments of one avatar). */
export const avatarAssignmentListSpec: ListSpec = {
  fields: avatarAssignmentListFields,
  defaultLimit: adminListPaging.defaultLimit,
  maxLimit: adminListPaging.maxLimit,
  defaultSort: adminListPaging.defaultSort,
};

/**
 * Assignments (spec 1, §3 UserAvatarAssignment): admins (`console.manage`) give an avatar to a user
 * (POST /avatar-assignment/{slug}) and take it back (DELETE /avatar-assignment/{avatarAssignmentId}); season awards
 * and purchases give them through `grant`. One per user and avatar, decided by the unique constraint.
 */
export class AvatarAssignmentService {
  constructor(private readonly avatars: AvatarService) {}

  /** An admin gives the avatar `slug` to a user (MANUAL unless said otherwise); 409 when the user holds it already. */
  async assign(
    em: EntityManager,
    identity: Identity,
    slug: string,
    input: { userId: string; assignmentType?: string | null },
  ): Promise<UserAvatarAssignment> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(input.userId)) throw new DomainError('INVALID_USER_ID');
    const assignmentType = input.assignmentType ?? 'MANUAL';
    if (!(avatarAssignmentTypes as readonly string[]).includes(assignmentType)) throw new DomainError('INVALID_AVATAR_ASSIGNMENT_TYPE');
    const avatar = await this.avatars.bySlug(em, slug);
    const row = {
      id: randomUUID(),
      userId: input.userId.toLowerCase(),
      avatar: avatar.id,
      assignmentType: assignmentType as AvatarAssignmentType,
      assignedBy: identity.tokenType === 'service' ? null : identity.userId,
      createdAt: new Date(),
    };
    try {
      await em.insert(UserAvatarAssignmentSchema, row);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('AVATAR_ALREADY_ASSIGNED');
      throw error;
    }
    return em.findOneOrFail(UserAvatarAssignmentSchema, { id: row.id }, { populate: ['avatar'] });
  }

  /** Admins: who holds the avatar `slug` (404 for an unknown one), by a list query. */
  async listOf(em: EntityManager, identity: Identity, slug: string, query: ListQueryInput | null | undefined): Promise<ListPage<UserAvatarAssignment>> {
    requirePermission(identity, 'console.manage');
    const avatar = await this.avatars.bySlug(em, slug);
    const page = await findPage(em, UserAvatarAssignmentSchema, query, avatarAssignmentListSpec, { avatar: avatar.id });
    await em.populate(page.data, ['avatar']);
    return page;
  }

  /** An admin takes an assignment back; answers what was deleted. */
  async unassign(em: EntityManager, identity: Identity, assignmentId: string): Promise<UserAvatarAssignment> {
    requirePermission(identity, 'console.manage');
    if (!isUuid(assignmentId)) throw new DomainError('INVALID_AVATAR_ASSIGNMENT_ID');
    const assignment = await em.findOne(UserAvatarAssignmentSchema, { id: assignmentId.toLowerCase() }, { populate: ['avatar'] });
    if (!assignment) throw new DomainError('AVATAR_ASSIGNMENT_NOT_FOUND');
    // Two admins deleting at once: one deletes it, the other finds nothing to delete.
    if (!(await em.nativeDelete(UserAvatarAssignmentSchema, { id: assignment.id }))) throw new DomainError('AVATAR_ASSIGNMENT_NOT_FOUND');
    return assignment;
  }

  /**
   * Gives an avatar to each of these users who does not hold it yet, in one statement (a holder keeps their first
   * assignment): how many assignments it created. Season awards and purchases call it inside their transaction.
   */
  async grant(em: EntityManager, avatarId: string, userIds: readonly string[], assignmentType: AvatarAssignmentType): Promise<number> {
    if (!userIds.length) return 0;
    const now = new Date();
    const rows = [...new Set(userIds)].map((userId) => ({ id: randomUUID(), userId, avatar: avatarId, assignmentType, assignedBy: null, createdAt: now }));
    const result = await (em as SqlEntityManager)
      .createQueryBuilder(UserAvatarAssignmentSchema)
      .insert(rows)
      .onConflict(['userId', 'avatar'])
      .ignore()
      .execute('run');
    return result.affectedRows;
  }

  /** The avatars users hold, for many users at once (User.avatarAssignments). */
  async heldBy(em: EntityManager, userIds: readonly string[]): Promise<Map<string, UserAvatarAssignment[]>> {
    const valid = userIds.filter(isUuid);
    const rows = valid.length
      ? await em.find(UserAvatarAssignmentSchema, { userId: { $in: valid } }, { populate: ['avatar'], orderBy: { createdAt: 'asc', id: 'asc' } })
      : [];
    const byUser = new Map<string, UserAvatarAssignment[]>(valid.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row);
    return byUser;
  }
}
