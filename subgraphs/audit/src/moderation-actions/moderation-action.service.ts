import { randomUUID } from 'node:crypto';
import { moderationActionListFields, moderationActionListPaging } from '@backspin/contracts/admin-lists';
import { moderationActionBulkMax, moderationReasonMaxLength } from '@backspin/contracts/moderation';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { can, DomainError, insertOnce, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import {
  ModerationActionRevisionSchema,
  ModerationActionSchema,
  type ModerationAction,
  type ModerationActionChange,
  type ModerationActionKind,
  type ModerationActionRevision,
  type ModerationRole,
} from './moderation-action.entity.ts';

/**
 * The moderation record list (GraphQL `moderationActions`, GET /api/audit-service/moderation-actions: the same
 * declaration in contracts/admin-lists.ts): newest first; limit clamped to 1–100, default 20. Deleted records are
 * outside every page (a scope, whatever the filter).
 */
export const moderationActionListSpec: ListSpec = {
  fields: moderationActionListFields,
  defaultLimit: moderationActionListPaging.defaultLimit,
  maxLimit: moderationActionListPaging.maxLimit,
  defaultSort: moderationActionListPaging.defaultSort,
  outOfRange: 'clamp',
};

/** The content of a record: what is created, replaced (PUT) and kept in each revision. */
export interface ModerationActionFields {
  actionType: ModerationActionKind;
  targetUserId: string;
  roomId?: string | null;
  previousRole?: ModerationRole | null;
  role?: ModerationRole | null;
  reason?: string | null;
  /**
   * Who acted. Recording (`record`): a user records as themselves, a service for the user who acted. Staff creating
   * a record may name another actor (an action taken elsewhere); absent, the caller. PUT: absent keeps the actor.
   */
  actorId?: string | null;
}

export interface RecordModerationActionFields extends ModerationActionFields {
  /**
   * The sending subgraph's event id (a moderation event of rooms or accounts, delivered by its job runner): recording
   * the same event again answers the first record and writes nothing.
   */
  eventId?: string | null;
}

/** A PATCH: the fields given change (null clears roomId, previousRole, role, reason); the others stay. */
export type ModerationActionChangeFields = { [K in keyof ModerationActionFields]?: ModerationActionFields[K] | null };

/**
 * Audit's moderation trail.
 * - Rooms and accounts deliver their moderation events through their job queues (`record`, idempotent by event id);
 *   moderators may record their own actions too (users.moderate).
 * - Moderators and staff read it (audit.read): the list query, one by id, each record's revisions.
 * - Staff write it by hand (audit.manage): create one or up to 100 at once (all or none, every row checked before
 *   anything is written), correct one (PATCH the fields given, PUT every field), delete one.
 * - A correction never overwrites silently: the version it replaces is copied to `moderation_action_revision` with who
 *   replaced it and when, in the correction's transaction, under the record's row lock.
 * - A delete is a soft delete, itself recorded (`deletedAt`, `deletedBy`): the record leaves the lists and the reads by
 *   id but stays, with its revisions, for `moderationAction(id, withDeleted: true)`.
 */
export class ModerationActionService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, ModerationAction>> {
    const valid = ids.filter(isUuid);
    const actions = valid.length ? await em.find(ModerationActionSchema, { id: { $in: valid }, deletedAt: null }) : [];
    return new Map(actions.map((a) => [a.id, a]));
  }

  canRead(identity: Identity): boolean {
    return can(identity, 'audit.read');
  }

  /** One action, for audit.read holders; null when unknown (or deleted, unless `withDeleted`). */
  async find(em: EntityManager, identity: Identity, id: string, withDeleted = false): Promise<ModerationAction | null> {
    requirePermission(identity, 'audit.read');
    if (!isUuid(id)) return null;
    return em.findOne(ModerationActionSchema, { id, ...(withDeleted ? {} : { deletedAt: null }) });
  }

  /** The console's list query over the records, newest first by default, at most 100 per page; deleted ones never. */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<ModerationAction>> {
    requirePermission(identity, 'audit.read');
    return findPage(em, ModerationActionSchema, input, moderationActionListSpec, { deletedAt: null });
  }

  /** The earlier versions of each record, oldest first (for the `revisions` field; one query for many records). */
  async revisionsOf(em: EntityManager, actionIds: readonly string[]): Promise<Map<string, ModerationActionRevision[]>> {
    const rows = actionIds.length
      ? await em.find(ModerationActionRevisionSchema, { actionId: { $in: [...actionIds] } }, { orderBy: { actionId: 'ASC', revision: 'ASC' } })
      : [];
    const byAction = new Map<string, ModerationActionRevision[]>();
    for (const row of rows) byAction.set(row.actionId, [...(byAction.get(row.actionId) ?? []), row]);
    return byAction;
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
    const row = newRow(actorId, fields, identity, eventId?.toLowerCase() ?? null);
    if (row.eventId) return insertOnce(em, ModerationActionSchema, row, 'eventId');
    const action = em.create(ModerationActionSchema, row);
    await em.flush();
    return action;
  }

  /** POST /moderation-actions (staff): one record. */
  async create(em: EntityManager, identity: Identity, input: ModerationActionFields): Promise<ModerationAction> {
    const [created] = await this.createMany(em, identity, [input]);
    return created!;
  }

  /**
   * POST /moderation-actions/bulk (staff): 1 to 100 records, all or none. Every row is checked before anything is
   * written (a refusal names the row in `extensions.index`), then all are inserted in one transaction.
   */
  async createMany(em: EntityManager, identity: Identity, inputs: readonly ModerationActionFields[]): Promise<ModerationAction[]> {
    requirePermission(identity, 'audit.manage');
    if (!Array.isArray(inputs) || inputs.length < 1 || inputs.length > moderationActionBulkMax) throw new DomainError('INVALID_MODERATION_ACTION_BULK');
    const rows = inputs.map((input, index) =>
      atRow(index, inputs.length, () => newRow(staffActorOf(identity, input.actorId), validFields(input), identity, null)),
    );
    return em.transactional(async (tx) => {
      const created = rows.map((row) => tx.create(ModerationActionSchema, row));
      await tx.flush();
      return created;
    });
  }

  /** PATCH /moderation-actions/{id} (staff): the fields given; the replaced version kept as a revision. */
  async update(em: EntityManager, identity: Identity, id: string, changes: ModerationActionChangeFields): Promise<ModerationAction> {
    requirePermission(identity, 'audit.manage');
    const given = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (given.length === 0) throw new DomainError('MODERATION_ACTION_EMPTY_CHANGE');
    checkFieldFormats(changes);
    return this.correct(em, identity, id, 'update', (current) => ({
      actionType: changes.actionType ?? current.actionType,
      targetUserId: changes.targetUserId ?? current.targetUserId,
      actorId: changes.actorId ?? current.actorId,
      roomId: changes.roomId === undefined ? current.roomId : changes.roomId,
      previousRole: changes.previousRole === undefined ? current.previousRole : changes.previousRole,
      role: changes.role === undefined ? current.role : changes.role,
      reason: changes.reason === undefined ? current.reason : changes.reason,
    }));
  }

  /** PUT /moderation-actions/{id} (staff): every field (those left out cleared; an absent actor kept). */
  async replace(em: EntityManager, identity: Identity, id: string, input: ModerationActionFields): Promise<ModerationAction> {
    requirePermission(identity, 'audit.manage');
    checkFieldFormats(input);
    validFields(input);
    return this.correct(em, identity, id, 'replace', (current) => ({ ...input, actorId: input.actorId ?? current.actorId }));
  }

  /** DELETE /moderation-actions/{id} (staff): a recorded soft delete (who, when); 404 when unknown or already deleted. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<ModerationAction> {
    requirePermission(identity, 'audit.manage');
    const by = requireUser(identity);
    if (!isUuid(id)) throw new DomainError('MODERATION_ACTION_NOT_FOUND');
    return em.transactional(async (tx) => {
      const action = await tx.findOne(ModerationActionSchema, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!action) throw new DomainError('MODERATION_ACTION_NOT_FOUND');
      tx.assign(action, { deletedAt: new Date(), deletedBy: by });
      await tx.flush();
      return action;
    });
  }

  /**
   * A correction under the record's row lock: the next version is checked against the current one; when it differs,
   * the current version goes to the revisions (with who and when) and the record takes the next, one revision higher.
   * A correction that changes nothing writes nothing.
   */
  private async correct(
    em: EntityManager,
    identity: Identity,
    id: string,
    change: ModerationActionChange,
    next: (current: ModerationAction) => ModerationActionFields,
  ): Promise<ModerationAction> {
    // A person corrects the trail: the revision names them (a service token has no user id to name).
    const by = requireUser(identity);
    if (!isUuid(id)) throw new DomainError('MODERATION_ACTION_NOT_FOUND');
    return em.transactional(async (tx) => {
      const current = await tx.findOne(ModerationActionSchema, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) throw new DomainError('MODERATION_ACTION_NOT_FOUND');
      const wanted = next(current);
      const fields = { ...validFields(wanted), actorId: wanted.actorId!.toLowerCase() };
      if (contentKeys.every((key) => fields[key] === current[key])) return current;
      const now = new Date();
      tx.create(ModerationActionRevisionSchema, {
        id: randomUUID(),
        actionId: current.id,
        revision: current.revision,
        ...contentOf(current),
        validFrom: current.updatedAt ?? current.createdAt,
        change,
        changedBy: by,
        changedAt: now,
      });
      tx.assign(current, { ...fields, revision: current.revision + 1, updatedAt: now, updatedBy: by });
      await tx.flush();
      return current;
    });
  }
}

