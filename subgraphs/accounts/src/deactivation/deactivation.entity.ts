import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const deactivationRequestStatuses = ['PENDING', 'CANCELLED', 'COMPLETED'] as const;
export type DeactivationRequestStatus = (typeof deactivationRequestStatuses)[number];

/**
 * A user's request to deactivate their account (POST /users/request-deactivate): one row per user, reopened
 * when they ask again. A moderator cancels it; an admin completes it by deactivating the account.
 */
export const DeactivationRequestSchema = defineEntity({
  name: 'DeactivationRequest',
  tableName: 'deactivation_request',
  properties: {
    userId: p.uuid().primary(),
    reason: p.string().length(500).nullable(),
    status: p.enum(deactivationRequestStatuses).index(),
    requestedAt: p.datetime(),
    /** Who cancelled or completed it, and when. */
    resolvedBy: p.uuid().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type DeactivationRequest = InferEntity<typeof DeactivationRequestSchema>;
