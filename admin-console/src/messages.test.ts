import { describe, expect, it } from 'vitest';
import { translations } from './i18n/i18nProvider';
import type { MessageTree } from './i18n/define-messages';
import { consoleMessages } from './messages';

/** Every message of a tree, as `key.path → text`. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** Texts spelled the same in English and Spanish (names and cognates), which the forgotten-translation check allows. */
const sameInBoth = new Set(['Backspin Admin', 'Plus', 'Pro', 'Roles', 'error', 'Id', 'Token', 'Tokens', 'Bot', 'Bots', 'DJ', 'DJs', 'Discord', 'Total', 'Normal']);

/** The %{placeholders} of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the console in English and Spanish', () => {
  const { en, es } = translations(consoleMessages);
  const english = flatten(en);
  const spanish = flatten(es);

  it('has every English message in Spanish too, react-admin’s own included', () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    expect(missing).toEqual([]);
    const extra = [...spanish.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('keeps each message’s placeholders and plural forms in Spanish', () => {
    const differing = [...english].filter(([key, text]) => {
      const translated = spanish.get(key) ?? '';
      return placeholders(text).join() !== placeholders(translated).join() || text.includes('||||') !== translated.includes('||||');
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translates the console’s own messages (a Spanish text equal to the English one is a forgotten translation)', () => {
    const own = flatten(consoleMessages.en);
    const untranslated = [...own].filter(([key, text]) => flatten(consoleMessages.es).get(key) === text && !sameInBoth.has(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
