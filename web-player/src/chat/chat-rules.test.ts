import { describe, expect, it } from 'vitest';
import {
  badgesOf,
  canDelete,
  canEdit,
  chatDisabledFor,
  colorOf,
  DEFAULT_COLOR,
  editDeadline,
  imageProblem,
  IMAGE_MAX_BYTES,
  isHttpUrl,
  songCardLink,
  isNearBottom,
  nextEditDeadline,
  textLength,
} from './chat-rules';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';
const sentAt = Date.UTC(2025, 0, 1, 12, 0, 0);
const message = (extra: Partial<{ userUuid: string | null; deleted: boolean; pending: boolean }> = {}) => ({
  date: new Date(sentAt).toISOString(),
  userUuid: ME,
  deleted: false,
  ...extra,
});

describe('edit window', () => {
  it('lets the author edit for 20 s after the date, by the server clock', () => {
    expect(editDeadline(message())).toBe(sentAt + 20_000);
    expect(canEdit(message(), ME, sentAt)).toBe(true);
    expect(canEdit(message(), ME, sentAt + 19_999)).toBe(true);
    expect(canEdit(message(), ME, sentAt + 20_000)).toBe(false);
    expect(canEdit(message(), ME.toUpperCase(), sentAt + 1)).toBe(true);
  });

  it('never for someone else, a guest, a deleted or an unsent message', () => {
    expect(canEdit(message(), OTHER, sentAt)).toBe(false);
    expect(canEdit(message(), null, sentAt)).toBe(false);
    expect(canEdit(message({ userUuid: null }), ME, sentAt)).toBe(false);
    expect(canEdit(message({ deleted: true }), ME, sentAt)).toBe(false);
    expect(canEdit(message({ pending: true }), ME, sentAt)).toBe(false);
  });
});

describe('nextEditDeadline', () => {
  it("is when the first of the viewer's editable messages stops being editable", () => {
    const later = { ...message(), date: new Date(sentAt + 5_000).toISOString() };
    const theirs = { ...message({ userUuid: OTHER }), date: new Date(sentAt - 5_000).toISOString() };
    expect(nextEditDeadline([later, message(), theirs], ME, sentAt + 1_000)).toBe(sentAt + 20_000);
    expect(nextEditDeadline([later, message(), theirs], ME, sentAt + 20_000)).toBe(sentAt + 25_000);
    expect(nextEditDeadline([later, message()], ME, sentAt + 25_000)).toBeNull();
    expect(nextEditDeadline([message()], null, sentAt)).toBeNull();
  });
});

describe('canDelete', () => {
  it('the author, or a moderator for any message; never twice', () => {
    expect(canDelete(message(), ME, false)).toBe(true);
    expect(canDelete(message(), OTHER, false)).toBe(false);
    expect(canDelete(message(), OTHER, true)).toBe(true);
    expect(canDelete(message({ userUuid: null }), OTHER, true)).toBe(true); // a room message
    expect(canDelete(message({ deleted: true }), ME, true)).toBe(false);
    expect(canDelete(message({ pending: true }), ME, false)).toBe(false);
    expect(canDelete(message(), null, true)).toBe(false);
  });
});

describe('limits', () => {
  it('counts characters as code points', () => {
    expect(textLength('héllo')).toBe(5);
    expect(textLength('🎉🎉')).toBe(2);
  });

  it('accepts JPEG, PNG, GIF and WebP images up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
  });

  it('takes http(s) gif URLs only', () => {
    expect(isHttpUrl('https://media.example/cat.gif')).toBe(true);
    expect(isHttpUrl(' http://x.test/a.gif ')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('cat.gif')).toBe(false);
    expect(isHttpUrl(`https://x.test/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('chatDisabledFor', () => {
  it('is the time left until the restriction ends, 0 after it or without one', () => {
    const until = new Date(sentAt + 5_000).toISOString();
    expect(chatDisabledFor(until, sentAt)).toBe(5_000);
    expect(chatDisabledFor(until, sentAt + 5_000)).toBe(0);
    expect(chatDisabledFor(null, sentAt)).toBe(0);
    expect(chatDisabledFor('not a date', sentAt)).toBe(0);
  });
});

describe('presentation helpers', () => {
  it('shows platform roles other than user as badges, in a fixed order', () => {
    expect(badgesOf(['user', 'moderator', 'admin'])).toEqual(['admin', 'moderator']);
    expect(badgesOf(null)).toEqual([]);
  });

  it('uses the message colour when it is a hex colour, else the default', () => {
    expect(colorOf('#FF0000')).toBe('#FF0000');
    expect(colorOf('red')).toBe(DEFAULT_COLOR);
    expect(colorOf(null)).toBe('#562DF9');
  });

  it('knows when the list is scrolled to its end', () => {
    expect(isNearBottom({ scrollTop: 500, scrollHeight: 1000, clientHeight: 480 })).toBe(true);
    expect(isNearBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 480 })).toBe(false);
  });
});

describe('songCardLink', () => {
  it('picks the first link on a music provider’s host (what becomes a song card), else none', () => {
    expect(songCardLink(['https://example.com/song', 'https://open.spotify.com/track/abc', 'https://youtu.be/x'])).toBe('https://open.spotify.com/track/abc');
    expect(songCardLink(['https://notspotify.com/track/abc', 'ftp://spotify.com/x', 'not a link'])).toBeNull();
    expect(songCardLink([])).toBeNull();
  });
});
