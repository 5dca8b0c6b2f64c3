/**
 * User actions (issue 17 item 2): what a user did, recorded by the audit subgraph (audit/src/user-actions) from events
 * the other subgraphs send through their job queues (platform/src/jobs/effect-routes.ts `userActionRoute`). The closed
 * list of what may be recorded, shared by senders, audit and the REST bridge. No imports: safe in the browser.
 */

/**
 * Every kind of user action audit accepts (GET /api/audit-service/info-admin/user-events-names), all of them sent:
 * SIGNED_UP, SIGNED_IN (accounts); JOINED_ROOM, LEFT_ROOM, TOOK_DJ_SEAT, LEFT_DJ_SEAT, PLAYED_SONG, VOTED, CHATTED
 * (rooms); BOUGHT_CONSUMABLE (economy); WAS_MODERATED (rooms and accounts). What each one's detail holds: README
 * "The audit trail".
 */
export const userActionTypes = [
  'SIGNED_UP',
  'SIGNED_IN',
  'JOINED_ROOM',
  'LEFT_ROOM',
  'TOOK_DJ_SEAT',
  'LEFT_DJ_SEAT',
  'PLAYED_SONG',
  'VOTED',
  'CHATTED',
  'BOUGHT_CONSUMABLE',
  'WAS_MODERATED',
] as const;
export type UserActionType = (typeof userActionTypes)[number];

/** Limits of a recorded action (chosen here). */
export const userActionLimits = {
  /** The detail: a JSON object whose text is at most this many bytes. */
  detailMaxBytes: 1024,
  /** USER_ACTION_RETENTION_DAYS: its default and bounds. */
  retentionDaysDefault: 90,
  retentionDaysMin: 1,
  retentionDaysMax: 3650,
  /** The GraphQL list `userActions` and GET /user-actions/{id}: 20 unless asked, at most 100. */
  defaultLimit: 20,
  maxLimit: 100,
} as const;

/**
 * A user's actions as a list query may filter, sort and select them (GraphQL `userActions(userId, query)`,
 * GET /api/audit-service/user-actions/{id}): the audit subgraph's list spec and the REST bridge read this declaration.
 */
export const userActionListFields = {
  id: 'uuid',
  type: 'text',
  roomId: 'uuid',
  occurredAt: 'date',
  recordedAt: 'date',
} as const;
/** Newest first, 20 unless asked, at most 100. */
export const userActionListPaging = {
  defaultLimit: userActionLimits.defaultLimit,
  maxLimit: userActionLimits.maxLimit,
  defaultSort: [{ field: 'occurredAt', direction: 'DESC' }],
} as const;
