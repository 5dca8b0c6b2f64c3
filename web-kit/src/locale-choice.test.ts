import { describe, expect, it } from 'vitest';
import { readLocaleChoice, rememberLocaleChoice, type LocaleChoicePlaces } from './locale-choice.ts';

const locales = ['en', 'es'] as const;

/** One app's places: its own storage, and the host's cookie jar (shared by every app of the host). */
function app(jar: { cookies: string }, search = ''): LocaleChoicePlaces & { stored: Map<string, string> } {
  const stored = new Map<string, string>();
  return {
    search,
    stored,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    cookies: {
      read: () => jar.cookies,
      // A browser keeps one cookie per name: the written one replaces it.
      write: (cookie) => {
        const [pair] = cookie.split(';');
        const name = pair!.split('=')[0]!;
        jar.cookies = [...jar.cookies.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
      },
    },
  };
}

describe('the language choice shared by the web player and the console', () => {
  it('starts in the fallback when nothing was chosen, and ignores unknown languages', () => {
    const jar = { cookies: 'other=1; tt-locale=fr' };
    expect(readLocaleChoice(locales, 'en', app(jar))).toBe('en');
    expect(readLocaleChoice(locales, 'en', app(jar, '?lang=de'))).toBe('en');
  });

  it('follows a choice made in the other app, and the latest choice in either', () => {
    const jar = { cookies: '' };
    const player = app(jar);
    const console = app(jar);
    rememberLocaleChoice('es', player);
    expect(player.stored.get('tt-locale')).toBe('es');
    expect(readLocaleChoice(locales, 'en', console)).toBe('es');
    rememberLocaleChoice('en', console);
    expect(readLocaleChoice(locales, 'en', player)).toBe('en');
    expect(jar.cookies).toBe('tt-locale=en');
  });

  it('lets ?lang= win, and uses the app’s own storage where cookies are blocked', () => {
    const jar = { cookies: 'tt-locale=en' };
    expect(readLocaleChoice(locales, 'en', app(jar, '?lang=es'))).toBe('es');
    const blocked: LocaleChoicePlaces = { ...app(jar), cookies: null };
    rememberLocaleChoice('es', blocked);
    expect(readLocaleChoice(locales, 'en', blocked)).toBe('es');
  });

  it('writes a cookie for every path of the host, kept for a year', () => {
    let written = '';
    rememberLocaleChoice('es', { search: '', storage: null, cookies: { read: () => '', write: (cookie) => (written = cookie) } });
    expect(written).toBe('tt-locale=es; path=/; max-age=31536000; samesite=lax');
  });
});
