import { PubSub as InProcessEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';

/**
 * A live event: something changed, committed, and subscribers of `topic` may want to see it.
 * It names what changed (`field`, the subscription field it feeds, and `id`, the entity to read);
 * the gateway reads the entity itself, so events stay small and never carry stale data.
 */
export interface LiveEvent {
  topic: string;
  field: string;
  id: string;
  /** Per-topic order, when the publisher keeps one (rooms do). */
  sequence?: number;
  /** Server time of the commit, ms since the epoch. */
  at: number;
  /**
   * Users (lower-case ids) who must not receive this event: a chat message of someone they blocked. The gateway
   * leaves their subscriptions out of its delivery.
   */
  hiddenFrom?: string[];
  /**
   * Users (lower-case ids) who get this event read with their own identity rather than their audience's shared one,
   * because what they see of it depends on who they are (a chat message's reactions by someone they blocked are left
   * out). Everyone else gets the shared reading.
   */
  personalFor?: string[];
}

export type Unsubscribe = () => Promise<void>;

/** Pub/sub behind one interface: in-process by default, Redis when REDIS_URL is set. */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish(event: LiveEvent): Promise<void>;
  subscribe(topic: string, onEvent: (event: LiveEvent) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

class InProcessPubSub implements PubSub {
  readonly kind = 'in-process';
  private readonly engine = new InProcessEngine<Record<string, LiveEvent>>();

  async publish(event: LiveEvent): Promise<void> {
    await this.engine.publish(event.topic, event);
  }

  async subscribe(topic: string, onEvent: (event: LiveEvent) => void): Promise<Unsubscribe> {
    const id = await this.engine.subscribe(topic, onEvent);
    return async () => this.engine.unsubscribe(id);
  }

  async close(): Promise<void> {}
}

/** Redis pub/sub: every instance subscribed to a topic hears each event once. */
class RedisBus implements PubSub {
  readonly kind = 'redis';
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly engine: RedisPubSub;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
    this.engine = new RedisPubSub({ publisher: this.publisher, subscriber: this.subscriber });
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.engine.publish(this.prefix + event.topic, event);
  }

  async subscribe(topic: string, onEvent: (event: LiveEvent) => void): Promise<Unsubscribe> {
    const id = await this.engine.subscribe<LiveEvent>(this.prefix + topic, onEvent);
    return async () => this.engine.unsubscribe(id);
  }

  async close(): Promise<void> {
    this.engine.close();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

export function createInProcessPubSub(): PubSub {
  return new InProcessPubSub();
}

/** `keyPrefix` keeps unrelated users of one Redis apart (test runs, deployments). */
export function createRedisPubSub(url: string, options: { keyPrefix?: string } = {}): PubSub {
  return new RedisBus(url, options.keyPrefix ?? '');
}

export function createPubSub(config: { REDIS_URL?: string | undefined }, options: { keyPrefix?: string } = {}): PubSub {
  return config.REDIS_URL ? createRedisPubSub(config.REDIS_URL, options) : createInProcessPubSub();
}
