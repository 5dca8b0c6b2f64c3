import { FakeServer, type RecordedRequest } from './fake-server.ts';

/** An event as Sentry receives it (the fields tests look at). */
export interface SentryEvent {
  event_id: string;
  level?: string;
  environment?: string;
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  exception?: { values?: { type?: string; value?: string }[] };
}

/**
 * A local Sentry ingest endpoint speaking Sentry's envelope format (`POST /api/{projectId}/envelope/`: newline-separated
 * JSON, an envelope header, then item header / payload pairs; the key in `X-Sentry-Auth` or `sentry_key`). It keeps the
 * `event` items whose key matches and answers `{ id }` as Sentry does; other keys get 401 and malformed envelopes 400.
 */
export class FakeSentry {
  readonly events: SentryEvent[] = [];
  private readonly waiters: { match: (event: SentryEvent) => boolean; resolve: (event: SentryEvent) => void }[] = [];

  private constructor(
    readonly server: FakeServer,
    readonly dsn: string,
  ) {}

  static async start(publicKey = 'fakepublickey', projectId = '42'): Promise<FakeSentry> {
    let sentry: FakeSentry | undefined;
    const server = await FakeServer.start((request) => sentry!.receive(request, publicKey, projectId));
    const url = new URL(server.url);
    sentry = new FakeSentry(server, `${url.protocol}//${publicKey}@${url.host}/${projectId}`);
    return sentry;
  }

  /** The event with this id, as soon as it has arrived. */
  eventWithId(eventId: string): Promise<SentryEvent> {
    const found = this.events.find((e) => e.event_id === eventId);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match: (e) => e.event_id === eventId, resolve }));
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private receive(request: RecordedRequest, publicKey: string, projectId: string) {
    if (request.method !== 'POST' || request.path !== `/api/${projectId}/envelope/`) return { status: 404, text: 'not found' };
    const auth = String(request.headers['x-sentry-auth'] ?? '');
    const key = /sentry_key=([^,\s]+)/.exec(auth)?.[1] ?? request.query.get('sentry_key');
    if (key !== publicKey) return { status: 401, json: { detail: 'invalid api key' } };
    let lines: unknown[];
    try {
      lines = request.body.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as unknown);
    } catch {
      return { status: 400, json: { detail: 'invalid envelope' } };
    }
    const [header, ...items] = lines as [{ event_id?: string }, ...unknown[]];
    for (let i = 0; i + 1 < items.length; i += 2) {
      const itemHeader = items[i] as { type?: string };
      if (itemHeader.type !== 'event') continue;
      const event = items[i + 1] as SentryEvent;
      this.events.push(event);
      for (const waiter of this.waiters.filter((w) => w.match(event))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
    return { status: 200, json: { id: header?.event_id ?? null } };
  }
}
