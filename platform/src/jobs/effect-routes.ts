import type { EffectRoute } from './cross-subgraph-effect.ts';

// The receiving ends of cross-subgraph effects (cross-subgraph-effect.ts), one per receiver's mutation, shared by
// every subgraph that sends that effect: the contract between a sender and its receiver lives in one place.

/** A moderation action for audit's record (audit/moderation-actions): a room moderation event, a platform kick or ban. */
export interface ModerationActionEffect {
  actionType: string;
  /** Who acted (the receiver is called with the sender's service identity, so it is named). */
  actorId: string;
  targetUserId: string;
  roomId?: string | null;
  previousRole?: string | null;
  role?: string | null;
  reason?: string | null;
}

/** Audit records the action once per event id (`recordModerationAction(input: { ..., eventId })`). */
export const moderationActionRoute: EffectRoute<ModerationActionEffect> = {
  to: 'audit',
  mutation: 'mutation($input: RecordModerationActionInput!) { recordModerationAction(input: $input) { id } }',
};
