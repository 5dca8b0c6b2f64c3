import { randomUUID } from 'node:crypto';
import { moderationReasonMaxLength } from '@backspin/contracts/moderation';
import type { EntityManager } from '@mikro-orm/core';
import { can, DomainError, insertOnce, isUuid, requirePermission, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import {
  ModerationActionSchema,
  type ModerationAction,
  type ModerationActionKind,
  type ModerationRole,
} from './moderation-action.entity.ts';


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
  /**
   * The sending subgraph's event id (a moderation event of rooms or accounts, delivered by its job runner): recording
   * the same event again answers the first record and writes nothing.
   */
  eventId?: string | null;
  /** Who acted. A user records as themselves (this may only name them); a service records for the user who acted. */
  actorId?: string | null;
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

  /** One action, for audit.read holders; null when unknown. */
  async find(em: EntityManager, identity: Identity, id: string): Promise<ModerationAction | null> {
    requirePermission(identity, 'audit.read');
    return (await this.findByIds(em, [id])).get(id) ?? null;
  }

  /** The console's list query over the records, newest first by default, at most 100 per page. */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<ModerationAction>> {
    requirePermission(identity, 'audit.read');
    return findPage(em, ModerationActionSchema, input, moderationActionListSpec);
  }

  /**
   * Records an action. Idempotent by `eventId`: the subgraphs deliver their moderation events through their job
   * runners, which may deliver one twice (a retry after an answer that got lost); the second finds the first.
   */
  async record(em: EntityManager, identity: Identity, input: RecordModerationActionFields): Promise<ModerationAction> {
    requirePermission(identity, 'users.moderate');
    const actorId = actorOf(identity, input.actorId);
    const fields = validFields(input);
    const eventId = input.eventId ?? null;
    if (eventId !== null && !isUuid(eventId)) throw new DomainError('INVALID_MODERATION_EVENT_ID');
    const row: ModerationAction = { id: randomUUID(), actorId, ...fields, eventId: eventId?.toLowerCase() ?? null, createdAt: new Date() };
    if (row.eventId) return insertOnce(em, ModerationActionSchema, row, 'eventId');
    const action = em.create(ModerationActionSchema, row);
    await em.flush();
    return action;
  }
}

/**
 * The actor of a record: a user is the actor of what they record; a service (rooms, accounts delivering their
 * moderation events) names the user who acted. A service naming no one records nothing: a record needs an actor.
 */
function actorOf(identity: Identity, actorId: string | null | undefined): string {
  if (identity.tokenType === 'service') {
    if (!actorId) throw new DomainError('UNAUTHORIZED');
    if (!isUuid(actorId)) throw new DomainError('INVALID_MODERATION_ACTOR');
    return actorId.toLowerCase();
  }
  const self = identity.userId;
  if (!self) throw new DomainError('UNAUTHORIZED');
  if (actorId && actorId.toLowerCase() !== self.toLowerCase()) throw new DomainError('MODERATION_ACTOR_NOT_SELF');
  return self;
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
  if (reason && [...reason].length > moderationReasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON');
  return {
    actionType: input.actionType,
    targetUserId: input.targetUserId.toLowerCase(),
    roomId: roomId?.toLowerCase() ?? null,
    previousRole: input.previousRole ?? null,
    role,
    reason,
  };
}
