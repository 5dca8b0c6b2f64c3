import { describe, expect, it } from 'vitest';
import { decodeMentions, encodeMentions, insertMention, matchMembers, mentionQueryAt, mentionsUser, plainText, tokenize } from './tokens';

const ADA = '0b6e1c4e-8a7c-4f59-9a55-2f0b4b1f0a01';
const BOB = '0b6e1c4e-8a7c-4f59-9a55-2f0b4b1f0a02';

describe('tokenize', () => {
  it('splits mentions, a consumable and links out of the text', () => {
    expect(tokenize(`hey <@${ADA}>, have <consumable:confetti-1> and see https://open.spotify.com/track/abc.`)).toEqual([
      { kind: 'text', text: 'hey ' },
      { kind: 'mention', userId: ADA },
      { kind: 'text', text: ', have ' },
      { kind: 'consumable', id: 'confetti-1' },
      { kind: 'text', text: ' and see ' },
      { kind: 'link', url: 'https://open.spotify.com/track/abc' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps plain text (and things that only look like markers) as text', () => {
    expect(tokenize('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(tokenize('a <@ x> b <@> <b>')).toEqual([{ kind: 'text', text: 'a <@ x> b <@> <b>' }]);
    expect(tokenize('')).toEqual([]);
  });

  it('reads two mentions side by side and a link in parentheses', () => {
    expect(tokenize(`<@${ADA}><@${BOB}> (http://x.test/a)`)).toEqual([
      { kind: 'mention', userId: ADA },
      { kind: 'mention', userId: BOB },
      { kind: 'text', text: ' (' },
      { kind: 'link', url: 'http://x.test/a' },
      { kind: 'text', text: ')' },
    ]);
  });
});

describe('mentionsUser', () => {
  it('compares ids without case', () => {
    expect(mentionsUser({ mentionedUserIds: [ADA] }, ADA.toUpperCase())).toBe(true);
    expect(mentionsUser({ mentionedUserIds: [ADA] }, BOB)).toBe(false);
  });
});

describe('mention autocomplete', () => {
  const members = [
    { id: ADA, displayName: 'Ada Lovelace' },
    { id: BOB, displayName: 'Bob' },
    { id: 'c', displayName: 'DJ Ada' },
    { id: 'd', displayName: 'Nadal' },
  ];

  it('finds the "@…" being typed before the caret', () => {
    expect(mentionQueryAt('hi @Ad', 6)).toEqual({ start: 3, query: 'Ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('hi @Ada Lo', 10)).toEqual({ start: 3, query: 'Ada Lo' });
    expect(mentionQueryAt('mail me@example.com', 19)).toBeNull(); // not after a space
    expect(mentionQueryAt('hi @Ad', 2)).toBeNull(); // caret before the "@"
    expect(mentionQueryAt('@ x', 3)).toBeNull(); // a space right after "@"
    expect(mentionQueryAt('@a\nb', 4)).toBeNull();
    expect(mentionQueryAt(`<@${ADA}> `, 40)).toBeNull();
  });

  it('ranks name prefixes, then word prefixes, then anywhere', () => {
    expect(matchMembers(members, 'ada').map((m) => m.displayName)).toEqual(['Ada Lovelace', 'DJ Ada', 'Nadal']);
    expect(matchMembers(members, '').map((m) => m.displayName)).toEqual(['Ada Lovelace', 'Bob', 'DJ Ada', 'Nadal']);
    expect(matchMembers(members, 'zz')).toEqual([]);
    expect(matchMembers(members, '', 2)).toHaveLength(2);
  });

  it('shows the name and a space in place of the query, never the marker', () => {
    expect(insertMention('hi @Ad and', { start: 3, query: 'Ad' }, 6, { id: ADA, displayName: 'Ada Lovelace' })).toEqual({
      text: 'hi @Ada Lovelace and',
      caret: 3 + '@Ada Lovelace '.length,
    });
    expect(insertMention('@', { start: 0, query: '' }, 1, { id: BOB, displayName: 'Bob' })).toEqual({ text: '@Bob ', caret: 5 });
  });
});

describe('encodeMentions and decodeMentions', () => {
  const ada = { id: ADA, displayName: 'Ada' };
  const adaL = { id: BOB, displayName: 'Ada Lovelace' };

  it('sends each picked name as its marker, the longest name first, whatever punctuation follows', () => {
    expect(encodeMentions('@Ada Lovelace and @Ada, hi', [ada, adaL])).toBe(`<@${BOB}> and <@${ADA}>, hi`);
    expect(encodeMentions('@Ada', [ada])).toBe(`<@${ADA}>`);
  });

  it('leaves names nobody picked, names inside words and partial names as text', () => {
    expect(encodeMentions('@Ada hi', [])).toBe('@Ada hi');
    expect(encodeMentions('mail@Ada @Adamant', [ada])).toBe('mail@Ada @Adamant');
  });

  it('turns a sent text back into names, and round-trips', () => {
    const names = new Map([[ADA, 'Ada']]);
    const decoded = decodeMentions(`hi <@${ADA}>! <@${BOB}>`, (id) => names.get(id));
    expect(decoded).toEqual({ text: `hi @Ada! <@${BOB}>`, mentioned: [ada] });
    expect(encodeMentions(decoded.text, decoded.mentioned)).toBe(`hi <@${ADA}>! <@${BOB}>`);
  });
});

describe('plainText', () => {
  it('reads mentions as names and folds white space, for quotes', () => {
    const names = new Map([[ADA, 'Ada']]);
    expect(plainText(`hi <@${ADA}>\n\n<@${BOB}> <consumable:x>`, (id) => names.get(id))).toBe('hi @Ada @… 🎁');
  });
});
