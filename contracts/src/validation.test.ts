import { describe, expect, it } from 'vitest';
import { httpUrlOf, normalHttpUrl } from '@backspin/contracts/validation';

describe('http(s) URLs', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  HTTP://Example.COM  ', 'http://example.com/'],
    ['ftp://example.com/a', null],
    ['javascript:alert(1)', null],
    ['/relative/path', null],
    ['not a url', null],
    ['https://user:secret@example.com/', null],
    ['https://example.com/a b', null],
    ['', null],
    [`https://example.com/${'a'.repeat(100)}`, null],
  ])('%s', (raw, expected) => {
    expect(normalHttpUrl(raw, 100)).toBe(expected);
  });

  it('takes spaces inside only when asked to (encoded), never control characters', () => {
    expect(normalHttpUrl(' https://example.com/a b ', 100, { allowSpaces: true })).toBe('https://example.com/a%20b');
    expect(normalHttpUrl('https://example.com/a\u0007b', 100, { allowSpaces: true })).toBeNull();
  });

  it('hands back the parsed URL, for callers that check the host', () => {
    expect(httpUrlOf('https://www.soundcloud.com/a/b?si=1', 100)?.hostname).toBe('www.soundcloud.com');
  });
});
