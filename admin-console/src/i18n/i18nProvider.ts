import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
// The pack names only a `module` entry, which Node and Vitest's server side do not read: its file by path.
import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import type { I18nProvider, Store, TranslationMessages } from 'react-admin';
import { readLocaleChoice, rememberLocaleChoice } from '@backspin/web-kit/locale-choice';
import type { MessageTree } from './define-messages';
import { mergeMessages } from './merge-messages';
import { spanishAdditions } from './spanish-additions';

export const consoleLocales = ['en', 'es'] as const;
export type ConsoleLocale = (typeof consoleLocales)[number];

/** The language menu's entries, each in its own language. */
const localeNames: Record<ConsoleLocale, string> = { en: 'English', es: 'Español' };

/** react-admin's own messages in each language: the packs, and what the Spanish pack lacks of react-admin 5. */
const frameworkMessages: Record<ConsoleLocale, MessageTree> = {
  en: englishMessages as unknown as MessageTree,
  es: mergeMessages(spanishMessages as unknown as MessageTree, spanishAdditions),
};

/** The language to start in: `?lang=`, then the latest choice made in the console or the web player, then English. */
export function initialLocale(): ConsoleLocale {
  return readLocaleChoice(consoleLocales, 'en');
}

/** Every message of each language: react-admin's, with the console's own (`app`) over them. */
export function translations(app: Record<ConsoleLocale, MessageTree>): Record<ConsoleLocale, MessageTree> {
  return { en: mergeMessages(frameworkMessages.en, app.en), es: mergeMessages(frameworkMessages.es, app.es) };
}

/**
 * The console's translations: react-admin's packs with the console's own messages (`app`: each resource folder's
 * `messages.ts`, gathered in src/messages.ts) over them.
 */
export function buildI18nProvider(app: Record<ConsoleLocale, MessageTree>): I18nProvider {
  const messages = translations(app);
  const start = initialLocale();
  document.documentElement.lang = start;
  return polyglotI18nProvider(
    (locale) => (messages[locale as ConsoleLocale] ?? messages.en) as unknown as TranslationMessages,
    start,
    consoleLocales.map((locale) => ({ locale, name: localeNames[locale] })),
  );
}

/**
 * react-admin keeps the chosen language in its store under `locale`; this keeps it in `tt-locale` instead (web-kit's
 * locale choice), so a language picked in either app holds in both.
 */
export function withSharedLocale(store: Store): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) => (key === 'locale' ? (initialLocale() as T) : store.getItem<T>(key, defaultValue)),
    setItem: <T>(key: string, value: T) => {
      if (key === 'locale' && typeof value === 'string') {
        rememberLocaleChoice(value);
        document.documentElement.lang = value;
      }
      store.setItem(key, value);
    },
  };
}
