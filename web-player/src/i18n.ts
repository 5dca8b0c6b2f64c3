import { i18n } from '@lingui/core';
import { readLocaleChoice, rememberLocaleChoice } from '@backspin/web-kit/locale-choice';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

/**
 * Lingui with macros: messages are written in English in the code, extracted to src/locales/*.po
 * (`npm run -w web-player extract`) and compiled by the Vite plugin. Both catalogues are small, so both load.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
const defaultLocale: Locale = 'en';

/** `?lang=` wins, then the latest choice in this app or the console (web-kit's locale choice), then English. */
export function detectLocale(): Locale {
  return readLocaleChoice(locales, defaultLocale);
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
  rememberLocaleChoice(locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', locale);
    window.history.replaceState(window.history.state, '', url);
  }
}

export { i18n };
