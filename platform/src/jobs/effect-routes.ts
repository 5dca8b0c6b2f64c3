import type { UserActionType } from '@backspin/contracts/user-actions';
import type { EffectRoute } from './cross-subgraph-effect.ts';

// The receiving ends of cross-subgraph effects (cross-subgraph-effect.ts), one per receiver's mutation, shared by
// every subgraph that sends that effect: the contract between a sender and its receiver lives in one place.

/**
 * What a moderation action record says was done (spec 2, §3), plus the two room actions rooms records besides the
 * spec's (`removeFromFloor`, `deleteMessage`): the actions rooms and accounts send, and audit records.
 */
export const moderationActionTypes = [
  'banUser',
  'kickUser',
  'grantRole',
  'removeRole',
  'globalKick',
  'globalBan',
  'globalUnBan',
  'removeFromFloor',
  'deleteMessage',
] as const;
export type ModerationActionKind = (typeof moderationActionTypes)[number];

/**
 * The roles a moderation record names, before and after (spec 2, §3), plus the room restrictions chatDisabled and
 * djDisabled (spec 2's room user roles), which room moderation events grant and remove.
 */
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
] as const;
export type ModerationRole = (typeof moderationRoles)[number];

/** A moderation action for audit's record (audit/moderation-actions): a room moderation event, a platform kick or ban. */
export interface ModerationActionEffect {
  actionType: ModerationActionKind;
  /** Who acted (the receiver is called with the sender's service identity, so it is named). */
  actorId: string;
  targetUserId: string;
  roomId?: string | null;
  previousRole?: ModerationRole | null;
  role?: ModerationRole | null;
  reason?: string | null;
}

/** Audit records the action once per event id (`recordModerationAction(input: { ..., eventId })`). */
export const moderationActionRoute: EffectRoute<ModerationActionEffect> = {
  to: 'audit',
  mutation: 'mutation($input: RecordModerationActionInput!) { recordModerationAction(input: $input) { id } }',
};

/**
 * Something a user did, for audit's user actions (audit/user-actions): signing up or in, being moderated (accounts);
 * joining or leaving a room, taking or leaving a DJ seat, playing, voting, chatting, being moderated (rooms); buying a
 * consumable (economy). Sent in the transaction of the change itself, as one job row, through `UserActions`
 * (user-actions.ts).
 */
export interface UserActionEffect {
  userId: string;
  type: UserActionType;
  /** ISO 8601: when it happened, by the sender's clock (the trail's order; the retention counts from it). */
  occurredAt: string;
  roomId?: string | null;
  /** A small JSON object (at most 1 KiB as JSON: contracts/user-actions.ts). */
  detail?: Record<string, string | number | boolean | null> | null;
}

/** Audit records the action once per event id, which is the action's id (`recordUserAction(input: { ..., eventId })`). */
export const userActionRoute: EffectRoute<UserActionEffect> = {
  to: 'audit',
  mutation: 'mutation($input: RecordUserActionInput!) { recordUserAction(input: $input) { id } }',
};

/** An ended play of a room, for the library's recent plays (library/recent-plays). */
export interface SongPlayEffect {
  roomSlug: string;
  songId: string;
  djUuid: string;
  voteCounts: { up: number; down: number; stars: number };
  /** ISO 8601. */
  playedAt: string;
}

/** The library records a play once per play id: the event id is the room's play id. */
export const songPlayRoute: EffectRoute<SongPlayEffect> = {
  to: 'library',
  mutation: 'mutation($input: RecordSongPlayInput!) { recordSongPlay(input: $input) { id } }',
  variables: ({ eventId, input }) => ({ input: { ...input, playId: eventId } }),
};

/** A song a listener liked, for that listener's likes crate (library/crate-songs). */
export interface LikedSongEffect {
  userId: string;
  songId: string;
}

/**
 * Added as the listener (a crate is its owner's), once: a crate skips a song it already has, so a redelivery changes
 * nothing; a song gone from the catalogue (404) cannot be liked any more, and is not retried.
 */
