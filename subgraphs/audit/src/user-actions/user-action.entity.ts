import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { userActionTypes } from '@backspin/contracts/user-actions';

/**
 * One thing a user did (signed in, joined a room, took a DJ seat...), as the subgraph where it happened sent it through
 * its job queue. The id is the sender's event id: a redelivered event inserts nothing (insert on conflict do nothing).
 * Kept USER_ACTION_RETENTION_DAYS from `occurredAt`, then swept (user-action-retention.ts).
 */
export const UserActionSchema = defineEntity({
  name: 'UserAction',
  tableName: 'user_action',
  indexes: [
    // A user's actions newest first, and their last one: one index walk.
    { properties: ['userId', 'occurredAt'] },
    // The retention sweep takes the oldest first.
    { properties: ['occurredAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    type: p.enum(userActionTypes),
    /** When it happened, by the sender's clock. */
    occurredAt: p.datetime(),
    roomId: p.uuid().nullable(),
    /** A small JSON object (at most 1 KiB as JSON), or null. */
    detail: p.json<Record<string, unknown>>().nullable(),
    /** When audit stored it (its own clock): a late delivery shows here. */
    recordedAt: p.datetime(),
  },
});
export type UserAction = InferEntity<typeof UserActionSchema>;
