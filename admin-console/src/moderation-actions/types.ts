import type { ModerationActionKind, ModerationRole } from '../gql/graphql';

export interface ModerationActionRevisionRecord {
  id: string;
  revision: number;
  actionType: ModerationActionKind;
  actorId: string;
  targetUserId: string;
  roomId: string | null;
  previousRole: ModerationRole | null;
  role: ModerationRole | null;
  reason: string | null;
  validFrom: string;
  change: 'update' | 'replace';
  changedBy: string;
  changedAt: string;
}

export interface ModerationActionRecord {
  id: string;
  actionType: ModerationActionKind;
  actorId: string;
  targetUserId: string;
  roomId: string | null;
  previousRole: ModerationRole | null;
  role: ModerationRole | null;
  reason: string | null;
  createdAt: string;
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  recordedBy: string | null;
  revisions?: ModerationActionRevisionRecord[];
}

/** The spec's action types, then rooms' own (the schema's ModerationActionKind). */
export const moderationActionKinds = [
  'banUser',
  'kickUser',
  'grantRole',
  'removeRole',
  'globalKick',
  'globalBan',
  'globalUnBan',
  'removeFromFloor',
  'deleteMessage',
] as const satisfies readonly ModerationActionKind[];

export const moderationRoles = [
  'superUser',
  'staff',
  'moderator',
  'owner',
  'coOwner',
  'banned',
  'kicked',
  'user',
  'dj',
  'chatDisabled',
  'djDisabled',
] as const satisfies readonly ModerationRole[];

/** Choices whose names are message keys (react-admin translates them). */
export const actionTypeChoices = moderationActionKinds.map((id) => ({ id, name: `resources.moderation-actions.actionTypes.${id}` }));
export const roleChoices = moderationRoles.map((id) => ({ id, name: `resources.moderation-actions.roles.${id}` }));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** The target ids of the create form's text (one per line, or separated by commas or spaces), each once. */
export const targetIdsOf = (text: string | null | undefined): string[] => [...new Set((text ?? '').split(/[\s,]+/).filter(Boolean))];
