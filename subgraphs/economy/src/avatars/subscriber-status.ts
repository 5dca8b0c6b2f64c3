import type { EntityManager } from '@mikro-orm/core';

/**
 * Whether a user is a subscriber now: SUBSCRIBER_ONLY avatars are theirs to wear while they are. The subscriptions
 * module answers it (`SubscriptionService.subscriberStatus`, wired in module.ts).
 */
export interface SubscriberStatus {
  subscribedUserIds(em: EntityManager, userIds: readonly string[]): Promise<Set<string>>;
}
