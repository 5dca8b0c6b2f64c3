/**
 * Communities (spec 2, §7 "Communities" and the admin paths): the limits the rooms subgraph checks and the bridge and
 * the apps share, and the fields of the admin list (GET /admin/communities). No imports: safe in the browser.
 */
export const communityLimits = {
  nameMax: 80,
  descriptionMax: 1000,
  imageUrlMax: 2048,
  /** User ids plus room ids in one POST /communities/{id}/add or /remove. */
  changeMax: 100,
  /** Communities in one POST /admin/communities/bulk. */
  bulkMax: 100,
  /** The browse list's name search (`communities(search)`): no longer than the longest name. */
  searchMax: 80,
} as const;

/** GET /admin/communities: what a nestjsx list query may filter, sort and select. */
export const adminCommunityListFields = {
  id: 'uuid',
  slug: 'text',
  name: 'text',
  description: 'text',
  imageUrl: 'text',
  ownerId: 'uuid',
  createdAt: 'date',
  updatedAt: 'date',
} as const;
