/**
 * Events (spec 2, §7 "Events" and GET /admin/events): the limits the rooms subgraph checks and the bridge and the apps
 * share, and the fields of the admin list. No imports: safe in the browser.
 */
export const eventLimits = {
  titleMax: 120,
  descriptionMax: 2000,
  /** An event lasts at most this long (endsAt − startsAt). */
  longestMs: 7 * 24 * 3_600_000,
  /** An event starts at most this far ahead. */
  aheadMs: 366 * 24 * 3_600_000,
} as const;

/** GET /admin/events: what a nestjsx list query may filter, sort and select. */
export const adminEventListFields = {
  id: 'uuid',
  slug: 'text',
  title: 'text',
  description: 'text',
  roomId: 'uuid',
  communityId: 'uuid',
  startsAt: 'date',
  endsAt: 'date',
  createdBy: 'uuid',
  createdAt: 'date',
  updatedAt: 'date',
} as const;
