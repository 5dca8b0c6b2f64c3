import type { EntityManager } from '@mikro-orm/core';
import { execute, isUuid, pgArray, requiredUuid, type Identity } from '@backspin/platform';
import { blockingViewerOf } from '../blocked-users/blocked-user.service.ts';

/**
 * The most chat registrations one user keeps: registering another drops their oldest. Far above what one user's
 * sockets may hold open (GRAPHQL_WS_MAX_SUBSCRIPTIONS per socket), it bounds what direct calls or registrations left
 * by a gateway that died can pile up.
 */
export const chatListenersPerUserMax = 100;

/** A user who blocked another, both lower-case ids. */
export interface BlockPair {
  blockerId: string;
  blockedId: string;
}

/**
 * Who can receive a room's live chat events: the users present in the room, and the signed-in users (and bots)
 * listening to its chat through a gateway subscription (registered by the gateway, so a subscriber always counts, in
 * the room or not). Chat names the blockers among them in each event (hiddenFrom, and who gets their own reading of
 * it), so an event's size is bounded by the room's audience, not by how many people ever blocked its author.
 */
export class ChatAudienceService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * Registers a chat subscription (the gateway calls it, as the subscriber, before it delivers anything). Guests and
   * anonymous callers have no blocks: nothing is kept, false. 400 for a malformed room or listener id.
   */
  async listen(em: EntityManager, identity: Identity, roomId: string, listenerId: string): Promise<boolean> {
    const [room, listener] = [validId(roomId, 'INVALID_ROOM_ID'), validId(listenerId, 'INVALID_CHAT_LISTENER_ID')];
    const userId = blockingViewerOf(identity);
    if (!userId) return false;
    await em.transactional(async (tx) => {
      await execute(
        tx,
        'insert into rooms.room_chat_listener (id, room_id, user_id, since) values (?, ?, ?, ?) on conflict (id) do nothing',
        [listener, room, userId, this.now().toISOString()],
      );
      await execute(
        tx,
        `delete from rooms.room_chat_listener where id in (
           select id from rooms.room_chat_listener where user_id = ? order by since desc, id desc offset ?)`,
        [userId, chatListenersPerUserMax],
      );
    });
    return true;
  }

  /** Ends a registration of the caller's (the gateway, as the subscriber, when the subscription ends); false when there was none. */
  async stopListening(em: EntityManager, identity: Identity, listenerId: string): Promise<boolean> {
    const listener = validId(listenerId, 'INVALID_CHAT_LISTENER_ID');
    const userId = blockingViewerOf(identity);
    if (!userId) return false;
    const rows = await execute<{ id: string }>(em, 'delete from rooms.room_chat_listener where id = ? and user_id = ? returning id', [listener, userId]);
    return rows.length > 0;
  }

  /** A room being deleted (rooms' `onDelete`, in the deletion's transaction): its registrations go with it. */
  async forgetRoom(tx: EntityManager, roomId: string): Promise<void> {
    await execute(tx, 'delete from rooms.room_chat_listener where room_id = ?', [roomId]);
  }

  /** Of the users who blocked any of `userIds`, those who can receive the room's chat events now, with whom they blocked. */
  async blockersListening(em: EntityManager, roomId: string, userIds: readonly string[]): Promise<BlockPair[]> {
    const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!ids.length || !isUuid(roomId)) return [];
    const rows = await execute<{ blocker_id: string; blocked_id: string }>(
      em,
      `select b.blocker_id, b.blocked_id from rooms.blocked_user b
        where b.blocked_id = any(?)
          and (exists (select 1 from rooms.room_presence p where p.room_id = ? and p.user_id = b.blocker_id)
            or exists (select 1 from rooms.room_chat_listener l where l.room_id = ? and l.user_id = b.blocker_id))`,
      [pgArray(ids), roomId.toLowerCase(), roomId.toLowerCase()],
    );
    return rows.map((row) => ({ blockerId: row.blocker_id, blockedId: row.blocked_id }));
  }
}

const validId = (raw: string, reason: 'INVALID_ROOM_ID' | 'INVALID_CHAT_LISTENER_ID'): string => requiredUuid(raw, reason);
