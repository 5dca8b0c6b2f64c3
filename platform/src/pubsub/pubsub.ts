import { PubSub as InProcessEngine, type PubSubEngine } from 'graphql-subscriptions';
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
}

export type Unsubscribe = () => Promise<void>;

/** Pub/sub behind one interface: in-process by default, Redis when REDIS_URL is set. */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish(event: LiveEvent): Promise<void>;
  subscribe(topic: string, onEvent: (event: LiveEvent) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

class EnginePubSub implements PubSub {
  constructor(
    readonly kind: PubSub['kind'],
    private readonly engine: PubSubEngine,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async publish(event: LiveEvent): Promise<void> {
    await this.engine.publish(event.topic, event);
  }

  async subscribe(topic: string, onEvent: (event: LiveEvent) => void): Promise<Unsubscribe> {
    const id = await this.engine.subscribe(topic, (event: LiveEvent) => onEvent(event));
    return async () => this.engine.unsubscribe(id);
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

export function createInProcessPubSub(): PubSub {
  return new EnginePubSub('in-process', new InProcessEngine());
}

export function createRedisPubSub(url: string, options: { keyPrefix?: string } = {}): PubSub {
  const connect = () => new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  const publisher = connect();
  const subscriber = connect();
  const engine = new RedisPubSub({ publisher, subscriber });
  const prefix = options.keyPrefix ?? '';
  const prefixed: PubSubEngine = {
    publish: (topic, payload) => engine.publish(prefix + topic, payload),
    subscribe: (topic, handler) => engine.subscribe(prefix + topic, handler),
    unsubscribe: (id) => engine.unsubscribe(id),
    asyncIterableIterator: (topics) => engine.asyncIterableIterator(topics),
  } as PubSubEngine;
  return new EnginePubSub('redis', prefixed, async () => {
    engine.close();
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  });
}

export function createPubSub(config: { REDIS_URL?: string | undefined }, options: { keyPrefix?: string } = {}): PubSub {
  return config.REDIS_URL ? createRedisPubSub(config.REDIS_URL, options) : createInProcessPubSub();
}
