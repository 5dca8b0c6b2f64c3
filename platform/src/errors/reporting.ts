import { randomUUID } from 'node:crypto';
import type { NodeClient, Scope } from '@sentry/node';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.ts';

/** Where an unexpected error happened, for whoever looks it up: the request and the GraphQL path or HTTP route. */
export interface ErrorContext {
  requestId?: string;
  /** The GraphQL operation's name, when it has one. */
  operation?: string;
  /** The GraphQL path of the failing field. */
  path?: readonly (string | number)[];
  /** The HTTP method and URL (the REST bridge). */
  method?: string;
  url?: string;
}

export interface ErrorReporterOptions {
  /** Which server reports: `gateway`, `rest-bridge` or a subgraph's name (a log field and a Sentry tag). */
  service: string;
  /** Sentry's DSN (or any server that speaks its envelopes); none: the log line only. */
  dsn?: string | undefined;
  environment?: string;
  level?: Config['LOG_LEVEL'];
  /** Where the JSON log lines go; standard output by default. */
  destination?: DestinationStream;
}

/** The structured (JSON lines) logger of a server: pino, one line per event. */
export function createLogger(service: string, level: Config['LOG_LEVEL'] = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The error-reporting path: every unexpected error (one that becomes a 500) gets an id, is logged once as a JSON line
 * carrying that id, and, when a DSN is configured, is sent to Sentry as an event with the same id. The id goes back to
 * the client in the error (GraphQL `extensions.errorId`, the REST body's `errorId`) so support can find the line and
 * the event. The id is Sentry's event id format (32 hex digits), so it can be searched in Sentry as it is.
 *
 * Each server holds its own Sentry client (no global `Sentry.init`): several servers share one process when embedded,
 * and tests start many; nothing is patched or instrumented behind their back.
 */
export class ErrorReporter {
  readonly logger: Logger;
  /** Loaded only when a DSN is set: @sentry/node takes a quarter of a second to import, which most servers never need. */
  private readonly sentry: Promise<{ client: NodeClient; scope: Scope }> | null;

  constructor(options: ErrorReporterOptions) {
    this.logger = createLogger(options.service, options.level, options.destination);
    this.sentry = options.dsn ? startSentry(options.dsn, options) : null;
  }

  get sentryEnabled(): boolean {
    return this.sentry !== null;
  }

  /** Logs the error with a new id and, when configured, sends it to Sentry; returns the id for the client's error. */
  report(error: unknown, context: ErrorContext = {}): string {
    const errorId = randomUUID().replaceAll('-', '');
    const err = error instanceof Error ? error : new Error(String(error));
    this.logger.error({ errorId, err, ...context }, `unexpected error ${errorId}: ${err.message}`);
    void this.sentry?.then(({ scope: base }) => {
      const scope = base.clone();
      if (context.requestId) scope.setTag('requestId', context.requestId);
      scope.setContext('request', { ...context, path: context.path?.join('.') });
      scope.captureException(err, { event_id: errorId });
    });
    return errorId;
  }

  /** Waits until the events reported so far are sent (or the time is up): true when they all left. */
  async flush(timeoutMs = 2000): Promise<boolean> {
    const sentry = await this.sentry;
    return sentry ? sentry.client.flush(timeoutMs) : true;
  }

  /** Sends what is pending, then stops the Sentry client. */
  async close(timeoutMs = 2000): Promise<void> {
    await (await this.sentry)?.client.close(timeoutMs);
    this.logger.flush();
  }
}

async function startSentry(dsn: string, options: ErrorReporterOptions): Promise<{ client: NodeClient; scope: Scope }> {
  const { defaultStackParser, makeNodeTransport, NodeClient, Scope } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    ...(options.environment ? { environment: options.environment } : {}),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    sendClientReports: false,
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('service', options.service);
  client.init();
  return { client, scope };
}

/** The reporter of one server, from the configuration (SENTRY_DSN, SENTRY_ENVIRONMENT, LOG_LEVEL). */
export function createErrorReporter(config: Config, service: string, destination?: DestinationStream): ErrorReporter {
  return new ErrorReporter({
    service,
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    level: config.LOG_LEVEL,
    ...(destination ? { destination } : {}),
  });
}
