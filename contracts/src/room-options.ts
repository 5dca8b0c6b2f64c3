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
