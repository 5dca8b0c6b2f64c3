import type { EntityManager } from '@mikro-orm/core';
import type { LiveEvent, PubSub } from './pubsub.ts';

/** Events a transaction wants to announce; they leave only once it has committed. */
export class EventOutbox {
  readonly events: LiveEvent[] = [];
  add(event: Omit<LiveEvent, 'at'>): void {
    this.events.push({ ...event, at: Date.now() });
  }
}

/**
 * Runs `work` in a transaction and publishes the events it queued after the commit, so a subscriber
 * never hears of a change it cannot read yet, and a rolled-back change is never announced.
 */
export async function commitThenPublish<T>(
  em: EntityManager,
  pubsub: PubSub,
  work: (tx: EntityManager, outbox: EventOutbox) => Promise<T>,
): Promise<T> {
  const outbox = new EventOutbox();
  const result = await em.transactional((tx) => work(tx, outbox));
  for (const event of outbox.events) await pubsub.publish(event);
  return result;
}
