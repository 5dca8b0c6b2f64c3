import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, type Identity, type Storage } from '@backspin/platform';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { roomIdOf } from '../rooms/room.service.ts';
import { ChatMessageSchema } from './chat.entity.ts';

/**
 * A room's whole conversation deleted (DELETE /rooms/conversation/{id}): by the room's staff (owner, coOwner,
 * moderator) or platform moderators. Every message of the room goes with its reactions in one transaction, then its
 * stored images. Clients holding the history see it gone on their next read (no live event kind exists for it yet).
 */
export class ChatHistoryService {
  constructor(private readonly deps: { authority: RoomAuthorityService; storage: Storage }) {}

  /** How many messages went. 400 for a malformed id, 404 for no such room, 403 for anyone but its staff. */
  async clear(em: EntityManager, identity: Identity, roomRef: string): Promise<number> {
    if (identity.tokenType === 'anonymous') throw new DomainError('UNAUTHORIZED');
    const roomId = roomIdOf(roomRef);
    const deleted = await em.transactional(async (tx) => {
      if (!(await tx.count(RoomSchema, { id: roomId }))) throw new DomainError('ROOM_NOT_FOUND');
      if (!(await this.deps.authority.canModerate(tx, identity, roomId))) throw new DomainError('CHAT_CLEAR_FORBIDDEN');
      await execute(tx, 'delete from rooms.chat_reaction where message_id in (select id from rooms.chat_message where room_id = ?)', [roomId]);
      return tx.nativeDelete(ChatMessageSchema, { roomId });
    });
    await this.deps.storage.deletePrefix(`chat/${roomId}`).catch((error: unknown) => {
      console.error('chat: could not remove the images of a deleted conversation', roomId, error);
    });
    return deleted;
  }
}
