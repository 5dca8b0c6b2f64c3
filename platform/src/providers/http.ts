import type { z } from 'zod';

/**
 * What every provider client shares: JSON over Node's fetch with a time limit on each call, a cap on
 * response size, schema-checked bodies, and one way to say why a call gave nothing.
 */

/** Why a provider call gave no result. */
export type ProviderFailureKind =
  /** No credentials for this provider: it is switched off. */
  | 'not-configured'
  /** The provider does not know the thing asked for (404, or an id it could never have). */
  | 'not-found'
  /** The provider refused the request (any other 4xx). */
  | 'rejected'
  /** The provider could not answer usefully: 5xx, network error, time limit, malformed body. */
  | 'unavailable';

export interface ProviderFailure {
  kind: ProviderFailureKind;
  /** The provider's HTTP status, when it answered. */
  status?: number;
  message: string;
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; failure: ProviderFailure };

export const success = <T>(value: T): ProviderResult<T> => ({ ok: true, value });
export const failed = <T = never>(failure: ProviderFailure): ProviderResult<T> => ({ ok: false, failure });

export interface ProviderLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

const quietLevels = new Set(['fatal', 'error', 'silent']);

/** Warnings as one JSON line on stderr, unless the log level is above warn. */
export function consoleProviderLogger(level = 'info'): ProviderLogger {
  if (quietLevels.has(level)) return { warn() {} };
  return {
    warn(message, details) {
      console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: message, ...details }));
    },
  };
}

/** `base` (which may carry a path, e.g. `/youtube/v3`) + a relative path + query parameters. */
export function endpoint(base: string, path: string, query: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/** A path segment from an id: always encoded, so an id can never change the path it lands in. */
export const segment = (value: string) => encodeURIComponent(value);

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

export interface JsonRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: URL;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json) or a form. */
  json?: unknown;
  form?: URLSearchParams;
  /** The shape of a successful body; an empty body is checked as `undefined`. */
  schema: z.ZodType<T>;
  timeoutMs: number;
  /** Reads the provider's message out of its documented error body. */
  errorMessage?: (body: unknown) => string | undefined;
  /** `manual`: a redirect is not followed but answered as an `http` outcome carrying its `location`. */
  redirect?: 'follow' | 'manual';
}

export type HttpOutcome<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      kind: 'http' | 'timeout' | 'network' | 'malformed';
      /** The HTTP status when the provider answered. */
      status?: number;
      message: string;
      /** Where a redirect (3xx) pointed, when redirects are not followed. */
      location?: string;
    };

/** Provider bodies larger than this are refused rather than buffered. */
export const maxResponseBytes = 4 * 1024 * 1024;

/** One HTTP call: never throws; every way it can go wrong comes back as an outcome. */
export async function requestJson<T>(request: JsonRequest<T>): Promise<HttpOutcome<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.form.toString();
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      redirect: request.redirect ?? 'follow',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await readText(response);
  } catch (error) {
    return describeThrown(error, request.timeoutMs);
  }
  let parsed: unknown;
  let parseError = false;
  if (text.trim() === '') {
    parsed = undefined;
  } else {
    try {
      parsed = JSON.parse(text);
    } catch {
      parseError = true;
    }
  }
  if (!response.ok) {
    const message = (!parseError && request.errorMessage?.(parsed)) || `${response.status} ${response.statusText}`.trim();
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    return { ok: false, kind: 'http', status: response.status, message, ...(location ? { location } : {}) };
  }
  if (parseError) {
    return { ok: false, kind: 'malformed', status: response.status, message: 'response body is not valid JSON' };
  }
  const checked = request.schema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    return { ok: false, kind: 'malformed', status: response.status, message: `unexpected response: ${where}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, status: response.status, data: checked.data };
}

class ResponseTooLarge extends Error {}

async function readText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxResponseBytes) {
    await response.body?.cancel();
    throw new ResponseTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxResponseBytes) {
      await reader.cancel();
      throw new ResponseTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeThrown(error: unknown, timeoutMs: number): HttpOutcome<never> {
  if (error instanceof ResponseTooLarge) {
    return { ok: false, kind: 'malformed', message: `response body larger than ${maxResponseBytes} bytes` };
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { ok: false, kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const message = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { ok: false, kind: 'network', message };
}

/** An unsuccessful outcome as a failure: 404 → not-found, other 4xx → rejected, the rest → unavailable. */
export function failureOf(outcome: Extract<HttpOutcome<unknown>, { ok: false }>): ProviderFailure {
  const status = outcome.status;
  const kind: ProviderFailureKind =
    outcome.kind === 'http' && status === 404
      ? 'not-found'
      : outcome.kind === 'http' && status !== undefined && status >= 400 && status < 500
        ? 'rejected'
        : 'unavailable';
  return { kind, ...(status !== undefined ? { status } : {}), message: outcome.message };
}

/**
 * The part every client shares: its name, time limit and logger, "not configured" logged once,
 * and every failure logged with the operation it broke.
 */
export abstract class ProviderClientBase {
  abstract readonly provider: string;
  private notConfiguredLogged = false;

  constructor(
    protected readonly timeoutMs: number,
    protected readonly logger: ProviderLogger,
  ) {}

  /** Whether the client has what it needs to call its provider. */
  abstract get configured(): boolean;

  protected notConfigured<T>(operation: string): ProviderResult<T> {
    if (!this.notConfiguredLogged) {
      this.notConfiguredLogged = true;
      this.logger.warn(`${this.provider} is not configured: its lookups give no result`, { provider: this.provider, operation });
    }
    return failed({ kind: 'not-configured', message: `${this.provider} is not configured` });
  }

  /** Logs a failed call (once per call) and passes the failure on. */
  protected logFailure<T>(operation: string, failure: ProviderFailure, details: Record<string, unknown> = {}): ProviderResult<T> {
    if (failure.kind !== 'not-configured') {
      this.logger.warn(`${this.provider} ${operation} failed`, {
        provider: this.provider,
        operation,
        kind: failure.kind,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        error: failure.message,
        ...details,
      });
    }
    return failed(failure);
  }

  /** The value of a lookup, or nothing (its failure was already logged). */
  protected static valueOr<T, D>(result: ProviderResult<T>, fallback: D): T | D {
    return result.ok ? result.value : fallback;
  }
}
