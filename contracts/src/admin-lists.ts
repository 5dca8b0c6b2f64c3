/**
 * The console's admin lists that the spec also serves as nestjsx REST paths (GET /admin/users, GET /admin/rooms):
 * the fields a list query may filter, sort and select (with the kind of value each holds), and the paging. The
 * subgraph's list spec and the REST bridge read the same declaration. No imports: safe in the browser.
 */

/** 25 rows unless asked, at most 100, newest first. */
export const adminListPaging = { defaultLimit: 25, maxLimit: 100, defaultSort: [{ field: 'createdAt', direction: 'DESC' }] } as const;

/** GET /admin/users (spec 1, §7.2); roles and capabilities are lists, filtered by membership. */
export const adminUserListFields = {
  id: 'uuid',
  email: 'text',
  displayName: 'text',
  phone: 'text',
  avatarId: 'text',
  roles: 'custom',
  capabilities: 'custom',
  createdAt: 'date',
  /** Filters only: holds this badge (any of several with $in); banned now; deactivated (`true` or `false`). */
  badges: 'custom',
  banned: 'custom',
  deactivated: 'custom',
} as const;

/** GET /admin/rooms. */
export const adminRoomListFields = {
  id: 'uuid',
  slug: 'text',
  name: 'text',
  description: 'text',
  type: 'text',
  design: 'text',
  djType: 'text',
  numberOfDjs: 'integer',
  ownerId: 'uuid',
  promoted: 'boolean',
  liveState: 'boolean',
  liveAudio: 'boolean',
  externalUrl: 'text',
  /** The rooms in a community (community_room): filtered only, with $eq, $in, $ne or $notin. */
  communityId: 'custom',
  createdAt: 'date',
  updatedAt: 'date',
} as const;

/** GET /admin/djs: the users who have DJ'd (rooms' plays, by DJ). */
export const adminDjListFields = {
  id: 'uuid',
  plays: 'integer',
  rooms: 'integer',
  upVotes: 'integer',
  downVotes: 'integer',
  firstPlayedAt: 'date',
  lastPlayedAt: 'date',
  lastRoomId: 'uuid',
  createdAt: 'date',
} as const;

/** GET /admin/seasons (spec 1, §7.1), the console's seasons. */
export const seasonListFields = {
  id: 'uuid',
  seasonName: 'text',
  seasonStart: 'date',
  seasonEnd: 'date',
  createdAt: 'date',
  updatedAt: 'date',
} as const;

/** GET /admin/ranking-status: a user's points in a season (the spec's filters are userUuid, seasonId and balance). */
export const rankingStatusListFields = {
  id: 'uuid',
  userUuid: 'uuid',
  seasonId: 'uuid',
  balance: 'integer',
  reachedAt: 'date',
  createdAt: 'date',
  updatedAt: 'date',
} as const;

/** GET /admin/ranking-status-lifetime (filters userUuid and balance). */
export const lifetimeRankingStatusListFields = {
  id: 'uuid',
  userUuid: 'uuid',
  balance: 'integer',
  reachedAt: 'date',
  createdAt: 'date',
  updatedAt: 'date',
} as const;

/** GET /admin/avatars (spec 1, §7.1): the avatar catalogue. */
export const adminAvatarListFields = {
  id: 'uuid',
  slug: 'text',
  name: 'text',
  avatarStatus: 'text',
  discordOnly: 'boolean',
  imageFileId: 'uuid',
  seasonId: 'uuid',
  awardTopRank: 'integer',
  awardMinPoints: 'integer',
  createdAt: 'date',
  updatedAt: 'date',
} as const;

/** An avatar's holders (the console's assignments of one avatar): GraphQL `avatarAssignmentsOf(slug, query)`. */
export const avatarAssignmentListFields = {
  id: 'uuid',
  userId: 'uuid',
  assignmentType: 'text',
  assignedBy: 'uuid',
  createdAt: 'date',
} as const;

/**
 * GET /api/audit-service/moderation-actions (GraphQL `moderationActions`): audit's moderation records, newest first,
 * 20 unless asked, at most 100. Deleted records are never listed (they stay in their history).
 */
export const moderationActionListFields = {
  id: 'uuid',
  actionType: 'text',
  actorId: 'uuid',
  targetUserId: 'uuid',
  roomId: 'uuid',
  previousRole: 'text',
  role: 'text',
  reason: 'text',
  revision: 'integer',
  createdAt: 'date',
  updatedAt: 'date',
} as const;
export const moderationActionListPaging = { defaultLimit: 20, maxLimit: 100, defaultSort: [{ field: 'createdAt', direction: 'DESC' }] } as const;
