import type { EntityManager } from '@mikro-orm/core';

/** Whether a user is a subscriber now: SUBSCRIBER_ONLY avatars are theirs to wear while they are. */
export interface SubscriberStatus {
  subscribedUserIds(em: EntityManager, userIds: readonly string[]): Promise<Set<string>>;
}

/**
 * Until subscriptions exist (a later issue), no one is a subscriber. THE one place that answers it: the
 * subscriptions module replaces this with its own SubscriberStatus (wired in module.ts).
 */
export const noSubscribersYet: SubscriberStatus = {
  subscribedUserIds: async () => new Set(),
};
