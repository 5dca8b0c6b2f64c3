import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 2, §3: a friend invitation is pending, accepted or rejected. */
export const friendInvitationStatuses = ['pending', 'accepted', 'rejected'] as const;
export type FriendInvitationStatus = (typeof friendInvitationStatuses)[number];

/**
 * A friend invitation from one user to another. At most one pending invitation per pair of users, whichever sent
 * it (the partial unique index on the unordered pair): an invitation meeting one the other way accepts it instead,
 * however the two race. A cancelled invitation is deleted; a handled one stays, accepted or rejected.
 */
export const FriendInvitationSchema = defineEntity({
  name: 'FriendInvitation',
  tableName: 'friend_invitation',
  indexes: [
    { properties: ['senderId', 'status'] },
    { properties: ['recipientId', 'status'] },
    {
      name: 'friend_invitation_one_pending_per_pair',
      expression:
        'create unique index "friend_invitation_one_pending_per_pair" on "rooms"."friend_invitation" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id")) where "status" = \'pending\'',
    },
  ],
  checks: [{ name: 'friend_invitation_not_self', expression: 'sender_id <> recipient_id' }],
  properties: {
    id: p.uuid().primary(),
    senderId: p.uuid(),
    recipientId: p.uuid(),
    status: p.enum(friendInvitationStatuses),
    createdAt: p.datetime(),
    /** When the recipient accepted or rejected it (or it met the other's invitation). */
    handledAt: p.datetime().nullable(),
  },
});
export type FriendInvitation = InferEntity<typeof FriendInvitationSchema>;

/**
 * A friendship: one row per pair, stored in order (`userLow` < `userHigh`, the check), so the unique constraint on
 * the ordered pair is the one friendship of the pair whoever accepted what, and however often at once.
 */
export const FriendshipSchema = defineEntity({
  name: 'Friendship',
  tableName: 'friendship',
  uniques: [{ name: 'friendship_one_per_pair', properties: ['userLow', 'userHigh'] }],
  indexes: [{ properties: ['userHigh'] }],
  checks: [{ name: 'friendship_ordered_pair', expression: 'user_low < user_high' }],
  properties: {
    id: p.uuid().primary(),
    userLow: p.uuid(),
    userHigh: p.uuid(),
    /** The accepted invitation that made it. */
    invitationId: p.uuid().nullable(),
    createdAt: p.datetime(),
  },
});
export type Friendship = InferEntity<typeof FriendshipSchema>;

/** The pair in the order a friendship stores it (lower-case UUID text orders as PostgreSQL orders uuids). */
export function orderedPair(a: string, b: string): { userLow: string; userHigh: string } {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? { userLow: x, userHigh: y } : { userLow: y, userHigh: x };
}
