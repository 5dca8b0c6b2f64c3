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
}

/** One entry per subscription field of contracts/live-events.ts (the list of live events clients can receive): a field added on one side only fails the typecheck. */
export const liveSubscriptions: Record<string, LiveSubscription> = {
  /** A user's public profile changed. */
  userUpdated: { topic: (args) => topics.user(String(args.userId)), entityQuery: 'user' },
  /** A room's chat message was added, edited, deleted or reacted to (its lastChange says which). */
  chatMessageChanged: { topic: (args) => topics.chat(String(args.roomId).toLowerCase()), entityQuery: 'chatMessage' },
  /** A room's state patches and notices, in seq order. */
  roomEvents: { topic: (args) => topics.room(String(args.roomId)), entityQuery: 'roomEvent' },
} satisfies Record<LiveSubscriptionField, LiveSubscription>;
