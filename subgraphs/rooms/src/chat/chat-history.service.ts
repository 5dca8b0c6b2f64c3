import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { commitThenPublish, DomainError, execute, type Identity, type PubSub, type Storage } from '@backspin/platform';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { roomIdOf } from '../rooms/room.service.ts';
import { colorOf } from './chat-content.ts';
import { ChatMessageSchema } from './chat.entity.ts';
import { announceChatChange, newChatMessage, type ChatAudience } from './chat.service.ts';

/**
 * A room's whole conversation deleted (DELETE /rooms/conversation/{id}): by the room's staff (owner, coOwner,
 * moderator) or platform moderators. Every message of the room goes with its reactions in one transaction, then its
 * stored images. The same transaction leaves one marker row (a deleted room message whose lastChange is CLEARED,
 * never shown in the history) and announces it on `chat:<roomId>` after the commit: every open chat subscription
 * hears `chatMessageChanged` with lastChange CLEARED and empties its chat. A refusal deletes and announces nothing.
 */
export class ChatHistoryService {
  private readonly now: () => Date;

  constructor(private readonly deps: { authority: RoomAuthorityService; storage: Storage; pubsub: PubSub; audience: ChatAudience; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  /** How many messages went. 400 for a malformed id, 404 for no such room, 403 for anyone but its staff. */
  async clear(em: EntityManager, identity: Identity, roomRef: string): Promise<number> {
    if (identity.tokenType === 'anonymous') throw new DomainError('UNAUTHORIZED');
    const roomId = roomIdOf(roomRef);
    const deleted = await commitThenPublish(em, this.deps.pubsub, async (tx, outbox) => {
      if (!(await tx.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
      if (!(await this.deps.authority.canModerate(tx, identity, roomId))) throw new DomainError('CHAT_CLEAR_FORBIDDEN');
      await execute(tx, 'delete from rooms.chat_reaction where message_id in (select id from rooms.chat_message where room_id = ?)', [roomId]);
      // An earlier clearing's marker is not a message: it goes uncounted, replaced by this clearing's.
      await tx.nativeDelete(ChatMessageSchema, { roomId, lastChange: 'CLEARED' });
      const count = await tx.nativeDelete(ChatMessageSchema, { roomId });
      const now = this.now();
      const marker = tx.create(
        ChatMessageSchema,
        newChatMessage({ id: randomUUID(), roomId, type: 'room', authorId: null, postedBy: null, text: null, avatarId: null, color: colorOf(null), createdAt: now }),
      );
      Object.assign(marker, { deletedAt: now, deletedBy: identity.userId?.toLowerCase() ?? null, lastChange: 'CLEARED' });
      await tx.flush();
      await announceChatChange(tx, outbox, marker, this.deps.audience);
      return count;
    });
    await this.deps.storage.deletePrefix(`chat/${roomId}`).catch((error: unknown) => {
      console.error('chat: could not remove the images of a deleted conversation', roomId, error);
    });
    return deleted;
  }
}
