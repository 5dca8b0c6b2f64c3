import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, isUuid, requirePermission, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import {
  ModerationActionSchema,
  type ModerationAction,
  type ModerationActionKind,
  type ModerationRole,
} from './moderation-action.entity.ts';

export const reasonMaxLength = 500;

/** The moderation record list: newest first; limit clamped to 1–100, default 20. */
export const moderationActionListSpec: ListSpec = {
  fields: {
    id: 'uuid',
    actionType: 'text',
    actorId: 'uuid',
    targetUserId: 'uuid',
    roomId: 'uuid',
    previousRole: 'text',
    role: 'text',
    reason: 'text',
    createdAt: 'date',
  },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

export interface RecordModerationActionFields {
  actionType: ModerationActionKind;
  targetUserId: string;
  roomId?: string | null;
  previousRole?: ModerationRole | null;
  role?: ModerationRole | null;
  reason?: string | null;
}

/** Moderation records: moderators write them, moderators and staff read them (audit.read). */
export class ModerationActionService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, ModerationAction>> {
    const valid = ids.filter(isUuid);
    const actions = valid.length ? await em.find(ModerationActionSchema, { id: { $in: valid } }) : [];
    return new Map(actions.map((a) => [a.id, a]));
  }

  canRead(identity: Identity): boolean {
    return can(identity, 'audit.read');
  }

  /** The console's list query over the records, newest first by default, at most 100 per page. */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<ModerationAction>> {
    requirePermission(identity, 'audit.read');
    return findPage(em, ModerationActionSchema, input, moderationActionListSpec);
  }

  async record(em: EntityManager, identity: Identity, input: RecordModerationActionFields): Promise<ModerationAction> {
    requirePermission(identity, 'users.moderate');
    // A service token may hold the permission without standing for anyone: a record needs an actor.
    const actorId = identity.userId;
    if (!actorId) throw new DomainError('UNAUTHORIZED');
    const fields = validFields(input);
    const action = em.create(ModerationActionSchema, {
      id: randomUUID(),
      actorId,
      ...fields,
      createdAt: new Date(),
    });
    await em.flush();
    return action;
  }
}

function validFields(input: RecordModerationActionFields) {
  if (!isUuid(input.targetUserId)) throw new DomainError('INVALID_MODERATION_TARGET');
  const roomId = input.roomId ?? null;
  if (roomId !== null && !isUuid(roomId)) throw new DomainError('INVALID_MODERATION_ROOM');
  const role = input.role ?? null;
  if ((input.actionType === 'grantRole' || input.actionType === 'removeRole') && !role) {
    throw new DomainError('MODERATION_ROLE_REQUIRED');
  }
  const reason = input.reason?.trim() || null;
  if (reason && [...reason].length > reasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON');
  return {
    actionType: input.actionType,
    targetUserId: input.targetUserId.toLowerCase(),
    roomId: roomId?.toLowerCase() ?? null,
    previousRole: input.previousRole ?? null,
    role,
    reason,
  };
}
