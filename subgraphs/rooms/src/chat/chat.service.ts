import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  commitThenPublish,
  DomainError,
  httpUrlOf,
  imageTypeOf,
  isUuid,
  musicProviderOfHost,
  PeerCallError,
  topics,
  type EventOutbox,
  type Identity,
  type Peers,
  type PubSub,
  type Storage,
} from '@backspin/platform';
import type { ModerationEventService } from '../room-roles/moderation-event.service.ts';
import type { RoomRoleService } from '../room-roles/room-role.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { UserProfileService } from '../user-profiles/user-profile.service.ts';
import {
  ChatMessageSchema,
  ChatReactionSchema,
  ChatSenderSchema,
  type ChatMessage,
  type ChatMessageKind,
  type StoredChatImage,
  type StoredSongCard,
} from './chat.entity.ts';

export interface ChatServiceDeps {
  pubsub: PubSub;
  storage: Storage;
  roomRoles: RoomRoleService;
  limits: {
    /** At most this many messages per user in any `floodWindowSeconds`. */
    floodMaxMessages: number;
    floodWindowSeconds: number;
    /** Largest decoded image. */
    imageMaxBytes: number;
  };
  /** The server clock (tests inject one). */
  now?: () => Date;
  /** Where moderators' deletions are recorded (room-roles' moderation events, in the deleting transaction). */
  moderationEvents: ModerationEventService;
  /** Other subgraphs: library finds the catalogue song of a song card's link. */
  peers?: Peers;
  /** accounts' profiles: the avatar a user's message shows is the author's own, read when it is sent. */
  profiles?: UserProfileService;
}

export interface SendChatMessageFields {
  roomId: string;
  type?: ChatMessageKind | null;
  message?: string | null;
  replyToId?: string | null;
  /** Checked, then ignored: a message shows the author's current avatar, as accounts has it. */
  avatarId?: string | null;
  color?: string | null;
  /** Base64 images (a data URL's prefix is allowed). */
  images?: readonly string[] | null;
  gif?: string | null;
  media?: readonly string[] | null;
  songs?: readonly SongCardInput[] | null;
  /** A crate id, or a link to a crate. */
  playlist?: string | null;
}

