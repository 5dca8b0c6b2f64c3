/** Small input checks shared by every subgraph (the domain rules stay in the services). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A pragmatic e-mail check: one @, a dot in the domain, no spaces, at most 320 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Bounds a page request: a client never gets more than `max` rows however it asks. */
export function pageOf(limit: number | null | undefined, offset: number | null | undefined, max = 100, fallback = 20) {
  return {
    limit: Math.min(Math.max(Math.trunc(limit ?? fallback), 1), max),
    offset: Math.max(Math.trunc(offset ?? 0), 0),
  };
}

/** A room slug (rooms owns rooms; other subgraphs refer to them by slug): 3 to 64 lowercase letters, digits or hyphens. */
export function isRoomSlug(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/.test(value);
}

export interface HttpUrlOptions {
  /** Take spaces inside the URL (the parser encodes them as %20), as room, chat and song links always have; else refused. */
  allowSpaces?: boolean;
}

/**
 * The one http(s) URL rule: an absolute http or https URL with a host, no user name or password (they leak in logs
 * and fool readers about the host), no control characters (nor whitespace unless `allowSpaces`), at most `maxLength`
 * characters as given and as the URL parser normalises it. The parsed URL (for callers that check the host or keep
 * the text as given), or null.
 */
export function httpUrlOf(raw: string, maxLength: number, options: HttpUrlOptions = {}): URL | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const refused = options.allowSpaces ? /[\u0000-\u001f\u007f]/ : /[\s\u0000-\u001f]/;
  if (!value || value.length > maxLength || refused.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href.length <= maxLength ? url : null;
}

/** `httpUrlOf` as the URL parser normalises it (what is stored and shown); null otherwise. */
export function normalHttpUrl(raw: string, maxLength: number, options: HttpUrlOptions = {}): string | null {
  return httpUrlOf(raw, maxLength, options)?.href ?? null;
}

/** Whether a text holds a NUL character (U+0000): PostgreSQL refuses it in text and jsonb, so no input may carry one. */
export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Where the first NUL character is in a JSON-like value (strings, and object keys, at any depth): its path, such as
 * `data.tags[2]` under `path` "data", or null when there is none.
 */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return containsNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key.replaceAll('\u0000', '\\u0000')}` : key.replaceAll('\u0000', '\\u0000');
      if (containsNul(key)) return at;
      const found = pathOfNul(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Whether a text has more than `max` characters as people count them (Unicode code points: an emoji is one), without
 * walking a huge text: every code point takes one or two UTF-16 units.
 */
export function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    // A surrogate pair is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i += 1;
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/** The first problem of a text input against its maximum length, or null: `'long'` over the maximum, `'nul'` for a NUL character. */
export function textInputProblem(value: string, maxLength: number): 'nul' | 'long' | null {
  if (longerThan(value, maxLength)) return 'long';
  return containsNul(value) ? 'nul' : null;
}

/** Longer than any ISO 8601 date-time (with nanoseconds and an offset): anything longer is not one. */
const isoDateTimeMaxLength = 40;
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An ISO 8601 date-time with a time zone (`2026-01-01T10:00:00Z`, `...+02:00`), as another subgraph's delivery carries
 * it, or null: a day that does not exist (30 February, which Date would roll into March), hour 24, a NUL, no zone.
 */
export function isoDateTimeOf(value: unknown): Date | null {
  const match = typeof value === 'string' && value.length <= isoDateTimeMaxLength && !containsNul(value) ? isoDateTime.exec(value) : null;
  if (!match) return null;
  // The calendar and clock fields are checked as written.
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((f) => Number(f ?? 0));
  const calendarDay = new Date(Date.UTC(year!, month! - 1, day!));
  const real = calendarDay.getUTCMonth() === month! - 1 && calendarDay.getUTCDate() === day && hour! < 24 && minute! < 60 && second! < 60;
  const at = new Date(value as string);
  return real && !Number.isNaN(at.getTime()) ? at : null;
}
