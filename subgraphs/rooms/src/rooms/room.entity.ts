import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 2, §3: room options. */
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

export const RoomSchema = defineEntity({
  name: 'Room',
  tableName: 'room',
  /** Public rooms are listed newest first. */
  indexes: [{ properties: ['type', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased; unique, so two rooms racing for one slug cannot both win. */
    slug: p.string().length(64).unique(),
    name: p.string().length(80),
    description: p.string().length(500).nullable(),
    type: p.enum(roomVisibilities),
    design: p.enum(roomDesigns),
    djType: p.enum(djTypes),
    numberOfDjs: p.smallint().check('number_of_djs >= 1 and number_of_djs <= 10'),
    ownerId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Room = InferEntity<typeof RoomSchema>;