export const likedSongRoute: EffectRoute<LikedSongEffect> = {
  to: 'library',
  mutation: 'mutation($songIds: [ID!]!) { addCrateSongs(crate: { special: LIKES }, songIds: $songIds) { crate { id } } }',
  variables: ({ input }) => ({ songIds: [input.songId] }),
  actAs: ({ userId }) => ({ userId, tokenType: 'user', roles: ['user'] }),
};

/**
 * An ended play as economy's point rules read it (economy/points/point-rules.ts): the DJ, how it ended, who voted it up
 * and who heard how much of it. Only signed-in listeners (not guests or bots), the DJ excluded.
 */
export interface PlayPointsEffect {
  roomId: string;
  djUuid: string;
  endReason: 'ENDED' | 'SKIPPED' | 'VOTED_OFF' | 'DJ_LEFT';
  /** ISO 8601. */
  startedAt: string;
  /** ISO 8601: picks the season the points go to. */
  endedAt: string;
  upVoterUuids: string[];
  listeners: { userUuid: string; heardSeconds: number }[];
}

/** Economy applies a play's points once per play id: the event id is the room's play id. */
export const playPointsRoute: EffectRoute<PlayPointsEffect> = {
  to: 'economy',
  mutation: 'mutation($input: PlayPointsInput!) { recordPlayPoints(input: $input) { id } }',
  variables: ({ eventId, input }) => ({ input: { ...input, playId: eventId } }),
};

/** A bought consumable for the room's chat (rooms/chat: posted as the buyer's message, seen live by the room). */
export interface ConsumableDeliveryEffect {
  roomId: string;
  /** The buyer. */
  userId: string;
  consumableId: string;
}

/**
 * Rooms posts it once per purchase (the event id is the purchase id), if the buyer is still in the room and may post
 * there; a refusal (not there, banned, chat disabled, no such room) is for good, and economy gives the tokens back.
 */
export const consumableDeliveryRoute: EffectRoute<ConsumableDeliveryEffect> = {
  to: 'rooms',
  mutation: 'mutation($input: DeliverConsumableInput!) { deliverConsumable(input: $input) { id } }',
};

/**
 * A user's plan as rooms needs it for the PRO_PLAN_OWNER DJ rule (economy/subscriptions): the level in effect and
 * until when (the current period's end), so the rule lapses at the period's end without another event.
 */
export interface PlanLevelEffect {
  userId: string;
  /** NONE, PLUS or PRO (contracts/subscriptions.ts). */
  level: string;
  /** ISO 8601: the level holds until then (null with NONE). */
  until: string | null;
  /** ISO 8601: when economy decided it; rooms keeps the latest, whatever order the deliveries come in. */
  decidedAt: string;
}

/** Rooms records a user's plan level, keeping the most recently decided one (the event id makes a redelivery a no-op). */
export const planLevelRoute: EffectRoute<PlanLevelEffect> = {
  to: 'rooms',
  mutation: 'mutation($input: RecordPlanLevelInput!) { recordPlanLevel(input: $input) { userId } }',
  variables: ({ eventId, input }) => ({ input: { ...input, eventId } }),
};

/**
 * An account whose deactivation took effect (accounts/deactivation): rooms deletes the rooms the user owned then (the
 * rule of DELETE /rooms/user/{userId}) and frees their DJ seats. Reactivating the account restores nothing.
 */
export interface AccountDeactivatedEffect {
  userId: string;
  /** ISO 8601: when the deactivation took effect; rooms acts on the rooms and seats the user held by then. */
  deactivatedAt: string;
}

/** Rooms applies a deactivation once per event id (a redelivery changes nothing). */
export const accountDeactivatedRoute: EffectRoute<AccountDeactivatedEffect> = {
  to: 'rooms',
  mutation: 'mutation($input: ApplyAccountDeactivationInput!) { applyAccountDeactivation(input: $input) { userId } }',
};
