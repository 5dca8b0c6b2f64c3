import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { commitThenPublish, DomainError, type EventOutbox, type Identity, type PubSub } from '@backspin/platform';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { emojiOf, chatLimits } from './chat-content.ts';
import { ChatReactionSchema, type ChatMessage } from './chat.entity.ts';
import { announceChatChange, chatterOf, lockLiveChatMessage, markChatChange, type ChatAudience } from './chat.service.ts';

export interface ReactionGroup {
  emoji: string;
  userIds: string[];
}

/**
 * Reactions on chat messages (spec 3, §4): one emoji per row and user, toggled; at most 20 different emojis a message.
 * The same chat rule as posting decides who may react (the room's authority); every toggle is announced on
 * `chat:<roomId>` after it commits, as a change of the message.
 */
export class ChatReactionService {
  constructor(
    private readonly deps: {
      pubsub: PubSub;
      authority: RoomAuthorityService;
      /** Who can receive the room's chat events: the blockers each event names (chat.service.ts `announceChatChange`). */
      audience: ChatAudience;
      /** The server clock (tests inject one). */
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
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

  /**
   * Adds the caller's reaction with this emoji, or removes it when it is there (spec 3, §4). Toggles of one
   * message run one after another (the message row is locked); the unique row per message, user and emoji
   * keeps a reaction from being counted twice whatever happens.
   */
  async toggle(em: EntityManager, identity: Identity, messageId: string, rawEmoji: string): Promise<ChatMessage> {
    const userId = chatterOf(identity);
    const emoji = emojiOf(rawEmoji);
    return commitThenPublish(em, this.deps.pubsub, async (tx: EntityManager, outbox: EventOutbox) => {
      const now = this.now();
      const message = await lockLiveChatMessage(tx, messageId);
      await this.deps.authority.assertMayPost(tx, identity, message.roomId, now);
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
      markChatChange(message, 'REACTION');
      await tx.flush();
      await announceChatChange(tx, outbox, message, this.deps.audience);
      return message;
    });
  }
}
