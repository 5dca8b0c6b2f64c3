import type { LiveSubscriptionField } from '@backspin/contracts/live-events';

/**
 * Live subscriptions: which topic each subscription field listens to, and which query field reads the
 * entity an event names. Publishers (subgraph services) and the gateway share this table, so a topic
 * is spelled in one place.
 */
export const topics = {
  user: (userId: string) => `user:${userId}`,
  room: (roomId: string) => `room:${roomId}`,
  chat: (roomId: string) => `chat:${roomId}`,
} as const;

export interface LiveSubscription {
  /** The topic a subscriber with these field arguments listens to. */
  topic(args: Record<string, unknown>): string;
  /** The root query field (taking `id: ID!`) that reads what an event names. */
  entityQuery: string;
  /**
   * Signed-in subscribers (users and bots) are registered with the publisher while subscribed: the gateway runs
   * `start` as the subscriber, with `$listenerId` (its key for the subscription) and `variables(args)`, before it
   * delivers anything (a refusal refuses the subscription), and `stop` with `$listenerId` when it ends. Chat names the
   * blockers among a room's listeners in its events, so a subscriber always counts, in the room or not.
   */
  register?: { start: string; stop: string; variables(args: Record<string, unknown>): Record<string, unknown> };
}

/** One entry per subscription field of contracts/live-events.ts (the list of live events clients can receive): a field added on one side only fails the typecheck. */
export const liveSubscriptions: Record<string, LiveSubscription> = {
  /** A user's public profile changed. */
  userUpdated: { topic: (args) => topics.user(String(args.userId)), entityQuery: 'user' },
  /** A room's chat message was added, edited, deleted or reacted to (its lastChange says which). */
  chatMessageChanged: {
    topic: (args) => topics.chat(String(args.roomId).toLowerCase()),
    entityQuery: 'chatMessage',
    register: {
      start: 'mutation($roomId: ID!, $listenerId: ID!) { listenToRoomChat(roomId: $roomId, listenerId: $listenerId) }',
      stop: 'mutation($listenerId: ID!) { stopListeningToRoomChat(listenerId: $listenerId) }',
      variables: (args) => ({ roomId: String(args.roomId) }),
    },
  },
  /** A room's state patches and notices, in seq order. */
  roomEvents: { topic: (args) => topics.room(String(args.roomId)), entityQuery: 'roomEvent' },
} satisfies Record<LiveSubscriptionField, LiveSubscription>;