export interface ChatPage {
  messages: ChatMessage[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export interface ReactionGroup {
  emoji: string;
  userIds: string[];
}

/** Where a message's images live in platform storage. */
const imagePrefix = (message: Pick<ChatMessage, 'roomId' | 'id'>) => `chat/${message.roomId}/${message.id}`;

/** The REST bridge path that serves a message's image (rest-bridge/src/routes/chat.routes.ts). */
export const chatImagePath = (messageId: string, index: number) => `/api/room-service/chat/messages/${messageId}/images/${index}`;

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

/**
 * Room chat (spec 3, §3-§5, §9): messages with text, replies, reactions, images, gif and media URLs, song cards,
 * playlist previews, consumables and mentions; edits within 20 s, deletion by the author or a moderator, paged
 * history, a per-user flood limit. Every change is announced on `chat:<roomId>` after it commits.
 *
 * Who may chat: signed-in users and bots. Guests and anonymous callers read the chat (history, live) but do not
 * post or react. A user banned or kicked from the room, or whose chat is disabled there (until it expires), may
 * not post, edit or react. Room messages (type room) are posted by the room's moderators.
 */
export class ChatService {
  private readonly now: () => Date;

  constructor(private readonly deps: ChatServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, ChatMessage>> {
    const valid = ids.filter(isUuid);
    const found = valid.length ? await em.find(ChatMessageSchema, { id: { $in: valid } }) : [];
    return new Map(found.map((m) => [m.id, m]));
  }

  /** A room's messages, newest first, deleted ones left out; at most 100 a page (default 50). */
  async history(em: EntityManager, roomId: string, before?: string | null, limit?: number | null): Promise<ChatPage> {
    const size = Math.min(Math.max(Math.trunc(limit ?? chatLimits.historyDefault), 1), chatLimits.historyMax);
    const cursor = before ? decodeCursor(before) : null;
    if (!isUuid(roomId)) return { messages: [], nextCursor: null };
    const rows = await em.find(
      ChatMessageSchema,
      {
        roomId,
        deletedAt: null,
        ...(cursor ? { $or: [{ createdAt: { $lt: cursor.at } }, { createdAt: cursor.at, id: { $lt: cursor.id } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
    );
    const messages = rows.slice(0, size);
    const last = messages.at(-1);
    return { messages, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
  }

  /** Reactions of each message, grouped by emoji in the order they were first used. */
  async reactionsOf(em: EntityManager, messageIds: readonly string[]): Promise<Map<string, ReactionGroup[]>> {
    const rows = messageIds.length
      ? await em.find(ChatReactionSchema, { messageId: { $in: [...messageIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } })
      : [];
    const byMessage = new Map<string, ReactionGroup[]>();
    for (const row of rows) {
      const groups = byMessage.get(row.messageId) ?? [];
      const group = groups.find((g) => g.emoji === row.emoji);
      if (group) group.userIds.push(row.userId);
      else groups.push({ emoji: row.emoji, userIds: [row.userId] });
      byMessage.set(row.messageId, groups);
    }
    return byMessage;
  }

  /** The first replies of each message (oldest first, deleted ones left out) and how many there are. */
  async repliesOf(em: EntityManager, messageIds: readonly string[]): Promise<Map<string, { shown: ChatMessage[]; count: number }>> {
    const result = new Map<string, { shown: ChatMessage[]; count: number }>();
    if (!messageIds.length) return result;
    const rows = await (em as SqlEntityManager).execute<{ id: string; reply_to_id: string; total: string | number }[]>(
      `select id, reply_to_id, total from (
         select id, reply_to_id, count(*) over (partition by reply_to_id) as total,
                row_number() over (partition by reply_to_id order by created_at, id) as n
           from rooms.chat_message where reply_to_id = any(?) and deleted_at is null) r
        where n <= ?`,
      [`{${messageIds.join(',')}}`, chatLimits.repliesShown],
    );
    const messages = await this.findByIds(em, rows.map((r) => r.id));
    for (const row of rows) {
      const entry = result.get(row.reply_to_id) ?? { shown: [], count: Number(row.total) };
      const message = messages.get(row.id);
      if (message) entry.shown.push(message);
      result.set(row.reply_to_id, entry);
    }
    for (const entry of result.values()) entry.shown.sort((a, b) => +a.createdAt - +b.createdAt || a.id.localeCompare(b.id));
    return result;
  }

  /** Where an image of a message is stored, for the REST bridge to stream; 404 for a deleted message or a wrong index. */
  async image(em: EntityManager, messageId: string, index: number): Promise<StoredChatImage> {
    const message = isUuid(messageId) ? await em.findOne(ChatMessageSchema, { id: messageId }) : null;
    const image = message && !message.deletedAt && Number.isInteger(index) ? message.images[index] : undefined;
    if (!image) throw new DomainError('CHAT_IMAGE_NOT_FOUND');
    return image;
  }

  /** Posts a message. Everything sent is checked first; the room rules and the flood limit under the transaction. */
  async send(em: EntityManager, identity: Identity, input: SendChatMessageFields): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const type = input.type ?? 'user';
    const parsed = parseText(input.message);
    const songs = await this.withSongIds(songCards(input.songs, parsed.songLinks));
    const playlistId = playlistIdOf(input.playlist);
    const { gif, media } = mediaUrls(input.gif, input.media);
    const images = await decodeImages(input.images, this.deps.limits.imageMaxBytes);
    avatarIdOf(input.avatarId); // a malformed value is still a 400; a well-formed one is not trusted
    const color = colorOf(input.color);
    // Spec 3, §5: text, or an image plus media; and a room message, or userUuid, userName and avatarId.
    if (!hasChatContent({ text: parsed.text, images: images.length, gif, media })) throw new DomainError('CHAT_MESSAGE_EMPTY');
    const avatarId = type === 'user' ? await this.avatarOf(userId) : null;
    const replyToId = input.replyToId?.trim() || null;
    if (replyToId && !isUuid(replyToId)) throw new DomainError('INVALID_CHAT_REPLY');
    if (!isUuid(input.roomId ?? '')) throw new DomainError('ROOM_NOT_FOUND');
    const roomId = input.roomId.toLowerCase();

    const id = randomUUID();
    const stored: StoredChatImage[] = images.map((image, i) => ({
      key: `${imagePrefix({ roomId, id })}/${i}.${image.extension}`,
      contentType: image.contentType,
      size: image.bytes.length,
    }));
    try {
      return await this.commit(em, async (tx, outbox) => {
        const now = this.now();
        if (!(await tx.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
        await this.mayChat(tx, roomId, userId, now);
        if (type === 'room' && !(await this.deps.roomRoles.canModerate(tx, identity, roomId))) {
          throw new DomainError('CHAT_ROOM_MESSAGE_FORBIDDEN');
        }
        if (replyToId && !(await tx.count(ChatMessageSchema, { id: replyToId, roomId, deletedAt: null }))) {
          throw new DomainError('INVALID_CHAT_REPLY');
        }
        await this.withinFloodLimit(tx, userId, now);
        const message = tx.create(ChatMessageSchema, {
          id,
          roomId,
          type,
          authorId: type === 'user' ? userId : null,
          postedBy: userId,
          text: parsed.text,
          avatarId: type === 'user' ? avatarId : null,
          color,
          replyToId,
          images: stored,
          gif,
          media,
          songs,
          playlistId,
          consumableId: parsed.consumableId,
          mentionedUserIds: parsed.mentionedUserIds,
          createdAt: now,
          editedAt: null,
          deletedAt: null,
          deletedBy: null,
          lastChange: 'ADDED',
          revision: 1,
        });
        await tx.flush();
        // Written inside the transaction: a failed write rolls the message back.
        for (const [i, image] of images.entries()) await this.deps.storage.put(stored[i]!.key, image.bytes);
        this.announce(outbox, message);
        return message;
      });
    } catch (error) {
      if (stored.length) await this.deps.storage.deletePrefix(imagePrefix({ roomId, id })).catch(() => undefined);
      throw error;
    }
  }

  /** Changes the text of one's own message, within 20 s of sending it (server clock). Mentions and markers follow the text. */
  async edit(em: EntityManager, identity: Identity, messageId: string, text: string | null | undefined): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const parsed = parseText(text);
    const linksInText = await this.withSongIds(parsed.songLinks);
    return this.commit(em, async (tx, outbox) => {
      const now = this.now();
      const message = await this.lockLive(tx, messageId);
      if (message.authorId !== userId) throw new DomainError('CHAT_EDIT_NOT_OWN');
      if (now.getTime() - message.createdAt.getTime() > chatLimits.editWindowMs) throw new DomainError('CHAT_EDIT_WINDOW_PASSED');
      await this.mayChat(tx, message.roomId, userId, now);
      if (!hasChatContent({ text: parsed.text, images: message.images.length, gif: message.gif ?? null, media: message.media })) throw new DomainError('CHAT_MESSAGE_EMPTY');
      message.text = parsed.text;
      message.mentionedUserIds = parsed.mentionedUserIds;
      message.consumableId = parsed.consumableId;
      message.songs = songCards(
        message.songs.filter((s) => !s.fromText),
        linksInText,
      );
      message.editedAt = now;
      this.changed(message, 'EDITED');
      await tx.flush();
      this.announce(outbox, message);
      return message;
    });
  }

  /**
   * Deletes a message: its author, or a moderator of the room (recorded as a moderation event). The message stays
   * as deleted, without its content, so replies and live clients can show it as such; its images are removed.
   */
  async delete(em: EntityManager, identity: Identity, messageId: string): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const message = await this.commit(em, async (tx, outbox) => {
      const now = this.now();
      const message = await this.lockLive(tx, messageId);
      const own = message.authorId === userId;
      if (!own && !(await this.deps.roomRoles.canModerate(tx, identity, message.roomId))) {
        throw new DomainError('CHAT_DELETE_FORBIDDEN');
      }
      if (!own) {
        // The author, or for a room message whoever posted it; a service-posted room message has no one to name.
        const targetUserId = message.authorId ?? message.postedBy ?? null;
        if (targetUserId && isUuid(targetUserId) && isUuid(userId)) {
          this.deps.moderationEvents.record(tx, {
            roomId: message.roomId,
            actorId: userId,
            targetUserId,
            actionType: 'deleteMessage',
            details: { messageId: message.id, type: message.type, text: message.text ?? null, images: message.images.length },
          });
        }
      }
      Object.assign(message, {
        text: null,
        images: [],
        gif: null,
        media: [],
        songs: [],
        playlistId: null,
        consumableId: null,
        mentionedUserIds: [],
        deletedAt: now,
        deletedBy: userId,
      });
      this.changed(message, 'DELETED');
      await tx.flush();
      await tx.nativeDelete(ChatReactionSchema, { messageId: message.id });
      this.announce(outbox, message);
      return message;
    });
    await this.deps.storage.deletePrefix(imagePrefix(message)).catch((error: unknown) => {
      console.error('chat: could not remove the images of a deleted message', message.id, error);
    });
    return message;
  }

  /**
   * Adds the caller's reaction with this emoji, or removes it when it is there (spec 3, §4). Toggles of one
   * message run one after another (the message row is locked); the unique row per message, user and emoji
   * keeps a reaction from being counted twice whatever happens.
   */
  async toggleReaction(em: EntityManager, identity: Identity, messageId: string, rawEmoji: string): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const emoji = emojiOf(rawEmoji);
    return this.commit(em, async (tx, outbox) => {
      const now = this.now();
      const message = await this.lockLive(tx, messageId);
      await this.mayChat(tx, message.roomId, userId, now);
      const removed = await tx.nativeDelete(ChatReactionSchema, { messageId: message.id, userId, emoji });
      if (!removed) {
        const emojis = await (tx as SqlEntityManager).execute<{ emoji: string }[]>(
          'select distinct emoji from rooms.chat_reaction where message_id = ?',
          [message.id],
        );
        if (emojis.length >= chatLimits.distinctReactionsMax && !emojis.some((e) => e.emoji === emoji)) {
          throw new DomainError('CHAT_TOO_MANY_REACTIONS');
        }
        await tx.insert(ChatReactionSchema, { id: randomUUID(), messageId: message.id, userId, emoji, createdAt: now });
      }
      this.changed(message, 'REACTION');
      await tx.flush();
      this.announce(outbox, message);
      return message;
    });
  }

  /**
   * The avatar a user's message shows: the author's own, as accounts has it now (asked before any transaction),
   * whatever the client sent. A user who chose none, or accounts unreachable: the default avatar (never a claimed one).
   */
  private async avatarOf(userId: string): Promise<string> {
    const profile = this.deps.profiles ? await this.deps.profiles.profileOf(userId) : null;
    return profile?.avatarId ?? defaultChatAvatarId;
  }

  /**
   * Song cards with the catalogue song of each link, asked of library (before any transaction: no lock is held over
   * a call): the card is built from the link the server resolves, never from a song id a client names. A link
   * library does not know, or library unreachable: no song.
   */
  private async withSongIds(cards: StoredSongCard[]): Promise<StoredSongCard[]> {
    const peers = this.deps.peers;
    if (!peers) return cards;
    return Promise.all(
      cards.map(async (card) => {
        if (card.songId) return card;
        try {
          const found = await peers.call<{ songByLink: { id: string } }>(
            'library',
            'query($link: String!) { songByLink(link: $link) { id } }',
            { link: card.link },
          );
          return { ...card, songId: found.songByLink.id };
        } catch (error) {
          const unknown = error instanceof PeerCallError && error.status === 404;
          const down = error instanceof DomainError && error.reason === 'SERVICE_UNAVAILABLE';
          if (!unknown && !down) console.warn('chat: library could not look up a song link', card.link, error);
          return card;
        }
      }),
    );
  }

  private commit<T>(em: EntityManager, work: (tx: EntityManager, outbox: EventOutbox) => Promise<T>): Promise<T> {
    return commitThenPublish(em, this.deps.pubsub, work);
  }

  private announce(outbox: EventOutbox, message: ChatMessage): void {
    outbox.add({ topic: topics.chat(message.roomId), field: 'chatMessageChanged', id: message.id });
  }

  private changed(message: ChatMessage, kind: ChatMessage['lastChange']): void {
    message.lastChange = kind;
    message.revision += 1;
  }

  /** The message, locked for this transaction; 404 when there is none or it was deleted. */
  private async lockLive(tx: EntityManager, messageId: string): Promise<ChatMessage> {
    const message = isUuid(messageId) ? await tx.findOne(ChatMessageSchema, { id: messageId }, lock) : null;
    if (!message || message.deletedAt) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
    return message;
  }

  /** Banned, kicked and chat-disabled users (roles in effect: an expired one no longer counts) may not chat. */
  private async mayChat(tx: EntityManager, roomId: string, userId: string, now: Date): Promise<void> {
    const roles = await this.deps.roomRoles.rolesOf(tx, roomId, userId, now);
    if (roles.includes('banned')) throw new DomainError('ROOM_BANNED');
    if (roles.includes('kicked')) throw new DomainError('ROOM_KICKED');
    if (roles.includes('chatDisabled')) throw new DomainError('CHAT_DISABLED');
  }

  /**
   * The flood limit, decided in the database: the sender's row is locked, so concurrent sends of one user are
   * counted one after another against their messages of the last window (deleted ones count too).
   */
  private async withinFloodLimit(tx: EntityManager, userId: string, now: Date): Promise<void> {
    const { floodMaxMessages: max, floodWindowSeconds: window } = this.deps.limits;
    await (tx as SqlEntityManager)
      .createQueryBuilder(ChatSenderSchema)
      .insert({ userId, lastMessageAt: now })
      .onConflict('userId')
      .ignore()
      .execute();
    const sender = await tx.findOneOrFail(ChatSenderSchema, { userId }, lock);
    const since = new Date(now.getTime() - window * 1000);
    const recent = await tx.find(
      ChatMessageSchema,
      { postedBy: userId, createdAt: { $gt: since, $lte: now } },
      { fields: ['createdAt'], orderBy: { createdAt: 'desc' }, limit: max },
    );
    if (recent.length >= max) {
      const oldest = recent.at(-1)!.createdAt.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + window * 1000 - now.getTime()) / 1000));
      throw new DomainError('CHAT_FLOOD_LIMIT', { limit: max, windowSeconds: window, retryAfterSeconds });
    }
    sender.lastMessageAt = now;
  }
}

/** Signed-in users and bots chat; guests and anonymous callers only read. */
function chatterOf(identity: Identity): string {
  const chats = identity.tokenType === 'user' || identity.tokenType === 'bot' || identity.tokenType === 'service';
  if (!identity.userId || !chats) throw new DomainError('CHAT_GUESTS_CANNOT_POST');
  return identity.userId;
}

function encodeCursor(message: ChatMessage): string {
  return Buffer.from(JSON.stringify([message.createdAt.toISOString(), message.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = new Date(typeof at === 'string' ? at : NaN);
    if (typeof id === 'string' && isUuid(id) && !Number.isNaN(date.getTime())) return { at: date, id };
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('INVALID_CHAT_CURSOR');
}

/*
 * What a message carries, read and checked before anything is written (no I/O): text and its markers, song cards,
 * a playlist, images, a gif and media URLs. Every refusal is a precise 400 (413 for a large image).
 */

export const chatLimits = {
  textMax: 2000,
  /** Spec 3, §9: own-message edit window. */
  editWindowMs: 20_000,
  historyDefault: 50,
  historyMax: 100,
  imagesMax: 4,
  mediaMax: 4,
  urlMax: 2048,
  songsMax: 5,
  mentionsMax: 20,
  emojiMax: 32,
  distinctReactionsMax: 20,
  /** Replies shown inline with a message (oldest first); `replyCount` gives the total. */
  repliesShown: 20,
} as const;

/** Spec 3, §3 and §9: the colour of a message when its author picks none. */
export const defaultChatColor = '#562DF9';

/** The avatarId a user's message carries when its author has chosen no avatar (the web player draws an initial). */
export const defaultChatAvatarId = 'default';

/**
 * Spec 3, §5: "a chat message is valid if it has text, or an image plus media". An image is an uploaded image or a
 * gif (an image by URL); media are the media URLs. So an image alone, a gif alone or media alone is not a message.
 */
export function hasChatContent(content: { text: string | null; images: number; gif: string | null; media: readonly string[] }): boolean {
  return Boolean(content.text) || ((content.images > 0 || Boolean(content.gif)) && content.media.length > 0);
}

/**
 * Spec 3, §5, message consumption tokens: a user mention is `<@user-id>` and a consumable is `<consumable:id>`
 * inside the text; the text keeps them (clients render them), the message also stores what they name.
 */
export const mentionMarker = /<@([^<>\s]{0,64})>/g;
export const consumableMarker = /<consumable:([^<>\s]{0,100})>/g;

const avatarIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const consumableIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const colorPattern = /^#[0-9A-Fa-f]{6}$/;
const linkInText = /\bhttps?:\/\/[^\s<>"']+/gi;

export interface SongCardInput {
  link: string;
  /** Ignored: the song of a card is the one the server resolves from the link. */
  songId?: string | null;
}

/** The text with what its markers name. */
export interface ParsedText {
  text: string | null;
  mentionedUserIds: string[];
  consumableId: string | null;
  /** Music-provider links found in the text. */
  songLinks: StoredSongCard[];
}

export function parseText(raw: string | null | undefined): ParsedText {
  const text = raw?.trim() ? raw.trim() : null;
  if (text && [...text].length > chatLimits.textMax) throw new DomainError('INVALID_CHAT_TEXT');
  if (!text) return { text: null, mentionedUserIds: [], consumableId: null, songLinks: [] };

  const mentioned = new Set<string>();
  for (const [, id] of text.matchAll(mentionMarker)) {
    if (!id || !isUuid(id)) throw new DomainError('INVALID_CHAT_MENTIONS');
    mentioned.add(id.toLowerCase());
  }
  if (mentioned.size > chatLimits.mentionsMax) throw new DomainError('INVALID_CHAT_MENTIONS');

  const consumables = new Set<string>();
  for (const [, id] of text.matchAll(consumableMarker)) {
    if (!id || !consumableIdPattern.test(id)) throw new DomainError('INVALID_CHAT_CONSUMABLE');
    consumables.add(id);
  }
  if (consumables.size > 1) throw new DomainError('INVALID_CHAT_CONSUMABLE');

  const songLinks: StoredSongCard[] = [];
  for (const [match] of text.matchAll(linkInText)) {
    const link = match.replace(/[.,!?;:)\]}]+$/, '');
    const provider = providerOfLink(link);
    if (provider && !songLinks.some((s) => s.link === link)) songLinks.push({ link, provider, songId: null, fromText: true });
  }
  return { text, mentionedUserIds: [...mentioned], consumableId: [...consumables][0] ?? null, songLinks };
}

/** An http(s) URL of at most 2048 characters, or null. */
const httpUrl = (raw: string): URL | null => httpUrlOf(raw, chatLimits.urlMax, { allowSpaces: true });

/** Spec 3, §5: a chat link is a music link only when its host carries one of the provider host fragments. */
export function providerOfLink(raw: string): string | null {
  const url = httpUrl(raw);
  return url ? musicProviderOfHost(url.hostname) : null;
}

/**
 * Song cards sent explicitly, then those found in the text, without repeats, at most 5 (text links beyond are
 * dropped). Each carries its link only: the song is resolved from the link (withSongIds), whatever id a client names.
 */
export function songCards(input: readonly SongCardInput[] | null | undefined, fromText: readonly StoredSongCard[]): StoredSongCard[] {
  const given = input ?? [];
  if (given.length > chatLimits.songsMax) throw new DomainError('INVALID_CHAT_SONG_LINK');
  const cards: StoredSongCard[] = [];
  for (const song of given) {
    const link = typeof song.link === 'string' ? song.link.trim() : '';
    const provider = providerOfLink(link);
    const songId = typeof song.songId === 'string' ? song.songId.trim() : null;
    if (!provider || (songId && !isUuid(songId))) throw new DomainError('INVALID_CHAT_SONG_LINK');
    if (!cards.some((c) => c.link === link)) cards.push({ link, provider, songId: null, fromText: false });
  }
  for (const card of fromText) {
    if (cards.length >= chatLimits.songsMax) break;
    if (!cards.some((c) => c.link === card.link)) cards.push(card);
  }
  return cards;
}

/** Spec 3, §5: "playlist links are resolved via a crate lookup": a crate id, or a link whose path names one. */
export function playlistIdOf(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (isUuid(value)) return value.toLowerCase();
  const url = httpUrl(value);
  const segments = url?.pathname.split('/').filter(Boolean) ?? [];
  const at = segments.findIndex((s, i) => i > 0 && isUuid(s) && /^(crates?|playlists?)$/i.test(segments[i - 1]!));
  if (at < 0) throw new DomainError('INVALID_CHAT_PLAYLIST');
  return segments[at]!.toLowerCase();
}

export function mediaUrls(gif: string | null | undefined, media: readonly string[] | null | undefined) {
  const gifUrl = gif?.trim() ? httpUrl(gif) : null;
  if (gif?.trim() && !gifUrl) throw new DomainError('INVALID_CHAT_MEDIA');
  const list = media ?? [];
  if (list.length > chatLimits.mediaMax) throw new DomainError('INVALID_CHAT_MEDIA');
  const urls = list.map((m) => {
    const url = typeof m === 'string' ? httpUrl(m) : null;
    if (!url) throw new DomainError('INVALID_CHAT_MEDIA');
    return m.trim();
  });
  return { gif: gifUrl ? gif!.trim() : null, media: urls };
}

export function avatarIdOf(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!avatarIdPattern.test(value)) throw new DomainError('INVALID_CHAT_AVATAR');
  return value;
}

export function colorOf(raw: string | null | undefined): string {
  const value = raw?.trim();
  if (!value) return defaultChatColor;
  if (!colorPattern.test(value)) throw new DomainError('INVALID_CHAT_COLOR');
  return value.toUpperCase();
}

/** One emoji (a pictographic sequence: modifiers, joiners, variation selectors, flags and keycaps included). */
export function emojiOf(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const emoji = /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3|\u200D|\uFE0F)+$/u;
  if (!value || value.length > chatLimits.emojiMax || !emoji.test(value) || /^[#*0-9]+$/.test(value)) {
    throw new DomainError('INVALID_CHAT_EMOJI');
  }
  return value;
}

/** A decoded image whose type was read from its first bytes. */
export interface ChatImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/** The longest base64 image text taken: the largest CHAT_IMAGE_MAX_BYTES (10 MiB) in base64, with room for a data URL prefix and line breaks. */
export const chatImageMaxCharacters = 16_777_216;

/** Images sent as base64 (a data URL's prefix is allowed): at most 4, each at most `maxBytes` decoded (413 above). */
export async function decodeImages(raw: readonly string[] | null | undefined, maxBytes: number): Promise<ChatImage[]> {
  const list = raw ?? [];
  if (list.length > chatLimits.imagesMax) throw new DomainError('INVALID_CHAT_IMAGE');
  const images: ChatImage[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw new DomainError('INVALID_CHAT_IMAGE');
    const base64 = item.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
    // Refuse by length before decoding: 4 base64 characters carry 3 bytes.
    if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw new DomainError('CHAT_IMAGE_TOO_LARGE', { maxBytes });
    if (!base64 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw new DomainError('INVALID_CHAT_IMAGE');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > maxBytes) throw new DomainError('CHAT_IMAGE_TOO_LARGE', { maxBytes });
    // The type comes from the bytes (PNG, JPEG, GIF or WebP), whatever a client claims.
    const type = await imageTypeOf(bytes);
    if (!type) throw new DomainError('INVALID_CHAT_IMAGE');
    images.push({ bytes, contentType: type.contentType, extension: type.ext });
  }
  return images;
}

export interface MusicInfo {
  type: 'ChatMusicInfo';
  providerUrls: string[];
  trackInfo: { trackName: string; artistName: string; albumName: string | null; isrc: string };
}

/** Spec 3, §3 and §5: a song card's music-info item, produced only when the song has an isrc. */
export function musicInfoOf(song: {
  isrc?: string | null;
  trackName?: string;
  artistName?: string;
  albumName?: string | null;
  links?: string[];
}): MusicInfo | null {
  const isrc = song.isrc?.trim();
  if (!isrc) return null;
  return {
    type: 'ChatMusicInfo',
    providerUrls: song.links ?? [],
    trackInfo: { trackName: song.trackName ?? '', artistName: song.artistName ?? '', albumName: song.albumName ?? null, isrc },
  };
}
