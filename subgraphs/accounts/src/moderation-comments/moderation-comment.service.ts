import { randomUUID } from 'node:crypto';
import { moderationCommentMaxLength } from '@backspin/contracts/moderation';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requirePermission, type Identity } from '@backspin/platform';
import { UserSchema } from '../users/user.entity.ts';
import { ModerationCommentSchema, type ModerationComment } from './moderation-comment.entity.ts';


/** Moderators' notes about users (users.moderate writes and reads them); any user may be commented on, by anyone holding it. */
export class ModerationCommentService {
  async add(em: EntityManager, identity: Identity, input: { userId: string; comment: string }): Promise<ModerationComment> {
    requirePermission(identity, 'users.moderate');
    // A service token may hold the permission without standing for anyone: a comment needs an author.
    if (!identity.userId) throw new DomainError('UNAUTHORIZED');
    if (!isUuid(input.userId)) throw new DomainError('INVALID_USER_ID');
    const comment = input.comment?.trim() ?? '';
    if (!comment || [...comment].length > moderationCommentMaxLength) throw new DomainError('INVALID_MODERATION_COMMENT');
    const userId = input.userId.toLowerCase();
    if (!(await em.findOne(UserSchema, { id: userId }))) throw new DomainError('USER_NOT_FOUND');
    const row = em.create(ModerationCommentSchema, { id: randomUUID(), userId, authorId: identity.userId, comment, createdAt: new Date() });
    await em.flush();
    return row;
  }

  /** The comments about a user, newest first. */
  async ofUser(em: EntityManager, identity: Identity, userId: string): Promise<ModerationComment[]> {
    requirePermission(identity, 'users.moderate');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    return em.find(ModerationCommentSchema, { userId: userId.toLowerCase() }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
  }
}
