import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  commitThenPublish,
  DomainError,
  enforceWindowLimits,
  execute,
  insertOnce,
  isUuid,
  PeerCallError,
  pgArray,
  requireService,
  topics,
  type EventOutbox,
  type Identity,
  type Peers,
  type PubSub,
  type Storage,
  type WindowLimit,
  type UserActions,
} from '@backspin/platform';
import type { BlockedUserService } from '../blocked-users/blocked-user.service.ts';
import type { ModerationEventService } from '../room-roles/moderation-event.service.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { UserProfileService } from '../user-profiles/user-profile.service.ts';
import {
  ChatMessageSchema,
  ChatReactionSchema,
  ChatFloodKeySchema,
  type ChatMessage,
  type ChatMessageKind,
  type StoredChatImage,
  type StoredSongCard,
} from './chat.entity.ts';
import {
  avatarIdOf,
  chatLimits,
  colorOf,
  decodeImages,
  defaultChatAvatarId,
  hasChatContent,
  mediaUrls,
  parseText,
  playlistIdOf,
  songCards,
  type SongCardInput,
} from './chat-content.ts';
import type { ReactionGroup } from './chat-reaction.service.ts';

export interface ChatServiceDeps {
  pubsub: PubSub;
  storage: Storage;
  /** The room's authority: who may post (the one chat rule) and who moderates the room. */
  authority: RoomAuthorityService;
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
  /**
   * Who is in a room (presence/, which sits above chat through rotation): a bought consumable is delivered only to a
   * buyer who is there.
   */
  presence: { isPresent(em: EntityManager, roomId: string, userId: string): Promise<boolean> };
  /** Who can receive the room's chat events (presence/chat-audience.service.ts): the blockers each event names. */
  audience: ChatAudience;
  /** Whose messages a viewer blocked (blocked-users/): left out of the viewer's history. */
  blocks: Pick<BlockedUserService, 'hiddenAuthorsFor' | 'hiddenAuthorsOfRequest'>;
  /** A message sent, for audit's user actions (its id only, never its text; one job row in the sending transaction). */
  userActions?: Pick<UserActions, 'record' | 'wake'>;
}

