/**
 * Moderation limits the server and its clients share (the REST bridge documents them): one number each, whichever
 * subgraph records the moderation. No imports: safe in the browser.
 */

/** A moderation reason (a ban, a kick, a room role grant or removal, an audit record): at most 500 characters. */
export const moderationReasonMaxLength = 500;

/** A moderator's note about a user (POST /moderation-comments): 1 to 2000 characters. */
export const moderationCommentMaxLength = 2000;

/** POST /api/audit-service/moderation-actions/bulk: 1 to 100 records per request, all or none. */
export const moderationActionBulkMax = 100;
