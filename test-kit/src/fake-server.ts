import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The one way tests fake an outside service (music providers, OAuth token endpoints, mail, SMS, analysis): a local
 * HTTP server on 127.0.0.1 on a free port that records every request, answers through the fake's handler, and can be
 * told to answer the next matching requests differently (an error body, a malformed body, no answer, a dropped
 * connection). Each fake is a handler over `RecordedRequest`, plus whatever state its provider keeps.
 */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for binary bodies (an encrypted Web Push message). */
  rawBody: Buffer;
}

export type FakeReply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  /** Never answer (the client's time limit must end the call). */
  | { hang: true }
  /** Close the connection without an answer (a network error for the client). */
  | { drop: true };

export type FakeHandler = (request: RecordedRequest, fake: FakeServer) => FakeReply | Promise<FakeReply>;

type Matcher = string | RegExp | ((request: RecordedRequest) => boolean);

interface Override {
  matches: (request: RecordedRequest) => boolean;
  reply: FakeReply;
  remaining: number;
}

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly overrides: Override[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(handler: FakeHandler): Promise<FakeServer> {
    let fake: FakeServer | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake.local');
        const request: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          rawBody: Buffer.concat(chunks),
        };
        fake!.requests.push(request);
        void fake!.answer(request, res, handler);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    fake = new FakeServer(server, `http://127.0.0.1:${port}`);
    server.on('connection', (socket) => {
      fake!.sockets.add(socket);
      socket.on('close', () => fake!.sockets.delete(socket));
    });
    return fake;
  }

  /** The next `times` requests matching (a path, a path pattern or a predicate) get this reply instead. */
  override(match: Matcher, reply: FakeReply, times = 1): void {
    const matches =
      typeof match === 'string'
        ? (r: RecordedRequest) => r.path === match
        : match instanceof RegExp
          ? (r: RecordedRequest) => match.test(r.path)
          : match;
    this.overrides.push({ matches, reply, remaining: times });
  }

  /** Requests whose path matches. */
  requestsTo(match: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => (typeof match === 'string' ? r.path === match : match.test(r.path)));
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private async answer(request: RecordedRequest, res: ServerResponse, handler: FakeHandler): Promise<void> {
    const override = this.overrides.find((o) => o.remaining > 0 && o.matches(request));
    let reply: FakeReply;
    if (override) {
      override.remaining -= 1;
      reply = override.reply;
    } else {
      try {
        reply = await handler(request, this);
      } catch (error) {
        reply = { status: 500, text: `fake failed: ${(error as Error).message}` };
      }
    }
    if ('hang' in reply) return;
    if ('drop' in reply) {
      res.socket?.destroy();
      return;
    }
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
    res.writeHead(reply.status, {
      ...(reply.json !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...reply.headers,
    });
    res.end(body);
  }
}

/** `Authorization: Bearer <token>` (or `OAuth <token>`) → the token. */
export function bearerOf(request: RecordedRequest, scheme: 'Bearer' | 'OAuth' = 'Bearer'): string | null {
  const header = request.headers.authorization ?? '';
  const prefix = `${scheme} `;
  return header.startsWith(prefix) ? header.slice(prefix.length) : null;
}

/** `Authorization: Basic base64(id:secret)` → [id, secret]. */
export function basicOf(request: RecordedRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