/** The content a revision keeps (and a correction compares). */
const contentKeys = ['actionType', 'actorId', 'targetUserId', 'roomId', 'previousRole', 'role', 'reason'] as const;
const contentOf = (action: ModerationAction) => Object.fromEntries(contentKeys.map((key) => [key, action[key]])) as Pick<ModerationAction, (typeof contentKeys)[number]>;

function newRow(actorId: string, fields: ReturnType<typeof validFields>, identity: Identity, eventId: string | null): ModerationAction {
  return {
    id: randomUUID(),
    actorId,
    ...fields,
    eventId,
    recordedBy: identity.tokenType === 'service' ? null : (identity.userId?.toLowerCase() ?? null),
    revision: 1,
    createdAt: new Date(),
    updatedAt: null,
    updatedBy: null,
    deletedAt: null,
    deletedBy: null,
  };
}

/** A row of a bulk request: its refusal says which row (`extensions.index`, 0-based) when there are several. */
function atRow<T>(index: number, rows: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (rows > 1 && error instanceof DomainError) throw new DomainError(error.reason, { index });
    throw error;
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

/** The actor of a record staff write by hand: the one they name (an action taken elsewhere), else themselves. */
function staffActorOf(identity: Identity, actorId: string | null | undefined): string {
  if (actorId === null || actorId === undefined) return actorOf(identity, null);
  if (!isUuid(actorId)) throw new DomainError('INVALID_MODERATION_ACTOR');
  return actorId.toLowerCase();
}

/** The formats of the fields given (a PATCH's, before the record is read): ids, reason length. */
function checkFieldFormats(input: ModerationActionChangeFields): void {
  if (input.targetUserId !== undefined && input.targetUserId !== null && !isUuid(input.targetUserId)) throw new DomainError('INVALID_MODERATION_TARGET');
  if (input.actorId !== undefined && input.actorId !== null && !isUuid(input.actorId)) throw new DomainError('INVALID_MODERATION_ACTOR');
  if (input.roomId !== undefined && input.roomId !== null && !isUuid(input.roomId)) throw new DomainError('INVALID_MODERATION_ROOM');
  const reason = input.reason?.trim();
  if (reason && [...reason].length > moderationReasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON');
}

function validFields(input: ModerationActionFields) {
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
