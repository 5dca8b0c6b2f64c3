export type RoomVisibility = 'PUBLIC' | 'PRIVATE';
export type DjType = 'EVERYONE' | 'INVITE_ONLY' | 'PRO_PLAN_OWNER';

export interface RoomRecord {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  type: RoomVisibility;
  design: string;
  djType: DjType;
  numberOfDjs: number;
  ownerId: string;
  externalUrl: string | null;
  promoted: boolean;
  promotedProviders: string[];
  promotedAt: string | null;
  liveState: boolean;
  liveAudio: boolean;
  listenerCount: number;
  hasPassword: boolean;
  posterUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

const choices = (resource: string, group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `resources.${resource}.${group}.${id}` }));

export const roomTypes = ['PUBLIC', 'PRIVATE'] as const;
export const roomDesigns = ['BARN', 'BARN_UA', 'CHAT_ONLY', 'CLUB', 'CLUB_UA', 'FERRY_BUILDING', 'FESTIVAL', 'STADIUM'] as const;
export const djTypes = ['EVERYONE', 'INVITE_ONLY', 'PRO_PLAN_OWNER'] as const;

/** Select choices; react-admin translates each name. */
export const roomTypeChoices = choices('rooms', 'type', roomTypes);
export const djTypeChoices = choices('rooms', 'djType', djTypes);
/** Designs are the room's look by name (the web player's scenes): shown as they are. */
export const roomDesignChoices = roomDesigns.map((id) => ({ id, name: id }));

/** An emptied optional text field clears it (null), as the API's settings change reads null. */
export const emptyAsNull = (value: string | null | undefined) => (value === '' || value == null ? null : value);
