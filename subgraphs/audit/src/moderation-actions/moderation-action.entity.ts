import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moderationActionTypes, moderationRoles } from '@backspin/platform';

/** What a moderator did, and the roles a record names: the contract of every subgraph that sends audit its actions. */
export { moderationActionTypes, moderationRoles, type ModerationActionKind, type ModerationRole } from '@backspin/platform';

/**
 * One record of the moderation trail. Corrections never overwrite silently: a PATCH or PUT first copies the version
 * it replaces into `moderation_action_revision` (with who changed it and when) and raises `revision`. A DELETE is a
 * recorded soft delete: the row stays as it was, with `deletedAt`/`deletedBy` set; it leaves the lists and the reads by
 * id, while it and its revisions stay readable (`moderationAction(id, withDeleted: true)`).
 */
export const ModerationActionSchema = defineEntity({
  name: 'ModerationAction',
  tableName: 'moderation_action',
  properties: {
    id: p.uuid().primary(),
    actionType: p.enum(moderationActionTypes),
    actorId: p.uuid(),
    targetUserId: p.uuid().index(),
    roomId: p.uuid().nullable().index(),
    previousRole: p.enum(moderationRoles).nullable(),
    role: p.enum(moderationRoles).nullable(),
    reason: p.string().length(500).nullable(),
    /**
     * The sending subgraph's event id (rooms' moderation event, accounts' moderation job): a redelivered event
     * finds its first record instead of writing a second. Null for records made directly through the API.
     */
    eventId: p.uuid().nullable().unique(),
    /** The user who wrote the record through the API (staff may name another actor); null when a service delivered it. */
    recordedBy: p.uuid().nullable(),
    /** 1 as recorded; each correction (PATCH, PUT) raises it, the replaced version kept as a revision. */
    revision: p.integer().default(1),
    /** Indexed: the list is newest first. */
    createdAt: p.datetime().onCreate(() => new Date()).index(),
    /** The last correction: when and by whom (null until corrected). */
    updatedAt: p.datetime().nullable(),
    updatedBy: p.uuid().nullable(),
    /** A recorded soft delete: when and by whom. A deleted record is in no list; its history stays. */
    deletedAt: p.datetime().nullable(),
    deletedBy: p.uuid().nullable(),
  },
});
export type ModerationAction = InferEntity<typeof ModerationActionSchema>;

/** What replaced a version: a PATCH (`update`, the fields given) or a PUT (`replace`, every field). */
export const moderationActionChanges = ['update', 'replace'] as const;
export type ModerationActionChange = (typeof moderationActionChanges)[number];

/**
 * A version of a moderation record as it was before a change replaced it (append-only: written once, never changed).
 * `revision` is that version's number (1 is the record as first written); `changedBy`/`changedAt` say who replaced it
 * and when, `change` how. Unique per record and revision: two corrections at once cannot both claim one version.
 */
export const ModerationActionRevisionSchema = defineEntity({
  name: 'ModerationActionRevision',
  tableName: 'moderation_action_revision',
  uniques: [{ properties: ['actionId', 'revision'] }],
  properties: {
    id: p.uuid().primary(),
    actionId: p.uuid(),
    revision: p.integer(),
    actionType: p.enum(moderationActionTypes),
    actorId: p.uuid(),
    targetUserId: p.uuid(),
    roomId: p.uuid().nullable(),
    previousRole: p.enum(moderationRoles).nullable(),
    role: p.enum(moderationRoles).nullable(),
    reason: p.string().length(500).nullable(),
    /** When this version was written (the record's createdAt for revision 1, else the correction that wrote it). */
    validFrom: p.datetime(),
    change: p.enum(moderationActionChanges),
    changedBy: p.uuid(),
    changedAt: p.datetime(),
  },
});
export type ModerationActionRevision = InferEntity<typeof ModerationActionRevisionSchema>;
