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

/** An absolute http(s) URL of at most `maxLength` characters, as the URL parser normalises it; null otherwise. */
export function normalHttpUrl(raw: string, maxLength: number): string | null {
  const value = raw.trim();
  if (!value || value.length > maxLength || /[\s\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href.length <= maxLength ? url.href : null;
}
