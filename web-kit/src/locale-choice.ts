/**
 * The user's language choice, shared by the web player and the admin console. It is kept under `tt-locale` in the
 * app's localStorage and in a cookie of the same name: localStorage belongs to one origin, and the two apps are served
 * from different ports (or hosts), while a cookie for the host is sent to every port, so a language picked in the web
 * player is the console's too.
 */
export const LOCALE_STORAGE_KEY = 'tt-locale';

/** A year: the choice outlives sessions. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Where the choice is read and written; the browser's by default (tests pass their own). */
export interface LocaleChoicePlaces {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  cookies: { read(): string; write(cookie: string): void } | null;
}

function browserPlaces(): LocaleChoicePlaces {
  let storage: LocaleChoicePlaces['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: the cookie and the default remain.
  }
  return {
    search: window.location.search,
    storage,
    cookies: { read: () => document.cookie, write: (cookie) => (document.cookie = cookie) },
  };
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * `?lang=` wins, then the latest choice made in either app (the cookie), then this app's stored choice (where cookies
 * are blocked), then the fallback.
 */
export function readLocaleChoice<L extends string>(locales: readonly L[], fallback: L, places: LocaleChoicePlaces = browserPlaces()): L {
  const known = (value: string | null | undefined): value is L => !!value && (locales as readonly string[]).includes(value);
  const fromQuery = new URLSearchParams(places.search).get('lang');
  if (known(fromQuery)) return fromQuery;
  const shared = places.cookies ? cookieValue(places.cookies.read(), LOCALE_STORAGE_KEY) : null;
  if (known(shared)) return shared;
  let stored: string | null = null;
  try {
    stored = places.storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: the fallback.
  }
  return known(stored) ? stored : fallback;
}

/** Remembers a choice in this app's storage and in the host's cookie, for the other app. */
export function rememberLocaleChoice(locale: string, places: LocaleChoicePlaces = browserPlaces()): void {
  try {
    places.storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered here; the cookie still carries it.
  }
  places.cookies?.write(`${LOCALE_STORAGE_KEY}=${encodeURIComponent(locale)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`);
}
