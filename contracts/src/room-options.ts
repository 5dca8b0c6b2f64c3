/**
 * Spec 2, §3: a room's options, shared by the rooms subgraph (which checks them) and the web player's forms.
 * No imports: safe in the browser.
 */
export const roomVisibilities = ['PUBLIC', 'PRIVATE'] as const;
export type RoomVisibility = (typeof roomVisibilities)[number];

export const roomDesigns = [
  'BARN',
  'BARN_UA',
  'CHAT_ONLY',
  'CLUB',
  'CLUB_UA',
  'FERRY_BUILDING',
  'FESTIVAL',
  'STADIUM',
  'THEATER',
  'TOMORROWLAND',
  'UNDERGROUND',
  'YACHT',
] as const;
export type RoomDesign = (typeof roomDesigns)[number];

export const djTypes = ['EVERYONE', 'INVITE_ONLY', 'PRO_PLAN_OWNER'] as const;
export type DjType = (typeof djTypes)[number];

/**
 * The documented limits of a room's settings. DJ seats: 1 to 10 (5 when not given). Pinned messages: at
 * most 5, each 1 to 500 characters. Promotion: at most 20 provider names.
 */
export const roomLimits = {
  nameMax: 80,
  descriptionMax: 500,
  djsMin: 1,
  djsMax: 10,
  djsDefault: 5,
  urlMax: 2048,
  pinnedMax: 5,
  pinnedTextMax: 500,
  providersMax: 20,
} as const;

/** Room and guest passwords: 4 to 128 characters, taken as given (not trimmed). */
export const roomPasswordLimits = { min: 4, max: 128 } as const;

/**
 * Room user roles (spec 2, §3): the staff roles owner, coOwner, moderator and dj, and the restrictions banned,
 * kicked, chatDisabled and djDisabled.
 */
export const roomRoleNames = ['owner', 'coOwner', 'moderator', 'dj', 'banned', 'kicked', 'chatDisabled', 'djDisabled'] as const;
export type RoomRoleName = (typeof roomRoleNames)[number];
