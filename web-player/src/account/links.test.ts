import { describe, expect, it } from 'vitest';
import { isSameSitePath, parseMagicLinkPath } from './links';

describe('magic link addresses', () => {
  it('read a URI-encoded path target and the token', () => {
    const target = encodeURIComponent('/rooms/late-night?x=1');
    expect(parseMagicLinkPath(`/magic-link/abc123/${target}`)).toEqual({
      token: 'abc123',
      target: { kind: 'path', path: '/rooms/late-night?x=1' },
    });
  });

  it('read a plan target', () => {
    expect(parseMagicLinkPath('/magic-link/tok/subscribe-plan/gold')).toEqual({ token: 'tok', target: { kind: 'plan', plan: 'gold' } });
  });

  it('lead home for targets that could leave the site', () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', '']) {
      expect(parseMagicLinkPath(`/magic-link/tok/${encodeURIComponent(target)}`)?.target).toEqual({ kind: 'home' });
    }
    expect(parseMagicLinkPath('/magic-link/tok')?.target).toEqual({ kind: 'home' });
    expect(parseMagicLinkPath('/magic-link/tok/%E0%A4%A')?.target).toEqual({ kind: 'home' });
  });

  it('are not other pages', () => {
    expect(parseMagicLinkPath('/rooms/x')).toBeNull();
  });
});

describe('same-site paths', () => {
  it('start with a single slash', () => {
    expect(isSameSitePath('/crates/1')).toBe(true);
    expect(isSameSitePath('//x.example')).toBe(false);
    expect(isSameSitePath('/\\x.example')).toBe(false);
    expect(isSameSitePath('crates')).toBe(false);
  });
});
