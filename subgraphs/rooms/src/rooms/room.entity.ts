import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

import { djTypes, roomDesigns, roomVisibilities, type DjType, type RoomDesign, type RoomVisibility } from '@backspin/contracts/room-options';

export { djTypes, roomDesigns, roomVisibilities, type DjType, type RoomDesign, type RoomVisibility };

/** A message pinned above a room's chat (the room state's `settings.pinnedMessages`). */
export interface PinnedMessage {
  /** The chat message it quotes, when it quotes one. */
  messageId: string | null;
  text: string;
  pinnedBy: string;
  /** ISO time. */
  pinnedAt: string;
}

/**
 * What room search matches (rooms/room-list.service.ts): name, slug and description, lower-cased, one per line. A
 * search text has no control characters, so it never matches across two fields. `prefix` is the table alias.
 */
export const roomSearchText = (prefix = '') =>
  `lower(${prefix}"name" || chr(10) || ${prefix}"slug" || chr(10) || coalesce(${prefix}"description", ''))`;

export const RoomSchema = defineEntity({
  name: 'Room',
  tableName: 'room',
  indexes: [
    /** Room search: substring matches (LIKE '%...%') of public rooms, through pg_trgm (library's songs search uses it too). */
    {
      name: 'room_search_trgm',
      expression: `create index "room_search_trgm" on "rooms"."room" using gin ((${roomSearchText()}) public.gin_trgm_ops) where "type" = 'PUBLIC'`,
    },
    /** Public rooms are listed newest first; private ones are counted. */
    { properties: ['type', 'createdAt'] },
    /** Promoted rooms, newest promotion first. */
    { properties: ['promoted', 'promotedAt'] },
    /** A by-password lookup (POST /rooms/list): an exact match of the lookup digest (room-password.ts). */
    { properties: ['passwordLookup'] },
  ],
  properties: {
    id: p.uuid().primary(),
    /** The current slug, stored lower-cased. Every slug a room ever had is also a row of room_slug. */
    slug: p.string().length(64).unique(),
    name: p.string().length(80),
    description: p.string().length(500).nullable(),
    type: p.enum(roomVisibilities),
    design: p.enum(roomDesigns),
    djType: p.enum(djTypes),
    numberOfDjs: p.smallint().check('number_of_djs >= 1 and number_of_djs <= 10'),
    ownerId: p.uuid().index(),
    /** argon2id hash of a PRIVATE room's password; never leaves the service. */
    passwordHash: p.text().nullable(),
    /** The password's lookup digest (argon2id with a fixed salt, hex): finds the room by its password in one indexed read. */
    passwordLookup: p.string().length(64).nullable(),
    /** An http(s) poster image given by URL; null when the poster is an upload or there is none. */
    posterUrl: p.string().length(2048).nullable(),
    /** An uploaded poster: its storage key and sniffed content type. */
    posterKey: p.string().length(512).nullable(),
    posterContentType: p.string().length(32).nullable(),
    externalUrl: p.string().length(2048).nullable(),
    pinnedMessages: p.json<PinnedMessage[]>().defaultRaw(`'[]'`),
    promoted: p.boolean().default(false),
    /** The music providers a promotion targets (spotify, apple, ...); empty: all. */
    promotedProviders: p.array().defaultRaw(`'{}'`),
    promotedAt: p.datetime().nullable(),
    /** The room is live (broadcasting) and its live-audio flag: set by the room's staff, shown to clients. */
    liveState: p.boolean().default(false),
    liveAudio: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Room = InferEntity<typeof RoomSchema>;

/**
 * Every slug a room ever had, the current one included. The primary key makes a slug unique across current
 * and past slugs: a renamed room keeps answering to its old addresses, and no other room can take them.
 * A room's slugs go with it when it is deleted.
 */
export const RoomSlugSchema = defineEntity({
  name: 'RoomSlug',
  tableName: 'room_slug',
  properties: {
    slug: p.string().length(64).primary(),
    roomId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RoomSlug = InferEntity<typeof RoomSlugSchema>;

/** A user's visit of a room (POST /rooms/recent): one row per user and room, the latest visit time. */
export const RoomVisitSchema = defineEntity({
  name: 'RoomVisit',
  tableName: 'room_visit',
  uniques: [{ properties: ['userId', 'roomId'] }],
  indexes: [{ properties: ['userId', 'visitedAt'] }, { properties: ['roomId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    roomId: p.uuid(),
    visitedAt: p.datetime(),
  },
});
export type RoomVisit = InferEntity<typeof RoomVisitSchema>;

/** The platform's guest password (POST/DELETE /rooms/admin/guest-password): one row at most. */
export const GuestPasswordSchema = defineEntity({
  name: 'GuestPassword',
  tableName: 'guest_password',
  properties: {
    id: p.smallint().primary().autoincrement(false).check('id = 1'),
    passwordHash: p.text(),
    setBy: p.uuid().nullable(),
    setAt: p.datetime(),
  },
});
export type GuestPassword = InferEntity<typeof GuestPasswordSchema>;
