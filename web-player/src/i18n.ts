import { i18n } from '@lingui/core';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

/**
 * Lingui with macros: messages are written in English in the code, extracted to src/locales/*.po
 * (`npm run -w web-player extract`) and compiled by the Vite plugin. Both catalogues are small, so both load.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const LOCALE_STORAGE_KEY = 'tt-locale';
const defaultLocale: Locale = 'en';

function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (locales as readonly string[]).includes(value);
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
  i18n.load({ en, es });
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
