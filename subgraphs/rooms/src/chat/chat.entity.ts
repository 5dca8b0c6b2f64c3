import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { chatChangeKinds } from '@backspin/contracts/live-events';

/** Spec 3, §3: a chat message is a user's message or a room message (announcements, no author shown). */
export const chatMessageTypes = ['user', 'room'] as const;
export type ChatMessageKind = (typeof chatMessageTypes)[number];

/** What happened to a message last: what a `chatMessageChanged` event reports (the live events' one list). */
export { chatChangeKinds, type ChatChangeKind } from '@backspin/contracts/live-events';

/** An image stored with a message (platform storage), served by the REST bridge. */
export interface StoredChatImage {
  key: string;
  contentType: string;
  size: number;
}

/** A song card: a provider link (recognised by the spec's host fragments) and the catalogue song when known. */
export interface StoredSongCard {
  link: string;
  provider: string;
  songId: string | null;
  /** True when the link was found in the text (it follows the text on edit); false when sent in `songs`. */
  fromText: boolean;
}

export const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  indexes: [
    /** A room's history, newest first, paged by (createdAt, id). */
    { properties: ['roomId', 'createdAt', 'id'] },
    /** The flood limit counts a user's recent messages. */
    { properties: ['postedBy', 'createdAt'] },
    /** Replies of a message. */
    { properties: ['replyToId', 'createdAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    type: p.enum(chatMessageTypes),
    /** The spec's userUuid: the user who wrote a user message; null for room messages. */
    authorId: p.uuid().nullable(),
    /** Who posted it (the moderator behind a room message); null when the service posted it. */
    postedBy: p.uuid().nullable(),
    /** The spec's `message`; null when the message has none or was deleted. */
    text: p.string().length(2000).nullable(),
    avatarId: p.string().length(64).nullable(),
    color: p.string().length(7),
    replyToId: p.uuid().nullable(),
    images: p.json<StoredChatImage[]>().defaultRaw(`'[]'`),
    gif: p.string().length(2048).nullable(),
    media: p.json<string[]>().defaultRaw(`'[]'`),
    songs: p.json<StoredSongCard[]>().defaultRaw(`'[]'`),
    /** A crate (library) shown as a playlist preview. */
    playlistId: p.uuid().nullable(),
    /** A consumable (economy) the message carries, by id. */
    consumableId: p.string().length(64).nullable(),
    /**
     * The economy purchase that delivered the consumable (a message of its buyer): unique, so a redelivery of the same
     * purchase posts nothing more (chat.service.ts `deliverConsumable`).
     */
    consumablePurchaseId: p.uuid().nullable().unique(),
    mentionedUserIds: p.json<string[]>().defaultRaw(`'[]'`),
    createdAt: p.datetime(),
    editedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
    deletedBy: p.uuid().nullable(),
    lastChange: p.enum(chatChangeKinds),
    /** Bumped by every change (edit, reaction, delete), so a client can drop a stale copy. */
    revision: p.integer(),
  },
});
export type ChatMessage = InferEntity<typeof ChatMessageSchema>;

/** One user's reaction with one emoji on one message: a row per message, user and emoji (a toggle adds or removes it). */
export const ChatReactionSchema = defineEntity({
  name: 'ChatReaction',
  tableName: 'chat_reaction',
  uniques: [{ properties: ['messageId', 'userId', 'emoji'] }],
  indexes: [{ properties: ['messageId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    messageId: p.uuid(),
    userId: p.uuid(),
    emoji: p.string().length(32),
    createdAt: p.datetime(),
  },
});
export type ChatReaction = InferEntity<typeof ChatReactionSchema>;

/**
 * One row per user who has chatted (`key` is their user id): sending a message locks it, so a user's concurrent
 * sends are counted one after the other against the flood limit (platform's `enforceWindowLimits`).
 */
export const ChatFloodKeySchema = defineEntity({
  name: 'ChatFloodKey',
  tableName: 'chat_flood_key',
  properties: {
    key: p.string().length(64).primary(),
  },
});
export type ChatFloodKey = InferEntity<typeof ChatFloodKeySchema>;
