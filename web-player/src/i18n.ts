import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en } from './locales/en';
import { es } from './locales/es';

/**
 * Lingui without macros: the catalogs are plain objects keyed by message id, compiled once at start
 * (so ICU placeholders work in production builds) and used with `i18n._(id)` / `<Trans id=…>`.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const LOCALE_STORAGE_KEY = 'tt-locale';
const defaultLocale: Locale = 'en';

function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (locales as readonly string[]).includes(value);
}

function compile(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}

/** `?lang=` wins, then the stored choice, then English. */
export function detectLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage blocked: fall through to the default.
  }
  return isLocale(stored) ? stored : defaultLocale;
}

export function initI18n(): void {
  i18n.load({ en: compile(en), es: compile(es) });
  activate(detectLocale());
}

function activate(locale: Locale): void {
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The user picked a language: use it, remember it, and keep a `?lang=` in the address in step. */
export function changeLocale(locale: Locale): void {
  activate(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered; still switched.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', locale);
    window.history.replaceState(window.history.state, '', url);
  }
}

export { i18n };
