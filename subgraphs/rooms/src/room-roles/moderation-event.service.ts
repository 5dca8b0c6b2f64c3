import { randomUUID } from 'node:crypto';
import { moderationReasonMaxLength } from '@backspin/contracts/moderation';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, pageOf, type UserActions } from '@backspin/platform';
import type { RoomsEffectSender } from '../jobs.ts';
import {
  ModerationEventSchema,
  moderationEventRoles,
  moderationEventTypes,
  type ModerationEvent,
  type ModerationEventRole,
  type ModerationEventType,
} from './moderation-event.entity.ts';


export interface ModerationEventFields {
  roomId: string;
  /** Who acted (a user id: platform staff too). */
  actorId: string;
  targetUserId: string;
  actionType: ModerationEventType;
  previousRole?: ModerationEventRole | null;
  role?: ModerationEventRole | null;
  reason?: string | null;
  expiresAt?: Date | null;
  details?: Record<string, unknown> | null;
}

/** A moderation reason: trimmed, empty is none, at most 500 characters. */
export function validReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() || null;
  if (trimmed && [...trimmed].length > moderationReasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON');
  return trimmed;
}

/**
 * The room's moderation log (`rooms.moderation_event`). Every module that moderates records here, inside the
 * transaction of the change itself, so an action and its record commit or roll back together:
 * `services.moderationEvents.record(tx, { roomId, actorId, targetUserId, actionType: 'deleteMessage', details })`.
 * Each event also goes to audit's moderation actions as a cross-subgraph effect queued in the same transaction,
 * keyed by the event's id; `publishedAt` is set once audit has it. Its target's WAS_MODERATED user action goes with it,
 * keyed by the same id.
 */
export class ModerationEventService {
  constructor(
    private readonly effects: RoomsEffectSender,
    private readonly userActions?: Pick<UserActions, 'recordWithFlush'>,
  ) {}

  /** Queues the event, and its delivery to audit, in `tx` (written when the caller's transaction flushes and commits). */
  record(tx: EntityManager, fields: ModerationEventFields): ModerationEvent {
    const { roomId, actorId, targetUserId, actionType } = fields;
    const previousRole = fields.previousRole ?? null;
    const role = fields.role ?? null;
    if (
      ![roomId, actorId, targetUserId].every((id) => typeof id === 'string' && isUuid(id)) ||
      !moderationEventTypes.includes(actionType) ||
      [previousRole, role].some((r) => r !== null && !moderationEventRoles.includes(r))
    ) {
      throw new DomainError('INVALID_MODERATION_EVENT');
    }
    const event = tx.create(ModerationEventSchema, {
      id: randomUUID(),
      roomId: roomId.toLowerCase(),
      actorId: actorId.toLowerCase(),
      targetUserId: targetUserId.toLowerCase(),
      actionType,
      previousRole,
      role,
      reason: validReason(fields.reason),
      expiresAt: fields.expiresAt ?? null,
      details: fields.details ?? null,
      createdAt: new Date(),
      publishedAt: null,
    });
    this.effects.sendWithFlush(tx, 'audit.moderation-action', event.id, {
      actionType: event.actionType,
      actorId: event.actorId,
      targetUserId: event.targetUserId,
      roomId: event.roomId,
      previousRole: event.previousRole ?? null,
      role: event.role ?? null,
      reason: event.reason ?? null,
    });
    this.userActions?.recordWithFlush(tx, { eventId: event.id, userId: event.targetUserId, type: 'WAS_MODERATED', at: event.createdAt, roomId: event.roomId, detail: { actionType: event.actionType, actorId: event.actorId } });
    return event;
  }

  /** Audit has the event (the effect's delivery): kept on the event, for whoever reads the room's log. */
  async published(em: EntityManager, eventId: string, at = new Date()): Promise<void> {
    await em.nativeUpdate(ModerationEventSchema, { id: eventId, publishedAt: null }, { publishedAt: at });
  }

  /** A room's log, newest first, at most 100 per page (callers check who may read it). */
  async ofRoom(em: EntityManager, roomId: string, limit?: number | null, offset?: number | null): Promise<ModerationEvent[]> {
    if (!isUuid(roomId)) return [];
    return em.find(ModerationEventSchema, { roomId }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...pageOf(limit, offset) });
  }
}