/** A bought consumable to post as its buyer's message (economy's delivery of a purchase). */
export interface ConsumableDelivery {
  /** The purchase id. */
  eventId: string;
  roomId: string;
  userId: string;
  consumableId: string;
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

/**
 * Who can receive a room's live chat events (presence's chat audience, which sits above chat): of the users who blocked
 * any of `userIds`, those present in the room or listening to its chat, with whom they blocked.
 */
export interface ChatAudience {
  blockersListening(em: EntityManager, roomId: string, userIds: readonly string[]): Promise<{ blockerId: string; blockedId: string }[]>;
}

export interface ChatPage {
  messages: ChatMessage[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

/** Where a message's images live in platform storage. */
const imagePrefix = (message: Pick<ChatMessage, 'roomId' | 'id'>) => `chat/${message.roomId}/${message.id}`;

/** The REST bridge path that serves a message's image (rest-bridge/src/routes/chat.routes.ts). */
export const chatImagePath = (messageId: string, index: number) => `/api/room-service/chat/messages/${messageId}/images/${index}`;

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

/**
 * Room chat (spec 3, §3-§5, §9): messages with text, replies, reactions, images, gif and media URLs, song cards,
 * playlist previews, consumables and mentions (reactions: chat-reaction.service.ts; what a message may carry:
 * chat-content.ts); edits within 20 s, deletion by the author or a moderator, paged
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

  /**
   * A room's messages, newest first, deleted ones left out; at most 100 a page (default 50). Messages of users the
   * viewer blocked (and the mentions they carry) are left out for the viewer (blocked-users/).
   */
  async history(em: EntityManager, viewer: Identity, roomId: string, before?: string | null, limit?: number | null): Promise<ChatPage> {
    const size = Math.min(Math.max(Math.trunc(limit ?? chatLimits.historyDefault), 1), chatLimits.historyMax);
    const cursor = before ? decodeCursor(before) : null;
    if (!isUuid(roomId)) return { messages: [], nextCursor: null };
    const hidden = await this.deps.blocks.hiddenAuthorsFor(em, viewer);
    const rows = await em.find(
      ChatMessageSchema,
      {
        roomId,
        deletedAt: null,
        $and: [
          ...(cursor ? [{ $or: [{ createdAt: { $lt: cursor.at } }, { createdAt: cursor.at, id: { $lt: cursor.id } }] }] : []),
          // A room message has no author (NULL is never NOT IN a list: asked for apart).
          ...(hidden.length ? [{ $or: [{ authorId: null }, { authorId: { $nin: hidden } }] }] : []),
        ],
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
    );
    const messages = rows.slice(0, size);
    const last = messages.at(-1);
    return { messages, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
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

  /**
   * The message as the viewer may see it: null when its author is someone the viewer blocked (a read by id, a
   * replied-to message). Live events are read without a viewer: the gateway leaves the blocker out instead.
   */
  async visibleTo(em: EntityManager, viewer: Identity, message: ChatMessage | null): Promise<ChatMessage | null> {
    if (!message?.authorId) return message;
    return (await this.deps.blocks.hiddenAuthorsOfRequest(em, viewer)).has(message.authorId) ? null : message;
  }

  /** A message's first replies and their count as the viewer sees them: replies by users the viewer blocked left out. */
  async repliesVisibleTo(
    em: EntityManager,
    viewer: Identity,
    messageId: string,
    replies: { shown: ChatMessage[]; count: number },
  ): Promise<{ shown: ChatMessage[]; count: number }> {
    const hidden = await this.deps.blocks.hiddenAuthorsOfRequest(em, viewer);
    if (!hidden.size || !replies.count) return replies;
    const [row] = await execute<{ total: string | number }>(
      em,
      'select count(*) as total from rooms.chat_message where reply_to_id = ? and deleted_at is null and (author_id is null or author_id <> all(?))',
      [messageId, pgArray([...hidden])],
    );
    return { shown: replies.shown.filter((m) => !m.authorId || !hidden.has(m.authorId)), count: Number(row?.total ?? 0) };
  }

  /**
   * A message's reactions as the viewer sees them: those of users the viewer blocked left out (an emoji only they used
   * goes), each emoji's count the users left.
   */
  async reactionsVisibleTo(em: EntityManager, viewer: Identity, groups: readonly ReactionGroup[]): Promise<(ReactionGroup & { count: number })[]> {
    const hidden = groups.length ? await this.deps.blocks.hiddenAuthorsOfRequest(em, viewer) : new Set<string>();
    return groups.flatMap((group) => {
      const userIds = hidden.size ? group.userIds.filter((id) => !hidden.has(id.toLowerCase())) : group.userIds;
      return userIds.length ? [{ emoji: group.emoji, userIds, count: userIds.length }] : [];
    });
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
      const sent = await this.commit(em, async (tx, outbox) => {
        const now = this.now();
        if (!(await tx.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
        await this.deps.authority.assertMayPost(tx, identity, roomId, now);
        if (type === 'room' && !(await this.deps.authority.canModerate(tx, identity, roomId))) {
          throw new DomainError('CHAT_ROOM_MESSAGE_FORBIDDEN');
        }
        if (replyToId && !(await tx.count(ChatMessageSchema, { id: replyToId, roomId, deletedAt: null }))) {
          throw new DomainError('INVALID_CHAT_REPLY');
        }
        await this.withinFloodLimit(tx, userId, now);
        const message = tx.create(
          ChatMessageSchema,
          newChatMessage({
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
          }),
        );
        await tx.flush();
        await this.deps.userActions?.record(tx, { eventId: id, userId, type: 'CHATTED', at: now, roomId, detail: { messageId: id } });
        // Written inside the transaction: a failed write rolls the message back.
        for (const [i, image] of images.entries()) await this.deps.storage.put(stored[i]!.key, image.bytes);
        await announceChatChange(tx, outbox, message, this.deps.audience);
        return message;
      });
      this.deps.userActions?.wake();
      return sent;
    } catch (error) {
      if (stored.length) await this.deps.storage.deletePrefix(imagePrefix({ roomId, id })).catch(() => undefined);
      throw error;
    }
  }

  /**
   * May this buyer receive a consumable in this room now: the room exists, they are in it, and they may post in its
   * chat (the one rule, `assertMayPost`). Throws the refusal. Asked by economy (its service identity) before it holds
   * the tokens, and checked again on delivery.
   */
  async assertMayReceiveConsumable(em: EntityManager, identity: Identity, roomId: string, userId: string): Promise<true> {
    requireService(identity);
    await this.mayReceiveConsumable(em, roomId, userId, this.now());
    return true;
  }

  /**
   * Posts a bought consumable as its buyer's message (`<consumable:id>`, carrying the consumable), announced live to
   * the room. Economy delivers a purchase with its service identity; the buyer must still be in the room and allowed
   * to post (else the refusal, and economy gives the tokens back). Once per purchase: a redelivery answers the first
   * message and announces nothing. A paid delivery is not counted against the flood limit.
   */
  async deliverConsumable(em: EntityManager, identity: Identity, input: ConsumableDelivery): Promise<ChatMessage> {
    requireService(identity);
    if (![input.eventId, input.roomId, input.userId].every(isUuid)) throw new DomainError('INVALID_CONSUMABLE_DELIVERY');
    const text = `<consumable:${input.consumableId}>`;
    const parsed = parseText(text);
    if (parsed.consumableId !== input.consumableId) throw new DomainError('INVALID_CONSUMABLE_DELIVERY');
    const purchaseId = input.eventId.toLowerCase();
    const delivered = await em.findOne(ChatMessageSchema, { consumablePurchaseId: purchaseId });
    if (delivered) return delivered;
    const roomId = input.roomId.toLowerCase();
    const userId = input.userId.toLowerCase();
    const avatarId = await this.avatarOf(userId);
    return this.commit(em, async (tx, outbox) => {
      const now = this.now();
      await this.mayReceiveConsumable(tx, roomId, userId, now);
      const row = newChatMessage({
        id: randomUUID(),
        roomId,
        type: 'user',
        authorId: userId,
        postedBy: userId,
        text: parsed.text,
        avatarId,
        color: colorOf(null),
        consumableId: parsed.consumableId,
        consumablePurchaseId: purchaseId,
        createdAt: now,
      });
      const message = await insertOnce(tx, ChatMessageSchema, row, 'consumablePurchaseId');
      if (message.id === row.id) await announceChatChange(tx, outbox, message, this.deps.audience);
      return message;
    });
  }

  private async mayReceiveConsumable(em: EntityManager, roomId: string, userId: string, now: Date): Promise<void> {
    if (!isUuid(roomId) || !(await em.count(RoomSchema, { id: roomId.toLowerCase() }))) throw new DomainError('ROOM_NOT_FOUND');
    if (!isUuid(userId) || !(await this.deps.presence.isPresent(em, roomId.toLowerCase(), userId.toLowerCase()))) {
      throw new DomainError('CONSUMABLE_PURCHASE_NOT_IN_ROOM');
    }
    await this.deps.authority.assertMayPost(em, { userId: userId.toLowerCase(), tokenType: 'user', roles: ['user'] }, roomId.toLowerCase(), now);
  }

  /** Changes the text of one's own message, within 20 s of sending it (server clock). Mentions and markers follow the text. */
  async edit(em: EntityManager, identity: Identity, messageId: string, text: string | null | undefined): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const parsed = parseText(text);
    const linksInText = await this.withSongIds(parsed.songLinks);
    return this.commit(em, async (tx, outbox) => {
      const now = this.now();
      const message = await lockLiveChatMessage(tx, messageId);
      if (message.authorId !== userId) throw new DomainError('CHAT_EDIT_NOT_OWN');
      if (now.getTime() - message.createdAt.getTime() > chatLimits.editWindowMs) throw new DomainError('CHAT_EDIT_WINDOW_PASSED');
      await this.deps.authority.assertMayPost(tx, identity, message.roomId, now);
      if (!hasChatContent({ text: parsed.text, images: message.images.length, gif: message.gif ?? null, media: message.media })) throw new DomainError('CHAT_MESSAGE_EMPTY');
      message.text = parsed.text;
      message.mentionedUserIds = parsed.mentionedUserIds;
      message.consumableId = parsed.consumableId;
      message.songs = songCards(
        message.songs.filter((s) => !s.fromText),
        linksInText,
      );
      message.editedAt = now;
      markChatChange(message, 'EDITED');
      await tx.flush();
      await announceChatChange(tx, outbox, message, this.deps.audience);
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
      const message = await lockLiveChatMessage(tx, messageId);
      const own = message.authorId === userId;
      if (!own && !(await this.deps.authority.canModerate(tx, identity, message.roomId))) {
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
      markChatChange(message, 'DELETED');
      await tx.flush();
      await tx.nativeDelete(ChatReactionSchema, { messageId: message.id });
      await announceChatChange(tx, outbox, message, this.deps.audience);
      return message;
    });
    await this.deps.storage.deletePrefix(imagePrefix(message)).catch((error: unknown) => {
      console.error('chat: could not remove the images of a deleted message', message.id, error);
    });
    return message;
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

  /**
   * The flood limit (platform's sliding window, decided in the database): the sender's key row is locked, so
   * concurrent sends of one user are counted one after another against their messages of the last window (deleted
   * ones count too).
   */
  private async withinFloodLimit(tx: EntityManager, userId: string, now: Date): Promise<void> {
    const { floodMaxMessages: max, floodWindowSeconds: windowSeconds } = this.deps.limits;
    const limit: WindowLimit = {
      key: userId,
      reason: 'CHAT_FLOOD_LIMIT',
      max,
      windowSeconds,
      recent: async (since) => {
        const rows = await tx.find(
          ChatMessageSchema,
          { postedBy: userId, createdAt: { $gt: since } },
          { fields: ['createdAt'], orderBy: { createdAt: 'desc' }, limit: max },
        );
        return rows.map((row) => row.createdAt);
      },
    };
    await enforceWindowLimits(tx, ChatFloodKeySchema, [limit], now);
  }
}

/** What a message needs to be new: the given fields, and nothing else carried, edited or deleted yet. */
type NewChatMessage = Pick<ChatMessage, 'id' | 'roomId' | 'type' | 'authorId' | 'postedBy' | 'text' | 'avatarId' | 'color' | 'createdAt'> &
  Partial<Pick<ChatMessage, 'replyToId' | 'images' | 'gif' | 'media' | 'songs' | 'playlistId' | 'consumableId' | 'consumablePurchaseId' | 'mentionedUserIds'>>;

export function newChatMessage(fields: NewChatMessage): ChatMessage {
  return {
    replyToId: null,
    images: [],
    gif: null,
    media: [],
    songs: [],
    playlistId: null,
    consumableId: null,
    consumablePurchaseId: null,
    mentionedUserIds: [],
    editedAt: null,
    deletedAt: null,
    deletedBy: null,
    lastChange: 'ADDED',
    revision: 1,
    ...fields,
  };
}

/**
 * Announces a committed change of a message on `chat:<roomId>` (the outbox publishes after the commit). Of the room's
 * audience (present, or listening to its chat: read in the transaction), the event names the users who blocked its
 * author (`hiddenFrom`: the gateway does not deliver it to them) and those who blocked one of its reactors
 * (`personalFor`: the gateway reads it for them as themselves, so those reactions are left out, as in their history).
 * A blocker outside the audience is not named: should they join or subscribe later, their reads hide what they blocked.
 */
export async function announceChatChange(tx: EntityManager, outbox: EventOutbox, message: ChatMessage, audience: ChatAudience): Promise<void> {
  const reactors = await execute<{ user_id: string }>(tx, 'select distinct user_id from rooms.chat_reaction where message_id = ?', [message.id]);
  const author = message.authorId?.toLowerCase() ?? null;
  const pairs = await audience.blockersListening(tx, message.roomId, [...(author ? [author] : []), ...reactors.map((r) => r.user_id)]);
  const hiddenFrom = [...new Set(pairs.filter((p) => p.blockedId === author).map((p) => p.blockerId))];
  const personalFor = [...new Set(pairs.map((p) => p.blockerId))].filter((id) => !hiddenFrom.includes(id));
  outbox.add({
    topic: topics.chat(message.roomId),
    field: 'chatMessageChanged',
    id: message.id,
    ...(hiddenFrom.length ? { hiddenFrom } : {}),
    ...(personalFor.length ? { personalFor } : {}),
  });
}

/** Every change (edit, reaction, delete) names itself and bumps the revision, so a client can drop a stale copy. */
export function markChatChange(message: ChatMessage, kind: ChatMessage['lastChange']): void {
  message.lastChange = kind;
  message.revision += 1;
}

/** The message, locked for this transaction; 404 when there is none or it was deleted. */
export async function lockLiveChatMessage(tx: EntityManager, messageId: string): Promise<ChatMessage> {
  const message = isUuid(messageId) ? await tx.findOne(ChatMessageSchema, { id: messageId }, lock) : null;
  if (!message || message.deletedAt) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
  return message;
}


/** Signed-in users and bots chat; guests and anonymous callers only read. */
export function chatterOf(identity: Identity): string {
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
