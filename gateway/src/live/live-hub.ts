import type { ExecutionResult } from 'graphql';
import type { Identity, LiveEvent, PubSub, Unsubscribe } from '@backspin/platform';

/** Runs a live query for one event: the gateway's own executor, with the audience's identity. */
export type RunLiveQuery = (
  query: string,
  variables: Record<string, unknown>,
  identity: Identity,
) => Promise<ExecutionResult>;

/**
 * Receives each result of its audience: the result, and its JSON text, serialised once per audience and event
 * whoever asks (the live server writes it to every socket without serialising it again).
 */
export type LiveSink = (result: ExecutionResult, payloadJson: () => string) => void;

interface Audience {
  query: string;
  variables: Record<string, unknown>;
  identity: Identity;
  /** Each subscriber's sink, with its user id (lower case; null for anonymous callers): an event may be hidden from them. */
  sinks: Map<LiveSink, string | null>;
}

interface TopicState {
  unsubscribe: Promise<Unsubscribe>;
  audiences: Map<string, Audience>;
  /** Events of a topic are delivered in the order they arrived. */
  queue: Promise<void>;
}

/**
 * One gateway instance's live fan-out. Each topic with subscribers is subscribed on the pub/sub once;
 * subscribers asking the same selection with the same variables and the same roles form one audience,
 * and each event runs one query per audience, whose result goes to every subscriber in it.
 *
 * Live selections run with the audience's roles but no user id, so a field that depends on who is asking
 * (beyond roles) shows its public value over a subscription. What one subscriber must not see is said by the event:
 * its `hiddenFrom` users (a chat message of someone they blocked) get nothing, its `personalFor` users (a message with a
 * reaction of someone they blocked) get it read with their own identity, one run each, and an audience left with
 * nobody to deliver to runs no query.
 */
export class LiveHub {
  private readonly topics = new Map<string, TopicState>();
  /** Counts queries run, for tests and metrics: one per audience per event. */
  executions = 0;
  /** Subscribers count, for tests and metrics. */
  subscribers = 0;
  private readonly watchers = new Set<() => void>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly run: RunLiveQuery,
  ) {}

  async join(
    topic: string,
    query: string,
    variables: Record<string, unknown>,
    identity: Identity,
    sink: LiveSink,
  ): Promise<() => void> {
    const audienceIdentity: Identity = { userId: null, tokenType: identity.tokenType, roles: [...identity.roles].sort() };
    const key = JSON.stringify([query, sortKeys(variables), audienceIdentity.tokenType, audienceIdentity.roles]);
    let state = this.topics.get(topic);
    if (!state) {
      const created: TopicState = { audiences: new Map(), queue: Promise.resolve(), unsubscribe: undefined! };
      created.unsubscribe = this.pubsub.subscribe(topic, (event) => this.enqueue(created, event));
      this.topics.set(topic, created);
      state = created;
    }
    let audience = state.audiences.get(key);
    if (!audience) {
      audience = { query, variables, identity: audienceIdentity, sinks: new Map() };
      state.audiences.set(key, audience);
    }
    audience.sinks.set(sink, identity.userId?.toLowerCase() ?? null);
    await state.unsubscribe;
    this.subscribers++;
    this.changed();
    const joined = state;
    const joinedAudience = audience;
    return () => {
      if (!joinedAudience.sinks.delete(sink)) return;
      this.subscribers--;
      if (joinedAudience.sinks.size === 0) joined.audiences.delete(key);
      if (joined.audiences.size === 0 && this.topics.get(topic) === joined) {
        this.topics.delete(topic);
        void joined.unsubscribe.then((unsubscribe) => unsubscribe());
      }
      this.changed();
    };
  }

  /** Resolves once `predicate` holds, checked now and after every join and leave. */
  until(predicate: (hub: LiveHub) => boolean): Promise<void> {
    if (predicate(this)) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!predicate(this)) return;
        this.watchers.delete(check);
        resolve();
      };
      this.watchers.add(check);
    });
  }

  private changed(): void {
    for (const watcher of [...this.watchers]) watcher();
  }

  /** How many topics this instance listens to (each once, however many subscribers). */
  get topicCount(): number {
    return this.topics.size;
  }

  private enqueue(state: TopicState, event: LiveEvent): void {
    state.queue = state.queue.then(() => this.deliver(state, event)).catch((error: unknown) => {
      console.error('live event delivery failed', error);
    });
  }

  private async deliver(state: TopicState, event: LiveEvent): Promise<void> {
    const hidden = idSet(event.hiddenFrom);
    const personal = idSet(event.personalFor);
    await Promise.all(
      [...state.audiences.values()].flatMap((audience) => {
        // Each subscriber: left out (hiddenFrom), read as themselves (personalFor: one run per user), or the audience's run.
        const shared: LiveSink[] = [];
        const own = new Map<string, LiveSink[]>();
        for (const [sink, userId] of audience.sinks) {
          if (userId && hidden?.has(userId)) continue;
          if (userId && personal?.has(userId)) own.set(userId, [...(own.get(userId) ?? []), sink]);
          else shared.push(sink);
        }
        const runs = [...own].map(([userId, sinks]) => this.runFor(audience, { ...audience.identity, userId }, event, sinks));
        if (shared.length) runs.push(this.runFor(audience, audience.identity, event, shared));
        return runs;
      }),
    );
  }

  /** One execution of the audience's query for an event, as `identity`, written to `sinks`. */
  private async runFor(audience: Audience, identity: Identity, event: LiveEvent, sinks: LiveSink[]): Promise<void> {
    this.executions++;
    const result = await this.run(audience.query, { ...audience.variables, __liveEntityId: event.id }, identity);
    let json: string | undefined;
    const payloadJson = () => (json ??= JSON.stringify(result));
    for (const sink of sinks) sink(result, payloadJson);
  }
}

function idSet(ids: readonly string[] | undefined): Set<string> | null {
  return ids?.length ? new Set(ids.map((id) => id.toLowerCase())) : null;
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}
